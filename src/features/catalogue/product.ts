import { SITE } from '../../lib/site.ts';
import { budgetBucketForPrice } from './budget.ts';
import { type PriceEntry, previousPrice } from './previous-price.ts';

/**
 * One row of the public products view, as the database returns it (numeric comes back as a string, timestamps
 * as a string or a Date depending on the driver, json_agg rows as plain JSON).
 */
export interface CatalogueRow {
  id: string;
  title?: string | null;
  merchant_pid?: string | null;
  description?: string | null;
  image_url?: string | null;
  image_width?: number | null;
  image_height?: number | null;
  price_value?: number | string | null;
  product_url?: string | null;
  merchant?: string | null;
  category_path?: string[] | null;
  tags?: string[] | null;
  audience?: string | string[] | null;
  occasions?: string[] | null;
  interests?: string[] | null;
  to_whom?: string[] | null;
  age_groups?: string[] | null;
  themes?: string[] | null;
  price_bucket?: string | null;
  source?: string | null;
  featured?: boolean | null;
  updated_at?: string | Date | null;
  rank_boost?: number | string | null;
  trend_boost?: number | string | null;
  trend_score?: number | string | null;
  is_active?: boolean | null;
  /** Product-type id of the ontology (concepts/product-types.ts); 'okand' when it cannot be told. */
  product_type?: string | null;
  /** Variants of one product share it (concepts/family.ts). */
  family_id?: string | null;
  /** The product's recent price_history entries, when the read asked for them (catalogue.server.ts). */
  price_history?: PriceEntry[] | null;
}

// Rows come from our own schema, so they are read with a few plain checks rather than a schema library: the
// catalogue reads map hundreds of rows per request, and a validating parse allocated ~9 KB per row.
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const size = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const isText = (item: unknown): item is string => typeof item === 'string';
function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.every(isText) ? value : value.filter(isText);
}
function boost(value: unknown): number {
  if (value == null || value === '') return 0;
  const number = Number(value);
  return Number.isNaN(number) ? 0 : number;
}

/** The client model of a product (docs/product/browse-search.md#product-card). */
export interface Product {
  id: string;
  title: string;
  slug: string;
  description: string;
  imageUrl: string;
  imageWidth: number | null;
  imageHeight: number | null;
  priceSEK: number | null;
  currency: 'SEK';
  affiliateUrl: string;
  merchant: string;
  categories: string[];
  tags: string[];
  audiences: string[];
  occasions: string[];
  interests: string[];
  to_whom: string[];
  age_groups: string[];
  themes: string[];
  budget: string;
  rating: number;
  featured: boolean;
  source: string;
  lastVerifiedISO: string;
  rank_boost: number;
  trend_boost: number;
  trend_score: number;
  /** Product-type id (ontology), when the read selected it. */
  productType?: string;
  /** Family id shared by the variants of one product, when the read selected it. */
  familyId?: string;
  /** The earlier price shown struck through ("Tidigare {pris} kr"): only for a real reduction by the EU rule. */
  previousPrice?: number;
}

/** Rating shown for catalogue products, which carry none of their own. */
export const CATALOGUE_RATING = 4.5;

function toPrice(value: number | string | null | undefined): number | null {
  if (value == null || value === '') return null;
  const price = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(price) ? price : null;
}

function toAudiences(value: string | string[] | null | undefined): string[] {
  if (value == null) return [];
  if (Array.isArray(value)) return value.filter((item) => item.length > 0);
  return value.length > 0 ? [value] : [];
}

function toIso(value: string | Date | null | undefined): string {
  if (value == null) return '';
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/**
 * Maps a public catalogue row to the client Product: audiences become a one-item list, missing text an empty
 * string, missing lists empty, missing boosts 0; currency is always SEK and the rating the fixed catalogue rating.
 */
export function toProduct(row: CatalogueRow): Product {
  const priceSEK = toPrice(row.price_value);
  return {
    id: String(row.id),
    title: text(row.title),
    slug: text(row.merchant_pid),
    description: text(row.description),
    imageUrl: text(row.image_url),
    imageWidth: size(row.image_width),
    imageHeight: size(row.image_height),
    priceSEK,
    currency: SITE.currency,
    affiliateUrl: text(row.product_url),
    merchant: text(row.merchant),
    categories: textList(row.category_path),
    tags: textList(row.tags),
    audiences: toAudiences(row.audience),
    occasions: textList(row.occasions),
    interests: textList(row.interests),
    to_whom: textList(row.to_whom),
    age_groups: textList(row.age_groups),
    themes: textList(row.themes),
    budget: row.price_bucket ?? (priceSEK == null ? '' : budgetBucketForPrice(priceSEK)),
    rating: CATALOGUE_RATING,
    featured: row.featured ?? false,
    source: row.source ?? 'manual',
    lastVerifiedISO: toIso(row.updated_at),
    rank_boost: boost(row.rank_boost),
    trend_boost: boost(row.trend_boost),
    trend_score: boost(row.trend_score),
    ...(typeof row.product_type === 'string' ? { productType: row.product_type } : {}),
    ...(typeof row.family_id === 'string' && row.family_id ? { familyId: row.family_id } : {}),
    ...previousPriceOf(priceSEK, row.price_history),
  };
}

function previousPriceOf(
  priceSEK: number | null,
  history: PriceEntry[] | null | undefined,
): { previousPrice?: number } {
  if (!Array.isArray(history) || history.length < 2) return {};
  const earlier = previousPrice(priceSEK, history);
  return earlier == null ? {} : { previousPrice: earlier };
}
