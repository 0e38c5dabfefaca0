import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './helpers.ts';

test('the home page is prerendered with real products and buy links', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Till butiken');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hitta den bästa presenten till');
  const cards = page.locator('[data-product-card]');
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  const buy = cards.first().getByRole('link', { name: /Till butiken/ });
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', /noopener noreferrer/);
  await expect(buy).toHaveAttribute('href', /utm_source=presentpilot/);
  await expectNoA11yViolations(page);
});

test('the catalogue API answers a round trip: list, one product, search, and clear errors', async ({ request }) => {
  const list = await request.get('/api/products?limit=5');
  expect(list.ok()).toBe(true);
  const { products } = (await list.json()) as { products: { id: string; title: string }[] };
  expect(products).toHaveLength(5);
  const first = products[0]!;

  const one = await request.get(`/api/products/${first.id}`);
  expect(one.status()).toBe(200);
  expect(((await one.json()) as { product: { title: string } }).product.title).toBe(first.title);

  const missing = await request.get('/api/products/00000000-0000-5000-8000-000000000000');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Produkten finns inte' });

  const search = await request.get('/api/search?q=hörlurarna&limit=10');
  const found = (await search.json()) as { products: { title: string }[] };
  expect(found.products.length).toBeGreaterThan(0);
  expect(found.products[0]!.title.toLowerCase()).toContain('hörlurar');

  const tooMany = await request.get('/api/search?q=kaffe&limit=500');
  expect(tooMany.status()).toBe(400);
});
