import type { Queryable } from '../../lib/db/db.server.ts';
import type { TrackEvent } from './track.ts';

/**
 * Stores one product event in product_statistics (event type, product, source, time; no visitor identifier).
 * Returns false, storing nothing, when the product is unknown or not active.
 */
export async function recordProductEvent(db: Queryable, event: TrackEvent): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO product_statistics (product_id, event_type, source)
     SELECT id, $2, $3 FROM products WHERE id = $1::uuid AND is_active
     RETURNING id::text`,
    [event.productId, event.event, event.source],
  );
  return rows.length > 0;
}
