import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations, openHydrated } from './helpers.ts';
import { quietChat } from './visitor-fixtures.ts';

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const project = test.info().project.name;
  await page.screenshot({
    path: `${dir}/express-${project}-${name}.png`,
    fullPage: project === 'desktop',
    animations: 'disabled',
  });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const textbox = (page: Page) => page.locator('[data-express-step] textarea');
const cards = (page: Page) => page.locator('[data-product-card]');
const toasts = (page: Page) => page.locator('#notiser li');

test.beforeEach(async ({ page }) => {
  await quietChat(page);
});

test('AI Express: recipient, budget and interests, summary, results', async ({ page }) => {
  test.slow();
  await openHydrated(page, '/presentgenerator/express');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/presentgenerator\/express$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Vanliga frågor om AI Express' })).toBeVisible();
  expect(await page.locator('details summary').count()).toBeGreaterThanOrEqual(5);
  const header = page.locator('[data-generator-header]');
  await expect(header.getByRole('button', { name: 'Slumpa' })).toBeVisible();
  await expect(header.getByRole('button', { name: /Sparade presenter \(\d+\)/ })).toBeVisible();

  // Step 1: Shift+Enter makes a new line; Enter submits.
  await expect(heading(page, 'Vem ska få presenten?')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, '1-start');
  await textbox(page).click();
  await textbox(page).pressSequentially('Min pappa som fyller 60');
  await textbox(page).press('Shift+Enter');
  await textbox(page).pressSequentially('och älskar att laga mat');
  await expect(textbox(page)).toHaveValue('Min pappa som fyller 60\noch älskar att laga mat');
  await expect(heading(page, 'Vem ska få presenten?')).toBeVisible();
  await textbox(page).press('Enter');

  // Step 2, then back one step and forward again (the text is kept).
  await expect(heading(page, 'Budget och intressen')).toBeVisible();
  await page.getByRole('button', { name: 'Bakåt' }).click();
  await expect(heading(page, 'Vem ska få presenten?')).toBeVisible();
  await expect(textbox(page)).toHaveValue('Min pappa som fyller 60\noch älskar att laga mat');
  await page.getByRole('button', { name: 'Nästa steg' }).click();
  await expect(heading(page, 'Budget och intressen')).toBeVisible();
  await textbox(page).fill('Runt 500 kr, han gillar matlagning');
  await shot(page, '2-budget');
  await textbox(page).press('Enter');

  // Step 3: the summary.
  await expect(heading(page, 'Stämmer det här?')).toBeVisible();
  const summary = page.locator('[data-express-step] dl');
  await expect(summary).toContainText('Man');
  await expect(summary).toContainText('60 år');
  await expect(summary).toContainText('Födelsedag');
  await expect(summary).toContainText('Matlagning');
  await expect(summary).toContainText(/\d+–\d+ kr/);
  await expectNoA11yViolations(page);
  await shot(page, '3-sammanfattning');

  await page.getByRole('button', { name: 'Generera presenter' }).click();
  const count = page.getByRole('heading', { name: /^Visar \d+ presenter$/ });
  await expect(count).toBeVisible();
  const total = Number(((await count.textContent()) ?? '').match(/\d+/)![0]);
  await expect(cards(page)).toHaveCount(Math.min(10, total));
  await expect(
    cards(page)
      .first()
      .getByRole('link', { name: /Till butiken/ }),
  ).toHaveAttribute('href', /utm_campaign=text-generator/);

  // Sorting by price.
  const sort = page.getByLabel('Sortera');
  await sort.selectOption('price-asc');
  const prices = async () =>
    (await cards(page).locator('p.text-base.font-bold').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
  const ascending = await prices();
  expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
  await sort.selectOption('price-desc');
  const descending = await prices();
  expect([...descending].sort((a, b) => b - a)).toEqual(descending);
  await sort.selectOption('relevant');

  // "Visa fler" and "Generera nya förslag".
  if (total > 10) {
    await page.getByRole('button', { name: /^Visa fler \(\d+ kvar\)$/ }).click();
    await expect(cards(page)).toHaveCount(Math.min(20, total));
    const before = await cards(page).first().getAttribute('data-product-card');
    await page.getByRole('button', { name: 'Generera nya förslag' }).click();
    await expect(cards(page)).toHaveCount(10);
    expect(await cards(page).first().getAttribute('data-product-card')).not.toBe(before);
  }
  await expectNoA11yViolations(page);
  await shot(page, '4-resultat');

  // "Börja om" returns to an empty step 1.
  await page.getByRole('button', { name: 'Börja om' }).click();
  await expect(heading(page, 'Vem ska få presenten?')).toBeVisible();
  await expect(textbox(page)).toHaveValue('');
  await expect(cards(page)).toHaveCount(0);
});

test('AI Express: no recipient found, empty text and the budget tip', async ({ page }) => {
  await openHydrated(page, '/presentgenerator/express');
  await textbox(page).fill('något fint och mysigt');
  await textbox(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Kunde inte identifiera mottagare');
  await expect(toasts(page).filter({ hasText: 'Kunde inte tolka din beskrivning' })).toBeVisible();
  await expect(toasts(page).first()).toContainText('Min pappa som fyller 60');
  await expect(heading(page, 'Vem ska få presenten?')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, '5-ingen-mottagare');

  await textbox(page).fill('   ');
  await page.getByRole('button', { name: 'Nästa steg' }).click();
  await expect(page.getByRole('alert')).toHaveText('Kunde inte tolka inmatningen');

  // An example fills the text; a narrow budget brings the widened-budget tip.
  await page.getByRole('button', { name: 'Min mamma som fyller 50' }).click();
  await expect(textbox(page)).toHaveValue('Min mamma som fyller 50');
  await textbox(page).press('Enter');
  await expect(heading(page, 'Budget och intressen')).toBeVisible();
  await textbox(page).fill('mellan 480 och 500 kr, hon gillar inredning');
  await textbox(page).press('Enter');
  await expect(heading(page, 'Stämmer det här?')).toBeVisible();
  await page.getByRole('button', { name: 'Generera presenter' }).click();
  await expect(page.getByRole('heading', { name: /^Visar \d+ presenter?$/ })).toBeVisible();
  await expect(page.locator('[data-budget-tip]')).toContainText('mellan 384 och 600 kr');
  await shot(page, '6-budgettips');

  // Random gift from the express results.
  const titles = (await cards(page).getByRole('heading').allTextContents()).map((title) => title.trim());
  await page.locator('[data-generator-header]').getByRole('button', { name: 'Slumpa' }).click();
  const dialog = page.locator('dialog[data-random-dialog]');
  await expect(dialog.locator('[data-random-title]')).not.toBeEmpty();
  if (
    titles.length ===
    Number(((await page.getByRole('heading', { name: /^Visar/ }).textContent()) ?? '').match(/\d+/)![0])
  ) {
    expect(titles).toContain(((await dialog.locator('[data-random-title]').textContent()) ?? '').trim());
  }
});
