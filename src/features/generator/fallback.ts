/** What the wizard tries when its full filter finds no products (docs/product/generator.md#fallback). */
import type { CatalogueFilter } from './mappings.ts';

const NO_BUDGET: CatalogueFilter['budget'] = { min: 0, max: null };

/**
 * How far the fallback chain went: 'none' the full filter, 'A' without interests, 'B' without occasions too,
 * 'C' budget only, 'all' every active product.
 */
export const FALLBACK_LEVELS = ['none', 'A', 'B', 'C', 'all'] as const;
export type FallbackLevel = (typeof FALLBACK_LEVELS)[number];

/** One filter of the fallback chain and the level it stands for. */
export interface FallbackStep {
  level: FallbackLevel;
  filter: CatalogueFilter;
}

function sameFilter(a: CatalogueFilter, b: CatalogueFilter): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The filters to try in order, with their levels, stopping at the first that finds products:
 * the full filter; A) without interests (recipient, occasions and budget kept); B) without occasions either
 * (recipient and budget kept); C) budget only; finally every active product. The recipient facets (audiences,
 * to_whom, age groups) travel together; the keyword is kept throughout, since it only ranks. A step identical to
 * the one before it is skipped.
 */
export function fallbackChain(filter: CatalogueFilter): FallbackStep[] {
  const withoutInterests: CatalogueFilter = { ...filter, interests: [] };
  const withoutOccasions: CatalogueFilter = { ...withoutInterests, occasions: [] };
  const budgetOnly: CatalogueFilter = { ...withoutOccasions, audiences: [], toWhom: [], ageGroups: [] };
  const everything: CatalogueFilter = { ...budgetOnly, budget: NO_BUDGET };
  const chain: FallbackStep[] = [
    { level: 'none', filter },
    { level: 'A', filter: withoutInterests },
    { level: 'B', filter: withoutOccasions },
    { level: 'C', filter: budgetOnly },
    { level: 'all', filter: everything },
  ];
  return chain.filter((step, index) => index === 0 || !sameFilter(step.filter, chain[index - 1]!.filter));
}

/** The filters of `fallbackChain`, without their levels. */
export function fallbackFilters(filter: CatalogueFilter): CatalogueFilter[] {
  return fallbackChain(filter).map((step) => step.filter);
}
