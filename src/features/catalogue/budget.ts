import { priceBucketOf } from './concepts/index.ts';
import type { BudgetBucket } from './vocabularies.ts';

/** Price bucket for a price in SEK: under 200, under 500, under 1000, otherwise 1000-plus (the concept registry's). */
export function budgetBucketForPrice(price: number): BudgetBucket {
  return priceBucketOf(price);
}
