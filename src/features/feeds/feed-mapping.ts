/**
 * From a feed record to a product or a row error: where each format keeps each field, and the rules that turn
 * the raw values into a validated FeedProduct (or a Swedish reason why the row cannot be one).
 */
import { cleanItemGroupId } from '../catalogue/concepts/family.ts';
import {
  cleanDescriptionText,
  cleanTitle,
  cleanValue,
  currencyFromLink,
  firstValidGtin,
  httpUrl,
  imageUrl,
  isSaleActive,
  parseCategory,
  parseInStock,
} from './feed-fields.ts';
import type { FeedFormatName } from './feed-format.ts';
import { parseFeedPrice } from './feed-price.ts';
import { type FeedProduct, type FeedRowResult, feedProductSchema } from './feed-product.ts';
import type { FeedRecord, RecordResult } from './feed-record.ts';

/** Where a format keeps each field: keys tried in order, the first non-empty value wins. */
export interface FieldKeys {
  id: string[];
  title: string[];
  description: string[];
  price: string[];
  salePrice: string[];
  saleWindow: string[];
  currency: string[];
  originalPrice: string[];
  affiliateLink: string[];
  link: string[];
  /** Every value of every key is a candidate; CSV cells may list several, comma-separated. */
  images: string[];
  availability: string[];
  brand: string[];
  gtins: string[];
  merchantCategory: string[];
  googleCategory: string[];
  /** The id shared by a product's variants (colours, sizes): Google's item_group_id and its counterparts. */
  itemGroup: string[];
}

const GOOGLE: FieldKeys = {
  id: ['id'],
  title: ['title'],
  description: ['description', 'summary', 'content'],
  price: ['price'],
  salePrice: ['sale_price'],
  saleWindow: ['sale_price_effective_date'],
  currency: ['currency'],
  originalPrice: [],
  affiliateLink: ['affiliate_link'],
  link: ['link', 'link@href', 'canonical_link', 'mobile_link'],
  images: ['image_link', 'additional_image_link'],
  availability: ['availability'],
  brand: ['brand'],
  gtins: ['gtin', 'ean'],
  merchantCategory: ['product_type'],
  googleCategory: ['google_product_category'],
  itemGroup: ['item_group_id'],
};

const AWIN: FieldKeys = {
  id: ['merchant_product_id', 'aw_product_id'],
  title: ['product_name'],
  description: ['description', 'product_short_description'],
  price: ['search_price', 'store_price', 'display_price'],
  salePrice: [],
  saleWindow: [],
  currency: ['currency'],
  originalPrice: ['rrp_price', 'product_price_old'],
  affiliateLink: ['aw_deep_link'],
  link: ['merchant_deep_link'],
  images: ['merchant_image_url', 'aw_image_url', 'large_image', 'image_url', 'alternate_image'],
  availability: ['in_stock', 'stock_status'],
  brand: ['brand_name'],
  gtins: ['ean', 'product_gtin', 'upc'],
  merchantCategory: ['merchant_category', 'category_name'],
  googleCategory: [],
  itemGroup: ['item_group_id', 'parent_product_id'],
};

const ADTRACTION: FieldKeys = {
  id: ['sku'],
  title: ['name'],
  description: ['description'],
  price: ['price'],
  salePrice: [],
  saleWindow: [],
  currency: ['currency'],
  originalPrice: ['originalprice'],
  affiliateLink: ['trackingurl'],
  link: ['producturl'],
  images: ['imageurl'],
  availability: ['instock'],
  brand: ['brand', 'manufacturer'],
  gtins: ['ean'],
  merchantCategory: ['category'],
  googleCategory: [],
  itemGroup: ['itemgroupid', 'item_group_id'],
};

const ADRECORD: FieldKeys = {
  ...ADTRACTION,
  originalPrice: ['regularprice', 'originalprice'],
  images: ['graphicurl', 'imageurl'],
  brand: ['brand', 'manufacturer'],
};

const TRADEDOUBLER: FieldKeys = {
  id: ['offers/offer/sourceproductid', 'offers/offer/id', 'identifiers/sku', 'sku', 'tdproductid'],
  title: ['name'],
  description: ['description', 'shortdescription'],
  price: ['offers/offer/pricehistory/price', 'offers/offer/price', 'price'],
  salePrice: [],
  saleWindow: [],
  currency: ['offers/offer/pricehistory/price@currency', 'offers/offer/currency', 'currency'],
  originalPrice: ['offers/offer/previousprice', 'previousprice'],
  affiliateLink: ['offers/offer/producturl', 'producturl'],
  link: ['offers/offer/sourceproducturl', 'advertiserproducturl'],
  images: ['productimage', 'productimage@url', 'imageurl', 'extraimageproductlarge'],
  availability: ['offers/offer/availability', 'offers/offer/instock', 'availability', 'instock'],
  brand: ['brand', 'manufacturer'],
  gtins: ['identifiers/ean', 'ean', 'fields/field:gtin'],
  merchantCategory: ['categories/category@name', 'merchantcategoryname', 'tdcategoryname'],
  googleCategory: ['fields/field:google_product_category'],
  itemGroup: ['groupingid', 'fields/field:item_group_id'],
};

const PARTNER_ADS: FieldKeys = {
  id: ['produktid', 'vareid'],
  title: ['produktnavn'],
  description: ['produktbeskrivelse', 'beskrivelse'],
  price: ['nypris', 'pris'],
  salePrice: [],
  saleWindow: [],
  currency: ['valuta'],
  originalPrice: ['gammelpris'],
  affiliateLink: [],
  link: ['vareurl'],
  images: ['billedurl'],
  availability: ['lagerstatus', 'lager'],
  brand: ['brand', 'forhandler'],
  gtins: ['ean'],
  merchantCategory: ['kategorinavn'],
  googleCategory: [],
  itemGroup: [],
};

export const FIELD_KEYS: Readonly<Record<FeedFormatName, FieldKeys>> = {
  'google-rss': GOOGLE,
  'google-atom': GOOGLE,
  'prisjakt-xml': GOOGLE,
  'google-csv': GOOGLE,
  'prisjakt-csv': GOOGLE,
  'awin-csv': AWIN,
  'adtraction-xml': ADTRACTION,
  'adtraction-csv': ADTRACTION,
  'adrecord-csv': ADRECORD,
  'tradedoubler-xml': TRADEDOUBLER,
  'partner-ads-xml': PARTNER_ADS,
};

/** Options for turning rows into products. */
export interface FeedRowOptions {
  /** When sales are judged (their effective dates). Default: now. */
  now?: Date;
  /** Currency of a price that names none on a generic domain (.com). Default SEK. */
  defaultCurrency?: string;
}

function first(record: FeedRecord, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = record.get(key);
    if (value !== undefined) {
      const text = value.trim();
      if (text !== '') return text;
    }
  }
  return null;
}

function every(record: FeedRecord, keys: readonly string[]): string[] {
  const values: string[] = [];
  for (const key of keys) for (const value of record.all(key)) values.push(value);
  return values;
}

/** The first value of the first key that has one (used for the id of a row that fails early). */
export function recordId(record: FeedRecord, keys: FieldKeys): string | null {
  const raw = first(record, keys.id);
  if (raw === null) return null;
  const id = cleanValue(raw);
  return id === '' ? null : id.slice(0, 300);
}

function firstImage(values: readonly string[]): string | null {
  for (const value of values) {
    for (const part of value.includes(',') && !value.includes(' ') ? value.split(',') : [value]) {
      const url = imageUrl(part);
      if (url !== null) return url;
    }
  }
  return null;
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

function normaliseCurrency(raw: string | null): string | null {
  if (raw === null) return null;
  const parsed = parseFeedPrice(`1 ${raw}`);
  if (parsed?.currency) return parsed.currency;
  return CURRENCY_CODE.test(raw) ? raw.toUpperCase() : null;
}

const FIELD_NAMES: Record<string, string> = {
  merchantPid: 'id',
  title: 'titel',
  description: 'beskrivning',
  price: 'pris',
  originalPrice: 'ordinarie pris',
  ean: 'EAN',
  brand: 'varumärke',
  imageUrl: 'bildlänk',
  productUrl: 'produktlänk',
  categoryPath: 'kategori',
  googleCategoryId: 'Google-kategori',
  itemGroupId: 'variantgrupp',
  inStock: 'lagerstatus',
};

/**
 * The product of a record, or the reason it cannot be one: no id ("saknar id"), a parse error, no title
 * ("saknar titel"), no or an unreadable price ("saknar pris", "ogiltigt pris"), a currency other than SEK
 * ("valuta USD stöds inte"), no usable product link ("saknar produktlänk", "ogiltig produktlänk"). A link that is
 * not an image only drops the image. During an active sale the price is the sale price and the regular price
 * becomes the original price. A price without a currency takes the feed's currency field, else the currency of
 * the product link's country domain, else `defaultCurrency` (SEK).
 */
export function recordToRow(result: RecordResult, keys: FieldKeys, options: FeedRowOptions = {}): FeedRowResult {
  const { row, record } = result;
  const id = recordId(record, keys);
  if (result.error !== null) return { row, id, reason: result.error };
  if (id === null) return { row, id, reason: 'saknar id' };

  const title = cleanTitle(first(record, keys.title) ?? '');
  if (title === '') return { row, id, reason: 'saknar titel' };

  const affiliateText = first(record, keys.affiliateLink);
  const linkText = first(record, keys.link);
  const productUrl = httpUrl(affiliateText) ?? httpUrl(linkText);
  const plainLink = httpUrl(linkText) ?? productUrl;

  const priceText = first(record, keys.price);
  if (priceText === null) return { row, id, reason: 'saknar pris' };
  const regular = parseFeedPrice(priceText);
  if (regular === null) return { row, id, reason: `ogiltigt pris "${priceText.slice(0, 40)}"` };
  const saleText = first(record, keys.salePrice);
  const sale = saleText === null ? null : parseFeedPrice(saleText);
  const currency =
    regular.currency ??
    normaliseCurrency(first(record, keys.currency)) ??
    currencyFromLink(plainLink, options.defaultCurrency ?? 'SEK');
  if (currency !== 'SEK') return { row, id, reason: `valuta ${currency} stöds inte` };

  let price = regular.amount;
  let originalPrice: number | null = null;
  const saleActive =
    sale !== null &&
    (sale.currency === null || sale.currency === currency) &&
    sale.amount > 0 &&
    sale.amount < regular.amount &&
    isSaleActive(first(record, keys.saleWindow), options.now ?? new Date());
  if (saleActive && sale) {
    price = sale.amount;
    originalPrice = regular.amount;
  } else {
    const old = parseFeedPrice(first(record, keys.originalPrice));
    if (old !== null && (old.currency === null || old.currency === currency) && old.amount > price) {
      originalPrice = old.amount;
    }
  }
  if (price <= 0) return { row, id, reason: 'saknar pris' };

  if (productUrl === null) {
    return { row, id, reason: affiliateText || linkText ? 'ogiltig produktlänk' : 'saknar produktlänk' };
  }

  const brandText = first(record, keys.brand);
  const brand = brandText === null ? '' : cleanValue(brandText).slice(0, 200);
  const category = parseCategory(first(record, keys.merchantCategory), first(record, keys.googleCategory));
  const itemGroupId = cleanItemGroupId(first(record, keys.itemGroup));
  const product: FeedProduct = {
    merchantPid: id,
    title,
    description: cleanDescriptionText(first(record, keys.description) ?? ''),
    price,
    currency: 'SEK',
    originalPrice,
    ean: firstValidGtin(every(record, keys.gtins)),
    brand: brand === '' ? null : brand,
    imageUrl: firstImage(every(record, keys.images)),
    productUrl,
    categoryPath: category.path.map((level) => level.slice(0, 200)),
    googleCategoryId: category.googleCategoryId,
    inStock: parseInStock(first(record, keys.availability)) ?? true,
    ...(itemGroupId === null ? {} : { itemGroupId }),
  };
  const checked = feedProductSchema.safeParse(product);
  if (!checked.success) {
    const field = String(checked.error.issues[0]?.path[0] ?? '');
    return { row, id, reason: `ogiltigt värde: ${FIELD_NAMES[field] ?? field}` };
  }
  return { row, product: checked.data };
}
