import { PRICE_BUCKET_CONCEPTS } from './concepts/index.ts';

/**
 * The price bucket rule of budget.ts (budgetBucketForPrice) as a SQL expression, for recomputing every product's
 * bucket in one statement. A test holds the two to the same answers at every edge.
 */

/** The bucket of a price column or expression in SQL; NULL for a product without a price. */
export function priceBucketSql(price: string): string {
  const bounded = PRICE_BUCKET_CONCEPTS.filter((bucket) => bucket.max !== null);
  const open = PRICE_BUCKET_CONCEPTS.find((bucket) => bucket.max === null);
  const whens = bounded.map((bucket) => `\n    WHEN ${price} < ${bucket.max} THEN '${bucket.id}'`).join('');
  return `(CASE WHEN ${price} IS NULL THEN NULL${whens}\n    ELSE '${open?.id}' END)`;
}
