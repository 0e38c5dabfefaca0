import { exportCsvStream } from '../../src/features/catalogue/admin/export.server.ts';
import { listProducts, productCounts, searchProducts } from '../../src/features/catalogue/admin/products.server.ts';
import type { CounterFilter } from '../../src/features/catalogue/admin/products.ts';
import { ADMIN_SORTS, listQuerySchema } from '../../src/features/catalogue/admin/products.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { type BenchRow, measure, timingRow } from './measure.ts';

const BUDGET = 'p95 ≤ 50 ms';
const MB = 2 ** 20;

export interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  /** Highest heap and RSS above the level before the export started, in bytes. */
  heapGrowth: number;
  rssGrowth: number;
}

const collect = (globalThis as { gc?: () => void }).gc;

/**
 * Reads the whole CSV export as the HTTP response would, sampling memory after every chunk. With `node
 * --expose-gc` the heap is measured after a collection (what the export keeps, not garbage awaiting collection).
 */
export async function measureExport(
  db: Db,
  scope: { filter: CounterFilter; merchant?: string },
): Promise<ExportFigures> {
  collect?.();
  const before = process.memoryUsage();
  let heapPeak = before.heapUsed;
  let rssPeak = before.rss;
  let bytes = 0;
  let newlines = 0;
  const started = performance.now();
  const reader = exportCsvStream(db, scope).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) newlines += 1;
    collect?.();
    const now = process.memoryUsage();
    heapPeak = Math.max(heapPeak, now.heapUsed);
    rssPeak = Math.max(rssPeak, now.rss);
  }
  return {
    rows: newlines - 1,
    bytes,
    seconds: (performance.now() - started) / 1000,
    heapGrowth: heapPeak - before.heapUsed,
    rssGrowth: rssPeak - before.rss,
  };
}

/**
 * The admin's product screens on the bench catalogue: a 50-row page for each sort (first page and the last page of
 * the 500 cap), a merchant's list, the database search, the five counters, and the CSV export of every row with its
 * time and memory (against an export of about half the rows, to show memory does not grow with the row count).
 */
export async function benchAdmin(db: Db, runs = 60): Promise<BenchRow[]> {
  const page = (input: Record<string, unknown>) => listProducts(db, listQuerySchema.parse(input));
  const [biggest] = await db.query<{ merchant: string; n: number }>(
    'SELECT merchant, count(*)::int AS n FROM products GROUP BY merchant ORDER BY 2 DESC LIMIT 1',
  );
  const merchant = biggest?.merchant ?? '';
  const cases: [string, () => Promise<unknown>][] = [];
  for (const sort of ADMIN_SORTS) {
    cases.push([`adminlista, alla, ${sort}, sida 1`, () => page({ filter: 'all', sort })]);
    cases.push([
      `adminlista, aktiva, ${sort}, sida 10 (offset 450)`,
      () => page({ filter: 'active', sort, offset: 450 }),
    ]);
  }
  cases.push([`adminlista, butik "${merchant}" (${biggest?.n ?? 0}), name`, () => page({ merchant, sort: 'name' })]);
  cases.push(['adminlista, dolda, newest', () => page({ filter: 'hidden' })]);
  cases.push(['adminlista, behöver taggning, newest', () => page({ filter: 'needs_tagging' })]);
  cases.push(['adminsök "lampa" (max 200)', () => searchProducts(db, 'lampa')]);
  cases.push([`adminsök "${merchant.slice(0, 5)}" (butik)`, () => searchProducts(db, merchant.slice(0, 5))]);
  cases.push(['adminsök "xq" (två tecken, ingen träff)', () => searchProducts(db, 'xq')]);
  cases.push(['fem räknare', () => productCounts(db)]);

  const rows: BenchRow[] = [];
  for (const [name, fn] of cases) rows.push(timingRow('admin', await measure(name, runs, fn), BUDGET));

  const half = await measureExport(db, { filter: 'all', merchant });
  const all = await measureExport(db, { filter: 'all' });
  for (const [label, figures] of [
    ['CSV-export, alla', all],
    [`CSV-export, butik "${merchant}"`, half],
  ] as const) {
    rows.push({
      section: 'admin',
      name: `${label} (${figures.rows} rader, ${(figures.bytes / MB).toFixed(1)} MB)`,
      value: `${figures.seconds.toFixed(2)} s · heap +${(figures.heapGrowth / MB).toFixed(1)} MB · RSS +${(figures.rssGrowth / MB).toFixed(1)} MB`,
      budget: label === 'CSV-export, alla' ? '≤ 5 s, minne oberoende av antal rader' : '',
    });
  }
  return rows;
}
