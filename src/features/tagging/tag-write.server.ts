/**
 * Reading products to tag and writing their tags: shared by the tagging run and the tag-products call. A write is
 * one statement for the whole batch: tags, product type, approve/reject and needs_tagging cleared. A rejected
 * product is hidden with its ai_rejection_reason; an approved product that only the tagger had hidden is shown
 * again. A type an admin set (product_type_source 'admin') is the tagger's input and is never overwritten.
 */
import type { Queryable } from '../../lib/db/db.server.ts';
import type { TaggerInput, TaggerResult } from './tagger.ts';

export interface ProductToTag {
  id: string;
  input: TaggerInput;
}

export interface TagOutcomeLike {
  id: string;
  result: TaggerResult;
  engine: 'offline' | 'openai';
}

export interface WriteCounts {
  updated: number;
  approved: number;
  rejected: number;
  modelTagged: number;
}

interface ProductRow {
  id: string;
  title: string;
  description: string | null;
  category_path: string[] | null;
  brand: string | null;
  price: number | null;
  merchant: string;
  google_category_id: number | null;
  product_type: string | null;
  product_type_source: string | null;
}

/** The columns the tagger reads, as `SELECT … FROM products`. */
export const TAG_COLUMNS =
  'id::text AS id, title, description, category_path, brand, price_value::float8 AS price, merchant, ' +
  'google_category_id, product_type, product_type_source';

/** The source of a type an admin set, kept by every re-tag. */
export const ADMIN_TYPE_SOURCE = 'admin';

/** A product row as the tagger's input. */
export function productToTag(row: ProductRow): ProductToTag {
  return {
    id: row.id,
    input: {
      title: row.title,
      description: row.description ?? '',
      categoryPath: row.category_path ?? [],
      brand: row.brand ?? '',
      price: row.price,
      merchant: row.merchant,
      googleCategory: row.google_category_id === null ? null : String(row.google_category_id),
      adminType: row.product_type_source === ADMIN_TYPE_SOURCE ? row.product_type : null,
    },
  };
}

/** Runs a product query selecting TAG_COLUMNS and returns the tagger's inputs. */
export async function readProducts(db: Queryable, sql: string, params: (string | number | null)[]) {
  const rows = await db.query<ProductRow>(sql, params);
  return rows.map(productToTag);
}

/**
 * Writes the outcomes in one statement. With `onlyNeeding`, a product whose needs_tagging was cleared meanwhile (by
 * another run) is left alone, so no product is counted twice.
 */
export async function writeTags(
  db: Queryable,
  outcomes: readonly TagOutcomeLike[],
  onlyNeeding: boolean,
): Promise<WriteCounts> {
  if (outcomes.length === 0) return { updated: 0, approved: 0, rejected: 0, modelTagged: 0 };
  const rows = outcomes.map(({ id, result, engine }) => ({
    id,
    approved: result.approved,
    reason: result.approved ? null : (result.ai_rejection_reason ?? 'Inte lämplig som present'),
    to_whom: result.to_whom,
    age_groups: result.age_groups,
    interests: result.interests,
    occasions: result.occasions,
    themes: result.themes,
    audience: result.audience,
    price_bucket: result.price_bucket,
    product_type: result.product_type,
    product_type_source: result.product_type_source,
    model: engine === 'openai',
  }));
  const written = await db.query<{ approved: boolean; model: boolean }>(
    `UPDATE products p SET
       to_whom = t.to_whom, age_groups = t.age_groups, interests = t.interests, occasions = t.occasions,
       themes = t.themes, audience = t.audience, price_bucket = coalesce(t.price_bucket, p.price_bucket),
       needs_tagging = false,
       product_type = CASE WHEN p.product_type_source = '${ADMIN_TYPE_SOURCE}' THEN p.product_type
         ELSE t.product_type END,
       product_type_source = CASE WHEN p.product_type_source = '${ADMIN_TYPE_SOURCE}' THEN p.product_type_source
         ELSE t.product_type_source END,
       ai_rejection_reason = CASE WHEN t.approved THEN NULL ELSE t.reason END,
       is_active = CASE
         WHEN NOT t.approved THEN false
         WHEN p.ai_rejection_reason IS NOT NULL AND p.deactivation_reason IS NULL THEN true
         ELSE p.is_active END
     FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, approved boolean, reason text, to_whom text[],
       age_groups text[], interests text[], occasions text[], themes text[], audience text, price_bucket text,
       product_type text, product_type_source text, model boolean)
     WHERE p.id = t.id AND ($2 OR p.needs_tagging)
     RETURNING t.approved, t.model`,
    [JSON.stringify(rows), !onlyNeeding],
  );
  const approved = written.filter((row) => row.approved).length;
  return {
    updated: written.length,
    approved,
    rejected: written.length - approved,
    modelTagged: written.filter((row) => row.model).length,
  };
}
