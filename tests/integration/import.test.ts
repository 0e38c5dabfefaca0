/** Merchant feed imports as jobs on the embedded database with the real migrations and real feed files. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FeedItem, generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { importSettingsSchema } from '../../src/features/import/cadence.ts';
import { importJob } from '../../src/features/import/import-job.server.ts';
import { importBatch, stageRun, startRun } from '../../src/features/import/import-run.server.ts';
import { driveJob } from '../../src/lib/jobs/job-engine.server.ts';
import { REAL_FEEDS_DIR } from '../../src/lib/shared-data.server.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';
import { googleXml } from './helpers/feeds.ts';

const settings = importSettingsSchema.parse({ maxProducts: 40_000, chunkSize: 2000 });

async function importFeed(db: Parameters<typeof driveJob>[0], merchant: string, bytes: Uint8Array) {
  const { run } = await startRun(db, { merchant, feedUrl: 'https://example.se/feed.xml', settings, startedBy: null });
  const done = await driveJob(db, importJob, run.id, { openSource: async () => bytes, honourDelays: false });
  if (!done) throw new Error('run was held by another runner');
  return done;
}

const MERCHANT = 'Testbutiken';

function items(count: number): FeedItem[] {
  return [...generateFeedItems(count, 7)]
    .filter((item) => item.price !== null && item.availability === 'in stock')
    .map((item) => ({ ...item, merchant: MERCHANT }));
}

describe('merchant feed import (PGlite, real migrations)', () => {
  const test = useDemoDatabase();
  const feed = items(5200);

  it('imports a feed in batches, logs it and marks new products for tagging', async () => {
    const run = await importFeed(test.db, MERCHANT, await googleXml(feed));
    expect(run).toMatchObject({ status: 'done', total: feed.length, added: feed.length, updated: 0, unchanged: 0 });
    expect(run.batches).toBeGreaterThanOrEqual(3);
    const [{ count, tagging }] = (await test.db.query<{ count: number; tagging: number }>(
      'SELECT count(*)::int AS count, count(*) FILTER (WHERE needs_tagging)::int AS tagging FROM products WHERE merchant = $1',
      [MERCHANT],
    )) as [{ count: number; tagging: number }];
    expect(count).toBe(feed.length);
    expect(tagging).toBe(feed.length);
    const [log] = await test.db.query<{ added: number; is_final_batch: boolean }>(
      'SELECT added, is_final_batch FROM import_logs WHERE session_id = $1',
      [run.id],
    );
    expect(log).toEqual({ added: feed.length, is_final_batch: true });
  });

  it('re-imports an unchanged feed without writing a row', async () => {
    const before = await test.db.query<{ max: string }>('SELECT max(updated_at)::text AS max FROM products');
    const run = await importFeed(test.db, MERCHANT, await googleXml(feed));
    expect(run).toMatchObject({ status: 'done', added: 0, updated: 0, unchanged: feed.length, deactivated: 0 });
    expect(await test.db.query('SELECT max(updated_at)::text AS max FROM products')).toEqual(before);
  });

  it('updates what changed, hides what left the feed and records price changes', { timeout: 240_000 }, async () => {
    await test.db.query('UPDATE products SET needs_tagging = false WHERE merchant = $1', [MERCHANT]);
    const changed = feed.slice(10).map((item, index) => {
      if (index < 5) return { ...item, price: (item.price ?? 0) + 100 };
      if (index < 8) return { ...item, title: `${item.title} – ny modell` };
      if (index < 10) return { ...item, availability: 'out of stock' as const };
      return item;
    });
    const run = await importFeed(test.db, MERCHANT, await googleXml(changed));
    expect(run).toMatchObject({ added: 0, updated: 10, unchanged: changed.length - 10, deactivated: 10 });
    const missing = await test.db.query<{ is_active: boolean; deactivation_reason: string }>(
      'SELECT is_active, deactivation_reason FROM products WHERE merchant = $1 AND merchant_pid = ANY($2::text[])',
      [MERCHANT, feed.slice(0, 10).map((item) => item.merchantPid)],
    );
    expect(missing).toEqual(Array(10).fill({ is_active: false, deactivation_reason: 'saknas i butikens flöde' }));
    const retitled = await test.db.query<{ needs_tagging: boolean }>(
      'SELECT needs_tagging FROM products WHERE merchant = $1 AND title LIKE $2',
      [MERCHANT, '% – ny modell'],
    );
    expect(retitled).toEqual(Array(3).fill({ needs_tagging: true }));
    const outOfStock = await test.db.query<{ is_active: boolean; in_stock: boolean }>(
      'SELECT is_active, in_stock FROM products WHERE merchant = $1 AND merchant_pid = ANY($2::text[])',
      [MERCHANT, changed.slice(8, 10).map((item) => item.merchantPid)],
    );
    expect(outOfStock).toEqual(Array(2).fill({ is_active: false, in_stock: false }));
    const [{ prices }] = (await test.db.query<{ prices: number }>(
      `SELECT count(*)::int AS prices FROM price_history h JOIN products p ON p.id = h.product_id
       WHERE p.merchant = $1 AND p.merchant_pid = ANY($2::text[])`,
      [MERCHANT, changed.slice(0, 5).map((item) => item.merchantPid)],
    )) as [{ prices: number }];
    expect(prices).toBe(10);

    // Back in the feed and in stock: visible again; a product staff hid stays hidden.
    const hidden = changed[20]?.merchantPid ?? '';
    await test.db.query('UPDATE products SET is_active = false WHERE merchant = $1 AND merchant_pid = $2', [
      MERCHANT,
      hidden,
    ]);
    const again = await importFeed(
      test.db,
      MERCHANT,
      await googleXml(feed.map((item) => ({ ...item, price: (item.price ?? 0) + 1 }))),
    );
    expect(again.deactivated).toBe(0);
    const [{ active }] = (await test.db.query<{ active: number }>(
      'SELECT count(*)::int AS active FROM products WHERE merchant = $1 AND is_active',
      [MERCHANT],
    )) as [{ active: number }];
    expect(active).toBe(feed.length - 1);
  });

  it('imports the first of two rows with one id and reports the second', async () => {
    const [one, two] = items(2);
    if (!one || !two) throw new Error('the generator gave too few items');
    const run = await importFeed(
      test.db,
      'Dubblettbutiken',
      await googleXml([
        { ...one, merchant: 'Dubblettbutiken' },
        { ...two, merchant: 'Dubblettbutiken', merchantPid: one.merchantPid, title: 'Samma id igen' },
      ]),
    );
    expect(run).toMatchObject({ status: 'done', added: 1, failed: 1 });
    const errors = await test.db.query(
      'SELECT row_number, product_id, reason FROM import_row_errors WHERE run_id = $1',
      [run.id],
    );
    expect(errors).toEqual([{ row_number: 2, product_id: one.merchantPid, reason: 'id finns redan i flödet' }]);
  });

  it('gives two admins starting one merchant the same run', async () => {
    const first = await startRun(test.db, {
      merchant: 'Dubbel',
      feedUrl: 'https://example.se/a.xml',
      settings,
      startedBy: 'a@x.se',
    });
    const second = await startRun(test.db, {
      merchant: 'Dubbel',
      feedUrl: 'https://example.se/a.xml',
      settings,
      startedBy: 'b@x.se',
    });
    expect(second.run.id).toBe(first.run.id);
    expect([first.created, second.created]).toEqual([true, false]);
  });

  it('a batch that fails before it commits leaves the run where it was; the retry counts exactly', async () => {
    const small = items(2500).map((item) => ({ ...item, merchant: 'Kraschbutiken' }));
    const { run } = await startRun(test.db, {
      merchant: 'Kraschbutiken',
      feedUrl: 'https://example.se/b.xml',
      settings,
      startedBy: null,
    });
    await stageRun(test.db, run, await googleXml(small));
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query('UPDATE jobs SET updated_at = now() WHERE id = $1', [run.id]);
        await importBatch({ ...test.db, transaction: (fn) => fn(tx) }, run.id);
        throw new Error('servern dog');
      }),
    ).rejects.toThrow('servern dog');
    const done = await driveJob(test.db, importJob, run.id, {
      openSource: async () => new Uint8Array(),
      honourDelays: false,
    });
    expect(done).toMatchObject({ status: 'done', added: small.length, updated: 0, unchanged: 0 });
  });

  // The shops' real feeds are read from ../shared/feeds/real, never copied into the repository.
  it.skipIf(!existsSync(REAL_FEEDS_DIR))(
    'imports every real feed without a crash, reporting the rows it cannot use',
    async () => {
      const files = [
        'awin_lululemon-us_codingbiro.csv',
        'gmc_rss_importpc-cz_singleline.xml',
        'gmc_rss_opispot-es_BOM_TRUNCATED100.xml',
        'gmc_rss_solarmarket-tr_mixedcurrency.xml',
        'gmc_rss_sparklingresindelights-uk.xml',
        'partnerads_easescandinavia-dk_sofuswierper.xml',
        'prisjakt_offer_full_example.csv',
        'prisjakt_offer_full_example.xml',
      ];
      for (const file of files) {
        const bytes = await readFile(join(REAL_FEEDS_DIR, file));
        const run = await importFeed(test.db, `Riktig ${file}`, bytes);
        expect(run.status, file).toBe('done');
        const [{ errors }] = (await test.db.query<{ errors: number }>(
          'SELECT count(*)::int AS errors FROM import_row_errors WHERE run_id = $1',
          [run.id],
        )) as [{ errors: number }];
        expect(run.added + errors, file).toBeGreaterThan(0);
        expect(run.failed, file).toBe(errors);
      }
    },
  );
});
