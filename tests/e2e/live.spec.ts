/**
 * Live catalogue updates end to end: the built site is served from this test process on a database the test can
 * write to (the same demo catalogue the pages were built from), and the browser must pick up the writes.
 */
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { serveBuild } from '../../scripts/serve.ts';
import { seedDemo } from '../../src/dev/seed.server.ts';
import { upsertProducts } from '../../src/features/catalogue/product-write.server.ts';
import { decodeCursor } from '../../src/features/live/changes.ts';
import { closeDb, setDb } from '../../src/lib/db/db.server.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../../src/lib/db/pglite.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { openHydrated } from './helpers.ts';
import { quietChat } from './visitor-fixtures.ts';

const OUT_DIR = new URL(`../../${process.env.PRESENTPILOT_OUT_DIR ?? 'dist/e2e'}/`, import.meta.url);
const NEW_ID = '0e2e0e2e-0000-5000-8000-00000000e2e1';

test.describe.configure({ mode: 'serial' });

let db: Db;
let server: Server;
let base: string;

test.beforeAll(async () => {
  db = await openPglite(MEMORY_DATA_DIR);
  await migrate(db);
  await seedDemo(db);
  // The pages were built from an identical catalogue; date it before their build so the feed starts out empty.
  const html = await readFile(new URL('client/bla-igenom/index.html', OUT_DIR), 'utf8');
  const built = decodeCursor(html.match(/data-catalogue-cursor="([^"]+)"/)?.[1]);
  if (!built) throw new Error('Bygget saknar data-catalogue-cursor');
  await db.exec('ALTER TABLE products DISABLE TRIGGER products_touch');
  await db.query(`UPDATE products SET updated_at = $1::timestamptz - interval '1 second'`, [built.at]);
  await db.exec('ALTER TABLE products ENABLE TRIGGER products_touch');
  setDb(db);
  server = await serveBuild(new URL('server/entry.mjs', OUT_DIR).pathname, '127.0.0.1', 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await closeDb();
});

test.beforeEach(async ({ page }) => quietChat(page));

const browseCards = (page: Page) => page.locator('[data-browse-grid] [data-product-card]');

async function cardIds(page: Page, count: number): Promise<string[]> {
  const ids = await browseCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('data-product-card')),
  );
  return ids.slice(0, count).map(String);
}

test('browse refreshes, removes and appends products as the catalogue changes', async ({ page }) => {
  await openHydrated(page, `${base}/bla-igenom`);
  const [renamed = '', removed = ''] = await cardIds(page, 2);

  await db.query(`UPDATE products SET title = 'Nyhet: handbryggd kaffesats' WHERE id = $1`, [renamed]);
  await db.query('UPDATE products SET is_active = false WHERE id = $1', [removed]);
  const renamedCard = page.locator(`[data-browse-grid] [data-product-card="${renamed}"]`);
  await expect(renamedCard.getByRole('heading')).toHaveText('Nyhet: handbryggd kaffesats', { timeout: 15_000 });
  await expect(page.locator(`[data-product-card="${removed}"]`)).toHaveCount(0);

  // The count comes from the build until the full list loads; the loaded list lacks the removed product.
  const showing = page.getByText(/^Visar \d+ av \d+ produkter$/);
  const built = Number((await showing.textContent())?.match(/av (\d+)/)?.[1]);
  await page.mouse.wheel(0, 300);
  await expect(page.getByText(`Visar 30 av ${built - 1} produkter`)).toBeVisible();
  await upsertProducts(db, [
    {
      id: NEW_ID,
      title: 'Ny i katalogen: keramikmugg',
      description: 'Handgjord mugg i stengods.',
      price_value: 249,
      merchant: 'Designtorget',
      merchant_pid: 'e2e-live-1',
      image_url: null,
      product_url: 'https://www.designtorget.se/keramikmugg',
      category_path: ['Hem', 'Kök'],
      tags: ['mugg'],
      source: 'e2e',
    },
  ]);
  await expect(page.getByText(`Visar 30 av ${built} produkter`)).toBeVisible({
    timeout: 15_000,
  });
});

test('a prerendered page hides a product deactivated after the build', async ({ page }) => {
  const html = await readFile(new URL('client/present-till-mamma/index.html', OUT_DIR), 'utf8');
  const id = html.match(/data-product-card="([^"]+)"/)?.[1] ?? '';
  await db.query('UPDATE products SET is_active = false WHERE id = $1', [id]);
  await page.goto(`${base}/present-till-mamma`);
  await expect(page.locator(`[data-product-card="${id}"]`)).toBeHidden();
  await expect(page.locator('[data-product-card]:visible').first()).toBeVisible();
});
