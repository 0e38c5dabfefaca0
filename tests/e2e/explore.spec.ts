import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './helpers.ts';
import { isMobile, quietChat } from './visitor-fixtures.ts';

test.beforeEach(async ({ page }) => quietChat(page));

async function openFilters(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: /^Filter/ }).click();
}

async function openExplore(page: Page, query = '') {
  const pool = page.waitForResponse((response) => response.url().includes('/api/products?limit=1000'));
  await page.goto(`/utforska${query}`);
  await pool;
  await expect(page.locator('[data-explore-count]')).toHaveText(/^\d+ produkter?$/);
}

const count = async (page: Page) => Number((await page.locator('[data-explore-count]').textContent())?.split(' ')[0]);

test('filters by audience and budget band, keeping the filter in the URL', async ({ page }) => {
  await openExplore(page);
  const all = await count(page);
  await openFilters(page);
  await page.getByRole('button', { name: 'Mamma', exact: true }).click();
  await expect(page).toHaveURL(/audiences=mamma/);
  const forMum = await count(page);
  expect(forMum).toBeLessThan(all);
  await page.getByRole('button', { name: 'Under 200 kr' }).click();
  await expect(page).toHaveURL(/max=200/);
  const prices = await page.locator('[data-explore-grid] [data-product-card] p.text-base.font-bold').allTextContents();
  for (const price of prices) expect(Number(price.replace(/[^\d]/g, ''))).toBeLessThanOrEqual(200);
  await expect(page.getByText('0 kr – 200 kr')).toBeVisible();
});

test('a bookmarked filter opens with its choices', async ({ page }) => {
  await openExplore(page, '?occasions=jul&min=200&max=1000');
  await openFilters(page);
  await expect(page.getByRole('button', { name: 'Jul', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Från (kr)')).toHaveValue('200');
  await expect(page.getByLabel('Till (kr)')).toHaveValue('1000');
  await page.getByLabel('Till (kr)').fill('9000');
  await page.getByLabel('Till (kr)').press('Enter');
  await expect(page.getByLabel('Till (kr)')).toHaveValue('5000');
  await expect(page.getByText('200 kr – 5000+ kr')).toBeVisible();
  await expect(page).not.toHaveURL(/max=/);
});

test('a search with no match says so, and "Rensa filter" resets', async ({ page }) => {
  await openExplore(page);
  await page.getByPlaceholder('Sök presenter, t.ex. kaffe eller yoga').fill('qqxxzzyy');
  await expect(page.getByText('Inga produkter matchar filtren')).toBeVisible();
  await expect(page).toHaveURL(/q=qqxxzzyy/);
  await page.getByRole('button', { name: 'Rensa filter' }).first().click();
  await expect(page).toHaveURL(/\/utforska$/);
  expect(await count(page)).toBeGreaterThan(0);
});

test('explore passes axe', async ({ page }) => {
  await openExplore(page, '?audiences=pappa');
  await openFilters(page);
  await expectNoA11yViolations(page);
});
