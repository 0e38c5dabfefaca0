/**
 * Feed file writers (Google Merchant RSS 2.0 XML and CSV) that stream items into a writable in chunks and wait
 * for `drain` when the writable asks them to, plus the mapping of a feed item to a products-table row.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { budgetBucketForPrice } from '../../features/catalogue/budget.ts';
import type { BudgetBucket } from '../../features/catalogue/vocabularies.ts';
import { descriptionToText } from '../../features/feeds/feed-description.ts';
import type { FeedItem } from './synthetic-feed.ts';

/** Items for a writer: an array, a generator, or an async source (e.g. a parser). */
export type FeedItemSource = Iterable<FeedItem> | AsyncIterable<FeedItem>;

/** Channel details of a Google Merchant feed. */
export interface MerchantFeedChannel {
  title: string;
  link: string;
  description: string;
}

const DEFAULT_CHANNEL: MerchantFeedChannel = {
  title: 'Presentpilot produktflöde',
  link: 'https://presentpilot.se/',
  description: 'Produkter från Presentpilots partnerbutiker',
};

/** Characters are collected into chunks of about this many UTF-16 code units before each write. */
const CHUNK_SIZE = 64 * 1024;

/** Buffers text and writes it in chunks, waiting for `drain` when the writable's buffer is full. */
class ChunkedWriter {
  private buffer = '';
  private readonly writable: Writable;

  constructor(writable: Writable) {
    this.writable = writable;
  }

  /** Adds text; resolves at once unless a full chunk had to wait for the writable to drain. */
  async push(text: string): Promise<void> {
    this.buffer += text;
    if (this.buffer.length >= CHUNK_SIZE) await this.flush();
  }

  /** Writes whatever is buffered. */
  async flush(): Promise<void> {
    if (this.buffer === '') return;
    const chunk = this.buffer;
    this.buffer = '';
    const writable = this.writable;
    if (writable.errored) throw writable.errored;
    if (writable.destroyed || writable.writableEnded) {
      throw new Error('The feed output was closed before the feed was written');
    }
    if (!writable.write(chunk)) await once(writable, 'drain');
  }
}

// Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; U+FFFE/U+FFFF; unpaired surrogates) and
// the discouraged DEL/C1 controls are dropped; markup characters and CR become references. Paired surrogates
// (emoji) match the first alternative and stay as they are.
const XML_SPECIAL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to remove
  /[\uD800-\uDBFF][\uDC00-\uDFFF]|[&<>"'\r\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF\uD800-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: CR, controls and surrogates need the careful path
const UNUSUAL = /[\r\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF\uD800-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: see UNUSUAL
const MARKUP_OR_UNUSUAL = /[&<>"'\r\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF\uD800-\uDFFF]/;
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
};

/**
 * Escapes text for XML content or attribute values: & < > " ' become entities, CR becomes `&#13;` (so it
 * survives line-end normalisation), and characters XML 1.0 forbids or discourages are removed.
 */
export function escapeXml(value: string): string {
  if (!MARKUP_OR_UNUSUAL.test(value)) return value;
  if (UNUSUAL.test(value)) {
    return value.replace(XML_SPECIAL, (match) => (match.length === 2 ? match : (XML_ENTITIES[match] ?? '')));
  }
  // The common case, markup characters only: native replacement is several times faster than a callback.
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A price as the feeds write it: two decimals, dot separator ("299.00"). */
export function formatFeedPrice(price: number): string {
  return price.toFixed(2);
}

function element(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

function xmlItem(item: FeedItem): string {
  let xml = `<item>\n${element('g:id', item.merchantPid)}\n${element('title', item.title)}\n${element(
    'description',
    item.description,
  )}\n${element('link', item.affiliateUrl)}\n${element('g:canonical_link', item.productUrl)}\n${element(
    'g:image_link',
    item.imageUrl,
  )}\n`;
  if (item.price !== null) xml += `${element('g:price', `${formatFeedPrice(item.price)} ${item.currency}`)}\n`;
  if (item.brand !== '') xml += `${element('g:brand', item.brand)}\n`;
  xml += item.gtin !== null ? `${element('g:gtin', item.gtin)}\n` : '<g:identifier_exists>no</g:identifier_exists>\n';
  if (item.googleCategory !== undefined) xml += `${element('g:google_product_category', item.googleCategory)}\n`;
  if (item.itemGroupId !== undefined) xml += `${element('g:item_group_id', item.itemGroupId)}\n`;
  return `${xml}${element('g:product_type', item.categoryPath.join(' > '))}\n${element(
    'g:availability',
    item.availability,
  )}\n${element('g:condition', item.condition)}\n${element('g:external_seller_id', item.merchant)}\n</item>\n`;
}

/**
 * Writes a Google Merchant RSS 2.0 feed of `items` to `writable` (UTF-8) and resolves with the number of items.
 * Per item: `g:id` (merchant product id), `title`, `description`, `link` (affiliate URL), `g:canonical_link`
 * (merchant's product page), `g:image_link`, `g:price` ("299.00 SEK", left out without a price), `g:brand`,
 * `g:gtin` (or `g:identifier_exists` no), `g:google_product_category` and `g:item_group_id` when the item has them,
 * `g:product_type` ("A > B"), `g:availability`, `g:condition`, and the merchant's name in `g:external_seller_id`.
 * The writable is left open.
 */
export async function writeGoogleMerchantXml(
  items: FeedItemSource,
  writable: Writable,
  channel: MerchantFeedChannel = DEFAULT_CHANNEL,
): Promise<number> {
  const out = new ChunkedWriter(writable);
  await out.push(
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${element(
      'title',
      channel.title,
    )}\n${element('link', channel.link)}\n${element('description', channel.description)}\n`,
  );
  let count = 0;
  for await (const item of items) {
    await out.push(xmlItem(item));
    count++;
  }
  await out.push('</channel>\n</rss>\n');
  await out.flush();
  return count;
}

/** Header of the CSV feed, in column order. */
export const CSV_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'currency',
  'brand',
  'gtin',
  'product_type',
  'availability',
  'merchant',
] as const;

const CSV_NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field per RFC 4180: quoted (with quotes doubled) when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  return CSV_NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvRecord(item: FeedItem): string {
  return `${[
    item.merchantPid,
    item.title,
    item.description,
    item.affiliateUrl,
    item.imageUrl,
    item.price === null ? '' : formatFeedPrice(item.price),
    item.currency,
    item.brand,
    item.gtin ?? '',
    item.categoryPath.join(' > '),
    item.availability,
    item.merchant,
  ]
    .map(csvField)
    .join(',')}\r\n`;
}

/**
 * Writes `items` as RFC 4180 CSV (header `CSV_COLUMNS`, CRLF line ends, UTF-8 without BOM) to `writable` and
 * resolves with the number of items. `link` is the affiliate URL; a missing price or GTIN is an empty field.
 * The writable is left open.
 */
export async function writeCsv(items: FeedItemSource, writable: Writable): Promise<number> {
  const out = new ChunkedWriter(writable);
  await out.push(`${CSV_COLUMNS.join(',')}\r\n`);
  let count = 0;
  for await (const item of items) {
    await out.push(csvRecord(item));
    count++;
  }
  await out.flush();
  return count;
}

/** A products-table row built from a feed item (columns of `products`; the rest keep their defaults). */
export interface FeedProductRow {
  title: string;
  description: string;
  price_value: number | null;
  currency: 'SEK';
  merchant: string;
  merchant_pid: string;
  ean: string | null;
  image_url: string | null;
  /** The affiliate URL: visitors go through the network to the merchant. */
  product_url: string;
  category_path: string[];
  tags: string[];
  price_bucket: BudgetBucket | null;
  source: 'feed';
  needs_tagging: true;
  audience: null;
  interests: string[];
  occasions: string[];
  to_whom: string[];
  age_groups: string[];
  themes: string[];
}

function tagsFor(item: FeedItem): string[] {
  const words = [item.kindName, item.categoryPath[item.categoryPath.length - 1] ?? '', item.brand];
  const tags: string[] = [];
  for (const word of words) {
    const tag = word.trim().toLocaleLowerCase('sv-SE');
    if (tag !== '' && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/**
 * Maps a feed item to a products-table row: affiliate URL as `product_url`, description as plain text, price
 * bucket from the price, tags from kind, category and brand; `source` 'feed', `needs_tagging` true, and the
 * audience and facet lists empty for the tagger to fill.
 */
export function feedItemToProductRow(item: FeedItem): FeedProductRow {
  return {
    title: item.title.trim(),
    description: descriptionToText(item.description),
    price_value: item.price,
    currency: item.currency,
    merchant: item.merchant,
    merchant_pid: item.merchantPid,
    ean: item.gtin,
    image_url: item.imageUrl === '' ? null : item.imageUrl,
    product_url: item.affiliateUrl,
    category_path: [...item.categoryPath],
    tags: tagsFor(item),
    price_bucket: item.price === null ? null : budgetBucketForPrice(item.price),
    source: 'feed',
    needs_tagging: true,
    audience: null,
    interests: [],
    occasions: [],
    to_whom: [],
    age_groups: [],
    themes: [],
  };
}
