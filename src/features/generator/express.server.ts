/** AI Express generation: the summary through the generator read, with the spec's widened-budget retry. */
import type { Queryable } from '../../lib/db/db.server.ts';
import {
  EXPRESS_FETCH_LIMIT,
  type ExpressSummary,
  expressSummaryToCatalogueFilter,
  STEP2_DEFAULTS,
  shouldRetryWithWiderBudget,
  widenBudget,
} from './express.ts';
import { sortExpressResults } from './express-results.ts';
import { generateFromFilter, generatorRead } from './generator.server.ts';
import type { ExpressResponse } from './generator-request.ts';
import type { CatalogueFilter } from './mappings.ts';

/** The summary's filter with the budget widened 20 % (an open upper bound stays open). */
function widened(filter: CatalogueFilter, summary: ExpressSummary): CatalogueFilter {
  const wide = widenBudget(summary.budgetMin, Math.min(summary.budgetMax, STEP2_DEFAULTS.budgetMax));
  return { ...filter, budget: { min: wide.min, max: filter.budget.max === null ? null : wide.max } };
}

/**
 * Products for an AI Express summary: up to 100 from the generator read. Under 10 found → one retry with the
 * budget widened 20 % (min × 0.8 floored, max × 1.2 ceiled), reported as `widenedBudget` so the page shows the
 * budget tip. Still nothing → the wizard's fallback chain on the widened filter. Ordered by relevance.
 */
export async function generateExpress(db: Queryable, summary: ExpressSummary): Promise<ExpressResponse> {
  const filter = expressSummaryToCatalogueFilter(summary);
  let products = await generatorRead(db, filter, EXPRESS_FETCH_LIMIT);
  let widenedBudget: ExpressResponse['widenedBudget'] = null;
  let fallback: ExpressResponse['fallback'] = 'none';
  if (shouldRetryWithWiderBudget(products.length)) {
    const wide = widened(filter, summary);
    const retry = await generatorRead(db, wide, EXPRESS_FETCH_LIMIT);
    if (retry.length > products.length) {
      products = retry;
      widenedBudget = { min: wide.budget.min, max: wide.budget.max ?? STEP2_DEFAULTS.budgetMax };
    }
    if (products.length === 0) {
      const chained = await generateFromFilter(db, wide);
      products = chained.products;
      fallback = chained.fallback;
    }
  }
  return { products: sortExpressResults(products, 'relevant', summary), fallback, widenedBudget };
}
