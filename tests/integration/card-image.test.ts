/**
 * The local image step (/api/bild) on PGlite with the real migrations and a merchant's image host on loopback: a
 * catalogue photo of 1,500 px comes back at the card's size as AVIF for a browser that accepts it and WebP otherwise
 * (`Vary: Accept`, one cached file per format), from the disk cache the second time;
 * a URL that is no product's image, an answer that is not an image, a 20 MB image and a host that never answers are
 * refused with a clear status and nothing is cached.
 */

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, cardImageSources, IMAGE_WIDTHS } from '../../src/features/catalogue/card-image.ts';
import { catalogueImageHosts } from '../../src/features/catalogue/image-proxy.server.ts';
import { GET as imageRoute } from '../../src/pages/api/bild.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

let host: Server;
let base: string;
let photo: Buffer;
let cacheDir: string;

beforeAll(async () => {
  photo = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .composite([
      {
        input: await sharp({ create: { width: 600, height: 900, channels: 3, background: '#2a6' } })
          .png()
          .toBuffer(),
        left: 300,
        top: 200,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  host = createServer((req, res) => {
    if (req.url === '/photo.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.byteLength });
      res.end(photo);
    } else if (req.url === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>inte en bild</title>');
    } else if (req.url === '/huge.jpg') {
      // 20 MB announced without a length: the step stops reading at its limit.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 20 && res.write(chunk)) sent++;
        if (sent >= 20) res.end();
        else res.once('drain', pump);
      };
      pump();
      res.on('error', () => undefined);
    } else if (req.url === '/never.jpg') {
      // Never answers.
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  cacheDir = await mkdtemp(join(tmpdir(), 'bildcache-'));
  process.env.PRESENTPILOT_IMAGE_CACHE_DIR = cacheDir;
});

afterAll(async () => {
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
  delete process.env.PRESENTPILOT_IMAGE_CACHE_DIR;
});

/** Chromium's Accept header for an <img>, and one of a browser without AVIF. */
const ACCEPT_AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const ACCEPT_WEBP = 'image/webp,*/*';

function context(path: string, accept = ACCEPT_AVIF): APIContext {
  const url = new URL(path, 'http://localhost');
  return { url, params: {}, request: new Request(url, { headers: { accept } }) } as unknown as APIContext;
}

describe('the card image step (PGlite, a merchant host on loopback)', () => {
  const test = useDemoDatabase();

  async function catalogueImage(index: number, path: string): Promise<string> {
    const url = `${base}${path}`;
    await test.db.query(
      `UPDATE products SET image_url = $2 WHERE id = (SELECT id FROM products WHERE is_active ORDER BY id OFFSET $1 LIMIT 1)`,
      [index, url],
    );
    return url;
  }

  const cached = async () =>
    (await readdir(cacheDir).catch(() => [])).filter((name) => /\.(webp|avif)$/.test(name)).sort();

  it('serves a catalogue photo resized to the card as AVIF or WebP by the Accept header, at each card width, and from the disk cache afterwards', async () => {
    const url = await catalogueImage(0, '/photo.jpg');
    const { src, srcSet, sizes } = cardImageSources(url, 'local');
    const resized = (width: number) => `/api/bild?url=${encodeURIComponent(url)}&w=${width}`;
    expect(src).toBe(resized(320));
    expect(srcSet).toBe(`${resized(320)} 320w, ${resized(400)} 400w, ${resized(640)} 640w`);
    expect(sizes).toBe(CARD_IMAGE_SIZES);
    const formats: [string, string, string][] = [
      [ACCEPT_AVIF, 'image/avif', 'heif'],
      [ACCEPT_WEBP, 'image/webp', 'webp'],
      ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
      ['*/*', 'image/webp', 'webp'],
    ];
    for (const [accept, type, format] of formats) {
      for (const width of IMAGE_WIDTHS) {
        const response = await imageRoute(context(`/api/bild?url=${encodeURIComponent(url)}&w=${width}`, accept));
        expect(response.status, accept).toBe(200);
        expect(response.headers.get('content-type'), accept).toBe(type);
        expect(response.headers.get('vary')).toBe('Accept');
        const body = Buffer.from(await response.arrayBuffer());
        const meta = await sharp(body).metadata();
        expect([meta.format, meta.width, meta.height], accept).toEqual([format, width, width]);
        expect(body.byteLength).toBeLessThan(40 * 1024);
      }
    }
    // One file per width and format.
    expect((await cached()).map((name) => name.slice(-4)).sort()).toEqual([
      ...IMAGE_WIDTHS.map(() => 'avif'),
      ...IMAGE_WIDTHS.map(() => 'webp'),
    ]);
    host.closeAllConnections();
    const again = await imageRoute(context(`/api/bild?url=${encodeURIComponent(url)}&w=320`));
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/avif');
    expect(await cached()).toHaveLength(IMAGE_WIDTHS.length * 2);
    // The Netlify build lets the Image CDN fetch from the catalogue's image hosts only.
    expect(await catalogueImageHosts(test.db)).toEqual(['127.0.0.1']);
    // Our own pictures are not sent through the step.
    expect(cardImageSources('/images/demo/mugg.svg', 'local')).toEqual({ src: '/images/demo/mugg.svg' });
    expect(cardImageSources(url, 'netlify').src).toBe(
      `/.netlify/images?url=${encodeURIComponent(url)}&w=320&h=320&fit=cover`,
    );
  });

  it('refuses what is not a catalogue image, clearly and without caching anything', async () => {
    const before = await cached();
    const page = await catalogueImage(1, '/page.html');
    const huge = await catalogueImage(2, '/huge.jpg');
    const never = await catalogueImage(3, '/never.jpg');
    const cases: [string, number, string][] = [
      [`${base}/photo.jpg?not-in-catalogue`, 404, 'Bilden finns inte i katalogen'],
      ['https://example.com/any.jpg', 404, 'Bilden finns inte i katalogen'],
      [page, 415, 'Adressen gav ingen bild'],
      [huge, 413, 'Bilden är för stor'],
    ];
    for (const [url, status, error] of cases) {
      const response = await imageRoute(context(`/api/bild?url=${encodeURIComponent(url)}&w=320`));
      expect(response.status, url).toBe(status);
      expect(await response.json()).toEqual({ error });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const started = Date.now();
    const slow = await imageRoute(context(`/api/bild?url=${encodeURIComponent(never)}&w=320`));
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual({ error: 'Bildservern svarade inte i tid' });
    expect(Date.now() - started).toBeLessThan(12_000);
    for (const query of ['url=ftp://x/y.jpg&w=320', `url=${encodeURIComponent(page)}&w=1000`, 'w=320']) {
      expect((await imageRoute(context(`/api/bild?${query}`))).status, query).toBe(400);
    }
    expect(await cached()).toEqual(before);
  }, 30_000);
});
