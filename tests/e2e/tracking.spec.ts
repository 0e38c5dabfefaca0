import { expect, test } from '@playwright/test';
import { beaconBodies, quietChat, recordBeacons } from './visitor-fixtures.ts';

test('POST /api/track stores clicks and views and answers bad requests clearly', async ({ request }) => {
  const { products } = (await (await request.get('/api/products?limit=1')).json()) as { products: { id: string }[] };
  const productId = products[0]!.id;
  const ok = await request.post('/api/track', { data: { productId, event: 'view', source: 'browse' } });
  expect(ok.status()).toBe(201);
  const bad = await request.post('/api/track', { data: { productId, event: 'köp', source: 'browse' } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toBe('Ogiltig spårningshändelse');
  const unknown = await request.post('/api/track', {
    data: { productId: '00000000-0000-5000-8000-000000000000', event: 'click', source: 'browse' },
  });
  expect(unknown.status()).toBe(404);
  const big = await request.post('/api/track', {
    data: { productId, event: 'click', source: 'x', pad: 'x'.repeat(5000) },
  });
  expect(big.status()).toBe(413);
});

test('"Till butiken" reports the click with the page as source', async ({ page }) => {
  await quietChat(page);
  await recordBeacons(page);
  await page.goto('/');
  const link = page
    .locator('[data-home-grid="0"] [data-product-card]')
    .first()
    .getByRole('link', { name: /Till butiken/ });
  const productId = await link.getAttribute('data-track-click');
  const popup = page.waitForEvent('popup');
  await link.click();
  await expect
    .poll(() => beaconBodies(page, '/api/track'))
    .toContainEqual({ productId, event: 'click', source: 'home' });
  await (await popup).close();
});
