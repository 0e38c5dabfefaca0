/**
 * The price bucket rule of budget.ts (budgetBucketForPrice) as a SQL expression, for recomputing every product's
 * bucket in one statement. A test holds the two to the same answers at every edge.
 */

/** The bucket of a price column or expression in SQL; NULL for a product without a price. */
export function priceBucketSql(price: string): string {
  return `(CASE WHEN ${price} IS NULL THEN NULL
    WHEN ${price} < 200 THEN 'under-200'
    WHEN ${price} < 500 THEN '200-500'
    WHEN ${price} < 1000 THEN '500-1000'
    ELSE '1000-plus' END)`;
}
