import { feedItemToProductRow } from '../../src/dev/feeds/feed-writers.ts';
import { generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { seedDemo } from '../../src/dev/seed.server.ts';
import { refreshSearchWords } from '../../src/features/catalogue/catalogue.server.ts';
import { upsertProducts } from '../../src/features/catalogue/product-write.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import type { BenchRow } from './measure.ts';

const BATCH = 2000;

/**
 * Fills the bench database: the demo catalogue (curation, tip pages, codes) plus `count` generated feed products,
 * upserted in batches. Reports the upsert rate.
 */
export async function loadBenchCatalogue(db: Db, count: number): Promise<BenchRow[]> {
  await seedDemo(db);
  const started = performance.now();
  let batch = [];
  let written = 0;
  for (const item of generateFeedItems(count, 1)) {
    batch.push(feedItemToProductRow(item));
    if (batch.length === BATCH) {
      written += (await upsertProducts(db, batch)).added;
      batch = [];
    }
  }
  if (batch.length) written += (await upsertProducts(db, batch)).added;
  const seconds = (performance.now() - started) / 1000;
  const words = await refreshSearchWords(db);
  await db.exec('ANALYZE products');
  return [
    {
      section: 'import',
      name: `generera + upserta ${written} produkter i satser om ${BATCH}`,
      value: `${seconds.toFixed(1)} s (${Math.round(written / seconds)} produkter/s)`,
      budget: '≥ 5 000 produkter/s',
    },
    { section: 'import', name: 'sökord för stavfelsrättning', value: `${words} ord` },
  ];
}
