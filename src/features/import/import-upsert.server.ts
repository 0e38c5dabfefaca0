import type { Queryable, SqlParam } from '../../lib/db/db.server.ts';
import { KEPT_TYPE_SOURCES } from '../catalogue/product-classification.ts';
import { DEACTIVATION, type ImportRow } from './import-row.ts';

export interface UpsertCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/**
 * The batch as one array per column, for unnest (cheaper for the database than decoding a JSON document); the
 * category path, an array per row, travels as JSON text.
 */
function columnsOf(rows: readonly ImportRow[]): SqlParam[] {
  return [
    rows.map((row) => row.merchant),
    rows.map((row) => row.merchant_pid),
    rows.map((row) => row.title),
    rows.map((row) => row.description),
    rows.map((row) => row.price_value),
    rows.map((row) => row.original_price),
    rows.map((row) => row.ean),
    rows.map((row) => row.brand),
    rows.map((row) => row.image_url),
    rows.map((row) => row.product_url),
    rows.map((row) => JSON.stringify(row.category_path)),
    rows.map((row) => row.price_bucket),
    rows.map((row) => row.in_stock),
    rows.map((row) => row.feed_digest),
    rows.map((row) => row.product_type),
    rows.map((row) => row.product_type_source),
    rows.map((row) => row.family_id),
    rows.map((row) => row.google_category_id),
    rows.map((row) => row.item_group_id),
  ];
}

/**
 * Writes one batch of feed rows in one statement, keyed on (merchant, merchant_pid). A row whose digest matches the
 * stored one is not written at all. New products, and products whose title or description changed, are marked for
 * tagging. Visibility follows stock, except for a product staff or the tagger hid: it stays hidden. Type and family
 * are rewritten with the row, except a type the admin chose or the model gave (KEPT_TYPE_SOURCES).
 */
export async function upsertImportRows(db: Queryable, all: readonly ImportRow[]): Promise<UpsertCounts> {
  if (all.length === 0) return { added: 0, updated: 0, unchanged: 0 };
  // Rows whose stored digest matches are left out before the insert: proposing them would still compute their
  // search vector.
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
  const written = await db.query<{ inserted: boolean }>(
    `INSERT INTO products AS p (title, description, price_value, original_price, merchant, merchant_pid, ean, brand,
       image_url, product_url, category_path, price_bucket, in_stock, feed_digest, source, is_active, needs_tagging,
       deactivation_reason, product_type, product_type_source, family_id, google_category_id, item_group_id)
     SELECT r.title, r.description, r.price_value, r.original_price, r.merchant, r.merchant_pid, r.ean, r.brand,
       r.image_url, r.product_url, ARRAY(SELECT jsonb_array_elements_text(r.category_path::jsonb)), r.price_bucket, r.in_stock, r.feed_digest, 'feed', r.in_stock,
       true, CASE WHEN r.in_stock THEN NULL ELSE $20 END, r.product_type, r.product_type_source, r.family_id,
       r.google_category_id, r.item_group_id
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::boolean[], $14::text[], $15::text[], $16::text[],
       $17::text[], $18::int[], $19::text[])
       AS r(merchant, merchant_pid, title, description, price_value, original_price, ean, brand, image_url, product_url,
         category_path, price_bucket, in_stock, feed_digest, product_type, product_type_source, family_id,
         google_category_id, item_group_id)
     ON CONFLICT (merchant, merchant_pid) DO UPDATE SET
       title = excluded.title,
       description = excluded.description,
       price_value = excluded.price_value,
       original_price = excluded.original_price,
       ean = coalesce(excluded.ean, p.ean),
       brand = coalesce(excluded.brand, p.brand),
       image_url = excluded.image_url,
       product_url = excluded.product_url,
       category_path = excluded.category_path,
       price_bucket = excluded.price_bucket,
       in_stock = excluded.in_stock,
       feed_digest = excluded.feed_digest,
       needs_tagging = p.needs_tagging OR p.title IS DISTINCT FROM excluded.title
         OR p.description IS DISTINCT FROM excluded.description,
       is_active = CASE WHEN NOT p.is_active AND p.deactivation_reason IS NULL THEN false ELSE excluded.in_stock END,
       deactivation_reason = CASE
         WHEN NOT p.is_active AND p.deactivation_reason IS NULL THEN NULL
         WHEN excluded.in_stock THEN NULL
         ELSE $20 END,
       product_type = CASE WHEN p.product_type_source = ANY($21::text[]) THEN p.product_type ELSE excluded.product_type END,
       product_type_source = CASE WHEN p.product_type_source = ANY($21::text[]) THEN p.product_type_source
         ELSE excluded.product_type_source END,
       family_id = excluded.family_id,
       google_category_id = excluded.google_category_id,
       item_group_id = excluded.item_group_id
     WHERE p.feed_digest IS DISTINCT FROM excluded.feed_digest
       OR (p.deactivation_reason IS NOT NULL AND p.deactivation_reason <> $20)
     RETURNING (xmax = 0) AS inserted`,
    [...columnsOf(rows), DEACTIVATION.outOfStock, KEPT_TYPE_SOURCES],
  );
  await db.query(`SELECT set_config('enable_nestloop', 'on', true)`);
  const added = written.filter((row) => row.inserted).length;
  const updated = written.length - added;
  return { added, updated, unchanged: all.length - written.length };
}
