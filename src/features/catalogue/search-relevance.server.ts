import { readFileSync } from 'node:fs';
import type { Queryable } from '../../lib/db/db.server.ts';
import { searchProducts } from './catalogue.server.ts';
import {
  RELEVANCE_TOP,
  type RelevanceCase,
  type RelevanceScore,
  relevanceSetSchema,
  scoreRelevance,
} from './search-relevance.ts';

/** The relevance set shipped with the catalogue (`fixtures/search-relevance.json`). */
export function loadRelevanceCases(): RelevanceCase[] {
  const file = new URL('./fixtures/search-relevance.json', import.meta.url);
  return relevanceSetSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).cases;
}

/** Runs every case through the catalogue search and scores the first results. */
export async function measureRelevance(
  db: Queryable,
  cases: readonly RelevanceCase[] = loadRelevanceCases(),
): Promise<RelevanceScore> {
  const titles: string[][] = [];
  for (const relevance of cases) {
    const results = await searchProducts(db, relevance.query, RELEVANCE_TOP);
    titles.push(results.map((product) => product.title));
  }
  return scoreRelevance(cases, titles);
}
