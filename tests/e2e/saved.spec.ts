import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './helpers.ts';
import { presetSaved, quietChat, toastsGone } from './visitor-fixtures.ts';

test.beforeEach(async ({ page }) => quietChat(page));

async function someProductIds(page: Page, count: number): Promise<string[]> {
  const response = await page.request.get(`/api/products?limit=${count}`);
  const { products } = (await response.json()) as { products: { id: string }[] };
  return products.map((product) => product.id);
}

test('an empty list explains how to save and links to the start page', async ({ page }) => {
  await page.goto('/sparade');
  await expect(page.getByRole('heading', { level: 1, name: 'Sparade presenter' })).toBeVisible();
  await expect(page.getByText('Inga sparade presenter än')).toBeVisible();
  await expect(
    page.getByText('Börja spara presenter genom att klicka på hjärtikonen på de produkter du gillar.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Utforska presenter' })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page);
});

test('saved products are listed; removing one updates the list and the badge', async ({ page }) => {
  const ids = await someProductIds(page, 3);
  await presetSaved(page, ids);
  await page.goto('/sparade');
  const grid = page.locator('[data-saved-grid] [data-product-card]');
  await expect(grid).toHaveCount(3);
  await expect(page.locator('[data-site-header] [data-saved-count]')).toHaveText('3');
  await grid.first().getByRole('button', { name: 'Ta bort från sparade' }).click();
  await expect(page.getByText('Borttagen från lista')).toBeVisible();
  await expect(grid).toHaveCount(2);
  await expect(page.locator('[data-site-header] [data-saved-count]')).toHaveText('2');
  await toastsGone(page);
  await expectNoA11yViolations(page);
});

test('the list follows changes made in another tab', async ({ page, context }) => {
  const [id] = await someProductIds(page, 1);
  await page.goto('/sparade');
  await expect(page.getByText('Inga sparade presenter än')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/bla-igenom');
  await other.evaluate((productId) => {
    document.querySelector<HTMLElement>(`[data-save-toggle]`)?.setAttribute('data-save-toggle', productId);
    document.querySelector<HTMLElement>(`[data-save-toggle="${productId}"]`)?.click();
  }, id!);
  await expect(page.locator('[data-saved-grid] [data-product-card]')).toHaveCount(1);
  await expect(page.locator('[data-site-header] [data-saved-count]')).toHaveText('1');
});

test('"Dela listan" links to the list; the link opens it read-only with "Spara alla"', async ({ page, browser }) => {
  const ids = await someProductIds(page, 2);
  await presetSaved(page, ids);
  await page.goto('/sparade');
  const share = page.getByRole('link', { name: 'Dela listan' });
  await expect(share).toHaveAttribute('href', `/sparade?lista=${ids.join(',')}`);

  const friend = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const friendPage = await friend.newPage();
  await quietChat(friendPage);
  await friendPage.goto(new URL(`/sparade?lista=${ids.join(',')}`, test.info().project.use.baseURL).href);
  await expect(friendPage.getByRole('heading', { name: 'Delad presentlista' })).toBeVisible();
  await expect(friendPage.locator('[data-shared-grid] [data-product-card]')).toHaveCount(2);
  await expectNoA11yViolations(friendPage);
  await friendPage.getByRole('button', { name: 'Spara alla' }).click();
  await expect(friendPage.getByText('Sparad!')).toBeVisible();
  await expect(friendPage.locator('[data-site-header] [data-saved-count]')).toHaveText('2');
  await expect(friendPage.getByRole('button', { name: 'Spara alla' })).toBeDisabled();
  await friendPage.getByRole('link', { name: 'Visa min lista' }).click();
  await expect(friendPage.locator('[data-saved-grid] [data-product-card]')).toHaveCount(2);
  await friend.close();
});

test('a corrupt saved list in storage is ignored', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('presentpilot-saved', '{inte json'));
  await page.goto('/sparade');
  await expect(page.getByText('Inga sparade presenter än')).toBeVisible();
});
