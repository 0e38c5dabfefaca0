/**
 * Writes a synthetic merchant feed as Google Merchant XML and CSV.
 *
 *   node scripts/feed-generate.ts [--count 40000] [--seed 1] [--out .data/feeds]
 *
 * Same count and seed → byte-identical files.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import type { FeedItemSource } from '../src/dev/feeds/feed-writers.ts';
import { writeCsv, writeGoogleMerchantXml } from '../src/dev/feeds/feed-writers.ts';
import { type FeedItem, generateFeedItems } from '../src/dev/feeds/synthetic-feed.ts';

const USAGE = 'Usage: node scripts/feed-generate.ts [--count 40000] [--seed 1] [--out .data/feeds]';

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function writeFile(
  path: string,
  write: (items: FeedItemSource, out: Writable) => Promise<number>,
  items: Iterable<FeedItem>,
): Promise<{ count: number; bytes: number; ms: number }> {
  const started = performance.now();
  const out = createWriteStream(path, { highWaterMark: 256 * 1024 });
  const count = await write(items, out);
  out.end();
  await finished(out);
  return { count, bytes: (await stat(path)).size, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '40000' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string', default: '.data/feeds' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = wholeNumber('count', values.count, 0, 5_000_000);
  const seed = wholeNumber('seed', values.seed, 0, 0xffffffff);
  const dir = resolve(values.out);
  await mkdir(dir, { recursive: true });

  const started = performance.now();
  const merchants = new Map<string, number>();
  let withoutPrice = 0;
  function* counted(items: Iterable<FeedItem>): Generator<FeedItem> {
    for (const item of items) {
      merchants.set(item.merchant, (merchants.get(item.merchant) ?? 0) + 1);
      if (item.price === null) withoutPrice++;
      yield item;
    }
  }

  const xml = await writeFile(
    join(dir, 'products.xml'),
    writeGoogleMerchantXml,
    counted(generateFeedItems(count, seed)),
  );
  const csv = await writeFile(join(dir, 'products.csv'), writeCsv, generateFeedItems(count, seed));

  console.log(`Feed: ${count} products from ${merchants.size} merchants (seed ${seed})`);
  console.log(`  products.xml  ${xml.count} items  ${megabytes(xml.bytes)}  ${Math.round(xml.ms)} ms`);
  console.log(`  products.csv  ${csv.count} items  ${megabytes(csv.bytes)}  ${Math.round(csv.ms)} ms`);
  const perMerchant = [...merchants].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${n}`);
  console.log(`  merchants: ${perMerchant.join(', ')}`);
  console.log(`  without price: ${withoutPrice}`);
  console.log(`Written to ${dir} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exitCode = 1;
});
