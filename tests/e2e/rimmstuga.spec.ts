import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './helpers.ts';

const toasts = (page: Page) => page.getByRole('status');
const rhyme = (page: Page) => page.locator('[data-rhyme-output]');

test('Rimmstuga: form beside the result, no chat, and an accessible page', async ({ page }) => {
  await page.goto('/rimmstuga');
  await expect(page.getByRole('heading', { level: 1, name: 'Skriv ett julklappsrim' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mottagarens namn' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vad är presenten?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Personlig hälsning/ })).toBeVisible();
  for (const tone of ['Rolig', 'Söt', 'Klassisk', 'Personlig']) {
    await expect(page.getByRole('radio', { name: new RegExp(`^${tone}`) })).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: /^Klassisk/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Ditt rim' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Öppna Presentpilot AI/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('Rimmstuga: missing fields give the validation toast', async ({ page }) => {
  await page.goto('/rimmstuga');
  await page.getByRole('textbox', { name: 'Mottagarens namn' }).fill('   ');
  await page.getByRole('button', { name: 'Skriv rim' }).click();
  await expect(toasts(page).getByText('Fyll i alla fält')).toBeVisible();
  await expect(toasts(page).getByText('Vänligen ange både mottagarens namn och presentbeskrivning.')).toBeVisible();
  await expect(rhyme(page)).toBeHidden();
});

test('Rimmstuga: writes a rhyme in the chosen tone, copies it and writes a new one', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/rimmstuga');
  await page.getByRole('textbox', { name: 'Mottagarens namn' }).fill('Greta');
  await page.getByRole('textbox', { name: 'Vad är presenten?' }).fill('en varm halsduk');
  await page.getByRole('textbox', { name: /Personlig hälsning/ }).fill('stickar framför brasan');
  await page.getByRole('radio', { name: /^Söt/ }).check();
  await page.getByRole('button', { name: 'Skriv rim' }).click();
  await expect(toasts(page).getByText('Rim genererat!')).toBeVisible();
  await expect(toasts(page).getByText('Ditt julklappsrim är klart.')).toBeVisible();
  await expect(rhyme(page)).toBeVisible();
  const text = (await rhyme(page).textContent()) ?? '';
  expect(text).toContain('Greta');
  expect(text.toLowerCase()).not.toContain('halsduk');
  expect(text.split('\n').length).toBeGreaterThanOrEqual(4);
  // (axe runs once the toast has gone: the shared toast list is checked by its own tests)
  await expect(toasts(page).locator('li')).toHaveCount(0, { timeout: 8_000 });
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Kopiera rim' }).click();
  await expect(toasts(page).getByText('Rim kopierat!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await page.getByRole('button', { name: 'Skriv ett nytt' }).click();
  await expect(rhyme(page)).not.toHaveText(text);
  await expect(rhyme(page)).toContainText('Greta');
});

test('Rimmstuga: a failing server gives the error toast', async ({ page }) => {
  await page.route('**/api/generate-rhyme', (route) => route.fulfill({ status: 500, body: '{"error":"x"}' }));
  await page.goto('/rimmstuga');
  await page.getByRole('textbox', { name: 'Mottagarens namn' }).fill('Greta');
  await page.getByRole('textbox', { name: 'Vad är presenten?' }).fill('en bok');
  await page.getByRole('button', { name: 'Skriv rim' }).click();
  await expect(toasts(page).getByText('Något gick fel')).toBeVisible();
  await expect(toasts(page).getByText('Kunde inte generera rim. Försök igen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skriv rim' })).toBeEnabled();
});
