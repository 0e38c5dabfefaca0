/** Helpers that turn compact product listings into fully tagged demo products. */
import type { AgeGroup, Audience, Theme, ToWhom } from '../../features/catalogue/vocabularies.ts';
import type { DemoProduct } from './types.ts';

/** Everything a listing may say about a product; group defaults fill in what an item leaves out. */
export interface ProductSpec {
  title: string;
  description: string;
  price: number | null;
  merchant: string;
  category: string[];
  tags: string[];
  audience: Audience | null;
  to_whom: ToWhom[];
  age_groups: AgeGroup[];
  interests: string[];
  occasions: string[];
  themes: Theme[];
  rankBoost: number;
  trendBoost: number;
  trendScore: number;
  featured: boolean;
  /** EAN-13; null for products without one (experiences, gift cards). Derived from the pid when left out. */
  ean: string | null;
  pid: string;
}

export type ProductDefaults = Partial<ProductSpec>;
export type ProductItem = Partial<ProductSpec> & Pick<ProductSpec, 'title' | 'description' | 'price'>;
/** The shared part of a family of variants: everything but the title. */
export type VariantBase = Omit<ProductItem, 'title'>;

const TO_WHOM_BY_AUDIENCE: Record<Audience, ToWhom[]> = {
  kvinna: ['mamma', 'partner', 'vän'],
  man: ['pappa', 'partner', 'vän'],
  unisex: ['vän', 'partner', 'kollega'],
  barn: ['barn'],
  tonåring: ['tonåring'],
  mamma: ['mamma'],
  pappa: ['pappa'],
  farmor: ['mor-/farförälder'],
  partner: ['partner'],
  par: ['partner', 'vän'],
  vän: ['vän'],
  kollega: ['kollega'],
  chef: ['kollega'],
  familj: ['mamma', 'pappa', 'barn'],
};

const AGE_BY_AUDIENCE: Partial<Record<Audience, AgeGroup[]>> = {
  barn: ['3-5', '6-9'],
  tonåring: ['tonåring'],
  farmor: ['senior'],
  familj: ['vuxen', '6-9', '10-12'],
};

const RANK_STEPS = [0, 1, 0, 2, 1, 3, 0, 4, 2, 1, 5, 0, 3];

/** Stable 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** URL-safe ASCII slug of a Swedish title: å/ä → a, ö → o, other marks dropped, at most 72 characters. */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' och ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= 72) return slug;
  return slug.slice(0, 72).replace(/-[^-]*$/, '');
}

/** A valid EAN-13 with the Swedish 735 prefix, derived from a seed string. */
export function eanFor(seed: string): string {
  const body = `735${String(hashString(seed) % 1_000_000_000).padStart(9, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    sum += Number(body[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function resolve(defaults: ProductDefaults, item: ProductItem): DemoProduct {
  const spec = { ...defaults, ...item, tags: unique([...(defaults.tags ?? []), ...(item.tags ?? [])]) };
  if (spec.merchant === undefined) throw new Error(`Demo product without merchant: ${spec.title}`);
  if (spec.category === undefined) throw new Error(`Demo product without category: ${spec.title}`);
  const audience = spec.audience ?? null;
  const pid = spec.pid ?? slugify(spec.title);
  const hash = hashString(pid);
  const physical = !(spec.interests ?? []).includes('upplevelse') && !spec.tags.includes('presentkort');
  const ean = spec.ean === undefined ? (physical && hash % 3 !== 0 ? eanFor(pid) : null) : spec.ean;
  // Every fourth product with an EAN carries it in the description too, as merchant feeds often do.
  const description = ean && hash % 4 === 0 ? `${spec.description}<br>EAN: ${ean}` : spec.description;
  const product: DemoProduct = {
    pid,
    title: spec.title,
    description,
    price: spec.price,
    merchant: spec.merchant,
    category: spec.category,
    tags: spec.tags,
    audience,
    to_whom: spec.to_whom ?? (audience ? TO_WHOM_BY_AUDIENCE[audience] : []),
    age_groups: spec.age_groups ?? (audience ? (AGE_BY_AUDIENCE[audience] ?? ['vuxen']) : ['vuxen']),
    interests: spec.interests ?? [],
    occasions: spec.occasions ?? [],
    themes: spec.themes ?? [],
    rankBoost: spec.rankBoost ?? RANK_STEPS[hash % RANK_STEPS.length] ?? 0,
    image: `/images/products/${pid}.svg`,
  };
  if (spec.trendBoost !== undefined) product.trendBoost = spec.trendBoost;
  if (spec.trendScore !== undefined) product.trendScore = spec.trendScore;
  if (spec.featured !== undefined) product.featured = spec.featured;
  if (ean) product.ean = ean;
  return product;
}

/** Builds a group of demo products that share defaults (merchant, category, facets); tags are merged. */
export function products(defaults: ProductDefaults, items: ProductItem[]): DemoProduct[] {
  return items.map((item) => resolve(defaults, item));
}

/** Variants of one base item (colours, models, sizes): each variant overrides the base, tags are merged. */
export function variants(
  base: VariantBase,
  list: (Partial<ProductSpec> & Pick<ProductSpec, 'title'>)[],
): ProductItem[] {
  return list.map((variant) => ({
    ...base,
    ...variant,
    tags: unique([...(base.tags ?? []), ...(variant.tags ?? [])]),
  }));
}
