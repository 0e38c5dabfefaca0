/**
 * Feed import figures for `npm run bench`, through the real job (startRun + driveJob at full speed, chunk 10,000)
 * on databases of its own: the 40,000-product Google Merchant XML and Awin CSV feeds from the feed generator, an
 * unchanged re-import, and a feed of about 500 MB read from a temporary file with its peak RSS beside a 50 MB one.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  csvField,
  type FeedItemSource,
  formatFeedPrice,
  writeGoogleMerchantXml,
} from '../../src/dev/feeds/feed-writers.ts';
import { generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import type { FeedSource } from '../../src/features/feeds/feed-reader.server.ts';
import { importJob } from '../../src/features/import/import-job.server.ts';
import { type ImportRun, startRun } from '../../src/features/import/import-run.server.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { openPg } from '../../src/lib/db/pg.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../../src/lib/db/pglite.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { driveJob } from '../../src/lib/jobs/job-engine.server.ts';
import type { BenchRow } from './measure.ts';

const MB = 1024 * 1024;
const CHUNK = 10_000;
/** The largest feed a run takes (an import job's max_products). */
const MAX_PRODUCTS = 500_000;

/** Header of an Awin product feed as the reader recognises it (aw_deep_link / aw_product_id). */
const AWIN_COLUMNS = [
  'aw_product_id',
  'merchant_product_id',
  'merchant_name',
  'product_name',
  'description',
  'search_price',
  'currency',
  'aw_deep_link',
  'merchant_deep_link',
  'merchant_image_url',
  'brand_name',
  'ean',
  'merchant_category',
  'in_stock',
] as const;

/** Writes generator items as an Awin CSV feed (comma-separated, CRLF). */
async function writeAwinCsv(items: FeedItemSource, writable: Writable): Promise<number> {
  let count = 0;
  let text = `${AWIN_COLUMNS.join(',')}\r\n`;
  for await (const item of items) {
    count++;
    text += `${[
      String(1_000_000 + count),
      item.merchantPid,
      item.merchant,
      item.title,
      item.description,
      item.price === null ? '' : formatFeedPrice(item.price),
      item.currency,
      item.affiliateUrl,
      item.productUrl,
      item.imageUrl,
      item.brand,
      item.gtin ?? '',
      item.categoryPath.join(' > '),
      item.availability === 'in stock' ? '1' : '0',
    ]
      .map(csvField)
      .join(',')}\r\n`;
    if (text.length >= 64 * 1024) {
      if (!writable.write(text)) await new Promise((resolve) => writable.once('drain', resolve));
      text = '';
    }
  }
  writable.write(text);
  return count;
}

/** A writable that keeps what it is given, for a feed read from memory. */
function memorySink(): { sink: Writable; chunks: Buffer[] } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  return { sink, chunks };
}

/** Peak resident set size, sampled every 100 ms until stopped. */
class PeakRss {
  private peak = process.memoryUsage().rss;
  private readonly timer = setInterval(() => this.sample(), 100);

  sample(): void {
    this.peak = Math.max(this.peak, process.memoryUsage().rss);
  }

  stop(): number {
    clearInterval(this.timer);
    this.sample();
    return this.peak;
  }
}

export interface ImportTiming {
  run: ImportRun;
  seconds: number;
  cpuSeconds: number;
  /** Seconds spent reading and staging the feed. */
  stageSeconds: number;
  /** Seconds from the end of staging to the run's end (batches and finish). */
  batchSeconds: number;
  /** Seconds of the last step: the last batch and finishRun. */
  lastStepSeconds: number;
  batches: number;
}

/** Imports one feed as `merchant` through startRun + driveJob without the cadence's pauses. */
export async function timeImport(db: Db, merchant: string, open: () => FeedSource): Promise<ImportTiming> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { run } = await startRun(db, {
    merchant,
    feedUrl: 'file:///bench',
    settings: { maxProducts: MAX_PRODUCTS, chunkSize: CHUNK },
    startedBy: 'bench',
  });
  let staged = started;
  let previous = started;
  let lastStep = 0;
  const done = await driveJob(db, importJob, run.id, {
    honourDelays: false,
    openSource: async () => open(),
    onProgress: (current) => {
      const now = performance.now();
      if (current.phase === 'importing' && current.cursor === 0) staged = now;
      lastStep = now - previous;
      previous = now;
    },
  });
  if (done?.status !== 'done') throw new Error(`bench import stopped: ${done?.last_error ?? 'claimed'}`);
  const used = process.cpuUsage(cpu);
  const ended = performance.now();
  return {
    run: done,
    seconds: (ended - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
    stageSeconds: (staged - started) / 1000,
    batchSeconds: (ended - staged) / 1000,
    lastStepSeconds: lastStep / 1000,
    batches: done.batches,
  };
}

async function freshDb(dataDir = MEMORY_DATA_DIR): Promise<Db> {
  const db = await openPglite(dataDir);
  await migrate(db);
  return db;
}

const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('sv-SE');

function importRow(name: string, timing: ImportTiming, count: number, budget: string): BenchRow {
  const products = timing.run.total ?? 0;
  return {
    section: 'import',
    name,
    value:
      `${timing.seconds.toFixed(1)} s, ${rate(count, timing.seconds)} rader/s, ${rate(products, timing.seconds)} ` +
      `produkter/s (${products} produkter, ${timing.run.failed} felrader; ` +
      `CPU ${timing.cpuSeconds.toFixed(1)} s; läsa+stage ${timing.stageSeconds.toFixed(1)} s, ` +
      `${timing.batches} satser ${timing.batchSeconds.toFixed(1)} s, varav sista sats + avslut ` +
      `${timing.lastStepSeconds.toFixed(1)} s)`,
    budget,
  };
}

async function bigFeed(items: number): Promise<BenchRow> {
  const dir = await mkdtemp(join(tmpdir(), 'presentpilot-import-bench-'));
  try {
    const file = join(dir, 'feed.xml');
    const out = createWriteStream(file);
    await writeGoogleMerchantXml(generateFeedItems(items, 7), out);
    out.end();
    await finished(out);
    const bytes = (await stat(file)).size;
    const db = await freshDb(join(dir, 'db'));
    global.gc?.();
    const before = process.memoryUsage().rss;
    const rss = new PeakRss();
    const timing = await timeImport(db, 'Bench Stor', () => createReadStream(file, { highWaterMark: 256 * 1024 }));
    const peak = rss.stop();
    await db.close();
    const products = timing.run.total ?? 0;
    return {
      section: 'import',
      name: `XML-flöde ${(bytes / MB).toFixed(0)} MB (${products} produkter) från fil, databas på disk`,
      value:
        `topp-RSS ${Math.round(peak / MB)} MB (före ${Math.round(before / MB)} MB), ` +
        `${timing.seconds.toFixed(1)} s, ${rate(products, timing.seconds)} produkter/s`,
      budget: 'minnet platt',
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Columns an import writes. */
const WRITTEN = `title, description, price_value, original_price, merchant, merchant_pid, ean, brand, image_url, product_url,
  category_path, price_bucket, in_stock, feed_digest, source, is_active, needs_tagging, product_type, product_type_source,
  family_id, google_category_id, item_group_id`;

/**
 * What writing the imported products costs the database alone, with nothing read, parsed or sent: the same rows
 * copied in one statement into a table shaped like products (its search vector computed) without indexes, then with
 * every index products has. Below these no import can go on this database.
 */
async function insertFloor(db: Db): Promise<BenchRow[]> {
  const [{ n = 0 } = {}] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const time = async (sql: string) => {
    const started = performance.now();
    await db.exec(sql);
    return (performance.now() - started) / 1000;
  };
  await db.exec(`CREATE TEMP TABLE floor_bare (LIKE products INCLUDING DEFAULTS INCLUDING GENERATED);
    CREATE TEMP TABLE floor_indexed (LIKE products INCLUDING ALL)`);
  const bare = await time(`INSERT INTO floor_bare (${WRITTEN}) SELECT ${WRITTEN} FROM products`);
  const indexed = await time(`INSERT INTO floor_indexed (${WRITTEN}) SELECT ${WRITTEN} FROM products`);
  await db.exec('DROP TABLE floor_bare; DROP TABLE floor_indexed');
  const row = (what: string, seconds: number): BenchRow => ({
    section: 'import',
    name: `golv: ${n} produkter kopierade i en sats till en produkttabell ${what}`,
    value: `${seconds.toFixed(1)} s, ${rate(n, seconds)} produkter/s (${Math.round((seconds / n) * 1e6)} µs/produkt)`,
  });
  return [row('utan index (bara sökvektorn)', bare), row('med produkternas alla index', indexed)];
}

/** Bytes per item of the generated XML feed, from a small sample. */
async function xmlBytesPerItem(): Promise<number> {
  const { sink, chunks } = memorySink();
  await writeGoogleMerchantXml(generateFeedItems(2000, 7), sink);
  return chunks.reduce((sum, chunk) => sum + chunk.length, 0) / 2000;
}

/** A fresh, migrated database of its own on a PostgreSQL server, dropped again by `dispose`. */
async function freshServerDb(serverUrl: string): Promise<{ db: Db; dispose(): Promise<void> }> {
  const admin = await openPg(serverUrl, { max: 1, connectTimeoutMs: 10_000 });
  const name = `presentpilot_import_bench_${process.pid}`;
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPg(url.toString(), { max: 4, connectTimeoutMs: 10_000 });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** The three 40,000-row imports (new XML, unchanged XML, new Awin CSV) on one database; `where` names it. */
async function importRows(db: Db, where: string, xml: Buffer[], awin: Buffer[], count: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const first = await timeImport(db, 'Bench XML', () => xml);
  rows.push(importRow(`${count} produkter Google Merchant XML, ny import${where}`, first, count, '≥ 10 000/s'));
  rows.push(...(await insertFloor(db)));
  const again = await timeImport(db, 'Bench XML', () => xml);
  if (again.run.unchanged !== again.run.total) throw new Error('an unchanged re-import wrote products');
  rows.push(importRow(`${count} produkter XML, oförändrad återimport${where}`, again, count, '≥ 20 000/s'));
  const csv = await timeImport(db, 'Bench Awin', () => awin);
  if (csv.run.added !== first.run.added) throw new Error(`Awin: ${csv.run.added} products, XML ${first.run.added}`);
  rows.push(importRow(`${count} produkter Awin CSV, ny import${where}`, csv, count, '≥ 10 000/s'));
  return rows;
}

/**
 * Rows for the bench table; `skipBig` leaves out the 500 MB feed (the 50 MB one still runs); `serverUrl` runs the
 * three 40,000-row imports on that PostgreSQL server too (in a database of its own); `onlyServer` runs nothing else.
 */
export async function benchImport(
  options: { count?: number; skipBig?: boolean; serverUrl?: string | undefined; onlyServer?: boolean } = {},
): Promise<BenchRow[]> {
  const count = options.count ?? 40_000;
  const rows: BenchRow[] = [];
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  rows.push({ section: 'import', name: 'belastning (1/5/15 min) vid start', value: load() });

  const xml = memorySink();
  await writeGoogleMerchantXml(generateFeedItems(count), xml.sink);
  const awin = memorySink();
  await writeAwinCsv(generateFeedItems(count), awin.sink);

  if (options.serverUrl) {
    const server = await freshServerDb(options.serverUrl);
    try {
      rows.push(...(await importRows(server.db, ', PostgreSQL-server', xml.chunks, awin.chunks, count)));
    } finally {
      await server.dispose();
    }
  }
  if (options.onlyServer) {
    rows.push({ section: 'import', name: 'belastning (1/5/15 min) vid slut', value: load() });
    return rows;
  }
  const db = await freshDb();
  rows.push(...(await importRows(db, '', xml.chunks, awin.chunks, count)));
  await db.close();

  const perItem = await xmlBytesPerItem();
  rows.push(await bigFeed(Math.round((50 * MB) / perItem)));
  if (!options.skipBig) rows.push(await bigFeed(Math.min(MAX_PRODUCTS, Math.round((500 * MB) / perItem))));
  rows.push({ section: 'import', name: 'belastning (1/5/15 min) vid slut', value: load() });
  return rows;
}
