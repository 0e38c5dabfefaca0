import type { Queryable } from '../../lib/db/db.server.ts';
import { DEACTIVATION } from '../catalogue/deactivation.ts';
import { type ProductInsert, upsertProducts } from '../catalogue/product-write.server.ts';
import type { ImportRow } from './import-row.ts';

export interface UpsertCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** A feed row as the product writer takes it: new products wait for tagging. */
function insertOf(row: ImportRow): ProductInsert {
  const { currency: _currency, price_bucket: _bucket, ...columns } = row;
  return { ...columns, needs_tagging: true };
}

/**
 * Writes one batch of feed rows through the product writer (catalogue/product-write.server.ts, its merge policy),
 * in one statement. Rows whose stored digest matches are left out before the write: proposing them would still
 * compute their search vector.
 */
export async function upsertImportRows(db: Queryable, all: readonly ImportRow[]): Promise<UpsertCounts> {
  if (all.length === 0) return { added: 0, updated: 0, unchanged: 0 };
  const first = all[0] as ImportRow;
  const same = await db.query<{ merchant_pid: string }>(
    `SELECT merchant_pid FROM products
     WHERE merchant = $1 AND merchant_pid = ANY($2::text[]) AND feed_digest = ANY($3::text[])
       AND (deactivation_reason IS NULL OR deactivation_reason = $4)`,
    [first.merchant, all.map((row) => row.merchant_pid), all.map((row) => row.feed_digest), DEACTIVATION.outOfStock],
  );
  // A digest covers the merchant's product id too, so a matching digest is this very row's.
  const skip = new Set(same.map((row) => row.merchant_pid));
  const rows = all.filter((row) => !skip.has(row.merchant_pid));
  if (rows.length === 0) return { added: 0, updated: 0, unchanged: all.length };
  // The price-history trigger joins the statement's old and new rows, whose sizes the planner cannot know: as a
  // nested loop that join is quadratic (10,000 changed products took minutes). For this write it joins by hash.
  await db.query(`SELECT set_config('enable_nestloop', 'off', true)`);
  const { added, updated } = await upsertProducts(db, rows.map(insertOf));
  await db.query(`SELECT set_config('enable_nestloop', 'on', true)`);
  return { added, updated, unchanged: all.length - added - updated };
}
