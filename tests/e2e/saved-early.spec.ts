/**
 * /sparade paints the visitor's saved cards before the list's island has loaded (the server's markup of the island's
 * own SavedGrid), and the island then hydrates the same elements: nothing moves, nothing is lost, and clicks made
 * before the island arrived count.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { presetSaved, quietChat, recordShifts, shiftTotal, toastsGone } from './visitor-fixtures.ts';

test.beforeEach(async ({ page }) => quietChat(page));

async function someProductIds(page: Page, count: number): Promise<string[]> {
  const response = await page.request.get(`/api/products?limit=${count}`);
  const { products } = (await response.json()) as { products: { id: string }[] };
  return products.map((product) => product.id);
}

/** Holds back the saved list's island code until `release` is called; `asked` tells whether it was requested. */
async function holdIsland(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  const held: Route[] = [];
  let released = false;
  let asked = false;
  await page.route(/\/_astro\/SavedList\.[\w-]+\.js$/, async (route) => {
    asked = true;
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
    asked: () => asked,
  };
}

const island = (page: Page) => page.locator('astro-island[client="handoff"]');
const cards = (page: Page) => page.locator('[data-saved-grid] [data-product-card]');

test('the saved cards show before the island loads; the island takes over the same elements without a shift', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const ids = await someProductIds(page, 3);
  await presetSaved(page, ids);
  await recordShifts(page);
  const code = await holdIsland(page);
  await page.goto('/sparade');

  // Painted from the server's markup while the island's code is held back.
  await expect(cards(page)).toHaveCount(3);
  await expect(page.locator('[data-saved-total]')).toHaveText('3 presenter');
  await expect(page.getByRole('link', { name: 'Dela listan' })).toHaveAttribute(
    'href',
    `/sparade?lista=${ids.join(',')}`,
  );
  await expect(island(page)).toHaveAttribute('ssr', '');
  // The first row's photos are on screen before the island's code is asked for.
  await expect(page.locator('[data-saved-grid] img[fetchpriority="high"]').first()).toHaveJSProperty('complete', true);
  const before = await cards(page).evaluateAll((elements) =>
    elements.map((element) => {
      (element as HTMLElement & { __early?: boolean }).__early = true;
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height];
    }),
  );

  await expect.poll(code.asked).toBe(true);
  code.release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  // React hydrated the painted elements instead of replacing them.
  await expect
    .poll(() => cards(page).evaluateAll((elements) => elements.map((element) => '__early' in element)))
    .toEqual([true, true, true]);
  const after = await cards(page).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height];
    }),
  );
  expect(after).toEqual(before);
  expect(await shiftTotal(page)).toBeLessThan(0.005);

  // The island is live: removing a card removes it.
  await cards(page).first().getByRole('button', { name: 'Ta bort från sparade' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.locator('[data-saved-total]')).toHaveText('2 presenter');
  expect(errors).toEqual([]);
});

test("the saved cards are painted while the page's own modules are still on their way", async ({ page }) => {
  const ids = await someProductIds(page, 3);
  await presetSaved(page, ids);
  // The page's script (and every import of it) held back: the inline script alone asks for the list and paints it.
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/sparade\.astro_astro_type_script[\w.-]*\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  const code = await holdIsland(page);
  await page.goto('/sparade', { waitUntil: 'commit' });
  await expect(cards(page)).toHaveCount(3);
  await expect(page.locator('[data-saved-total]')).toHaveText('3 presenter');
  expect(code.asked()).toBe(false);

  // Once the page's script is in, it takes the painted list over and hands the island the same elements.
  released = true;
  for (const route of held.splice(0)) void route.continue();
  await expect.poll(code.asked).toBe(true);
  code.release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(cards(page)).toHaveCount(3);
});

test("the page's modules wait until the first row's photos are on screen", async ({ page }) => {
  const ids = await someProductIds(page, 3);
  await presetSaved(page, ids);
  // The photos held back: the cards are painted, and no module of the page is asked for until the photos are in.
  const photos: Route[] = [];
  let photosIn = false;
  await page.route(
    (url) => url.pathname.startsWith('/images/') || url.pathname === '/api/bild',
    async (route) => {
      if (photosIn) await route.continue();
      else photos.push(route);
    },
  );
  const modules: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/[^/]+\.js$/.test(new URL(request.url()).pathname)) modules.push(request.url());
  });
  await page.goto('/sparade', { waitUntil: 'commit' });
  await expect(cards(page)).toHaveCount(3);
  const firstRow = page.locator('[data-saved-grid] img[data-product-image][fetchpriority="high"]');
  await expect(firstRow).toHaveCount(2);
  await expect.poll(() => photos.length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(500);
  expect(modules).toEqual([]);
  await expect(island(page)).toHaveAttribute('data-handoff', 'held');

  photosIn = true;
  for (const route of photos.splice(0)) void route.continue();
  await expect.poll(() => modules.length).toBeGreaterThan(0);
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(cards(page)).toHaveCount(3);
});

test("a heart tapped before the page's modules are in counts once they are", async ({ page }) => {
  const ids = await someProductIds(page, 3);
  await presetSaved(page, ids);
  // The photos held back, so the page's modules wait: the tap itself starts them, and the heart's handler counts it.
  await page.route(
    (url) => url.pathname.startsWith('/images/') || url.pathname === '/api/bild',
    () => undefined,
  );
  await page.goto('/sparade', { waitUntil: 'commit' });
  await expect(cards(page)).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hearts-ready'))).toBe(false);
  await cards(page).first().locator('[data-save-toggle]').click();
  await expect(page.locator('html')).toHaveAttribute('data-hearts-ready', '');
  await expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('presentpilot-saved') ?? '[]') as unknown[]).length),
    )
    .toBe(2);
  await expect(page.locator('[data-save-toggle][data-heart-tapped]')).toHaveCount(0);
});

test('clicks on the painted cards count before the island has loaded', async ({ page, context }) => {
  const ids = await someProductIds(page, 3);
  await presetSaved(page, ids);
  const code = await holdIsland(page);
  await page.goto('/sparade');
  await expect(cards(page)).toHaveCount(3);
  await expect(island(page)).toHaveAttribute('ssr', '');

  // The heart: the gift leaves the list at once (the header count and the toast), and its card once the island is in.
  const first = cards(page).first();
  await first.getByRole('button', { name: 'Ta bort från sparade' }).click();
  await expect(page.getByText('Borttagen från lista')).toBeVisible();
  await expect(page.locator('[data-site-header] [data-saved-count]')).toHaveText('2');
  await expect(first.locator('[data-save-toggle]')).toHaveAttribute('aria-pressed', 'false');
  const stored = await page.evaluate(() => localStorage.getItem('presentpilot-saved'));
  expect(stored).not.toContain(ids[0]);

  // The shop link is a plain link that opens the shop in a new tab.
  const shop = cards(page)
    .nth(1)
    .getByRole('link', { name: /Till butiken/ });
  const href = await shop.getAttribute('href');
  expect(href).toBeTruthy();
  await context.route(
    (url) => url.href === new URL(href!, page.url()).href,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>butik</title>' }),
  );
  const [tab] = await Promise.all([context.waitForEvent('page'), shop.click()]);
  await expect(tab).toHaveURL(new URL(href!, page.url()).href);
  await tab.close();

  // The visitor's touch hands the list over at once; the removed card then leaves.
  await expect.poll(code.asked).toBe(true);
  code.release();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.locator('[data-saved-total]')).toHaveText('2 presenter');
  await toastsGone(page);
});

test('a photo that fails shows "Ingen bild" before and after the island takes over', async ({ page }) => {
  const ids = await someProductIds(page, 2);
  await presetSaved(page, ids);
  await page.route(/\/(api\/bild\?|images\/)/, (route) =>
    route.request().resourceType() === 'image' ? route.abort() : route.continue(),
  );
  const code = await holdIsland(page);
  await page.goto('/sparade');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first().getByText('Ingen bild')).toBeVisible();
  await expect.poll(code.asked).toBe(true);
  code.release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(cards(page).first().getByText('Ingen bild')).toBeVisible();
  await expect(cards(page).nth(1).getByText('Ingen bild')).toBeVisible();
});

test('the island still loads at once for an empty list and a shared list', async ({ page }) => {
  await page.goto('/sparade');
  await expect(page.getByText('Inga sparade presenter än')).toBeVisible();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  const ids = await someProductIds(page, 2);
  await page.goto(`/sparade?lista=${ids.join(',')}`);
  await expect(page.locator('[data-shared-grid] [data-product-card]')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Spara alla' })).toBeEnabled();
});
