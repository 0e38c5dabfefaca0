import type { Db, Queryable } from '../../../lib/db/db.server.ts';
import { badRequest, HttpError, notFound } from '../../../lib/http.ts';
import {
  type AdminMerchant,
  checkMerchantForm,
  MERCHANT_PRODUCTS_LIMIT,
  MERCHANT_TEXT,
  type MerchantBody,
  type MerchantProduct,
  type MerchantProductsResponse,
  sortMerchantsByName,
} from './merchant.ts';

interface MerchantRow {
  id: string;
  name: string;
  feed_url: string | null;
  status_url: string | null;
  source_id: string;
  is_active: boolean;
  updated_at: Date | string;
  total: number;
  active: number;
}

/** Merchants with their product counts (products name their merchant in products.merchant). */
const MERCHANT_SELECT = `
  SELECT m.id::text, m.name, m.feed_url, m.status_url, m.source_id, m.is_active, m.updated_at,
         c.total::int AS total, c.active::int AS active
  FROM merchants m
  CROSS JOIN LATERAL (
    SELECT count(*) AS total, count(*) FILTER (WHERE p.is_active) AS active FROM products p WHERE p.merchant = m.name
  ) c`;

function toMerchant(row: MerchantRow): AdminMerchant {
  return {
    id: row.id,
    name: row.name,
    feedUrl: row.feed_url,
    statusUrl: row.status_url,
    sourceId: row.source_id,
    isActive: row.is_active,
    updatedAt: new Date(row.updated_at).toISOString(),
    counts: { total: row.total, active: row.active, hidden: row.total - row.active },
  };
}

const conflict = (message: string) => new HttpError(409, message);

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Every merchant, by name in Swedish order, with total, active and hidden product counts. */
export async function listMerchants(db: Queryable): Promise<AdminMerchant[]> {
  const rows = await db.query<MerchantRow>(`${MERCHANT_SELECT} ORDER BY m.name`);
  return sortMerchantsByName(rows.map(toMerchant));
}

/** One merchant with its counts, or null. */
export async function findMerchant(db: Queryable, id: string): Promise<AdminMerchant | null> {
  const [row] = await db.query<MerchantRow>(`${MERCHANT_SELECT} WHERE m.id = $1::uuid`, [id]);
  return row ? toMerchant(row) : null;
}

/** 409 when another merchant has the same name (any letter case) or the same source id. */
async function assertNoClash(db: Queryable, name: string, sourceId: string, exceptId: string | null): Promise<void> {
  const rows = await db.query<{ name: string; source_id: string }>(
    `SELECT name, source_id FROM merchants
     WHERE (lower(name) = lower($1) OR source_id = $2) AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [name, sourceId, exceptId],
  );
  const sameName = rows.find((row) => row.name.toLowerCase() === name.toLowerCase());
  if (sameName) throw conflict(MERCHANT_TEXT.nameTaken(sameName.name));
  if (rows.length > 0) throw conflict(MERCHANT_TEXT.sourceIdTaken(sourceId));
}

function checked(body: MerchantBody, isActive: boolean) {
  const result = checkMerchantForm({
    name: body.name,
    feedUrl: body.feedUrl,
    statusUrl: body.statusUrl,
    isActive,
  });
  if (!result.ok) throw badRequest(result.error);
  return result.value;
}

/** Adds a merchant; its source id follows from the name. 400 for a bad form, 409 for a clash. */
export async function createMerchant(
  db: Pick<Db, 'query' | 'transaction'>,
  body: MerchantBody,
): Promise<AdminMerchant> {
  const form = checked(body, body.isActive ?? true);
  try {
    return await db.transaction(async (tx) => {
      await assertNoClash(tx, form.name, form.sourceId, null);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO merchants (name, feed_url, status_url, source_id, is_active)
         VALUES ($1, $2, $3, $4, $5) RETURNING id::text`,
        [form.name, form.feedUrl, form.statusUrl, form.sourceId, form.isActive],
      );
      const created = row && (await findMerchant(tx, row.id));
      if (!created) throw new Error('the new merchant was not read back');
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MERCHANT_TEXT.nameTaken(form.name));
    throw error;
  }
}

/**
 * Saves a merchant's form. A new name gives a new source id, and in the same transaction the merchant's products
 * (which name their merchant in products.merchant) take the new name, and products and import logs recorded under
 * the old source id move to the new one. 404 for an unknown id, 400 for a bad form, 409 for a clash with another
 * merchant or with products already filed under the new name.
 */
export async function updateMerchant(
  db: Pick<Db, 'query' | 'transaction'>,
  id: string,
  body: MerchantBody,
): Promise<AdminMerchant> {
  const current = await findMerchant(db, id);
  if (!current) throw notFound(MERCHANT_TEXT.notFound);
  const form = checked(body, body.isActive ?? current.isActive);
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.query<{ name: string; source_id: string }>(
        'SELECT name, source_id FROM merchants WHERE id = $1::uuid FOR UPDATE',
        [id],
      );
      if (!locked) throw notFound(MERCHANT_TEXT.notFound);
      await assertNoClash(tx, form.name, form.sourceId, id);
      if (form.name !== locked.name) {
        const [taken] = await tx.query<{ found: boolean }>(
          'SELECT true AS found FROM products WHERE merchant = $1 LIMIT 1',
          [form.name],
        );
        if (taken) throw conflict(MERCHANT_TEXT.productsUnderName(form.name));
        // Family ids are made from the merchant's name (catalogue/concepts/family.ts): forgetting the feed digests
        // makes the next import write every product once more, so its families follow the new name.
        await tx.query(
          `UPDATE products
           SET merchant = $2, source = CASE WHEN source = $3 THEN $4 ELSE source END, feed_digest = NULL
           WHERE merchant = $1`,
          [locked.name, form.name, locked.source_id, form.sourceId],
        );
      }
      if (form.sourceId !== locked.source_id)
        await tx.query('UPDATE import_logs SET source = $2 WHERE source = $1', [locked.source_id, form.sourceId]);
      await tx.query(
        `UPDATE merchants
         SET name = $2, feed_url = $3, status_url = $4, source_id = $5, is_active = $6, updated_at = now()
         WHERE id = $1::uuid`,
        [id, form.name, form.feedUrl, form.statusUrl, form.sourceId, form.isActive],
      );
      const saved = await findMerchant(tx, id);
      if (!saved) throw notFound(MERCHANT_TEXT.notFound);
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MERCHANT_TEXT.nameTaken(form.name));
    throw error;
  }
}

/** A merchant, its counts and up to 200 of its products (newest first, hidden ones included). 404 when unknown. */
export async function merchantProducts(db: Queryable, id: string): Promise<MerchantProductsResponse> {
  const merchant = await findMerchant(db, id);
  if (!merchant) throw notFound(MERCHANT_TEXT.notFound);
  const rows = await db.query<{
    id: string;
    title: string;
    price_value: number | null;
    image_url: string | null;
    product_url: string;
    is_active: boolean;
  }>(
    `SELECT id::text, title, price_value::float8 AS price_value, image_url, product_url, is_active
     FROM products WHERE merchant = $1
     ORDER BY created_at DESC, id
     LIMIT $2`,
    [merchant.name, MERCHANT_PRODUCTS_LIMIT],
  );
  const products: MerchantProduct[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    priceValue: row.price_value,
    imageUrl: row.image_url,
    productUrl: row.product_url,
    isActive: row.is_active,
  }));
  return { merchant, products, limit: MERCHANT_PRODUCTS_LIMIT };
}
