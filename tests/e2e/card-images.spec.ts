/**
 * Product photos sized for the card: a catalogue product whose photo (1,500 px JPEG) lives on a merchant host on
 * loopback is shown on /sparade through /api/bild at the card's size (320 px at 1×, 640 px at 2×, at most 40 KB) as
 * AVIF, which Chromium accepts, with width and height set; a photo that cannot be had shows 'Ingen bild'. At 390 and
 * 1280 px.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { expect, test } from './admin-auth.ts';
import { presetSaved } from './visitor-fixtures.ts';

let host: Server;
let base: string;

test.beforeAll(async () => {
  const photo = await sharp({
    create: { width: 1500, height: 1500, channels: 3, background: { r: 230, g: 200, b: 170 } },
  })
    .composite([
      {
        input: await sharp({ create: { width: 700, height: 1000, channels: 3, background: '#b4532a' } })
          .png()
          .toBuffer(),
        left: 400,
        top: 250,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  host = createServer((req, res) => {
    if (req.url === '/foto.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.byteLength });
      res.end(photo);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('saknas');
    }
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
});

test('a merchant photo is shown at the card size as AVIF; a missing one shows Ingen bild', async ({
  page,
  adminSite,
}, testInfo) => {
  const products = await adminSite.db.query<{ id: string }>(
    `SELECT id::text FROM products WHERE is_active ORDER BY id DESC LIMIT 2 OFFSET $1`,
    [testInfo.project.name === 'desktop' ? 10 : 20],
  );
  const [photo, missing] = products.map((product) => product.id);
  if (!photo || !missing) throw new Error('the demo catalogue has fewer active products than the test needs');
  await adminSite.db.query('UPDATE products SET image_url = $2 WHERE id = $1', [photo, `${base}/foto.jpg`]);
  await adminSite.db.query('UPDATE products SET image_url = $2 WHERE id = $1', [missing, `${base}/borta.jpg`]);
  await presetSaved(page, [photo, missing]);
  const images: { url: string; bytes: number; type: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/bild')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    images.push({ url: response.url(), bytes: body.byteLength, type: response.headers()['content-type'] ?? '' });
  });
  await page.goto('/sparade');
  const card = page.locator(`[data-product-card="${photo}"]`);
  const image = card.locator('img[data-product-image]');
  await expect(image).toHaveAttribute('srcset', /w=320 320w, .*w=400 400w, .*w=640 640w$/);
  // A card at most 320 px wide on a 1× screen takes the 320 px image (naturalWidth is the card's width then).
  await expect
    .poll(() =>
      image.evaluate(
        (img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).searchParams.get('w'),
      ),
    )
    .toBe('320');
  expect(await image.getAttribute('width')).not.toBeNull();
  expect(await image.getAttribute('height')).not.toBeNull();
  await expect(page.locator(`[data-product-card="${missing}"]`).getByText('Ingen bild')).toBeVisible();
  const served = images.filter((entry) => entry.type.startsWith('image/'));
  expect(served.length).toBeGreaterThan(0);
  expect(served.map((entry) => entry.type)).toEqual(served.map(() => 'image/avif'));
  for (const entry of served) expect(entry.bytes).toBeLessThanOrEqual(40 * 1024);
  await page.screenshot({ path: testInfo.outputPath(`kortbilder-${testInfo.project.name}.png`) });
});
