import { expect, test } from '@playwright/test';

const PRICE = [200, 500, 1000];
const RECIPIENTS = ['mamma', 'pappa', 'barn', 'tonaring', 'farmor', 'kollega'];
const CATEGORIES = [
  'mode-accessoarer',
  'skonhet-halsa',
  'hem-inredning',
  'elektronik-teknik',
  'barn-baby',
  'sport-fritid',
  'mat-dryck',
  'presenter-upplevelser',
  'hobby-intressen',
  'tradgard-uteliv',
  'djurtillbehor',
  'resor-tillbehor',
  'ovrigt',
];

const PAGES = [
  ...PRICE.map((limit) => `/presenter-under-${limit}-kr`),
  ...RECIPIENTS.map((slug) => `/present-till-${slug}`),
  ...CATEGORIES.map((slug) => `/kategori/${slug}`),
];

test.describe('SEO landing pages', () => {
  for (const path of PAGES) {
    test(`${path}: title, description, canonical, h1, intro, products and CollectionPage`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/Presentpilot/);
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      const cards = page.locator('[data-product-card]');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(jsonLd['@type']).toBe('CollectionPage');
      expect(jsonLd.url).toMatch(new RegExp(`${path}$`));
      expect(jsonLd.mainEntity.numberOfItems).toBe(count);
      expect(jsonLd.mainEntity.itemListElement[0].position).toBe(1);
      await expect(page.getByRole('heading', { name: 'Fler presenttips' })).toBeVisible();
    });
  }

  for (const limit of PRICE) {
    test(`price page under ${limit} kr lists only priced products below the limit`, async ({ page }) => {
      await page.goto(`/presenter-under-${limit}-kr`);
      const prices = await page.locator('[data-product-card] p.font-bold').allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      for (const text of prices) {
        expect(text).not.toBe('Pris varierar');
        expect(Number(text.replace(/[^\d]/g, ''))).toBeLessThan(limit);
      }
    });
  }

  test('pages link to their neighbours', async ({ page }) => {
    await page.goto('/kategori/mat-dryck');
    const related = page.getByRole('region', { name: 'Fler presenttips' });
    await expect(related.getByRole('link', { name: 'Hem & inredning' })).toHaveAttribute(
      'href',
      '/kategori/hem-inredning',
    );
    await expect(related.getByRole('link', { name: 'Presenter under 200 kr' })).toBeVisible();
    await expect(related.getByRole('link', { name: 'Mat & dryck' })).toHaveCount(0);
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /admin');
  });
});
