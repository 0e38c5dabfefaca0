/**
 * Real Swedish catalogues and shops' feeds (read from `../shared/`, never copied into the repository) as the
 * tagger's and the type classifier's input. Pure parsing: the files are read by real-catalogues.server.ts.
 *
 * - Systembolaget (C4illin/systembolaget-data): a JSON object keyed by the product URL; name, subtitle, tags,
 *   price (kronor, sometimes null), volume, alcohol, country, nr. No description or brand: the description is
 *   what a shop's feed would state (volume, alcohol, country, the taste words), the title is name + subtitle as a
 *   shop titles it ("Lynx Barrel fermented Chardonnay 2019").
 * - Bygghemma (panprices/shelf-analytics-scraper): an array of scraped sofa pages; price in öre, categoryTree,
 *   description, brand, sku.
 * - Google Merchant feeds: one item's fields (g:id, title, description, product_type, google_product_category).
 *
 * Every product gets a stable key for the labels: `sb:<the URL's last segment>` (the `nr` is not unique: one name
 * covers several bottle sizes), `bh:<sku>`, `<feed>:<g:id>`.
 */
import type { TaggerInput } from './tagger.ts';

export type RealSource = 'systembolaget' | 'bygghemma' | 'feed';

export interface RealProduct {
  /** Stable key the labels refer to. */
  key: string;
  source: RealSource;
  input: TaggerInput;
  /** The feed's Google product category (numeric id or text path), or null. */
  googleCategory: string | null;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A text field, trimmed; the scraper's "undefined" and missing values become ''. */
function text(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  return trimmed === 'undefined' || trimmed === 'null' ? '' : trimmed;
}

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((item) => item !== '') : [];
}

/** A price in kronor from a number or a numeric string, or null. */
function kronor(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

/** The last non-empty segment of a URL's path ("…/produkt/vin/lynx-465302/" → "lynx-465302"). */
export function urlSlug(url: string): string {
  const path = url.replace(/[?#].*$/u, '');
  return (
    path
      .split('/')
      .filter((part) => part !== '')
      .at(-1) ?? url
  );
}

const capitalise = (value: string) => value.charAt(0).toLocaleUpperCase('sv-SE') + value.slice(1);

/** Systembolaget's name + subtitle as a shop titles the product; the subtitle's commas become spaces. */
export function systembolagetTitle(name: string, subtitle: string): string {
  const parts = [name, subtitle.replace(/\s*,\s*/gu, ' ')].filter((part) => part !== '');
  return parts.join(' ').replace(/\s+/gu, ' ').trim();
}

/** The Systembolaget assortment (the JSON object keyed by product URL) as products; entries without a name are left out. */
export function systembolagetProducts(json: unknown): RealProduct[] {
  const products: RealProduct[] = [];
  for (const [url, value] of Object.entries(record(json))) {
    const item = record(value);
    const name = text(item.name);
    if (name === '') continue;
    const tags = textList(item.tags);
    const volume = text(item.volume);
    const alcohol = text(item.alcohol);
    const country = text(item.country);
    // What the shop's feed would say: the kind of drink, the volume, the strength, the origin and the taste words.
    const facts = [volume, alcohol === '' ? '' : `${alcohol} alkohol`, country].filter((part) => part !== '');
    const description = [
      tags.length > 0 ? `${capitalise(tags.join(', '))}.` : '',
      facts.length > 0 ? `${facts.join(', ')}.` : '',
    ]
      .filter((part) => part !== '')
      .join(' ');
    products.push({
      key: `sb:${urlSlug(url)}`,
      source: 'systembolaget',
      input: {
        title: systembolagetTitle(name, text(item.subtitle)),
        description,
        categoryPath: tags,
        brand: '',
        price: kronor(item.price),
        merchant: 'Systembolaget',
      },
      googleCategory: null,
    });
  }
  return products;
}

/** The Bygghemma sofas (an array of scraped product pages; price in öre) as products. */
export function bygghemmaProducts(json: unknown): RealProduct[] {
  const products: RealProduct[] = [];
  for (const value of Array.isArray(json) ? json : []) {
    const item = record(value);
    const title = text(item.name);
    const sku = text(item.sku);
    if (title === '' || sku === '') continue;
    const tree = Array.isArray(item.categoryTree) ? item.categoryTree : item.popularityCategory;
    const categoryPath = (Array.isArray(tree) ? tree : []).map((level) => text(record(level).name)).filter(Boolean);
    const ore = kronor(item.price);
    products.push({
      key: `bh:${sku}`,
      source: 'bygghemma',
      input: {
        title,
        description: text(item.description),
        categoryPath,
        brand: text(item.brand),
        price: ore === null ? null : ore / 100,
        merchant: 'Bygghemma',
      },
      googleCategory: null,
    });
  }
  return products;
}

/** One feed item's values by key (a FeedRecord's `get`). */
export type FeedValue = (key: string) => string | undefined;

/** Rough kronor per unit of the feeds' currencies, so a price reads as a Swedish shopper would see it. */
const KRONOR_PER: Record<string, number> = { SEK: 1, GBP: 13.5, USD: 10.5, EUR: 11.5, CZK: 0.45, TRY: 0.3, DKK: 1.55 };

/** "15.00 GBP" → about 202 kr; an unknown currency gives null. */
export function feedPriceKronor(value: string): number | null {
  const match = /^\s*([\d.]+)\s*([A-Z]{3})?\s*$/u.exec(value);
  const amount = kronor(match?.[1]);
  const rate = KRONOR_PER[match?.[2] ?? 'SEK'];
  return amount === null || rate === undefined ? null : Math.round(amount * rate);
}

/** Where a feed format keeps the fields the tagger reads. */
export interface FeedFields {
  id: string;
  title: string;
  description: string;
  productType: string;
  googleCategory: string | null;
  brand: string;
  price: string;
  /** The currency's column, or a fixed currency for formats without one (Partner-ads: DKK). */
  currency: { column: string } | { fixed: string } | null;
}

/** Google Merchant RSS/Atom (`g:` fields; the price carries its currency). */
export const GOOGLE_FIELDS: FeedFields = {
  id: 'id',
  title: 'title',
  description: 'description',
  productType: 'product_type',
  googleCategory: 'google_product_category',
  brand: 'brand',
  price: 'price',
  currency: null,
};

/** Awin's publisher datafeed CSV. */
export const AWIN_FIELDS: FeedFields = {
  id: 'aw_product_id',
  title: 'product_name',
  description: 'description',
  productType: 'product_type',
  googleCategory: null,
  brand: 'brand_name',
  price: 'search_price',
  currency: { column: 'currency' },
};

/** Partner-ads' Danish XML (no currency field: kroner). */
export const PARTNERADS_FIELDS: FeedFields = {
  id: 'produktid',
  title: 'produktnavn',
  description: 'produktbeskrivelse',
  productType: 'kategorinavn',
  googleCategory: null,
  brand: 'brand',
  price: 'pris',
  currency: { fixed: 'DKK' },
};

/** A shop feed's item as a product, the price in rough kronor; null without an id or a title. */
export function feedItemProduct(
  feed: string,
  merchant: string,
  get: FeedValue,
  fields: FeedFields = GOOGLE_FIELDS,
): RealProduct | null {
  const field = (name: string | null) => (name === null ? '' : text(get(`g:${name}`) ?? get(name)));
  const id = field(fields.id);
  const title = field(fields.title);
  if (id === '' || title === '') return null;
  const productType = field(fields.productType);
  const google = field(fields.googleCategory);
  const currency =
    fields.currency === null ? '' : 'fixed' in fields.currency ? fields.currency.fixed : field(fields.currency.column);
  return {
    key: `${feed}:${id}`,
    source: 'feed',
    input: {
      title,
      description: field(fields.description).replace(/\s+/gu, ' '),
      categoryPath: productType === '' ? [] : productType.split(/\s*>\s*/u).filter(Boolean),
      brand: field(fields.brand),
      price: feedPriceKronor(currency === '' ? field(fields.price) : `${field(fields.price)} ${currency}`),
      merchant,
    },
    googleCategory: google === '' ? null : google,
  };
}
