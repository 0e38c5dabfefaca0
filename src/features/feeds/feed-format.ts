/** Which kind of feed a document is, read from its first characters (never from a file name). */

export type XmlFeedFormatName =
  | 'google-rss'
  | 'google-atom'
  | 'prisjakt-xml'
  | 'adtraction-xml'
  | 'tradedoubler-xml'
  | 'partner-ads-xml';
export type CsvFeedFormatName = 'google-csv' | 'prisjakt-csv' | 'awin-csv' | 'adtraction-csv' | 'adrecord-csv';
export type FeedFormatName = XmlFeedFormatName | CsvFeedFormatName;

export interface XmlFeedFormat {
  kind: 'xml';
  name: XmlFeedFormatName;
  /** Local names of the element that holds one product. */
  itemNames: string[];
}

export interface CsvFeedFormat {
  kind: 'csv';
  name: CsvFeedFormatName;
  delimiter: ',' | ';' | '\t' | '|';
  quote: '"' | "'";
}

export type FeedFormat = XmlFeedFormat | CsvFeedFormat;

/** Swedish message for a document that is no feed we know. */
export const UNKNOWN_FORMAT = 'Okänt flödesformat: varken ett XML-flöde eller en CSV-fil med rubrikrad';

/** A feed that cannot be read at all (not one bad row); the message is Swedish and can be shown as it is. */
export class FeedError extends Error {
  override name = 'FeedError';
}

/** The name of the document's root element, after the prolog, comments, processing instructions and DOCTYPE. */
export function xmlRootName(head: string): string | null {
  const pattern = /<(!--[\s\S]*?-->|\?[\s\S]*?\?>|!DOCTYPE[^>]*>|([A-Za-z_][\w.:-]*))/g;
  for (let match = pattern.exec(head); match; match = pattern.exec(head)) {
    if (match[2]) return match[2];
  }
  return null;
}

function xmlFormat(head: string): XmlFeedFormat {
  const root = xmlRootName(head);
  if (root === null) throw new FeedError(UNKNOWN_FORMAT);
  const local = root.slice(root.indexOf(':') + 1).toLowerCase();
  if (local === 'rss') {
    const rootTag = head.slice(head.indexOf(`<${root}`), head.indexOf('>', head.indexOf(`<${root}`)) + 1);
    const prisjakt = /xmlns:pj\s*=/.test(rootTag) || /\bversion\s*=\s*["']3\.0["']/.test(rootTag);
    return { kind: 'xml', name: prisjakt ? 'prisjakt-xml' : 'google-rss', itemNames: ['item'] };
  }
  if (local === 'feed') return { kind: 'xml', name: 'google-atom', itemNames: ['entry'] };
  if (local === 'produkter') return { kind: 'xml', name: 'partner-ads-xml', itemNames: ['produkt'] };
  const lower = head.toLowerCase();
  if (/<(?:tdproductid|offers|pricehistory|productimage|tdcategoryname)\b/.test(lower)) {
    return { kind: 'xml', name: 'tradedoubler-xml', itemNames: ['product'] };
  }
  if (/<(?:trackingurl|sku|instock)\b/.test(lower) || /<product\b/.test(lower)) {
    return { kind: 'xml', name: 'adtraction-xml', itemNames: ['product'] };
  }
  if (/<item\b/.test(lower)) return { kind: 'xml', name: 'google-rss', itemNames: ['item'] };
  if (/<entry\b/.test(lower)) return { kind: 'xml', name: 'google-atom', itemNames: ['entry'] };
  throw new FeedError(UNKNOWN_FORMAT);
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** Counts each delimiter outside quotes in the header line and takes the most frequent. */
export function sniffDelimiter(headerLine: string): CsvFeedFormat['delimiter'] | null {
  const counts = new Map<string, number>();
  let quote: string | null = null;
  for (const char of headerLine) {
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if ((DELIMITERS as readonly string[]).includes(char)) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
  }
  let best: CsvFeedFormat['delimiter'] | null = null;
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = counts.get(delimiter) ?? 0;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/** `'` when fields open with a single quote (after a delimiter or at a line start) more often than with `"`. */
export function sniffQuote(text: string, delimiter: string): CsvFeedFormat['quote'] {
  let single = 0;
  let double = 0;
  const lines = text.split('\n', 30);
  for (const line of lines) {
    const fields = line.split(delimiter);
    for (const field of fields) {
      const first = field.trimStart().charAt(0);
      if (first === "'") single++;
      else if (first === '"') double++;
    }
  }
  return single > double ? "'" : '"';
}

function unquote(name: string, quote: string): string {
  const text = name.trim();
  return text.length >= 2 && text.startsWith(quote) && text.endsWith(quote) ? text.slice(1, -1) : text;
}

/** The CSV dialect a header names; its column names are compared trimmed and in lower case. */
export function csvFormatName(columns: readonly string[]): CsvFeedFormatName | null {
  const has = new Set(columns.map((column) => column.trim().toLowerCase()));
  if (has.has('aw_deep_link') || has.has('aw_product_id')) return 'awin-csv';
  if (has.has('trackingurl')) return 'adtraction-csv';
  if (has.has('graphicurl') || has.has('regularprice')) return 'adrecord-csv';
  if (has.has('affiliate_link') || has.has('prisjakt_id')) return 'prisjakt-csv';
  if (has.has('id') && has.has('title')) return 'google-csv';
  if (has.has('sku') && has.has('producturl')) return 'adtraction-csv';
  return null;
}

function csvFormat(head: string): CsvFeedFormat {
  const end = head.indexOf('\n');
  const headerLine = (end === -1 ? head : head.slice(0, end)).replace(/\r$/, '');
  const delimiter = sniffDelimiter(headerLine);
  if (delimiter === null) throw new FeedError(UNKNOWN_FORMAT);
  const quote = sniffQuote(head, delimiter);
  const columns = headerLine.split(delimiter).map((name) => unquote(name, quote));
  const name = csvFormatName(columns);
  if (name === null) throw new FeedError(UNKNOWN_FORMAT);
  return { kind: 'csv', name, delimiter, quote };
}

/**
 * The format of a feed from the start of its text (a few kilobytes; a byte order mark is ignored): XML when
 * the first character that is not white space is "<", else CSV with the delimiter and quote sniffed from the
 * header line. Throws FeedError (Swedish message) for anything else.
 */
export function detectFeedFormat(head: string): FeedFormat {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text === '') throw new FeedError('Flödet är tomt');
  if (text.startsWith('<')) return xmlFormat(text);
  return csvFormat(text);
}
