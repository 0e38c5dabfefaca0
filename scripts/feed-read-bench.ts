/**
 * Feed reading speed and memory: parse + validate of generated feeds, without the database.
 *
 *   node scripts/feed-read-bench.ts [--count 40000] [--big-mb 500]
 *
 * 1. The 40,000-product Google Merchant XML and CSV feeds from the feed generator, read from memory.
 * 2. A feed of about --big-mb megabytes written by the generator while it is read (never held in memory or on
 *    disk), as XML; the writer's own time is measured separately and reported beside it.
 * Peak RSS is sampled every 50 ms during each run. Rows per CPU second (user + system time of this process) are
 * given beside rows per wall-clock second, since a shared machine's load stretches the wall clock.
 * `--only small|big` runs one part (the big feed alone shows its own peak memory).
 */
import { PassThrough, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { writeCsv, writeGoogleMerchantXml } from '../src/dev/feeds/feed-writers.ts';
import { generateFeedItems } from '../src/dev/feeds/synthetic-feed.ts';
import { openFeed } from '../src/features/feeds/feed-reader.server.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '40000' },
    'big-mb': { type: 'string', default: '500' },
    only: { type: 'string', default: '' },
  },
});
const count = Number(values.count);
const bigMegabytes = Number(values['big-mb']);
/** Bytes per item of the generated XML feed (measured below on the 40,000-item feed). */
let bytesPerItem = 1000;

const MB = 1024 * 1024;

class PeakRss {
  private peak = process.memoryUsage().rss;
  private readonly timer = setInterval(() => this.sample(), 50);

  sample(): void {
    this.peak = Math.max(this.peak, process.memoryUsage().rss);
  }

  stop(): number {
    clearInterval(this.timer);
    this.sample();
    return this.peak;
  }
}

function collect(): { sink: Writable; chunks: Buffer[] } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  return { sink, chunks };
}

interface Outcome {
  rows: number;
  products: number;
  errors: number;
  ms: number;
  cpuMs: number;
  peakRss: number;
}

async function readAll(source: AsyncIterable<Uint8Array> | Uint8Array[]): Promise<Omit<Outcome, 'peakRss'>> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const feed = await openFeed(source);
  let rows = 0;
  let products = 0;
  for await (const row of feed.rows) {
    rows++;
    if ('product' in row) products++;
  }
  const used = process.cpuUsage(cpu);
  return {
    rows,
    products,
    errors: rows - products,
    ms: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
  };
}

function line(label: string, bytes: number, outcome: Outcome, extra = ''): void {
  const rate = Math.round((outcome.rows / outcome.ms) * 1000);
  const cpuRate = Math.round((outcome.rows / outcome.cpuMs) * 1000);
  console.log(
    `${label.padEnd(34)} ${(bytes / MB).toFixed(1).padStart(7)} MB  ${String(outcome.rows).padStart(7)} rader ` +
      `(${outcome.products} produkter, ${outcome.errors} fel)  ${(outcome.ms / 1000).toFixed(2).padStart(6)} s  ` +
      `${String(rate).padStart(6)} rader/s (${cpuRate} per CPU-sekund)  topp-RSS ${Math.round(outcome.peakRss / MB)} MB${extra}`,
  );
}

async function inMemory(kind: 'xml' | 'csv'): Promise<void> {
  const { sink, chunks } = collect();
  if (kind === 'xml') await writeGoogleMerchantXml(generateFeedItems(count), sink);
  else await writeCsv(generateFeedItems(count), sink);
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  if (kind === 'xml') bytesPerItem = bytes / count;
  for (let round = 1; round <= 3; round++) {
    const rss = new PeakRss();
    const outcome = await readAll(chunks);
    line(`${count} st ${kind.toUpperCase()} ur minnet, varv ${round}`, bytes, { ...outcome, peakRss: rss.stop() });
  }
}

async function writerOnly(items: number): Promise<{ ms: number; cpuMs: number; bytes: number }> {
  let bytes = 0;
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  const started = performance.now();
  const cpu = process.cpuUsage();
  await writeGoogleMerchantXml(generateFeedItems(items, 7), sink);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes };
}

async function streamed(): Promise<void> {
  const items = Math.round((bigMegabytes * MB) / bytesPerItem);
  const pipe = new PassThrough({ highWaterMark: MB });
  const rss = new PeakRss();
  let bytes = 0;
  const counted = (async function* () {
    for await (const chunk of pipe) {
      bytes += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  })();
  const writing = writeGoogleMerchantXml(generateFeedItems(items, 7), pipe).then(() => pipe.end());
  const [outcome] = await Promise.all([readAll(counted), writing]);
  const peakRss = rss.stop();
  const writer = await writerOnly(items);
  const readCpuMs = Math.max(1, outcome.cpuMs - writer.cpuMs);
  line(`${items} st XML strömmat från generatorn`, bytes, { ...outcome, peakRss }, '');
  console.log(
    `${''.padEnd(34)} generatorn ensam ${(writer.cpuMs / 1000).toFixed(2)} CPU-s → läsning + validering ` +
      `≈ ${Math.round((outcome.rows / readCpuMs) * 1000)} rader per CPU-sekund`,
  );
}

console.log(
  `Node ${process.version}, belastning ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
if (values.only !== 'big') {
  await inMemory('xml');
  await inMemory('csv');
}
if (values.only !== 'small' && bigMegabytes > 0) {
  if (values.only === 'big') bytesPerItem = (await writerOnly(2000)).bytes / 2000;
  await streamed();
}
