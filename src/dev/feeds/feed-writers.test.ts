import { Writable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  csvField,
  escapeXml,
  feedItemToProductRow,
  writeCsv,
  writeGoogleMerchantXml,
} from './feed-writers.ts';
import { type FeedItem, generateFeedItems } from './synthetic-feed.ts';

/** Collects what is written; with `delay`, each write completes later (so a small buffer fills up). */
class Sink extends Writable {
  readonly chunks: string[] = [];
  drains = 0;
  private readonly delay: boolean;

  constructor(highWaterMark = 16 * 1024, delay = false) {
    super({ highWaterMark, decodeStrings: false });
    this.delay = delay;
    this.on('drain', () => {
      this.drains++;
    });
  }

  override _write(chunk: string | Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    if (this.delay) setTimeout(callback, 0);
    else callback();
  }

  text(): string {
    return this.chunks.join('');
  }
}

function item(overrides: Partial<FeedItem>): FeedItem {
  return {
    merchantPid: 'TST-1',
    merchant: 'Testbutiken',
    title: 'Kaffekvarn',
    description: 'En kvarn.',
    price: 299,
    currency: 'SEK',
    brand: 'Nordbrygg',
    gtin: '7310865004703',
    productUrl: 'https://www.testbutiken.se/produkt/kaffekvarn',
    affiliateUrl: 'https://go.affiliatelanken.se/c/1/TST-1?url=https%3A%2F%2Fwww.testbutiken.se%2Fprodukt%2Fkaffekvarn',
    imageUrl: '/images/feed/kaffekvarn.svg',
    categoryPath: ['Hem & Trädgård', 'Kök & Matsal', 'Kaffe & te'],
    availability: 'in stock',
    condition: 'new',
    kind: 'kaffekvarn',
    kindName: 'Kaffekvarn',
    ...overrides,
  };
}

const TRICKY: FeedItem[] = [
  item({
    merchantPid: 'A&B<1>',
    title: 'Kaffe & te "Deluxe" <Special> – Bob\'s val, 3 st',
    description: '<p>Rå &amp; härlig</p>\r\nrad två\n\tindrag "citat" \'apostrof\' 🎁 ',
    brand: 'Åsa & Örjan',
    merchant: 'Hemma & Kök',
  }),
  item({
    merchantPid: 'CTRL-1',
    title: 'Kon\u0000trol\u0007l\u001Ftecken\u007F\u0085',
    description: 'Halv\uD800surrogat och \uFFFE ogiltigt, men 😀 får vara kvar',
    price: null,
    gtin: null,
    brand: '',
  }),
  item({ merchantPid: 'Ö-2', title: ']]> CDATA-slut', price: 1234.5, categoryPath: ['A > B', 'C'] }),
];

interface ParsedItem {
  [element: string]: string;
}

/** Parses a feed with a real XML parser and returns its items as element → text maps. */
function parseFeed(xml: string): { items: ParsedItem[]; rootAttributes: Record<string, string> } {
  const parser = new SaxesParser({ xmlns: false });
  const items: ParsedItem[] = [];
  let current: ParsedItem | null = null;
  let field: string | null = null;
  let text = '';
  let rootAttributes: Record<string, string> = {};
  parser.on('opentag', (tag) => {
    if (tag.name === 'rss') rootAttributes = tag.attributes as Record<string, string>;
    if (tag.name === 'item') current = {};
    else if (current) {
      field = tag.name;
      text = '';
    }
  });
  parser.on('text', (value) => {
    if (field) text += value;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'item' && current) {
      items.push(current);
      current = null;
    } else if (current && field === tag.name) {
      current[field] = text;
      field = null;
    }
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return { items, rootAttributes };
}

/** Splits RFC 4180 CSV into records of fields. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let fieldText = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        fieldText += '"';
        i++;
      } else if (char === '"') quoted = false;
      else fieldText += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(fieldText);
      fieldText = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(fieldText);
      records.push(record);
      record = [];
      fieldText = '';
      i++;
    } else fieldText += char;
  }
  if (fieldText !== '' || record.length) {
    record.push(fieldText);
    records.push(record);
  }
  return records;
}

// What XML keeps of a string: everything but the characters XML 1.0 forbids or discourages.
const DROPPED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the writer drops
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xmlSafe = (value: string) => value.replace(DROPPED, '');

describe('escapeXml', () => {
  it('escapes markup, keeps CR and emoji, drops characters XML cannot hold', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
    expect(escapeXml('rad\r\nnästa')).toBe('rad&#13;\nnästa');
    expect(escapeXml('x\u0000y\u0008z\u000B\u001F\u007F\u0085\uFFFF')).toBe('xyz');
    expect(escapeXml('ok 😀 \uD83D slut')).toBe('ok 😀  slut');
    expect(escapeXml('tab\tår')).toBe('tab\tår');
  });
});

describe('writeGoogleMerchantXml', () => {
  it('writes a well-formed Google Merchant feed whose values round-trip', async () => {
    const items = [...TRICKY, ...generateFeedItems(400, 3)];
    const sink = new Sink();
    const count = await writeGoogleMerchantXml(items, sink);
    expect(count).toBe(items.length);
    const xml = sink.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);

    const { items: parsed, rootAttributes } = parseFeed(xml);
    expect(rootAttributes['xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(parsed.length).toBe(items.length);
    parsed.forEach((row, index) => {
      const source = items[index] as FeedItem;
      expect(row['g:id']).toBe(xmlSafe(source.merchantPid));
      expect(row.title).toBe(xmlSafe(source.title));
      expect(row.description ?? '').toBe(xmlSafe(source.description));
      expect(row.link).toBe(source.affiliateUrl);
      expect(row['g:canonical_link']).toBe(source.productUrl);
      expect(row['g:image_link']).toBe(source.imageUrl);
      expect(row['g:price']).toBe(source.price === null ? undefined : `${source.price.toFixed(2)} SEK`);
      expect(row['g:brand']).toBe(source.brand === '' ? undefined : source.brand);
      expect(row['g:gtin']).toBe(source.gtin ?? undefined);
      expect(row['g:identifier_exists']).toBe(source.gtin === null ? 'no' : undefined);
      expect(row['g:product_type']).toBe(source.categoryPath.join(' > '));
      expect(row['g:availability']).toBe(source.availability);
      expect(row['g:condition']).toBe(source.condition);
      expect(row['g:external_seller_id']).toBe(source.merchant);
    });
    expect(xml).toContain('<g:price>1234.50 SEK</g:price>');
    expect(xml).toContain(
      '<g:product_type>Hem &amp; Trädgård &gt; Kök &amp; Matsal &gt; Kaffe &amp; te</g:product_type>',
    );
  });

  it('writes in chunks and waits for a slow writable to drain', async () => {
    const items = [...generateFeedItems(2000, 5)];
    const slow = new Sink(8 * 1024, true);
    await writeGoogleMerchantXml(items, slow);
    const fast = new Sink();
    await writeGoogleMerchantXml(items, fast);
    expect(slow.text()).toBe(fast.text());
    expect(slow.drains).toBeGreaterThan(0);
    expect(slow.chunks.length).toBeLessThan(items.length / 10);
    expect(slow.writableLength).toBe(0);
  });

  it('takes an async source and rejects when the output fails', async () => {
    async function* source() {
      yield* generateFeedItems(50);
    }
    const sink = new Sink();
    expect(await writeGoogleMerchantXml(source(), sink)).toBe(50);

    const failing = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, callback) {
        callback(new Error('disk full'));
      },
    });
    failing.on('error', () => {});
    await expect(writeGoogleMerchantXml(generateFeedItems(2000), failing)).rejects.toThrow('disk full');
  });
});

describe('writeCsv', () => {
  it('quotes per RFC 4180 and round-trips commas, quotes, line breaks and å/ä/ö', async () => {
    const tricky = [
      ...TRICKY,
      item({
        merchantPid: 'Q"1',
        title: 'Skål, glas & "kristall"',
        description: 'Rad 1\nRad 2\r\nRad 3, med komma',
        brand: ' Mellanslag ',
      }),
    ];
    const items = [...tricky, ...generateFeedItems(300, 11)];
    const sink = new Sink();
    expect(await writeCsv(items, sink)).toBe(items.length);
    const text = sink.text();
    expect(text.startsWith(`${CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(records.length).toBe(items.length);
    records.forEach((record, index) => {
      const source = items[index] as FeedItem;
      expect(record).toEqual([
        source.merchantPid,
        source.title,
        source.description,
        source.affiliateUrl,
        source.imageUrl,
        source.price === null ? '' : source.price.toFixed(2),
        'SEK',
        source.brand,
        source.gtin ?? '',
        source.categoryPath.join(' > '),
        source.availability,
        source.merchant,
      ]);
    });
  });

  it('quotes only the fields that need it', () => {
    expect(csvField('vanlig text')).toBe('vanlig text');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('säg "hej"')).toBe('"säg ""hej"""');
    expect(csvField('rad\nrad')).toBe('"rad\nrad"');
    expect(csvField('')).toBe('');
  });
});

describe('feedItemToProductRow', () => {
  it('maps a feed item to a products row awaiting tagging', () => {
    const source = item({
      title: '  Kaffekvarn Nova ',
      description: '<p>Mal kaffe &amp; kryddor.</p><ul><li>Material: Ek</li><li>Mått: 10 x 10 x 20 cm</li></ul>',
      price: 449,
    });
    expect(feedItemToProductRow(source)).toEqual({
      title: 'Kaffekvarn Nova',
      description: 'Mal kaffe & kryddor.\n\nMaterial: Ek\nMått: 10 x 10 x 20 cm',
      price_value: 449,
      currency: 'SEK',
      merchant: 'Testbutiken',
      merchant_pid: 'TST-1',
      ean: '7310865004703',
      image_url: '/images/feed/kaffekvarn.svg',
      product_url: source.affiliateUrl,
      category_path: ['Hem & Trädgård', 'Kök & Matsal', 'Kaffe & te'],
      tags: ['kaffekvarn', 'kaffe & te', 'nordbrygg'],
      price_bucket: '200-500',
      source: 'feed',
      needs_tagging: true,
      audience: null,
      interests: [],
      occasions: [],
      to_whom: [],
      age_groups: [],
      themes: [],
    });
  });

  it('keeps a missing price and GTIN empty and rows valid for the whole feed', () => {
    const row = feedItemToProductRow(item({ price: null, gtin: null, brand: '' }));
    expect(row.price_value).toBeNull();
    expect(row.price_bucket).toBeNull();
    expect(row.ean).toBeNull();
    expect(row.tags).toEqual(['kaffekvarn', 'kaffe & te']);
    for (const generated of generateFeedItems(3000, 2)) {
      const mapped = feedItemToProductRow(generated);
      expect(mapped.title).not.toBe('');
      expect(mapped.description).not.toMatch(/<[a-z/]/i);
      expect(mapped.tags.length).toBeGreaterThan(0);
      expect(mapped.product_url).toBe(generated.affiliateUrl);
    }
  });
});
