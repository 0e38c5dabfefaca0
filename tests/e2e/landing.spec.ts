import { expect, type Locator, type Page, test } from '@playwright/test';

const year = new Date().getFullYear();
const THEME_PAGES = [
  { path: '/julklappstips', h1: 'Julklappstips till alla på listan' },
  { path: `/julklappstips-${year}`, h1: `Julklappstips ${year}` },
  { path: `/arets-julklapp-${year}`, h1: `Årets julklapp ${year}` },
  { path: '/fars-dag-present', h1: 'Presenter till fars dag' },
  { path: '/mors-dag-present', h1: 'Presenter till mors dag' },
  { path: '/black-week-erbjudanden', h1: 'Black Week-erbjudanden' },
  { path: '/fodelsedagspresent', h1: 'Födelsedagspresenter för alla åldrar' },
];

const cards = (page: Page): Locator => page.locator('[data-theme-grid] > li:visible [data-product-card]');

async function visiblePrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-theme-grid] > li:visible [data-product-card] p.font-bold').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

/** The filter panel sits behind "Filtrera och sortera" on small screens. */
async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Filtrera och sortera' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('search', { name: 'Filtrera presenterna' })).toBeVisible();
}

test.describe('theme landing pages', () => {
  for (const theme of THEME_PAGES) {
    test(`${theme.path} shows its heading, ranked products in the HTML and CollectionPage data`, async ({ page }) => {
      const response = await page.goto(theme.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: theme.h1 })).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${theme.path}$`));
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(jsonLd['@type']).toBe('CollectionPage');
      expect(jsonLd.mainEntity['@type']).toBe('ItemList');
      expect(jsonLd.mainEntity.numberOfItems).toBeGreaterThan(0);
      // Default budget 350–1800 kr.
      for (const price of await visiblePrices(page)) {
        expect(price).toBeGreaterThanOrEqual(350);
        expect(price).toBeLessThanOrEqual(1800);
      }
    });
  }

  test('the products are in the HTML without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/julklappstips');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('[data-product-card]:visible').count()).toBeGreaterThan(3);
    await expect(page.getByRole('link', { name: /Till butiken/ }).first()).toHaveAttribute('href', /^https:\/\//);
    await context.close();
  });

  test('last year’s pages redirect permanently to this year’s', async ({ request }) => {
    test.skip(year === 2025, 'the 2025 pages are the current ones');
    for (const base of ['julklappstips', 'arets-julklapp']) {
      const response = await request.get(`/${base}-2025`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`/${base}-${year}`);
    }
  });

  test('free text narrows the list and an impossible search shows the empty state', async ({ page }) => {
    await page.goto('/julklappstips');
    await openFilters(page);
    const before = await cards(page).count();
    expect(before).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Sök' }).fill('xyzzy-finns-inte');
    await expect(page.getByText('Inga presenter hittades')).toBeVisible();
    await expect(page.getByText('Prova att justera budgeten eller ta bort några filter.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Rensa filter' }).last().click();
    await expect(page.getByText('Inga presenter hittades')).toBeHidden();
    await expect(cards(page)).toHaveCount(before);
  });

  test('sorting by price orders the cards, both ways', async ({ page }) => {
    await page.goto('/fodelsedagspresent');
    await openFilters(page);
    const sort = page.getByRole('combobox', { name: 'Sortera' });
    await sort.selectOption('price-asc');
    await expect
      .poll(async () => {
        const prices = await visiblePrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
      })
      .toBe(true);
    await sort.selectOption('price-desc');
    await expect
      .poll(async () => {
        const prices = await visiblePrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) >= price);
      })
      .toBe(true);
  });

  test('the budget sliders follow the slider rules and filter by price', async ({ page }) => {
    await page.goto('/julklappstips');
    await openFilters(page);
    await expect(page.getByText('350 kr – 1800 kr')).toBeVisible();
    await page.getByRole('slider', { name: 'Högsta pris' }).fill('5000');
    await expect(page.getByText('350 kr – 5000+ kr')).toBeVisible();
    await page.getByRole('slider', { name: 'Lägsta pris' }).fill('0');
    await page.getByRole('slider', { name: 'Högsta pris' }).fill('300');
    await expect(page.getByText('0 kr – 300 kr')).toBeVisible();
    await expect.poll(async () => (await visiblePrices(page)).every((price) => price <= 300)).toBe(true);
    // Min can never pass max.
    await page.getByRole('slider', { name: 'Lägsta pris' }).fill('2000');
    await expect(page.getByText('300 kr – 300 kr')).toBeVisible();
  });

  test('audience chips narrow the list; desktop shows five audiences and four occasions before "Fler…"', async ({
    page,
  }, testInfo) => {
    await page.goto('/julklappstips');
    await openFilters(page);
    await page.getByRole('slider', { name: 'Lägsta pris' }).fill('0');
    await page.getByRole('slider', { name: 'Högsta pris' }).fill('5000');
    const all = await cards(page).count();
    const audiences = page.locator('fieldset[data-facet="audiences"]');
    await audiences.locator('label').first().click();
    await expect.poll(async () => cards(page).count()).toBeLessThanOrEqual(all);
    await expect(page.getByRole('button', { name: 'Rensa filter' }).first()).toBeEnabled();

    if (testInfo.project.name === 'desktop') {
      const audienceChips = audiences.locator('label');
      if ((await audienceChips.count()) > 5) {
        await expect(audienceChips.nth(4)).toBeVisible();
        await expect(audienceChips.nth(5)).toBeHidden();
        await audiences.getByRole('button', { name: 'Fler…' }).click();
        await expect(audienceChips.nth(5)).toBeVisible();
      }
      const occasionChips = page.locator('fieldset[data-facet="occasions"] label');
      if ((await occasionChips.count()) > 4) {
        await expect(occasionChips.nth(3)).toBeVisible();
        await expect(occasionChips.nth(4)).toBeHidden();
      }
    }
  });
});
