/**
 * `npm run bench -- --only-lighthouse`: Lighthouse (mobile) on the ten visitor pages of a catalogue whose products all
 * have real photographs of 1,500 px on a merchant-like host on another loopback address (scripts/bench/photos.ts),
 * so the cards' images go through the image step (/api/bild: resized, AVIF/WebP, disk cache) as they would with a
 * real feed. Each page is visited once first (the image step's disk cache then holds its cards, as after a visitor
 * before), then measured. Reports per page the scores, CLS, LCP and the image bytes per product card loaded (all image
 * bytes / card images fetched). Skips with a message when no Debian background package with photographs is installed.
 * PRESENTPILOT_LIGHTHOUSE_REPORTS=dir keeps the JSON reports.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setDb } from '../../src/lib/db/db.server.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../../src/lib/db/pglite.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { STORAGE_KEYS } from '../../src/lib/site.ts';
import { serveBuild } from '../serve.ts';
import { buildSite } from '../site-build.ts';
import { benchLighthouse, chromePath } from './lighthouse.ts';
import { loadBenchCatalogue } from './load.ts';
import type { BenchRow } from './measure.ts';
import { PHOTO_PX, startPhotoHost } from './photos.ts';

const OUT_DIR = 'dist/bench-lighthouse';
const SAVED_KEY = STORAGE_KEYS.saved;
/** Saved gifts on /sparade during its runs. */
const SAVED_COUNT = 6;

/** The first path of the sitemap under `prefix` (a category page, a tip page). */
async function sitemapPath(base: string, prefix: string): Promise<string> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const match = xml.match(new RegExp(`<loc>https?://[^/<]+(${prefix}[^<]+)</loc>`));
  if (!match?.[1]) throw new Error(`ingen sida under ${prefix} i sitemap.xml`);
  return match[1];
}

/** Loads each page once at the phone size Lighthouse uses, so the image step's cache holds the cards' images. */
async function warmUp(base: string, paths: readonly string[], saved: string): Promise<void> {
  const { chromium } = await import('playwright');
  const chrome = chromePath();
  const browser = await chromium.launch({ args: ['--no-sandbox'], ...(chrome ? { executablePath: chrome } : {}) });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [SAVED_KEY, saved],
    );
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      // Islands render their cards after load: wait until the cards' images in view have arrived.
      await page.waitForTimeout(1500);
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll<HTMLImageElement>('img[data-product-image]')]
              .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
              .every((image) => image.complete),
          undefined,
          { timeout: 60_000 },
        )
        .catch(() => undefined);
    }
  } finally {
    await browser.close();
  }
}

/**
 * Every product's image on the photo host, one URL per product (the host picks a photograph by the path), named by
 * what stays the same from run to run (the demo products get new ids each time), so a kept build still matches.
 */
async function pointImagesAtPhotos(db: Db, photoBase: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `WITH changed AS (
       UPDATE products
       SET image_url = $1 || '/foto/' || md5(coalesce(merchant_pid, '') || title) || '.jpg', image_width = NULL,
         image_height = NULL
       RETURNING 1)
     SELECT count(*)::int AS count FROM changed`,
    [photoBase],
  );
  return rows[0]?.count ?? 0;
}

export interface PhotoBenchOptions {
  count: number;
  runs?: number;
  /**
   * Serve the build a previous run left in dist/bench-lighthouse (same count) instead of building again. The freshly
   * loaded catalogue is then newer than the build's change cursor, so every page's live client first pages through
   * the catalogue's changes (tens of KB per request): a quick look, not figures to record.
   */
  reuseBuild?: boolean;
  /** Measure these of the ten pages alone (by path; the category and tip page as `/kategori/` and `/tips/`). */
  pages?: readonly string[];
}

export async function benchLighthousePhotos({
  count,
  runs = 3,
  reuseBuild = false,
  pages,
}: PhotoBenchOptions): Promise<BenchRow[]> {
  const photos = await startPhotoHost();
  if (!photos) {
    return [
      {
        section: 'lighthouse med foton',
        name: 'hoppades över',
        value:
          'inga fotografier i /usr/share/backgrounds: installera ett Debianpaket med foton, t.ex. `apt-get install lomiri-wallpapers-16.04`',
      },
    ];
  }
  const cacheDir = await mkdtemp(join(tmpdir(), 'presentpilot-bildcache-'));
  process.env.PRESENTPILOT_IMAGE_CACHE_DIR = cacheDir;
  const rows: BenchRow[] = [];
  try {
    // The served build's chat must answer offline: a key in the environment would send it to a model.
    process.env.OPENAI_API_KEY = '';
    const db = await openPglite(MEMORY_DATA_DIR);
    await migrate(db);
    setDb(db);
    rows.push(...(await loadBenchCatalogue(db, count)));
    const changed = await pointImagesAtPhotos(db, photos.base);
    rows.push({
      section: 'lighthouse med foton',
      name: 'katalogens bilder',
      value: `${changed} produkter, ${photos.count} fotografier à ${PHOTO_PX} px (i snitt ${Math.round(photos.averageBytes / 1024)} KB JPEG) från ${photos.base}`,
    });
    process.env.PRESENTPILOT_OUT_DIR = OUT_DIR;
    process.env.PRESENTPILOT_ADAPTER = 'node';
    const entry = new URL(`../../${OUT_DIR}/server/entry.mjs`, import.meta.url).pathname;
    if (!reuseBuild || !existsSync(entry)) {
      const seconds = await buildSite();
      rows.push({ section: 'lighthouse med foton', name: 'bygge', value: `${seconds.toFixed(1)} s` });
    }
    const server = await serveBuild(entry, '127.0.0.1', 0);
    if (process.env.PHOTOS_DEBUG) console.log('served at', server.address());
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The same products (and so the same photographs) in every run: the ids are new each time, the titles are not.
    const ids = await db.query<{ id: string }>(
      `SELECT id::text FROM products WHERE is_active AND image_url IS NOT NULL
       ORDER BY md5(coalesce(merchant_pid, '') || title) LIMIT $1`,
      [SAVED_COUNT],
    );
    const saved = JSON.stringify(
      ids.map((row, index) => ({ productId: row.id, savedAt: Date.now() - (index + 1) * 86_400_000 })),
    );
    const paths = [
      '/',
      '/utforska',
      '/bla-igenom',
      '/present-till-mamma',
      await sitemapPath(base, '/kategori/'),
      '/tips',
      await sitemapPath(base, '/tips/'),
      '/presentgenerator',
      '/sparade',
      '/rimmstuga',
    ];
    // --pages (or PRESENTPILOT_LIGHTHOUSE_ONLY=/,/sparade) measures those pages alone.
    const only = pages ?? process.env.PRESENTPILOT_LIGHTHOUSE_ONLY?.split(',');
    if (only) {
      const wanted = (path: string) =>
        only.some((page) => page === path || (page.endsWith('/') && page.length > 1 && path.startsWith(page)));
      paths.splice(0, paths.length, ...paths.filter(wanted));
    }
    await warmUp(base, paths, saved);
    rows.push(
      ...(await benchLighthouse(base, paths, { runs, figures: true, storage: { '/sparade': { [SAVED_KEY]: saved } } })),
    );
    server.closeAllConnections();
    server.close();
    await db.close();
  } finally {
    await photos.stop();
    await rm(cacheDir, { recursive: true, force: true });
  }
  return rows;
}
