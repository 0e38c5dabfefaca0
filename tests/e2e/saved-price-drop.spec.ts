/**
 * Price drops on saved gifts: a visitor saves a product, an admin lowers its price and publishes, and the saved list
 * (/sparade), the drawer (AI Express's header) and the header's heart tell the visitor, at 390 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { formatAmount } from '../../src/features/catalogue/price.ts';
import { expect, publishAndWait, test } from './admin-auth.ts';
import { expectNoA11yViolations } from './helpers.ts';

const toast = (page: Page) => page.locator('#notiser li');

test('a saved gift the admin makes cheaper shows its drop on /sparade, in the drawer and on the heart', async ({
  page,
  adminSite,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one rebuild per run: both widths are checked in this test');
  await page.goto('/');
  const heart = page.locator('[data-save-toggle]:visible').first();
  const id = (await heart.getAttribute('data-save-toggle')) ?? '';
  const [product] = await adminSite.db.query<{ title: string; price: number }>(
    'SELECT title, price_value::float8 AS price FROM products WHERE id = $1',
    [id],
  );
  expect(product?.price).toBeGreaterThan(20);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Not cheaper yet: no badge.
  await page.goto('/sparade');
  await expect(page.locator('[data-saved-grid] [data-product-card]')).toHaveCount(1);
  await expect(page.locator('[data-price-drop]')).toHaveCount(0);
  await expect(page.locator('[data-site-header] [data-price-drop-count]')).toBeHidden();

  const was = product!.price;
  const now = Math.floor(was * 0.8);
  await page.goto('/admin?tab=produkter');
  const search = page.getByLabel('Sök i hela databasen (titel eller butik)');
  await search.fill(product!.title);
  await search.press('Enter');
  const row = page.getByTestId('admin-product-row').filter({ hasText: product!.title }).first();
  await row.getByRole('button', { name: /Redigera/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera produkt' });
  await dialog.getByLabel('Pris (SEK)').fill(String(now));
  await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(toast(page).filter({ hasText: 'Produkten uppdaterad!' })).toBeVisible();
  await publishAndWait(page);

  const text = `Sänkt sedan du sparade: ${formatAmount(was)} → ${formatAmount(now)} kr`;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/sparade');
    const card = page.locator('[data-saved-grid] li').filter({ has: page.locator(`[data-save-toggle="${id}"]`) });
    await expect(card.locator('[data-price-drop]')).toHaveText(text);
    const badge = page.locator('[data-site-header] [data-price-drop-count]');
    await expect(badge).toBeVisible();
    await expect(badge).toContainText('↓1');
    await expect(badge).toContainText('1 sparad present har blivit billigare');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`sparade-prissankt-${width}.png`) });

    await page.goto('/presentgenerator/express');
    const open = page.getByRole('button', { name: /Sparade presenter \(1\)/ });
    await expect(open).toContainText('↓1');
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Sparade presenter (1)' });
    await expect(drawer.locator('[data-price-drop]')).toHaveText(text);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`lada-prissankt-${width}.png`) });
  }
});
