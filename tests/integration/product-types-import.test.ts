/**
 * A feed import stores every product's type and family (issue 19, items 3 and 4), on the embedded database and on
 * the real PostgreSQL server: Google category ids, item_group_id variants, colour variants without a group, and
 * awkward rows (an empty title, a 2,000-character title, HTML in the title, an unknown category), read back from the
 * products table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedItem, generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { classifyProductType } from '../../src/features/catalogue/concepts/classify-type.ts';
import { UNKNOWN_TYPE } from '../../src/features/catalogue/concepts/product-types.ts';
import { classifyUnclassifiedProducts } from '../../src/features/catalogue/product-classification.server.ts';
import { groupTailVariants } from '../../src/features/catalogue/tail-families.server.ts';
import { importSettingsSchema } from '../../src/features/import/cadence.ts';
import { importJob } from '../../src/features/import/import-job.server.ts';
import { startRun } from '../../src/features/import/import-run.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { driveJob } from '../../src/lib/jobs/job-engine.server.ts';
import { engines, type TestDatabase } from './helpers/engines.ts';
import { googleXml } from './helpers/feeds.ts';

const MERCHANT = 'Typbutiken';
const settings = importSettingsSchema.parse({ maxProducts: 40_000, chunkSize: 2000 });

const base = (() => {
  const [item] = [...generateFeedItems(1, 3)];
  if (!item) throw new Error('no generated item');
  return { ...item, merchant: MERCHANT, price: 249, availability: 'in stock' as const, description: '' };
})();

function item(pid: string, title: string, extra: Partial<FeedItem> = {}): FeedItem {
  return { ...base, merchantPid: pid, title, categoryPath: [], ...extra };
}

const LONG_TITLE = `Doftljus ${'med en mycket lång beskrivande titel '.repeat(60)}`.slice(0, 2000);

const FEED: FeedItem[] = [
  item('dahlia-rosa', 'Konstgjord dahlia – rosa', { categoryPath: ['Konstgjorda blommor'] }),
  item('dahlia-vit', 'Konstgjord dahlia – vit', { categoryPath: ['Konstgjorda blommor'] }),
  item('dahlia-gul', 'Konstgjord dahlia, gul', { categoryPath: ['Konstgjorda blommor'] }),
  item('ros-10', 'Rosbukett 10 rosor'),
  item('ros-20', 'Rosbukett 20 rosor'),
  item('ljus-skog', 'Doftljus Vanilj – Skogsgrön'),
  item('ljus-vinter', 'Doftljus Vanilj – Vinterskog'),
  item('skjorta-s', 'Linneskjorta herr – S', { itemGroupId: 'SKJ-1', googleCategory: '212' }),
  item('skjorta-m', 'Linneskjorta herr – M', { itemGroupId: 'SKJ-1', googleCategory: '212' }),
  item('skjorta-blus', 'Linneblus dam – M', { itemGroupId: 'SKJ-2', googleCategory: '212' }),
  item('whisky', 'Highland Single Malt Whisky 70 cl', { googleCategory: '1926' }),
  item('tom', ''),
  item('lang', LONG_TITLE),
  item('html', '<b>Hörlurar</b> &amp; <i>fodral</i> <script>alert(1)</script>'),
  item('okand', 'Xyzzy Qwerty Plugh', { googleCategory: '999999', categoryPath: ['Övrigt'] }),
];

interface Stored {
  merchant_pid: string;
  title: string;
  product_type: string;
  product_type_source: string | null;
  family_id: string | null;
  google_category_id: number | null;
  item_group_id: string | null;
  category_path: string[];
  description: string;
}

async function importFeed(db: Db, items: readonly FeedItem[]) {
  const bytes = await googleXml(items);
  const { run } = await startRun(db, {
    merchant: MERCHANT,
    feedUrl: 'https://example.se/typer.xml',
    settings,
    startedBy: null,
  });
  const done = await driveJob(db, importJob, run.id, { openSource: async () => bytes, honourDelays: false });
  if (!done) throw new Error('run was held by another runner');
  return done;
}

async function stored(db: Db): Promise<Map<string, Stored>> {
  const rows = await db.query<Stored>(
    `SELECT merchant_pid, title, product_type, product_type_source, family_id, google_category_id, item_group_id,
            category_path, description
       FROM products WHERE merchant = $1`,
    [MERCHANT],
  );
  return new Map(rows.map((row) => [row.merchant_pid, row]));
}

function get(rows: Map<string, Stored>, pid: string): Stored {
  const row = rows.get(pid);
  if (!row) throw new Error(`no product ${pid}`);
  return row;
}

for (const engine of await engines()) {
  describe.skipIf(engine.unavailable !== null)(`produkttyp och familj vid import på ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it('imports every row but the untitled one, each with a type and a family', async () => {
      const run = await importFeed(test.db, FEED);
      expect(run).toMatchObject({ status: 'done', added: FEED.length - 1, failed: 1 });
      const errors = await test.db.query<{ product_id: string; reason: string }>(
        'SELECT product_id, reason FROM import_row_errors WHERE run_id = $1',
        [run.id],
      );
      expect(errors).toEqual([{ product_id: 'tom', reason: 'saknar titel' }]);
      const rows = await stored(test.db);
      expect(rows.size).toBe(FEED.length - 1);
      for (const row of rows.values()) {
        // What the import stored is what the type rules tell from what the feed said.
        const told = classifyProductType({
          title: row.title,
          description: row.description,
          categoryPath: row.category_path,
          googleCategory: row.google_category_id,
        });
        expect(row.product_type, row.merchant_pid).toBe(told.type);
        expect(row.product_type_source, row.merchant_pid).toBe(told.type === UNKNOWN_TYPE ? null : told.source);
        expect(row.family_id, row.merchant_pid).toMatch(/^[gt][0-9a-f]{16}$/);
      }
    });

    it('keeps the Google category id and the item group, and groups variants into families', async () => {
      const rows = await stored(test.db);
      expect(get(rows, 'whisky')).toMatchObject({ product_type: 'whisky', product_type_source: 'google' });
      expect(get(rows, 'dahlia-gul').product_type).toBe('konstgjorda-blommor');
      expect(get(rows, 'html').product_type).toBe('horlurar');
      expect(get(rows, 'whisky').google_category_id).toBe(1926);
      expect(get(rows, 'skjorta-s')).toMatchObject({ google_category_id: 212, item_group_id: 'SKJ-1' });
      expect(get(rows, 'dahlia-rosa')).toMatchObject({ google_category_id: null, item_group_id: null });
      const family = (pid: string) => get(rows, pid).family_id;
      expect(family('dahlia-vit')).toBe(family('dahlia-rosa'));
      expect(family('dahlia-gul')).toBe(family('dahlia-rosa'));
      expect(family('skjorta-m')).toBe(family('skjorta-s'));
      expect(family('skjorta-blus')).not.toBe(family('skjorta-s'));
      expect(family('ros-20')).not.toBe(family('ros-10'));
      // A tail the word lists do not know, shared by the merchant's titles: one family after the import.
      expect(family('ljus-vinter')).toBe(family('ljus-skog'));
      expect(new Set([...rows.values()].map((row) => row.family_id)).size).toBe(rows.size - 4);
    });

    it('writes tail variants with their shared family at once, never rewriting them; the stage is cleared', async () => {
      const rewritten = await test.db.query<{ merchant_pid: string }>(
        `SELECT merchant_pid FROM products WHERE merchant = $1 AND updated_at <> created_at`,
        [MERCHANT],
      );
      expect(rewritten).toEqual([]);
      expect(await groupTailVariants(test.db, MERCHANT)).toBe(0);
      const [left] = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_stage_families');
      expect(left?.n).toBe(0);
    });

    it('types awkward rows: a long title, HTML, an unknown category ("okand", listed for the admin)', async () => {
      const rows = await stored(test.db);
      expect(get(rows, 'lang').title.length).toBeLessThanOrEqual(300);
      expect(get(rows, 'html').title).toBe('Hörlurar & fodral');
      expect(get(rows, 'okand')).toMatchObject({
        product_type: UNKNOWN_TYPE,
        product_type_source: null,
        google_category_id: 999999,
      });
      const [counted] = await test.db.query<{ n: number }>(
        `SELECT coalesce(sum(n), 0)::int AS n FROM product_tallies WHERE merchant = $1 AND product_type = $2`,
        [MERCHANT, UNKNOWN_TYPE],
      );
      const unknown = [...rows.values()].filter((row) => row.product_type === UNKNOWN_TYPE).length;
      expect(counted?.n).toBe(unknown);
      expect(unknown).toBeGreaterThanOrEqual(1);
    });

    it('gives products written before types existed their type and family once, keeping an admin type', async () => {
      const before = await stored(test.db);
      await test.db.query(
        `UPDATE products SET family_id = NULL, product_type = 'okand', product_type_source = NULL
          WHERE merchant = $1 AND merchant_pid <> 'okand'`,
        [MERCHANT],
      );
      await test.db.query(
        `UPDATE products SET family_id = NULL, product_type = 'vin', product_type_source = 'admin'
          WHERE merchant = $1 AND merchant_pid = 'okand'`,
        [MERCHANT],
      );
      expect(await classifyUnclassifiedProducts(test.db, 5)).toBe(before.size);
      expect(await classifyUnclassifiedProducts(test.db, 5)).toBe(0);
      const after = await stored(test.db);
      for (const [pid, row] of after) {
        if (pid === 'okand') continue;
        const was = get(before, pid);
        expect(row, pid).toMatchObject({
          product_type: was.product_type,
          product_type_source: was.product_type_source,
          family_id: was.family_id,
        });
      }
      expect(get(after, 'okand')).toMatchObject({ product_type: 'vin', product_type_source: 'admin' });
      expect(get(after, 'okand').family_id).toMatch(/^t[0-9a-f]{16}$/);
      await test.db.query(
        `UPDATE products SET product_type = 'okand', product_type_source = NULL WHERE merchant = $1
          AND merchant_pid = 'okand'`,
        [MERCHANT],
      );
    });

    it('re-imports an unchanged feed without writing, and a changed title moves the product to its new family', async () => {
      const again = await importFeed(test.db, FEED);
      expect(again).toMatchObject({ added: 0, updated: 0, unchanged: FEED.length - 1 });
      const before = await stored(test.db);
      const changed = FEED.map((entry) =>
        entry.merchantPid === 'dahlia-gul' ? { ...entry, title: 'Konstgjord pion, gul' } : entry,
      );
      const run = await importFeed(test.db, changed);
      expect(run).toMatchObject({ added: 0, updated: 1 });
      const after = await stored(test.db);
      expect(get(after, 'dahlia-gul').family_id).not.toBe(get(before, 'dahlia-gul').family_id);
      expect(get(after, 'dahlia-rosa').family_id).toBe(get(before, 'dahlia-rosa').family_id);
    });
  });
}
