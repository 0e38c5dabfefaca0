import type { BudgetBucket } from './vocabularies.ts';

/** Price bucket for a price in SEK: under 200, under 500, under 1000, otherwise 1000-plus. */
export function budgetBucketForPrice(price: number): BudgetBucket {
  if (price < 200) return 'under-200';
  if (price < 500) return '200-500';
  if (price < 1000) return '500-1000';
  return '1000-plus';
}
