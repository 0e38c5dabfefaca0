/**
 * The admin's product data (docs/product/admin-products.md#panel, docs/product/admin-products.md#products-tab,
 * docs/product/admin-products.md#edit-dialog): list pages per filter and sort, the database search, the five counters,
 * bulk visibility, the edit dialog's update and the export's rows. Every bulk write is one statement.
 */
import type { Queryable, SqlParam } from '../../../lib/db/types.ts';
import { badRequest, notFound } from '../../../lib/http.ts';
import { budgetBucketForPrice } from '../budget.ts';
import { productTypeLabel } from '../concepts/product-types.ts';
import { classifyProduct, familyOf, KEPT_TYPE_SOURCES } from '../product-classification.ts';
import { isAdminTypeId, productTypeOptions } from './product-type-options.ts';
import type { CounterFilter } from './products.ts';
import {
  ADMIN_SEARCH_LIMIT,
  type AdminCounts,
  type AdminProduct,
  type AdminProductRows,
  type AdminSort,
  EXPORT_CHUNK,
  type ListQuery,
  type ProductScope,
  type ProductTypeOption,
  type ProductUpdate,
  unknownTypeMessage,
} from './products.ts';

const COLUMNS = `id::text, title, description, price_value, merchant, merchant_pid, image_url, product_url, tags,
  audience, interests, occasions, to_whom, age_groups, themes, is_active, needs_tagging, ai_rejection_reason,
  created_at, product_type, product_type_source`;

/** The SQL name key; ORDER BY and the index (migration 004) use exactly this expression. */
const NAME_KEY = `(pp_sv_sort_key(title) COLLATE "C")`;

// products.id, not the id the select list returns as text, so each order matches its index.
const ORDER: Record<AdminSort, string> = {
  newest: 'created_at DESC, products.id DESC',
  price_asc: 'price_value ASC NULLS LAST, products.id',
  price_desc: 'price_value DESC NULLS LAST, products.id DESC',
  name: `${NAME_KEY}, products.id`,
};

const FILTER_SQL: Record<CounterFilter, string> = {
  all: 'true',
  active: 'is_active',
  hidden: 'NOT is_active',
  needs_tagging: 'needs_tagging',
};

interface Row {
  id: string;
  title: string;
  description: string;
  price_value: string | number | null;
  merchant: string;
  merchant_pid: string;
  image_url: string | null;
  product_url: string;
  tags: string[];
  audience: string | null;
  interests: string[];
  occasions: string[];
  to_whom: string[];
  age_groups: string[];
  themes: string[];
  is_active: boolean;
  needs_tagging: boolean;
  ai_rejection_reason: string | null;
  created_at: string | Date;
  product_type: string;
  product_type_source: string | null;
}

function toProduct(row: Row): AdminProduct {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price_value == null ? null : Number(row.price_value),
    merchant: row.merchant,
    merchantPid: row.merchant_pid,
    imageUrl: row.image_url,
    productUrl: row.product_url,
    tags: row.tags,
    audience: row.audience,
    interests: row.interests,
    occasions: row.occasions,
    toWhom: row.to_whom,
    ageGroups: row.age_groups,
    themes: row.themes,
    isActive: row.is_active,
    needsTagging: row.needs_tagging,
    aiRejectionReason: row.ai_rejection_reason,
    createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString(),
    productType: row.product_type,
    productTypeLabel: productTypeLabel(row.product_type),
    productTypeSource: row.product_type_source,
  };
}

/** A 400 with a Swedish message for a type id the ontology does not have; nothing is read or changed. */
export function assertProductType(id: string | undefined): void {
  if (id !== undefined && !isAdminTypeId(id.trim())) {
    throw badRequest(unknownTypeMessage(id), [{ path: 'product_type', message: unknownTypeMessage(id) }]);
  }
}

/** The same check on a request body before it is parsed, so any unknown type gets that message. */
export function assertBodyProductType(body: unknown): void {
  if (typeof body !== 'object' || body === null || !('product_type' in body)) return;
  const value = (body as { product_type: unknown }).product_type;
  if (value === undefined) return;
  assertProductType(typeof value === 'string' ? value : String(value));
}

/** A LIKE pattern matching the text anywhere, with the text's own % _ \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** WHERE clause and parameters for a scope, numbering parameters from `first`. */
function scopeWhere(scope: ProductScope, first = 1): { where: string; params: SqlParam[] } {
  if ('q' in scope) {
    // Merchants are matched in the tallies (a few hundred rows), then read through the merchant index.
    return {
      where: `(title ILIKE $${first} OR merchant IN (SELECT merchant FROM product_tallies WHERE merchant ILIKE $${first}))`,
      params: [containsPattern(scope.q)],
    };
  }
  const parts = [FILTER_SQL[scope.filter]];
  const params: SqlParam[] = [];
  if (scope.merchant) {
    params.push(scope.merchant);
    parts.push(`merchant = $${first + params.length - 1}`);
  }
  // product_type is a column of both products and product_tallies, so the totals filter the same way.
  if (scope.type) {
    assertProductType(scope.type);
    params.push(scope.type);
    parts.push(`product_type = $${first + params.length - 1}`);
  }
  return { where: parts.join(' AND '), params };
}

/** One page of a list and the number of rows that match its filter. */
export async function listProducts(db: Queryable, query: ListQuery): Promise<AdminProductRows> {
  const { where, params } = scopeWhere({ filter: query.filter, merchant: query.merchant, type: query.type });
  const n = params.length;
  const [rows, counted] = await Promise.all([
    db.query<Row>(
      `SELECT ${COLUMNS} FROM products WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, query.limit, query.offset],
    ),
    db.query<{ total: number }>(`SELECT coalesce(sum(n), 0)::int AS total FROM product_tallies WHERE ${where}`, params),
  ]);
  return { products: rows.map(toProduct), total: counted[0]?.total ?? 0 };
}

/**
 * Products whose title or merchant contains the text (any case, hidden ones too), in name order, at most 200, with
 * the number of all matches. Merchants are matched in the tallies (a few hundred rows): their products are counted
 * there and read in name order through the name index; titles are matched through the trigram index (three
 * characters or more) and only the title hits of other merchants are counted and sorted, so no query counts or
 * sorts every match of a big merchant.
 */
export async function searchProducts(db: Queryable, q: string, limit = ADMIN_SEARCH_LIMIT): Promise<AdminProductRows> {
  const pattern = containsPattern(q);
  const found = await db.query<{ list: string[]; n: number }>(
    `SELECT coalesce(array_agg(DISTINCT merchant), '{}') AS list, coalesce(sum(n), 0)::int AS n
       FROM product_tallies WHERE merchant ILIKE $1 AND n > 0`,
    [pattern],
  );
  const merchants = found[0] ?? { list: [], n: 0 };
  const byMerchant =
    merchants.list.length > 0
      ? `UNION ALL (SELECT id, ${NAME_KEY} AS key FROM products WHERE merchant = ANY($3::text[])
           ORDER BY ${NAME_KEY}, id LIMIT $2)`
      : '';
  const rows = await db.query<Row & { total: number }>(
    `WITH title_hits AS MATERIALIZED (SELECT id, ${NAME_KEY} AS key, merchant FROM products WHERE title ILIKE $1),
          title_only AS (SELECT id, key FROM title_hits WHERE NOT merchant = ANY($3::text[])),
          picked AS (SELECT id, key FROM ((SELECT id, key FROM title_only) ${byMerchant}) AS u ORDER BY key, id LIMIT $2)
     SELECT ${COLUMNS}, ((SELECT count(*) FROM title_only) + $4)::int AS total
       FROM picked JOIN products USING (id)
      ORDER BY picked.key, picked.id`,
    [pattern, limit, merchants.list, merchants.n],
  );
  return { products: rows.map(toProduct), total: rows[0]?.total ?? 0 };
}

/** The five counters over the whole catalogue, from the tallies the triggers keep (migration 007). */
export async function productCounts(db: Queryable): Promise<AdminCounts> {
  const [row] = await db.query<AdminCounts>(
    `SELECT coalesce(sum(n), 0)::int AS total,
            coalesce(sum(n) FILTER (WHERE is_active), 0)::int AS active,
            coalesce(sum(n) FILTER (WHERE is_active AND trending), 0)::int AS trends,
            coalesce(sum(n) FILTER (WHERE needs_tagging), 0)::int AS "needsTagging",
            coalesce(sum(n) FILTER (WHERE NOT is_active), 0)::int AS hidden
       FROM product_tallies`,
  );
  return row ?? { total: 0, active: 0, trends: 0, needsTagging: 0, hidden: 0 };
}

/** Merchants that have products, in name order, with how many. */
export async function productMerchants(db: Queryable): Promise<{ name: string; count: number }[]> {
  return db.query<{ name: string; count: number }>(
    `SELECT merchant AS name, sum(n)::int AS count FROM product_tallies GROUP BY merchant HAVING sum(n) > 0
      ORDER BY pp_sv_sort_key(merchant) COLLATE "C", merchant`,
  );
}

/**
 * Every product type for the filter and the edit dialog ('Okänd' first, then the tree), with how many products of
 * each the catalogue holds (from the tallies: a sum over a few hundred rows).
 */
export async function productTypeList(db: Queryable): Promise<ProductTypeOption[]> {
  const rows = await db.query<{ type: string; n: number }>(
    `SELECT product_type AS type, sum(n)::int AS n FROM product_tallies GROUP BY product_type HAVING sum(n) > 0`,
  );
  return productTypeOptions(new Map(rows.map((row) => [row.type, row.n])));
}

/** Shows or hides the chosen products, or every product of a scope; returns how many rows changed. */
export async function setVisibility(
  db: Queryable,
  target: { ids: readonly string[] } | { scope: ProductScope },
  active: boolean,
): Promise<number> {
  const { where, params } =
    'ids' in target
      ? { where: 'id = ANY($2::uuid[])', params: [target.ids] as SqlParam[] }
      : scopeWhere(target.scope, 2);
  const [row] = await db.query<{ updated: number }>(
    `WITH changed AS (
       UPDATE products SET is_active = $1 WHERE ${where} AND is_active IS DISTINCT FROM $1 RETURNING 1
     ) SELECT count(*)::int AS updated FROM changed`,
    [active, ...params],
  );
  return row?.updated ?? 0;
}

/**
 * The edit dialog's save: the editable fields and tags, with the price bucket recomputed from the new price. A type
 * the admin chose is saved with source 'admin' (an import or a re-tag never changes it); without one, a type the
 * admin or the model set stays, and any other is told again from the new title and description. The family follows
 * the new title.
 */
export async function updateProduct(db: Queryable, id: string, update: ProductUpdate): Promise<AdminProduct> {
  assertProductType(update.product_type);
  const [current] = await db.query<{
    merchant: string;
    category_path: string[];
    google_category_id: number | null;
    item_group_id: string | null;
    product_type: string;
    product_type_source: string | null;
  }>(
    `SELECT merchant, category_path, google_category_id, item_group_id, product_type, product_type_source
       FROM products WHERE id = $1`,
    [id],
  );
  if (!current) throw notFound('Produkten finns inte');
  const facts = {
    merchant: current.merchant,
    title: update.title,
    description: update.description,
    categoryPath: current.category_path,
    googleCategoryId: current.google_category_id,
    itemGroupId: current.item_group_id,
  };
  const kept = (KEPT_TYPE_SOURCES as readonly (string | null)[]).includes(current.product_type_source);
  const told = update.product_type === undefined && !kept ? classifyProduct(facts) : null;
  const type =
    update.product_type !== undefined
      ? { product_type: update.product_type, product_type_source: 'admin' }
      : (told ?? { product_type: current.product_type, product_type_source: current.product_type_source });
  const rows = await db.query<Row>(
    `UPDATE products SET title = $2, description = $3, price_value = $4, price_bucket = $5, to_whom = $6,
            age_groups = $7, interests = $8, occasions = $9, themes = $10, is_active = $11, needs_tagging = $12,
            product_type = $13, product_type_source = $14, family_id = $15
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      update.title,
      update.description,
      update.price,
      update.price == null ? null : budgetBucketForPrice(update.price),
      update.to_whom,
      update.age_groups,
      update.interests,
      update.occasions,
      update.themes,
      update.is_active,
      update.needs_tagging,
      type.product_type,
      type.product_type_source,
      told?.family_id ?? familyOf(facts, type.product_type),
    ],
  );
  const row = rows[0];
  if (!row) throw notFound('Produkten finns inte');
  return toProduct(row);
}

export interface ExportRow {
  title: string;
  price: number | null;
  merchant: string;
  isActive: boolean;
  productUrl: string;
}

interface ExportChunk {
  rows: string | null;
  n: number;
  last_key: string | null;
  last_id: string | null;
}

/**
 * The export's rows in name order, read in chunks of about 2,000 by keyset (name key, id), so only one chunk is in
 * memory at a time however large the catalogue. Each chunk comes back as one JSON text: the embedded database hands
 * over one value several times faster than 2,000 rows of five columns.
 */
export async function* exportRows(
  db: Queryable,
  scope: { filter: CounterFilter; merchant?: string | undefined; type?: string | undefined },
  chunk = EXPORT_CHUNK,
): AsyncGenerator<ExportRow[]> {
  const { where, params } = scopeWhere(scope, 4);
  let after = null as { key: string; id: string } | null;
  for (;;) {
    // The keyset condition is left out of the first read, so every read is one plain index range.
    const keyset: string = after
      ? `AND (${NAME_KEY}, id) > ($2::text COLLATE "C", $3::uuid)`
      : 'AND $2::text IS NULL AND $3::uuid IS NULL';
    const [result]: ExportChunk[] = await db.query<ExportChunk>(
      `SELECT json_agg(json_build_array(title, price_value, merchant, is_active, product_url) ORDER BY k, id)::text AS rows,
              count(*)::int AS n,
              (array_agg(k ORDER BY k DESC, id DESC))[1] AS last_key,
              (array_agg(id::text ORDER BY k DESC, id DESC))[1] AS last_id
         FROM (SELECT ${NAME_KEY} AS k, products.id, title, price_value, merchant, is_active, product_url
                 FROM products WHERE ${where} ${keyset} ORDER BY ${ORDER.name} LIMIT $1) AS page`,
      [chunk, after?.key ?? null, after?.id ?? null, ...params],
    );
    if (!result?.rows || result.n === 0) return;
    const rows = JSON.parse(result.rows) as [string, number | string | null, string, boolean, string][];
    yield rows.map(([title, price, merchant, isActive, productUrl]) => ({
      title,
      price: price == null ? null : Number(price),
      merchant,
      isActive,
      productUrl,
    }));
    if (result.n < chunk || !result.last_key || !result.last_id) return;
    after = { key: result.last_key, id: result.last_id };
  }
}
