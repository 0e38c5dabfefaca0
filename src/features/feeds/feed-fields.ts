/**
 * Field rules for merchant feed rows: text cleaning, links, availability, GTINs, categories, sale windows and
 * the currency of a feed that names none.
 */
import { decodeEntities, stripHtml, truncate } from '../catalogue/description.ts';
import { descriptionToText } from './feed-description.ts';
import { isValidGtin } from './gtin.ts';

/** Longest title and description kept. */
export const MAX_TITLE_LENGTH = 300;
export const MAX_DESCRIPTION_LENGTH = 5000;

/** A tag or a character reference that cleaning has not removed yet (a plain "&" or "<" is text). */
const MARKUP_LEFT = /<\/?[a-z!][^>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+\d*);|&(?:amp|lt|gt|quot|nbsp)\b/i;

/**
 * A title as plain text: tags removed, entities decoded (also twice-escaped ones such as "&amp;hellip;" and
 * "&lt;b&gt;"), whitespace collapsed, at most MAX_TITLE_LENGTH characters.
 */
export function cleanTitle(raw: string): string {
  let text = raw;
  for (let pass = 0; pass < 3 && MARKUP_LEFT.test(text); pass++) {
    const next = stripHtml(text);
    if (next === text) break;
    text = next;
  }
  return truncate(text.replace(/\s+/g, ' '), MAX_TITLE_LENGTH);
}

/**
 * A description as plain text: paragraphs and line breaks kept as line breaks, tags removed, entities decoded
 * (as for titles), at most MAX_DESCRIPTION_LENGTH characters.
 */
export function cleanDescriptionText(raw: string): string {
  let text = descriptionToText(raw);
  for (let pass = 0; pass < 2 && MARKUP_LEFT.test(text); pass++) {
    const next = descriptionToText(decodeEntities(text));
    if (next === text) break;
    text = next;
  }
  return truncate(text, MAX_DESCRIPTION_LENGTH);
}

/** A plain one-line value (brand, id, category level): entities decoded, tags removed, spaces collapsed. */
export function cleanValue(raw: string): string {
  return MARKUP_LEFT.test(raw) ? cleanTitle(raw) : raw.replace(/\s+/g, ' ').trim();
}

/** An absolute http(s) URL with a plain host name or IP and no spaces: the common case, checked without URL parsing. */
const SIMPLE_HTTP_URL = /^https?:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const SIMPLE_PARTS = /^https?:\/\/[^/?#]+([^?#]*)(\?[^#]*)?/i;

/** The URL when it is an absolute http(s) link with a host, else null. Surrounding spaces are ignored. */
export function httpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (SIMPLE_HTTP_URL.test(text)) return text;
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return text.replace(/\s/g, '%20');
  } catch {
    return null;
  }
}

/**
 * The URL when it can be an image: http(s), and a path that is more than the site's home page (a shop's
 * front page "https://shop.example/" is not an image). Image CDNs serve images from paths without an extension,
 * so any longer path is accepted; a path that ends in a page type (.html, .php, …) is not.
 */
export function imageUrl(raw: string | null | undefined): string | null {
  const text = httpUrl(raw);
  if (text === null) return null;
  const parts = SIMPLE_PARTS.exec(text);
  const path = parts?.[1] ?? '';
  const search = parts?.[2] ?? '';
  if ((path === '/' || path === '') && (search === '' || search === '?')) return null;
  if (/\.(?:html?|php|aspx?|jsp)$/i.test(path)) return null;
  return text;
}

/** What an availability value says; null when the value is empty or unknown. */
export function parseInStock(raw: string | null | undefined): boolean | null {
  if (raw == null) return null;
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value) > 0;
  switch (value) {
    case 'in stock':
    case 'instock':
    case 'available':
    case 'yes':
    case 'y':
    case 'true':
    case 'ja':
    case 'j':
    case 'på lager':
    case 'i lager':
    case 'finns i lager':
    case 'limited availability':
      return true;
    case 'out of stock':
    case 'outofstock':
    case 'sold out':
    case 'soldout':
    case 'discontinued':
    case 'no':
    case 'n':
    case 'false':
    case 'nej':
    case 'slut':
    case 'slutsåld':
    case 'ej i lager':
    case 'ikke på lager':
    case 'preorder':
    case 'pre order':
    case 'backorder':
    case 'back order':
      return false;
    default:
      return null;
  }
}

/**
 * The first valid GTIN among the values (each may hold several, separated by commas, spaces or semicolons);
 * GTIN-12 and GTIN-8 stay as written, a 14-digit code with a leading 0 becomes its EAN-13. Null when none.
 */
export function firstValidGtin(values: readonly string[]): string | null {
  for (const value of values) {
    for (const part of value.split(/[\s,;|]+/)) {
      const code = part.trim();
      if (code === '' || !isValidGtin(code)) continue;
      return code.length === 14 && code.startsWith('0') ? code.slice(1) : code;
    }
  }
  return null;
}

/** Top-level Google product categories by id, in Swedish. Deeper ids are kept as ids only. */
export const GOOGLE_TOP_CATEGORIES: Readonly<Record<number, string>> = {
  1: 'Djur och husdjursprodukter',
  8: 'Konst och underhållning',
  111: 'Företag och industri',
  141: 'Kameror och optik',
  166: 'Kläder och accessoarer',
  222: 'Elektronik',
  412: 'Mat, dryck och tobak',
  436: 'Möbler',
  469: 'Hälsa och skönhet',
  536: 'Hem och trädgård',
  537: 'Baby och småbarn',
  632: 'Järnhandel',
  772: 'Vuxenprodukter',
  783: 'Media',
  888: 'Fordon och delar',
  922: 'Kontorsmaterial',
  988: 'Sportartiklar',
  1239: 'Leksaker och spel',
  2092: 'Programvara',
  5181: 'Bagage och väskor',
  5605: 'Religiösa och ceremoniella artiklar',
};

/** A category path and the Google category id when the feed gave a numeric one. */
export interface FeedCategory {
  path: string[];
  googleCategoryId: number | null;
}

/** Splits "A > B > C" (also "A/B/C" when there is no ">") into cleaned, non-empty levels; at most 10. */
export function splitCategoryPath(raw: string): string[] {
  const text = cleanValue(raw);
  if (text === '') return [];
  const levels = text.includes('>') ? text.split('>') : text.includes(' / ') ? text.split(' / ') : [text];
  return levels
    .map((level) => level.trim())
    .filter((level) => level !== '')
    .slice(0, 10);
}

/**
 * The category of a row from the merchant's own category text (preferred) and the Google product category,
 * which is either a path or a numeric id: a numeric id is kept as `googleCategoryId`, and when the merchant gave
 * no path a known top-level id gives a one-level Swedish path.
 */
export function parseCategory(merchantCategory: string | null, googleCategory: string | null): FeedCategory {
  const google = googleCategory?.trim() ?? '';
  const numeric = /^\d+$/.test(google) ? Number(google) : null;
  let path = merchantCategory ? splitCategoryPath(merchantCategory) : [];
  if (path.length === 0 && google !== '' && numeric === null) path = splitCategoryPath(google);
  if (path.length === 0 && numeric !== null) {
    const top = GOOGLE_TOP_CATEGORIES[numeric];
    if (top) path = [top];
  }
  return { path, googleCategoryId: numeric !== null && numeric > 0 ? numeric : null };
}

function parseInstant(text: string, endOfDay: boolean): number | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const time = Date.parse(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z`);
    return Number.isNaN(time) ? null : time;
  }
  // "2016-02-24T13:00-0800": offsets without a colon are made ISO-conformant first.
  const normal = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = Date.parse(normal);
  return Number.isNaN(time) ? null : time;
}

/**
 * Whether a sale price applies at `now` under its `sale_price_effective_date` ("start/end", ISO 8601 dates or
 * date-times; a bare end date lasts the whole day). No window means the sale applies; an unreadable window
 * means it does not.
 */
export function isSaleActive(window: string | null | undefined, now: Date): boolean {
  if (!window || window.trim() === '') return true;
  const [startText = '', endText = ''] = window.split('/');
  const start = startText.trim() === '' ? Number.NEGATIVE_INFINITY : parseInstant(startText, false);
  const end = endText.trim() === '' ? Number.POSITIVE_INFINITY : parseInstant(endText, true);
  if (start === null || end === null) return false;
  const time = now.getTime();
  return time >= start && time <= end;
}

const DOMAIN_CURRENCIES: Record<string, string> = {
  se: 'SEK',
  dk: 'DKK',
  no: 'NOK',
  uk: 'GBP',
  fi: 'EUR',
  de: 'EUR',
  nl: 'EUR',
  fr: 'EUR',
  es: 'EUR',
  it: 'EUR',
  at: 'EUR',
  ie: 'EUR',
  us: 'USD',
};

/**
 * The currency of a row whose feed names none: taken from the country domain of the product link (.se → SEK,
 * .dk → DKK, .no → NOK, .co.uk → GBP, euro countries → EUR), and `fallback` (SEK: our merchants are Swedish)
 * for generic domains such as .com.
 */
export function currencyFromLink(link: string | null, fallback: string): string {
  if (!link) return fallback;
  try {
    const host = new URL(link).hostname.toLowerCase();
    const tld = host.slice(host.lastIndexOf('.') + 1);
    return DOMAIN_CURRENCIES[tld] ?? fallback;
  } catch {
    return fallback;
  }
}
