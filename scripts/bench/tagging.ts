/**
 * Offline tagging timings for `npm run bench`: the tagger over the synthetic feed (the same titles, descriptions and
 * category paths an import stores), and its quality on the labelled product set.
 */
import { generateFeedItems } from '../../src/features/feeds/synthetic-feed.ts';
import { evaluateLabelled } from '../../src/features/tagging/evaluate.ts';
import { LABELLED_PRODUCTS } from '../../src/features/tagging/fixtures/labelled.ts';
import { FACETS } from '../../src/features/tagging/quality.ts';
import { type TaggerInput, tagProduct } from '../../src/features/tagging/tagger.ts';
import type { BenchRow } from './measure.ts';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The synthetic feed as tagger input (generated before timing, so only tagging is measured). */
export function benchTaggingInput(count: number): TaggerInput[] {
  const items: TaggerInput[] = [];
  for (const item of generateFeedItems(count)) {
    items.push({
      title: item.title,
      description: item.description,
      categoryPath: item.categoryPath,
      brand: item.brand,
      price: item.price,
      merchant: item.merchant,
    });
  }
  return items;
}

export interface TaggingTiming {
  products: number;
  /** Wall-clock seconds. */
  seconds: number;
  /** Processor seconds of this process (user + system), unaffected by other load on the machine. */
  cpuSeconds: number;
  approved: number;
  rejected: number;
}

/** Tags every product once and times the whole run. */
export function timeTagging(items: readonly TaggerInput[]): TaggingTiming {
  let approved = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const item of items) if (tagProduct(item).approved) approved += 1;
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { products: items.length, seconds, cpuSeconds, approved, rejected: items.length - approved };
}

/** Rows for the bench table: 40,000-product tagging time and the labelled-set figures. */
export function benchTagging(count = 40_000): BenchRow[] {
  const timing = timeTagging(benchTaggingInput(count));
  const quality = evaluateLabelled(LABELLED_PRODUCTS);
  const rows: BenchRow[] = [
    {
      section: 'taggning',
      name: `offline-taggning, ${timing.products} produkter (${timing.rejected} avvisade)`,
      value: `${timing.seconds.toFixed(1)} s (processortid ${timing.cpuSeconds.toFixed(1)} s)`,
      budget: '≤ 30 s',
    },
    {
      section: 'taggning',
      name: `godkänn/avvisa rätt, märkt uppsättning (${quality.products} produkter)`,
      value: percent(quality.decisionAccuracy),
      budget: '≥ 95 %',
    },
  ];
  for (const facet of FACETS) {
    const score = quality.facets[facet];
    const floor = facet === 'to_whom' || facet === 'interests' ? 'precision ≥ 90 %' : undefined;
    rows.push({
      section: 'taggning',
      name: `${facet}, märkt uppsättning`,
      value: `precision ${percent(score.precision)} · recall ${percent(score.recall)}`,
      ...(floor ? { budget: floor } : {}),
    });
  }
  return rows;
}
