/**
 * The tab's catalogue maintenance (docs/product/admin-import.md#tab): 'Räkna om prisklasser' recomputes every product's
 * price bucket in one statement, and a merchant's products, their statistics and its import logs are deleted in one
 * transaction.
 */
import type { Db, Queryable } from '../../../lib/db/db.server.ts';
import { HttpError } from '../../../lib/http.ts';
import { JOB_ACTIVE } from '../../../lib/jobs/job-store.server.ts';
import { merchantSourceId } from '../../catalogue/admin/merchant.ts';
import { priceBucketSql } from '../../catalogue/budget-sql.ts';
import { type DeleteMerchantResult, SYNC_TEXT } from './sync.ts';

/** Sets price_bucket from price_value for every product whose bucket is off; answers how many rows changed. */
export async function recalcPriceBuckets(db: Queryable): Promise<{ changed: number }> {
  const bucket = priceBucketSql('price_value');
  const rows = await db.query(
    `UPDATE products SET price_bucket = ${bucket} WHERE price_bucket IS DISTINCT FROM ${bucket} RETURNING 1`,
  );
  return { changed: rows.length };
}

/**
 * Deletes every product of a merchant (by name), their click and view statistics and the merchant's import logs,
 * in one transaction. 409 while an import of the merchant is running: pause it first.
 */
export async function deleteMerchantProducts(
  db: Pick<Db, 'transaction'>,
  merchant: string,
): Promise<DeleteMerchantResult> {
  return db.transaction(async (tx) => {
    const [running] = await tx.query<{ id: string }>(
      `SELECT id FROM jobs WHERE kind = 'import' AND params ->> 'merchant' = $1 AND ${JOB_ACTIVE} LIMIT 1`,
      [merchant],
    );
    if (running) throw new HttpError(409, SYNC_TEXT.runningNow);
    const statistics = await tx.query(
      `DELETE FROM product_statistics s USING products p WHERE s.product_id = p.id AND p.merchant = $1 RETURNING 1`,
      [merchant],
    );
    const products = await tx.query('DELETE FROM products WHERE merchant = $1 RETURNING 1', [merchant]);
    const logs = await tx.query(
      `DELETE FROM import_logs
       WHERE source = coalesce((SELECT source_id FROM merchants WHERE name = $1), $2) OR source = $1
       RETURNING 1`,
      [merchant, merchantSourceId(merchant)],
    );
    return { deleted: { products: products.length, statistics: statistics.length, logs: logs.length } };
  });
}
