import { z } from 'zod';
import { SITE } from '../../lib/site.ts';
import { budgetBucketForPrice } from './budget.ts';

const textList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);
const boost = z.coerce
  .number()
  .nullish()
  .transform((value) => (value == null || Number.isNaN(value) ? 0 : value));

/** One row of the public products view, as the database returns it (numeric comes back as a string). */
export const catalogueRowSchema = z.object({
  id: z.string(),
  title: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  merchant_pid: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  image_url: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  image_width: z.number().nullish(),
  image_height: z.number().nullish(),
  price_value: z.union([z.number(), z.string()]).nullish(),
  product_url: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  merchant: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  category_path: textList,
  tags: textList,
  audience: z.union([z.string(), z.array(z.string())]).nullish(),
  occasions: textList,
  interests: textList,
  to_whom: textList,
  age_groups: textList,
  themes: textList,
  price_bucket: z.string().nullish(),
  source: z.string().nullish(),
  featured: z.boolean().nullish(),
  updated_at: z.union([z.string(), z.date()]).nullish(),
  rank_boost: boost,
  trend_boost: boost,
  trend_score: boost,
  is_active: z.boolean().nullish(),
});
export type CatalogueRow = z.input<typeof catalogueRowSchema>;

/** The client model of a product (visitor spec §3). */
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
export function toProduct(input: CatalogueRow): Product {
  const row = catalogueRowSchema.parse(input);
  const priceSEK = toPrice(row.price_value);
  return {
    id: row.id,
    title: row.title,
    slug: row.merchant_pid,
    description: row.description,
    imageUrl: row.image_url,
    imageWidth: row.image_width ?? null,
    imageHeight: row.image_height ?? null,
    priceSEK,
    currency: SITE.currency,
    affiliateUrl: row.product_url,
    merchant: row.merchant,
    categories: row.category_path,
    tags: row.tags,
    audiences: toAudiences(row.audience),
    occasions: row.occasions,
    interests: row.interests,
    to_whom: row.to_whom,
    age_groups: row.age_groups,
    themes: row.themes,
    budget: row.price_bucket ?? (priceSEK == null ? '' : budgetBucketForPrice(priceSEK)),
    rating: CATALOGUE_RATING,
    featured: row.featured ?? false,
    source: row.source ?? 'manual',
    lastVerifiedISO: toIso(row.updated_at),
    rank_boost: row.rank_boost,
    trend_boost: row.trend_boost,
    trend_score: row.trend_score,
  };
}
