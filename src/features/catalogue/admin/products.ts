/**
 * The admin's product lists (docs/product/admin-products.md#lists, docs/product/admin-products.md#products-tab): what a
 * list asks for, how it sorts, the caps, and the edit dialog's update. The database side is products.server.ts.
 */
import { z } from 'zod';
import { isProductId } from '../product-id.ts';
import { AGE_GROUPS, INTERESTS, OCCASIONS, THEMES, TO_WHOM } from '../vocabularies.ts';
import { parseAdminPrice } from './admin-price.ts';

/** The five counters' lists (docs/product/admin-products.md#counters): which products a counter's full list shows. */
export const COUNTER_FILTERS = ['all', 'active', 'hidden', 'needs_tagging'] as const;
export type CounterFilter = (typeof COUNTER_FILTERS)[number];

/** Rows per page in every admin list. */
export const ADMIN_PAGE_SIZE = 50;
/** The products tab shows at most this many rows per list. */
export const ADMIN_LIST_CAP = 500;
/** Most results of a database search. */
export const ADMIN_SEARCH_LIMIT = 200;
/** Rows read from the database per step of the CSV export. */
export const EXPORT_CHUNK = 2000;

export const ADMIN_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];
export const SORT_LABELS: Record<AdminSort, string> = {
  newest: 'Nyast',
  price_asc: 'Pris: lågt till högt',
  price_desc: 'Pris: högt till lågt',
  name: 'Namn A-Ö',
};

/** The filters of the products tab (the counters' lists add needs_tagging). */
export const TAB_FILTERS = ['all', 'active', 'hidden'] as const;
export const FILTER_LABELS: Record<CounterFilter, string> = {
  all: 'Alla',
  active: 'Aktiva',
  hidden: 'Dolda',
  needs_tagging: 'Behöver taggning',
};

/**
 * Name order the Swedish way, independent of the database's collation: a key where upper case folds to lower and
 * å ä ö come after z ({ | } follow z in ASCII); æ/ø sort as ä/ö, é/è as e, ü as y. The SQL function
 * pp_sv_sort_key (migration 004) is the same translation; compare keys byte by byte (COLLATE "C").
 */
export const SV_SORT_FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖåäöÆæØøÉéÈèÜü';
export const SV_SORT_TO = 'abcdefghijklmnopqrstuvwxyz{|}{|}||}}eeeeyy';

const SV_MAP = new Map([...SV_SORT_FROM].map((char, index) => [char, SV_SORT_TO[index] ?? char]));

export function svSortKey(value: string): string {
  let key = '';
  for (const char of value) key += SV_MAP.get(char) ?? char;
  return key;
}

/** Compares two titles in name order (then by id, as the database does). */
export function compareSvNames(a: { title: string; id: string }, b: { title: string; id: string }): number {
  const left = svSortKey(a.title);
  const right = svSortKey(b.title);
  if (left !== right) return left < right ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * A product type id as a request carries it (its shape; whether the ontology has it is checked on the server, so the
 * islands do not load the ontology).
 */
export const productTypeIdSchema = z
  .string()
  .trim()
  .min(1, 'Ange en produkttyp')
  .max(80, 'Okänd produkttyp')
  .regex(/^[a-z0-9-]+$/, 'Okänd produkttyp');

/** The answer to an unknown type id (400). */
export function unknownTypeMessage(id: string): string {
  return `Okänd produkttyp: ${id.slice(0, 80)}`;
}

/** GET /api/admin/products: one page of a list. */
export const listQuerySchema = z.object({
  filter: z.enum(COUNTER_FILTERS).default('all'),
  merchant: z.string().trim().min(1).max(200).optional(),
  /** Only products of this type ('okand': those whose type is not known). */
  type: productTypeIdSchema.optional(),
  sort: z.enum(ADMIN_SORTS).default('newest'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A product id (UUID). */
export const productIdSchema = z.string().refine(isProductId, 'Ogiltigt produkt-id');

/** Search text: trimmed, not empty. */
export const searchTextSchema = z.string().trim().min(1, 'Ange en sökterm').max(200);

/** GET /api/admin/products/search. */
export const searchQuerySchema = z.object({
  q: searchTextSchema,
  limit: z.coerce.number().int().min(1).max(ADMIN_SEARCH_LIMIT).default(ADMIN_SEARCH_LIMIT),
});

/** Which products a bulk action or an export covers: a list filter, or a database search. */
export const scopeSchema = z.union([
  z.object({ q: searchTextSchema }).strict(),
  z
    .object({
      filter: z.enum(COUNTER_FILTERS).default('all'),
      merchant: z.string().trim().min(1).max(200).optional(),
      type: productTypeIdSchema.optional(),
    })
    .strict(),
]);
export type ProductScope = z.infer<typeof scopeSchema>;

/** POST /api/admin/products/visibility: chosen rows, or every row of a scope. */
export const visibilityBodySchema = z.union([
  z.object({ ids: z.array(productIdSchema).min(1).max(1000), active: z.boolean() }).strict(),
  z.object({ scope: scopeSchema, active: z.boolean() }).strict(),
]);
export type VisibilityBody = z.infer<typeof visibilityBodySchema>;

/** GET /api/admin/products/export. */
export const exportQuerySchema = z
  .object({
    filter: z.enum(COUNTER_FILTERS).default('all'),
    merchant: z.string().trim().min(1).max(200).optional(),
    type: productTypeIdSchema.optional(),
  })
  .strict();

function facet<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(z.enum(values))
    .max(values.length * 2)
    .transform((list) => [...new Set(list)]);
}

/** PATCH /api/admin/products/[id]: the edit dialog's fields. Price is read by parseAdminPrice. */
export const updateBodySchema = z
  .object({
    title: z.string().trim().min(1, 'Produktnamn måste fyllas i').max(500),
    price: z.union([z.string().max(40), z.number(), z.null()]).transform((input, context) => {
      const parsed = parseAdminPrice(input);
      if (!parsed.ok) {
        context.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed.value;
    }),
    description: z.string().max(20_000),
    to_whom: facet(TO_WHOM),
    age_groups: facet(AGE_GROUPS),
    interests: facet(INTERESTS),
    occasions: facet(OCCASIONS),
    themes: facet(THEMES),
    is_active: z.boolean(),
    needs_tagging: z.boolean(),
    /** The type the admin chose; left out, the type stays as it is. Saved with source 'admin'. */
    product_type: productTypeIdSchema.optional(),
  })
  .strict();
export type ProductUpdate = z.infer<typeof updateBodySchema>;

/** A product as the admin lists and the edit dialog see it. */
export interface AdminProduct {
  id: string;
  title: string;
  description: string;
  price: number | null;
  merchant: string;
  merchantPid: string;
  imageUrl: string | null;
  productUrl: string;
  tags: string[];
  audience: string | null;
  interests: string[];
  occasions: string[];
  toWhom: string[];
  ageGroups: string[];
  themes: string[];
  isActive: boolean;
  needsTagging: boolean;
  aiRejectionReason: string | null;
  createdAt: string;
  /** The product type's id ('okand' when not known), its Swedish label, and where it came from ('admin', …). */
  productType: string;
  productTypeLabel: string;
  productTypeSource: string | null;
}

/** One product type as the filter and the edit dialog offer it: tree order, 'okand' first. */
export interface ProductTypeOption {
  id: string;
  label: string;
  /** 0 for a top-level type, 1 for its children, … */
  depth: number;
  /** Products of this type in the whole catalogue. */
  count: number;
}

/** A type option's text in a select: indented by its depth, with its count when asked. */
export function typeOptionText(option: ProductTypeOption, withCount: boolean): string {
  const indent = '\u00a0\u00a0'.repeat(option.depth);
  return `${indent}${option.label}${withCount ? ` (${groupDigits(option.count)})` : ''}`;
}

/** One page of a list, with the count of every row that matches. */
export interface AdminProductPage {
  products: AdminProduct[];
  total: number;
  /** Change-feed cursor at the time of reading, for following live changes. */
  cursor: string;
}

/** A page as the database reads it; the API adds the change-feed cursor (the cursor belongs to the live feature). */
export type AdminProductRows = Omit<AdminProductPage, 'cursor'>;

export interface AdminCounts {
  total: number;
  active: number;
  trends: number;
  needsTagging: number;
  hidden: number;
}

/** Pages of a list: the tab caps it at 500 rows, a counter's full list does not. */
export function pageCount(total: number, capped: boolean, pageSize = ADMIN_PAGE_SIZE): number {
  const shown = capped ? Math.min(total, ADMIN_LIST_CAP) : total;
  return Math.max(1, Math.ceil(shown / pageSize));
}

/** The line over a capped list: "Visar de första 500 av 40 000", or null when everything fits. */
export function capNotice(total: number): string | null {
  return total > ADMIN_LIST_CAP ? `Visar de första ${ADMIN_LIST_CAP} av ${groupDigits(total)}` : null;
}

export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/**
 * The toast after showing or hiding products (docs/product/admin-products.md#products-tab: 'Aktiverad' /
 * 'Inaktiverad').
 */
export function visibilityToast(active: boolean, what: { title: string } | { count: number }) {
  const title = active ? 'Aktiverad' : 'Inaktiverad';
  if ('title' in what) {
    return { title, description: active ? `${what.title} visas nu på sajten` : `${what.title} är nu dold` };
  }
  const count = groupDigits(what.count);
  if (what.count === 1) return { title, description: active ? '1 produkt visas nu på sajten' : '1 produkt är nu dold' };
  return { title, description: active ? `${count} produkter visas nu på sajten` : `${count} produkter är nu dolda` };
}

/** The CSV export's file name: produkter-aktiva-2026-11-23.csv. */
export function exportFileName(filter: CounterFilter, date: Date): string {
  const part: Record<CounterFilter, string> = {
    all: 'alla',
    active: 'aktiva',
    hidden: 'dolda',
    needs_tagging: 'omtaggning',
  };
  return `produkter-${part[filter]}-${date.toISOString().slice(0, 10)}.csv`;
}

export const EXPORT_COLUMNS = ['Titel', 'Pris (SEK)', 'Butik', 'Aktiv', 'Länk'] as const;

/** One CSV row: price with a decimal point (empty without a price), Aktiv as Ja/Nej. */
export function exportRow(row: {
  title: string;
  price: number | null;
  merchant: string;
  isActive: boolean;
  productUrl: string;
}): string[] {
  return [
    row.title,
    row.price == null ? '' : row.price.toFixed(2),
    row.merchant,
    row.isActive ? 'Ja' : 'Nej',
    row.productUrl,
  ];
}
