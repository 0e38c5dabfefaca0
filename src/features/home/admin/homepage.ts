/**
 * Homepage categories in the admin (docs/product/admin-homepage.md#list, docs/product/admin-homepage.md#dialog): the
 * form's rules, the product selection's limits, the order, and the API shapes. The slug is always made from the title
 * (docs/product/admin-homepage.md#dialog) by the admin's one slug rule.
 */
import { z } from 'zod';
import { toSlug } from '../../../lib/slug.ts';
import { productIdSchema as productId } from '../../catalogue/admin/products.ts';

/** At most this many hand-picked products per category. */
export const CATEGORY_PRODUCTS_MAX = 15;
/** The dialog's product search shows this many results. */
export const CATEGORY_SEARCH_LIMIT = 20;
export const CATEGORY_TITLE_MAX = 80;

export const HOMEPAGE_TEXT = {
  titleRequired: 'Titel måste fyllas i',
  titleTooLong: `Titeln får vara högst ${CATEGORY_TITLE_MAX} tecken`,
  titleWithoutLetters: 'Titeln måste innehålla minst en bokstav eller siffra',
  maxTitle: 'Max antal',
  maxDescription: `Du kan max välja ${CATEGORY_PRODUCTS_MAX} produkter per kategori`,
  max: `Max antal: Du kan max välja ${CATEGORY_PRODUCTS_MAX} produkter per kategori`,
  duplicateTitle: 'Redan vald',
  duplicateDescription: 'Produkten är redan tillagd',
  duplicate: 'Redan vald: Produkten är redan tillagd',
  unknownProducts: 'En eller flera av de valda produkterna finns inte längre – sök fram dem igen',
  notFound: 'Kategorin finns inte',
  slugTaken: (slug: string, title: string) =>
    `Adressen ”${slug}” används redan av kategorin ”${title}” – välj en annan titel`,
  orderMismatch: 'Ordningen måste innehålla varje kategori precis en gång – ladda om listan och försök igen',
  saved: 'Sparat!',
  created: 'Skapat!',
  deleted: 'Raderat!',
  activated: 'Aktiverad',
  deactivated: 'Inaktiverad',
  empty: 'Inga kategorier än. Lägg till den första.',
  confirmDelete: (title: string) =>
    `Vill du radera kategorin ”${title}”? Den försvinner från startsidan vid nästa publicering.`,
} as const;

/** What the dialog sends. */
export interface CategoryForm {
  title: string;
  productIds: readonly string[];
}

export type Check<T> = { ok: true; value: T } | { ok: false; error: string };

/** The problem with a product selection, or null: at most 15, each product once. */
export function checkSelection(productIds: readonly string[]): string | null {
  if (new Set(productIds).size !== productIds.length) return HOMEPAGE_TEXT.duplicate;
  if (productIds.length > CATEGORY_PRODUCTS_MAX) return HOMEPAGE_TEXT.max;
  return null;
}

/**
 * Whether one more product may join the selection: 'Redan vald' when it is in it, 'Max antal' when it is full.
 * The dialog asks before adding; the server checks the whole selection with checkSelection.
 */
export function canAddProduct(
  productIds: readonly string[],
  productId: string,
): { ok: true } | { ok: false; title: string; description: string } {
  if (productIds.includes(productId))
    return { ok: false, title: HOMEPAGE_TEXT.duplicateTitle, description: HOMEPAGE_TEXT.duplicateDescription };
  if (productIds.length >= CATEGORY_PRODUCTS_MAX)
    return { ok: false, title: HOMEPAGE_TEXT.maxTitle, description: HOMEPAGE_TEXT.maxDescription };
  return { ok: true };
}

/** The form cleaned (title trimmed, the slug made from it) or its first problem. Used by the dialog and the API. */
export function checkCategoryForm(form: CategoryForm): Check<{ title: string; slug: string; productIds: string[] }> {
  const title = form.title.trim().replace(/\s+/g, ' ');
  if (!title) return { ok: false, error: HOMEPAGE_TEXT.titleRequired };
  if (title.length > CATEGORY_TITLE_MAX) return { ok: false, error: HOMEPAGE_TEXT.titleTooLong };
  const slug = toSlug(title);
  if (!slug) return { ok: false, error: HOMEPAGE_TEXT.titleWithoutLetters };
  const problem = checkSelection(form.productIds);
  if (problem) return { ok: false, error: problem };
  return { ok: true, value: { title, slug, productIds: [...form.productIds] } };
}

/**
 * Whether `ids` is exactly the current categories in some order (each once, none missing, none unknown). A reorder
 * is refused otherwise, so a list that is out of date never loses or duplicates a category.
 */
export function isSameSet(current: readonly string[], ids: readonly string[]): boolean {
  if (current.length !== ids.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(current);
  return ids.every((id) => known.has(id));
}

/**
 * POST /api/admin/homepage and PUT /api/admin/homepage/[id]. A missing title counts as empty (so `{}` is answered
 * 'Titel måste fyllas i'); productIds is optional on edit (the selection stays) and empty on create when left out.
 * Lengths beyond any form's are plain 400s; the rules are checkCategoryForm's.
 */
export const categoryBodySchema = z
  .object({
    title: z.string().max(1000).default(''),
    productIds: z.array(productId).max(100).optional(),
  })
  .strict();
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** PUT /api/admin/homepage/[id]/products: the selection in its order. */
export const selectionBodySchema = z.object({ productIds: z.array(productId).max(100) }).strict();

/** POST /api/admin/homepage/[id]/visibility. */
export const visibilityBodySchema = z.object({ active: z.boolean() }).strict();

/** PUT /api/admin/homepage/order: every category id, in the new order. */
export const orderBodySchema = z
  .object({ ids: z.array(z.guid().transform((id) => id.toLowerCase())).max(1000) })
  .strict();

/** DELETE /api/admin/homepage/[id] takes no fields. */
export const emptyBodySchema = z.object({}).strict();

/** The route parameter of /api/admin/homepage/[id]. */
export const categoryIdSchema = z.object({ id: z.guid() });

/** A selected product as the list and the dialog show it. */
export interface CategoryProduct {
  id: string;
  title: string;
  price: number | null;
  merchant: string;
  imageUrl: string | null;
  isActive: boolean;
}

/** A category as the admin API returns it. */
export interface AdminCategory {
  id: string;
  title: string;
  slug: string;
  sortOrder: number;
  isActive: boolean;
  updatedAt: string;
  productCount: number;
  products: CategoryProduct[];
}

/** The toast after hiding or showing a category (docs/product/admin-homepage.md#list). */
export function categoryVisibilityToast(active: boolean, title: string) {
  return active
    ? { title: HOMEPAGE_TEXT.activated, description: `${title} visas på startsidan efter publicering` }
    : { title: HOMEPAGE_TEXT.deactivated, description: `${title} döljs på startsidan efter publicering` };
}

/** "3/15 produkter". */
export function selectionCount(count: number): string {
  return `${count}/${CATEGORY_PRODUCTS_MAX}`;
}
