import type { Queryable } from '../../lib/db/db.server.ts';
import { classifyProduct, KEPT_TYPE_SOURCES } from './product-classification.ts';

/** A product as written to the products table (import, seed, admin). */
export interface ProductInsert {
  id?: string;
  title: string;
  description: string;
  price_value: number | null;
  merchant: string;
  merchant_pid: string;
  ean?: string | null;
  image_url: string | null;
  image_width?: number | null;
  image_height?: number | null;
  product_url: string;
  category_path: string[];
  tags: string[];
  audience?: string | null;
  interests?: string[];
  occasions?: string[];
  to_whom?: string[];
  age_groups?: string[];
  themes?: string[];
  price_bucket?: string | null;
  source: string;
  rank_boost?: number;
  trend_boost?: number;
  trend_score?: number;
  featured?: boolean;
  is_active?: boolean;
  needs_tagging?: boolean;
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
}

const COLUMNS = `id uuid, title text, description text, price_value numeric, merchant text, merchant_pid text,
  ean text, image_url text, image_width int, image_height int, product_url text, category_path text[], tags text[],
  audience text, interests text[], occasions text[], to_whom text[], age_groups text[], themes text[],
  price_bucket text, source text, rank_boost real, trend_boost real, trend_score real, featured boolean,
  is_active boolean, needs_tagging boolean, google_category_id int, item_group_id text, product_type text,
  product_type_source text, family_id text`;

/** The row with its type and family: the ones it gives, else those classifyProduct tells. */
function classified(row: ProductInsert): ProductInsert {
  if (row.product_type !== undefined && row.family_id !== undefined) return row;
  const facts = {
    merchant: row.merchant,
    title: row.title,
    description: row.description ?? '',
    categoryPath: row.category_path ?? [],
    googleCategoryId: row.google_category_id ?? null,
    itemGroupId: row.item_group_id ?? null,
  };
  const told = classifyProduct(facts);
  return {
    ...row,
    product_type: row.product_type ?? told.product_type,
    product_type_source: row.product_type !== undefined ? (row.product_type_source ?? null) : told.product_type_source,
    family_id: row.family_id ?? told.family_id,
  };
}

/**
 * Inserts or updates products by (merchant, merchant_pid) in one statement per call. Facets and boosts that the
 * row leaves out keep their stored values on update, so a feed refresh never wipes tagging. Every row gets a type and
 * a family (told from its text when it gives none); a type the admin chose or the model gave is kept on update.
 */
export async function upsertProducts(db: Queryable, rows: readonly ProductInsert[]): Promise<UpsertResult> {
  if (rows.length === 0) return { added: 0, updated: 0 };
  const payload = JSON.stringify(rows.map(classified));
  const result = await db.query<{ inserted: boolean }>(
    `INSERT INTO products AS p (id, title, description, price_value, merchant, merchant_pid, ean, image_url,
       image_width, image_height, product_url, category_path, tags, audience, interests, occasions, to_whom,
       age_groups, themes, price_bucket, source, rank_boost, trend_boost, trend_score, featured, is_active,
       needs_tagging, google_category_id, item_group_id, product_type, product_type_source, family_id)
     SELECT coalesce(r.id, gen_random_uuid()), r.title, coalesce(r.description, ''), r.price_value, r.merchant,
       r.merchant_pid, r.ean, r.image_url, r.image_width, r.image_height, r.product_url,
       coalesce(r.category_path, '{}'), coalesce(r.tags, '{}'), r.audience, coalesce(r.interests, '{}'),
       coalesce(r.occasions, '{}'), coalesce(r.to_whom, '{}'), coalesce(r.age_groups, '{}'),
       coalesce(r.themes, '{}'), r.price_bucket, r.source, coalesce(r.rank_boost, 0), coalesce(r.trend_boost, 0),
       coalesce(r.trend_score, 0), coalesce(r.featured, false), coalesce(r.is_active, true),
       coalesce(r.needs_tagging, false), r.google_category_id, r.item_group_id, r.product_type, r.product_type_source,
       r.family_id
     FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS})
     ON CONFLICT (merchant, merchant_pid) DO UPDATE SET
       title = excluded.title,
       description = excluded.description,
       price_value = excluded.price_value,
       ean = coalesce(excluded.ean, p.ean),
       image_url = excluded.image_url,
       image_width = coalesce(excluded.image_width, p.image_width),
       image_height = coalesce(excluded.image_height, p.image_height),
       product_url = excluded.product_url,
       category_path = excluded.category_path,
       tags = CASE WHEN cardinality(excluded.tags) > 0 THEN excluded.tags ELSE p.tags END,
       price_bucket = coalesce(excluded.price_bucket, p.price_bucket),
       is_active = excluded.is_active,
       google_category_id = coalesce(excluded.google_category_id, p.google_category_id),
       item_group_id = coalesce(excluded.item_group_id, p.item_group_id),
       product_type = CASE WHEN p.product_type_source = ANY($2::text[]) THEN p.product_type ELSE excluded.product_type END,
       product_type_source = CASE WHEN p.product_type_source = ANY($2::text[]) THEN p.product_type_source
         ELSE excluded.product_type_source END,
       family_id = excluded.family_id
     RETURNING (xmax = 0) AS inserted`,
    [payload, KEPT_TYPE_SOURCES],
  );
  const added = result.filter((row) => row.inserted).length;
  return { added, updated: result.length - added };
}
