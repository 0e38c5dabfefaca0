/** What the wizard tries when its full filter finds no products (visitor spec §9, fallback chain). */
import type { CatalogueFilter } from './mappings.ts';

const NO_BUDGET: CatalogueFilter['budget'] = { min: 0, max: null };

function sameFilter(a: CatalogueFilter, b: CatalogueFilter): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The filters to try in order, stopping at the first that finds products:
 * the full filter; A) without interests (recipient, occasions and budget kept); B) without occasions either
 * (recipient and budget kept); C) budget only; finally every active product. The recipient facets (audiences,
 * to_whom, age groups) travel together; the keyword is kept throughout, since it only ranks. A step identical to
 * the one before it is skipped.
 */
export function fallbackFilters(filter: CatalogueFilter): CatalogueFilter[] {
  const withoutInterests: CatalogueFilter = { ...filter, interests: [] };
  const withoutOccasions: CatalogueFilter = { ...withoutInterests, occasions: [] };
  const budgetOnly: CatalogueFilter = { ...withoutOccasions, audiences: [], toWhom: [], ageGroups: [] };
  const everything: CatalogueFilter = { ...budgetOnly, budget: NO_BUDGET };
  const chain = [filter, withoutInterests, withoutOccasions, budgetOnly, everything];
  return chain.filter((step, index) => index === 0 || !sameFilter(step, chain[index - 1]!));
}
