/**
 * Homepage categories (docs/product/admin-homepage.md#list, docs/product/admin-homepage.md#dialog): list, create (last
 * in the order), edit, the product selection, show/hide, delete and reorder. Every write runs in one transaction and,
 * once committed, asks for the site to be published; a refused request changes nothing.
 */
import type { Db, Queryable } from '../../../lib/db/types.ts';
import { badRequest, HttpError, notFound } from '../../../lib/http.ts';
import { requestPublish } from '../../publish/publish.server.ts';
import {
  type AdminCategory,
  type CategoryBody,
  type CategoryProduct,
  checkCategoryForm,
  checkSelection,
  HOMEPAGE_TEXT,
  isSameSet,
} from './homepage.ts';

type Writer = Pick<Db, 'query' | 'transaction'>;

interface CategoryRow {
  id: string;
  title: string;
  slug: string;
  sort_order: number;
  is_active: boolean;
  updated_at: Date | string;
  products: CategoryProduct[] | null;
}

const CATEGORY_SELECT = `
  SELECT c.id::text, c.title, c.slug, c.sort_order, c.is_active, c.updated_at,
         (SELECT json_agg(json_build_object(
                   'id', p.id::text, 'title', p.title, 'price', p.price_value::float8, 'merchant', p.merchant,
                   'imageUrl', p.image_url, 'isActive', p.is_active) ORDER BY cp.sort_order, p.id)
            FROM homepage_category_products cp JOIN products p ON p.id = cp.product_id
           WHERE cp.category_id = c.id) AS products
  FROM homepage_categories c`;

function toCategory(row: CategoryRow): AdminCategory {
  const products = row.products ?? [];
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    sortOrder: row.sort_order,
    isActive: row.is_active,
    updatedAt: new Date(row.updated_at).toISOString(),
    productCount: products.length,
    products,
  };
}

const conflict = (message: string) => new HttpError(409, message);

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Every category, hidden ones too, in their order, with the selected products in theirs. */
export async function listCategories(db: Queryable): Promise<AdminCategory[]> {
  const rows = await db.query<CategoryRow>(`${CATEGORY_SELECT} ORDER BY c.sort_order, c.title, c.id`);
  return rows.map(toCategory);
}

/** One category, or null. */
export async function findCategory(db: Queryable, id: string): Promise<AdminCategory | null> {
  const [row] = await db.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.id = $1::uuid`, [id]);
  return row ? toCategory(row) : null;
}

async function readBack(tx: Queryable, id: string): Promise<AdminCategory> {
  const category = await findCategory(tx, id);
  if (!category) throw notFound(HOMEPAGE_TEXT.notFound);
  return category;
}

/** 409 when another category already has the slug. */
async function assertSlugFree(tx: Queryable, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx.query<{ title: string }>(
    'SELECT title FROM homepage_categories WHERE slug = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)',
    [slug, exceptId],
  );
  if (taken) throw conflict(HOMEPAGE_TEXT.slugTaken(slug, taken.title));
}

/** Replaces a category's selection with `productIds` in that order; 400 when one of them is not in the catalogue. */
async function writeSelection(tx: Queryable, id: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length > 0) {
    const [found] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE id = ANY($1::uuid[])',
      [productIds],
    );
    if ((found?.n ?? 0) !== productIds.length) throw badRequest(HOMEPAGE_TEXT.unknownProducts);
  }
  await tx.query('DELETE FROM homepage_category_products WHERE category_id = $1::uuid', [id]);
  if (productIds.length > 0)
    await tx.query(
      `INSERT INTO homepage_category_products (category_id, product_id, sort_order)
       SELECT $1::uuid, p.id, (p.n - 1)::int FROM unnest($2::uuid[]) WITH ORDINALITY AS p(id, n)`,
      [id, productIds],
    );
}

/** The cleaned form, or a 400 with its first problem. */
function checked(body: CategoryBody, productIds: readonly string[]) {
  const result = checkCategoryForm({ title: body.title, productIds });
  if (!result.ok) throw badRequest(result.error);
  return result.value;
}

/** Runs a write, turning a slug clash the check did not see (a race) into the 409 it would have given. */
async function writing<T>(slug: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(HOMEPAGE_TEXT.slugTaken(slug, slug));
    throw error;
  }
}

/** Adds a category last in the order (highest sort_order + 1) with its selection. */
export async function createCategory(db: Writer, body: CategoryBody): Promise<AdminCategory> {
  const form = checked(body, body.productIds ?? []);
  const category = await writing(form.slug, () =>
    db.transaction(async (tx) => {
      // One writer at a time computes "last", so two categories added at once never share a place.
      await tx.query('LOCK TABLE homepage_categories IN SHARE ROW EXCLUSIVE MODE');
      await assertSlugFree(tx, form.slug, null);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO homepage_categories (title, slug, sort_order)
         SELECT $1, $2, coalesce(max(sort_order) + 1, 0) FROM homepage_categories
         RETURNING id::text`,
        [form.title, form.slug],
      );
      if (!row) throw new Error('the new category was not read back');
      await writeSelection(tx, row.id, form.productIds);
      return readBack(tx, row.id);
    }),
  );
  await requestPublish(`Startsidans kategori ”${category.title}” skapades`);
  return category;
}

/** Saves the title (and so the slug) and, when given, the selection. 404 for an unknown category. */
export async function updateCategory(db: Writer, id: string, body: CategoryBody): Promise<AdminCategory> {
  const form = checked(body, body.productIds ?? []);
  const category = await writing(form.slug, () =>
    db.transaction(async (tx) => {
      const [locked] = await tx.query('SELECT id FROM homepage_categories WHERE id = $1::uuid FOR UPDATE', [id]);
      if (!locked) throw notFound(HOMEPAGE_TEXT.notFound);
      await assertSlugFree(tx, form.slug, id);
      await tx.query('UPDATE homepage_categories SET title = $2, slug = $3, updated_at = now() WHERE id = $1::uuid', [
        id,
        form.title,
        form.slug,
      ]);
      if (body.productIds) await writeSelection(tx, id, form.productIds);
      return readBack(tx, id);
    }),
  );
  await requestPublish(`Startsidans kategori ”${category.title}” ändrades`);
  return category;
}

/** Replaces the selection (at most 15, each once, order kept). */
export async function setCategoryProducts(
  db: Writer,
  id: string,
  productIds: readonly string[],
): Promise<AdminCategory> {
  const problem = checkSelection(productIds);
  if (problem) throw badRequest(problem);
  const category = await db.transaction(async (tx) => {
    const [locked] = await tx.query('SELECT id FROM homepage_categories WHERE id = $1::uuid FOR UPDATE', [id]);
    if (!locked) throw notFound(HOMEPAGE_TEXT.notFound);
    await writeSelection(tx, id, productIds);
    await tx.query('UPDATE homepage_categories SET updated_at = now() WHERE id = $1::uuid', [id]);
    return readBack(tx, id);
  });
  await requestPublish(`Produkterna i startsidans kategori ”${category.title}” ändrades`);
  return category;
}

/** Shows or hides a category on the home page. */
export async function setCategoryActive(db: Writer, id: string, active: boolean): Promise<AdminCategory> {
  const category = await db.transaction(async (tx) => {
    const [row] = await tx.query(
      'UPDATE homepage_categories SET is_active = $2, updated_at = now() WHERE id = $1::uuid RETURNING id',
      [id, active],
    );
    if (!row) throw notFound(HOMEPAGE_TEXT.notFound);
    return readBack(tx, id);
  });
  await requestPublish(`Startsidans kategori ”${category.title}” ${active ? 'visas' : 'döljs'}`);
  return category;
}

/** Deletes a category (its selection goes with it) and closes the gap in the order. */
export async function deleteCategory(db: Writer, id: string): Promise<{ id: string; title: string }> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ title: string }>(
      'DELETE FROM homepage_categories WHERE id = $1::uuid RETURNING title',
      [id],
    );
    if (!row) throw notFound(HOMEPAGE_TEXT.notFound);
    await renumber(tx);
    return { id, title: row.title };
  });
  await requestPublish(`Startsidans kategori ”${deleted.title}” raderades`);
  return deleted;
}

/** Rewrites sort_order as 0..n-1 in the current order. */
async function renumber(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE homepage_categories c SET sort_order = o.n
     FROM (SELECT id, (row_number() OVER (ORDER BY sort_order, title, id) - 1)::int AS n FROM homepage_categories) o
     WHERE c.id = o.id AND c.sort_order <> o.n`,
  );
}

/**
 * Puts the categories in the order of `ids` (sort_order 0..n-1) in one transaction. `ids` must name every category
 * exactly once; otherwise 400 and nothing changes.
 */
export async function reorderCategories(db: Writer, ids: readonly string[]): Promise<AdminCategory[]> {
  const categories = await db.transaction(async (tx) => {
    const current = await tx.query<{ id: string }>('SELECT id::text FROM homepage_categories ORDER BY id FOR UPDATE');
    if (
      !isSameSet(
        current.map((row) => row.id),
        ids,
      )
    )
      throw badRequest(HOMEPAGE_TEXT.orderMismatch);
    await tx.query(
      `UPDATE homepage_categories c SET sort_order = (o.n - 1)::int, updated_at = now()
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, n)
       WHERE c.id = o.id AND c.sort_order <> (o.n - 1)::int`,
      [ids],
    );
    return listCategories(tx);
  });
  await requestPublish('Startsidans kategorier fick en ny ordning');
  return categories;
}
