/**
 * The one writer of products: the feed import, the Amazon add, the demo seed and the tests all insert and update
 * products through upsertProducts, keyed on (merchant, merchant_pid), with one merge policy
 * (docs/product/admin-products.md#writing):
 *
 * - **What the source says now replaces the stored value:** title, description, price and previous price (a sale
 *   that ended drops its old price), product link, category path, source and feed digest. The price bucket is
 *   always computed from the price.
 * - **Optional facts keep the stored value when the row has none:** EAN, brand, image (its size follows the image:
 *   a new image without a size has none), Google category and item group.
 * - **Tagging and boosts belong to tagging and the admin:** tags and facets are written on insert and replaced on
 *   update only by a non-empty list (audience by a value); boosts, trend score and featured only on insert.
 * - **needs_tagging:** the row's value on insert; on update it stays set, and is set when the title or the
 *   description changed.
 * - **Visibility:** a product not in stock is hidden with the out-of-stock reason; one staff or the tagger hid
 *   (hidden without a reason) stays hidden; otherwise the row's visibility (visible unless it says otherwise).
 * - **Type and family:** the row's, or told from its text (classifyProduct); a type the admin chose or the model gave
 *   (KEPT_TYPE_SOURCES) is kept on update.
 * - **A row with a feed digest equal to the stored one writes nothing** (unless the product was hidden for another
 *   reason than stock), so an unchanged feed row costs no write; rows without a digest are always written.
 *
 * One statement per call, the rows as one array per column for unnest (a column no row gives travels as an empty
 * array, which unnest pads with NULL), so an import batch of thousands of rows is one round trip.
 */
import type { Queryable, SqlParam } from '../../lib/db/db.server.ts';
import { priceBucketSql } from './budget-sql.ts';
import { DEACTIVATION } from './deactivation.ts';
import { classifyProduct, KEPT_TYPE_SOURCES } from './product-classification.ts';

/** A product as written to the products table (import, Amazon, seed, tests). */
export interface ProductInsert {
  id?: string;
  title: string;
  description: string;
  price_value: number | null;
  /** The price before a sale; null when there is none. */
  original_price?: number | null;
  merchant: string;
  merchant_pid: string;
  ean?: string | null;
  brand?: string | null;
  image_url: string | null;
  image_width?: number | null;
  image_height?: number | null;
  product_url: string;
  category_path: string[];
  tags?: string[];
  audience?: string | null;
  interests?: string[];
  occasions?: string[];
  to_whom?: string[];
  age_groups?: string[];
  themes?: string[];
  source: string;
  rank_boost?: number;
  trend_boost?: number;
  trend_score?: number;
  featured?: boolean;
  is_active?: boolean;
  /** Left out: in stock. */
  in_stock?: boolean;
  needs_tagging?: boolean;
  /** A digest of everything the feed said about the product; an equal stored digest skips the row. */
  feed_digest?: string | null;
  /** The feed's numeric Google product category and item group, when it gave them. */
  google_category_id?: number | null;
  item_group_id?: string | null;
  /** Left out: told from the title, description and categories (classifyProduct), as is the family. */
  product_type?: string;
  product_type_source?: string | null;
  family_id?: string;
}

export interface UpsertResult {
  added: number;
  updated: number;
  /** Rows skipped because their feed digest matched the stored one. */
  unchanged: number;
  /** With `returnIds`: the ids of the products written (inserted or updated), in no particular order; else empty. */
  ids: string[];
}

type Column = [name: keyof ProductInsert, type: string];

/** The columns as they travel: lists as JSON text (unnest cannot carry ragged arrays). */
const COLUMNS: Column[] = [
  ['id', 'uuid'],
  ['title', 'text'],
  ['description', 'text'],
  ['price_value', 'numeric'],
  ['original_price', 'numeric'],
  ['merchant', 'text'],
  ['merchant_pid', 'text'],
  ['ean', 'text'],
  ['brand', 'text'],
  ['image_url', 'text'],
  ['image_width', 'int'],
  ['image_height', 'int'],
  ['product_url', 'text'],
  ['category_path', 'text'],
  ['tags', 'text'],
  ['audience', 'text'],
  ['interests', 'text'],
  ['occasions', 'text'],
  ['to_whom', 'text'],
  ['age_groups', 'text'],
  ['themes', 'text'],
  ['source', 'text'],
  ['rank_boost', 'real'],
  ['trend_boost', 'real'],
  ['trend_score', 'real'],
  ['featured', 'boolean'],
  ['is_active', 'boolean'],
  ['in_stock', 'boolean'],
  ['needs_tagging', 'boolean'],
  ['feed_digest', 'text'],
  ['google_category_id', 'int'],
  ['item_group_id', 'text'],
  ['product_type', 'text'],
  ['product_type_source', 'text'],
  ['family_id', 'text'],
];

const LISTS = new Set<keyof ProductInsert>([
  'category_path',
  'tags',
  'interests',
  'occasions',
  'to_whom',
  'age_groups',
  'themes',
]);

/** A list column of the unnested row as text[] (an empty list when the row gave none). */
function list(column: string): string {
  return `CASE WHEN r.${column} IS NULL THEN '{}'::text[] ELSE ARRAY(SELECT jsonb_array_elements_text(r.${column}::jsonb)) END`;
}

/** On update: a non-empty list replaces the stored one, else the stored one stays. */
function keptList(column: string): string {
  return `${column} = CASE WHEN cardinality(excluded.${column}) > 0 THEN excluded.${column} ELSE p.${column} END`;
}

/** Hidden by staff or the tagger: not visible and no reason stored. */
const STAFF_HIDDEN = 'NOT p.is_active AND p.deactivation_reason IS NULL';

const UNNEST = COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
const NAMES = COLUMNS.map(([name]) => name).join(', ');
const REASON = `$${COLUMNS.length + 1}`;
const KEPT = `$${COLUMNS.length + 2}`;

/** The statement; `returning` is what each written row answers. */
const statement = (
  returning: string,
) => `INSERT INTO products AS p (id, title, description, price_value, original_price, price_bucket, merchant,
    merchant_pid, ean, brand, image_url, image_width, image_height, product_url, category_path, tags, audience,
    interests, occasions, to_whom, age_groups, themes, source, rank_boost, trend_boost, trend_score, featured,
    is_active, in_stock, deactivation_reason, needs_tagging, feed_digest, google_category_id, item_group_id,
    product_type, product_type_source, family_id)
  SELECT coalesce(r.id, gen_random_uuid()), r.title, coalesce(r.description, ''), r.price_value, r.original_price,
    ${priceBucketSql('r.price_value')}, r.merchant, r.merchant_pid, r.ean, r.brand, r.image_url, r.image_width,
    r.image_height, r.product_url, ${list('category_path')}, ${list('tags')}, r.audience, ${list('interests')},
    ${list('occasions')}, ${list('to_whom')}, ${list('age_groups')}, ${list('themes')}, r.source,
    coalesce(r.rank_boost, 0), coalesce(r.trend_boost, 0), coalesce(r.trend_score, 0), coalesce(r.featured, false),
    coalesce(r.is_active, true) AND coalesce(r.in_stock, true), coalesce(r.in_stock, true),
    CASE WHEN coalesce(r.in_stock, true) THEN NULL ELSE ${REASON} END, coalesce(r.needs_tagging, false),
    r.feed_digest, r.google_category_id, r.item_group_id, r.product_type, r.product_type_source, r.family_id
  FROM unnest(${UNNEST}) AS r(${NAMES})
  ON CONFLICT (merchant, merchant_pid) DO UPDATE SET
    title = excluded.title,
    description = excluded.description,
    price_value = excluded.price_value,
    original_price = excluded.original_price,
    price_bucket = excluded.price_bucket,
    product_url = excluded.product_url,
    category_path = excluded.category_path,
    source = excluded.source,
    feed_digest = excluded.feed_digest,
    ean = coalesce(excluded.ean, p.ean),
    brand = coalesce(excluded.brand, p.brand),
    image_url = coalesce(excluded.image_url, p.image_url),
    image_width = CASE WHEN excluded.image_url IS NULL OR excluded.image_url = p.image_url
      THEN coalesce(excluded.image_width, p.image_width) ELSE excluded.image_width END,
    image_height = CASE WHEN excluded.image_url IS NULL OR excluded.image_url = p.image_url
      THEN coalesce(excluded.image_height, p.image_height) ELSE excluded.image_height END,
    google_category_id = coalesce(excluded.google_category_id, p.google_category_id),
    item_group_id = coalesce(excluded.item_group_id, p.item_group_id),
    ${keptList('tags')},
    audience = coalesce(excluded.audience, p.audience),
    ${keptList('interests')},
    ${keptList('occasions')},
    ${keptList('to_whom')},
    ${keptList('age_groups')},
    ${keptList('themes')},
    needs_tagging = p.needs_tagging OR p.title IS DISTINCT FROM excluded.title
      OR p.description IS DISTINCT FROM excluded.description,
    in_stock = excluded.in_stock,
    is_active = CASE WHEN ${STAFF_HIDDEN} THEN false ELSE excluded.is_active END,
    deactivation_reason = CASE WHEN ${STAFF_HIDDEN} THEN NULL ELSE excluded.deactivation_reason END,
    product_type = CASE WHEN p.product_type_source = ANY(${KEPT}::text[]) THEN p.product_type
      ELSE excluded.product_type END,
    product_type_source = CASE WHEN p.product_type_source = ANY(${KEPT}::text[]) THEN p.product_type_source
      ELSE excluded.product_type_source END,
    family_id = excluded.family_id
  WHERE excluded.feed_digest IS NULL OR p.feed_digest IS DISTINCT FROM excluded.feed_digest
    OR (p.deactivation_reason IS NOT NULL AND p.deactivation_reason <> ${REASON})
  RETURNING ${returning}`;

// Returning the ids costs a large import batch measurably, so only callers that ask get them.
const WITH_IDS = statement('id::text, (xmax = 0) AS inserted');
const WITHOUT_IDS = statement('NULL AS id, (xmax = 0) AS inserted');

/** The row with its type and family: the ones it gives, else those classifyProduct tells. */
function classified(row: ProductInsert): ProductInsert {
  if (row.product_type !== undefined && row.family_id !== undefined) return row;
  const told = classifyProduct({
    merchant: row.merchant,
    title: row.title,
    description: row.description ?? '',
    categoryPath: row.category_path ?? [],
    googleCategoryId: row.google_category_id ?? null,
    itemGroupId: row.item_group_id ?? null,
  });
  return {
    ...row,
    product_type: row.product_type ?? told.product_type,
    product_type_source: row.product_type !== undefined ? (row.product_type_source ?? null) : told.product_type_source,
    family_id: row.family_id ?? told.family_id,
  };
}

/** One array per column; a column no row gives is an empty array. */
function columnsOf(rows: readonly ProductInsert[]): SqlParam[] {
  return COLUMNS.map(([name]) => {
    if (!rows.some((row) => row[name] != null)) return [];
    if (LISTS.has(name)) return rows.map((row) => (row[name] == null ? null : JSON.stringify(row[name])));
    return rows.map((row) => row[name] ?? null) as SqlParam;
  });
}

/** Inserts or updates the rows in one statement under the merge policy above. */
export async function upsertProducts(
  db: Queryable,
  rows: readonly ProductInsert[],
  { returnIds = false }: { returnIds?: boolean } = {},
): Promise<UpsertResult> {
  if (rows.length === 0) return { added: 0, updated: 0, unchanged: 0, ids: [] };
  const written = await db.query<{ id: string | null; inserted: boolean }>(returnIds ? WITH_IDS : WITHOUT_IDS, [
    ...columnsOf(rows.map(classified)),
    DEACTIVATION.outOfStock,
    KEPT_TYPE_SOURCES,
  ]);
  const added = written.filter((row) => row.inserted).length;
  return {
    added,
    updated: written.length - added,
    unchanged: rows.length - written.length,
    ids: written.flatMap((row) => (row.id === null ? [] : [row.id])),
  };
}
