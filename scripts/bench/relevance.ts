import { measureRelevance } from '../../src/features/catalogue/search-relevance.server.ts';
import { RELEVANCE_TOP } from '../../src/features/catalogue/search-relevance.ts';
import type { Db } from '../../src/lib/db/types.ts';
import type { BenchRow } from './measure.ts';

/**
 * Search relevance on the bench catalogue: the share of the relevance set
 * (src/features/catalogue/fixtures/search-relevance.json) whose expected product is among the first results.
 * The queries missed are printed with what they got.
 */
export async function benchRelevance(db: Db): Promise<BenchRow[]> {
  const score = await measureRelevance(db);
  for (const miss of score.misses) console.log(`Relevans, miss: "${miss.query}" → ${miss.titles.join(' · ') || '—'}`);
  return [
    {
      section: 'katalog',
      name: `sökrelevans: förväntad produkt bland de ${RELEVANCE_TOP} första (${score.total} sökningar)`,
      value: `${(score.share * 100).toFixed(1)} % (${score.answered} av ${score.total})`,
    },
  ];
}
