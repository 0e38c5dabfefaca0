import type { Queryable } from '../../lib/db/db.server.ts';
import type { PriceDrop } from './price-drops.ts';

/**
 * The saved gifts that are cheaper now than when they were saved: for each id and save time, the price in force at
 * that time (the latest price_history entry recorded at or before it, read through price_history_product_idx)
 * against the live product's price. Gifts saved before their first recorded price, without a price or no longer
 * shown are left out.
 */
export async function savedPriceDrops(
  db: Queryable,
  saved: readonly { productId: string; savedAt: number }[],
): Promise<PriceDrop[]> {
  if (saved.length === 0) return [];
  const rows = await db.query<{ id: string; was: string | null; now: string | null }>(
    `SELECT p.id::text AS id, p.price_value::text AS now,
       (SELECT h.price::text FROM price_history h
         WHERE h.product_id = s.id AND h.recorded_at <= to_timestamp(s.saved_ms / 1000.0)
         ORDER BY h.recorded_at DESC LIMIT 1) AS was
     FROM unnest($1::uuid[], $2::float8[]) AS s(id, saved_ms)
     JOIN products_public p ON p.id = s.id`,
    [saved.map((entry) => entry.productId), saved.map((entry) => entry.savedAt)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return saved.flatMap(({ productId }) => {
    const row = byId.get(productId);
    if (!row || row.was == null || row.now == null) return [];
    const was = Number(row.was);
    const now = Number(row.now);
    return Number.isFinite(was) && Number.isFinite(now) && now < was ? [{ id: productId, was, now }] : [];
  });
}
