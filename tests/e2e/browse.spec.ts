import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations, openHydrated } from './helpers.ts';
import { quietChat } from './visitor-fixtures.ts';

test.beforeEach(async ({ page }) => quietChat(page));

const cards = (page: Page) => page.locator('[data-browse-grid] [data-product-card]');

const isListRequest = (url: string) => url.includes('/api/products?limit=500');

/** Opens browse and waits for the island to take over the prerendered page. */
async function openBrowse(page: Page) {
  await openHydrated(page, '/bla-igenom');
  await expect(page.getByRole('heading', { name: 'Alla produkter' })).toBeVisible();
}

test('lists 30 products, loads more by button and by scrolling', async ({ page }) => {
  await openBrowse(page);
  await expect(page.getByPlaceholder('Sök bland alla produkter...')).toBeVisible();
  await expect(cards(page)).toHaveCount(30);
  const showing = page.getByText(/^Visar 30 av \d+ produkter$/);
  await expect(showing).toBeVisible();
  const total = Number((await showing.textContent())?.match(/av (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(60);
  await page.getByRole('button', { name: `Ladda fler produkter (${total - 30} kvar)` }).click();
  await expect(cards(page)).toHaveCount(60);
  await expect(page.getByText(`Visar 60 av ${total} produkter`)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cards(page)).toHaveCount(90);
});

test('search shows a count heading and category chips; a chip narrows the list', async ({ page }) => {
  await openBrowse(page);
  const search = page.waitForResponse((response) => response.url().includes('/api/search?q=kaffe&limit=200'));
  await page.getByPlaceholder('Sök bland alla produkter...').fill('kaffe');
  await search;
  const heading = page.locator('[data-browse-heading]');
  await expect(heading).toHaveText(/^\d+ produkter$/);
  const count = Number((await heading.textContent())?.split(' ')[0]);
  const chips = page.getByRole('list', { name: 'Kategorier' }).getByRole('button');
  await expect(chips.first()).toHaveText(`Alla (${count})`);
  expect(await chips.count()).toBeLessThanOrEqual(11);
  const second = chips.nth(1);
  const chipCount = Number((await second.textContent())?.match(/\((\d+)\)/)?.[1]);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(heading).toHaveText(`${chipCount} produkter`);
  await expect(cards(page)).toHaveCount(Math.min(chipCount, 30));
  expect(chipCount).toBeLessThan(count);
});

test('sorting by price orders the list', async ({ page }) => {
  await openBrowse(page);
  const sort = page.getByLabel('Sortera');
  await expect(sort.locator('option')).toHaveText(['Slumpmässig', 'Pris: Lägst först', 'Pris: Högst först']);
  const prices = async () =>
    (await cards(page).locator('p.text-base.font-bold').allTextContents())
      .map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')))
      .filter((value) => !Number.isNaN(value) && value > 0);
  await sort.selectOption({ label: 'Pris: Lägst först' });
  const ascending = await prices();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await sort.selectOption({ label: 'Pris: Högst först' });
  const descending = await prices();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await expect(cards(page)).toHaveCount(30);
});

test('an empty search shows the empty state, and "Rensa sökning" brings the list back', async ({ page }) => {
  await openBrowse(page);
  await page.getByPlaceholder('Sök bland alla produkter...').fill('qqxxzzyy');
  await expect(page.getByText('Inga produkter matchar din sökning.')).toBeVisible();
  await page.getByRole('button', { name: 'Rensa sökning' }).click();
  await expect(page.getByRole('heading', { name: 'Alla produkter' })).toBeVisible();
  await expect(page.getByPlaceholder('Sök bland alla produkter...')).toHaveValue('');
  await expect(cards(page)).toHaveCount(30);
});

test('the full list loads on the first interaction, not with the page', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openBrowse(page);
  await page.waitForTimeout(500);
  expect(requests.filter(isListRequest)).toHaveLength(0);
  const list = page.waitForResponse((response) => isListRequest(response.url()));
  await page.mouse.wheel(0, 400);
  await list;
  await expect(cards(page)).toHaveCount(30);
});

test('a failing list load keeps the shown products, says so and tries again on load more', async ({ page }) => {
  await page.route('**/api/products?limit=500', (route) => route.fulfill({ status: 500, body: '{}' }));
  await openBrowse(page);
  const more = page.getByRole('button', { name: /^Ladda fler produkter \(\d+ kvar\)$/ });
  await more.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Kunde inte hämta fler produkter just nu. Försök igen.' }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(30);
  await page.unroute('**/api/products?limit=500');
  await more.click();
  // The click (and, at the bottom of a wide page, the scroll that brings the button into view) shows more.
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(60);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('load more during a list load that then fails starts the load again', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/products?limit=500', async (route) => {
    calls += 1;
    if (calls > 1) return route.continue();
    // The first load hangs, then fails; by then the visitor has clicked "load more".
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ status: 500, body: '{}' }).catch(() => undefined);
  });
  await openBrowse(page);
  const list = page.waitForRequest((request) => isListRequest(request.url()));
  await page.mouse.wheel(0, 400);
  await list;
  await page.getByRole('button', { name: /^Ladda fler produkter \(\d+ kvar\)$/ }).click();
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(60);
  await page.waitForTimeout(1600);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(calls).toBe(2);
});

test('a failing search shows the empty state', async ({ page }) => {
  await page.route('**/api/search**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await openBrowse(page);
  await page.getByPlaceholder('Sök bland alla produkter...').fill('ljus');
  await expect(page.getByText('Inga produkter matchar din sökning.')).toBeVisible();
});

test('shows the loading text while searching', async ({ page }) => {
  await openBrowse(page);
  await page.route('**/api/search**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByPlaceholder('Sök bland alla produkter...').fill('ljus');
  await expect(page.getByText('Söker bland produkter...')).toBeVisible();
  await expect(page.locator('[data-browse-heading]')).toHaveText(/^\d+ produkter$/);
});

test('the first 30 products are in the HTML for visitors without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(new URL('/bla-igenom', test.info().project.use.baseURL).href);
  await expect(page.locator('[data-product-card]')).toHaveCount(30);
  await context.close();
});

test('browse passes axe', async ({ page }) => {
  await openBrowse(page);
  await expectNoA11yViolations(page);
});
