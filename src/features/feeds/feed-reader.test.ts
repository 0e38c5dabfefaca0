import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeCsv, writeGoogleMerchantXml } from '../../dev/feeds/feed-writers.ts';
import { generateFeedItems } from '../../dev/feeds/synthetic-feed.ts';
import { REAL_FEEDS_DIR } from '../../lib/shared-data.server.ts';
import { cleanTitle, imageUrl } from './feed-fields.ts';
import { FeedError } from './feed-format.ts';
import type { FeedProduct, FeedRowError, FeedRowResult } from './feed-product.ts';
import {
  countFeed,
  type FeedInfo,
  type FeedSource,
  openFeed,
  readFeed,
  readFeedRecords,
} from './feed-reader.server.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const NOW = new Date('2026-11-23T12:00:00Z');

function fixture(path: string): Buffer {
  return readFileSync(join(FIXTURES, path));
}

/** A real shop's feed, read from ../shared/feeds/real (never copied into the repository). */
function realFeed(file: string): Buffer {
  return readFileSync(join(REAL_FEEDS_DIR, file));
}

const REAL_FEEDS_PRESENT = existsSync(REAL_FEEDS_DIR);
if (!REAL_FEEDS_PRESENT) console.warn(`Riktiga butiksflöden saknas (${REAL_FEEDS_DIR}): de testerna hoppas över.`);

interface Read {
  info: FeedInfo;
  products: FeedProduct[];
  errors: FeedRowError[];
  rows: FeedRowResult[];
}

async function read(source: FeedSource, now = NOW): Promise<Read> {
  const feed = await openFeed(source, { now });
  const rows: FeedRowResult[] = [];
  for await (const row of feed.rows) rows.push(row);
  return {
    info: feed.info,
    rows,
    products: rows.flatMap((row) => ('product' in row ? [row.product] : [])),
    errors: rows.flatMap((row) => ('reason' in row ? [row] : [])),
  };
}

function reasons(errors: readonly FeedRowError[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const error of errors) counts[error.reason] = (counts[error.reason] ?? 0) + 1;
  return counts;
}

function product(result: Read, id: string): FeedProduct {
  const found = result.products.find((item) => item.merchantPid === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

/** The same bytes in chunks of `size`, so every boundary (inside a tag, an entity, a UTF-8 sequence) is crossed. */
function* chunked(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const MARKUP = /&[#a-z0-9]+;|<!\[CDATA\[|\]\]>|<\/?[a-z][^>]*>/i;

describe.skipIf(!REAL_FEEDS_PRESENT)('real shop feeds (../shared/feeds/real)', () => {
  it('Prisjakt XML: the all-fields example is one product', async () => {
    const result = await read(realFeed('prisjakt_offer_full_example.xml'));
    expect(result.info.format.name).toBe('prisjakt-xml');
    expect(result.errors).toEqual([]);
    expect(result.products).toEqual([
      {
        merchantPid: 'a b./)(',
        title: 'Samsung Galaxy S8 Black 128G',
        description: expect.stringMatching(/^Lorem ipsum dolor sit amet, .* nulla pariatur\.$/),
        price: 3200000,
        currency: 'SEK',
        originalPrice: null,
        ean: '10614141000415',
        brand: 'Sony',
        imageUrl: 'https://example.com/image1.jpg',
        productUrl: 'http://example.com/link-%E2%84%A2-mu-20%C2%B5m',
        categoryPath: ['computer_accessories'],
        googleCategoryId: null,
        inStock: false,
        itemGroupId: 'aaa111',
      },
    ]);
  });

  it('Prisjakt XML: inside the sale window the sale price applies and the regular price is the original', async () => {
    const result = await read(realFeed('prisjakt_offer_full_example.xml'), new Date('2016-02-25T12:00:00Z'));
    expect(result.products[0]?.price).toBe(11.5);
    expect(result.products[0]?.originalPrice).toBe(3200000);
    const after = await read(realFeed('prisjakt_offer_full_example.xml'), new Date('2016-02-27T00:00:01Z'));
    expect(after.products[0]?.price).toBe(3200000);
  });

  it('Prisjakt CSV: the same item, gtins and images listed in one cell', async () => {
    const csv = await read(realFeed('prisjakt_offer_full_example.csv'));
    const xml = await read(realFeed('prisjakt_offer_full_example.xml'));
    expect(csv.info.format).toEqual({ kind: 'csv', name: 'prisjakt-csv', delimiter: ',', quote: '"' });
    expect(csv.errors).toEqual([]);
    expect(csv.products).toEqual(xml.products);
  });

  it.each([
    ['gmc_rss_sparklingresindelights-uk.xml', 'google-rss', { 'valuta GBP stöds inte': 73 }],
    ['gmc_rss_importpc-cz_singleline.xml', 'google-rss', { 'valuta CZK stöds inte': 1255 }],
    ['gmc_rss_opispot-es_BOM_TRUNCATED100.xml', 'google-rss', { 'valuta USD stöds inte': 100 }],
    [
      'gmc_rss_solarmarket-tr_mixedcurrency.xml',
      'google-rss',
      { 'valuta USD stöds inte': 403, 'valuta EUR stöds inte': 378, 'valuta TRY stöds inte': 4 },
    ],
    ['awin_lululemon-us_codingbiro.csv', 'awin-csv', { 'valuta USD stöds inte': 10 }],
    ['partnerads_easescandinavia-dk_sofuswierper.xml', 'partner-ads-xml', { 'valuta DKK stöds inte': 1 }],
  ])('%s: every row reported with its currency', async (file, format, expected) => {
    const result = await read(realFeed(file));
    expect(result.info.format.name).toBe(format);
    expect(result.products).toEqual([]);
    expect(reasons(result.errors)).toEqual(expected);
    const total = Object.values(expected).reduce((sum, count) => sum + count, 0);
    expect(result.errors.map((error) => error.row)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(result.errors.every((error) => error.id !== null && error.id !== '')).toBe(true);
    expect((await countFeed(realFeed(file))).total).toBe(total);
  });

  it('row ids are the merchant ids, in feed order', async () => {
    const solar = await read(realFeed('gmc_rss_solarmarket-tr_mixedcurrency.xml'));
    expect(solar.errors[0]).toEqual({
      row: 1,
      id: '1-metre--nak-kablo-solar-kablo-6-mm---si-ecdf84f7',
      reason: 'valuta USD stöds inte',
    });
    const awin = await read(realFeed('awin_lululemon-us_codingbiro.csv'));
    expect(awin.errors[0]).toEqual({ row: 1, id: 'us_101700201', reason: 'valuta USD stöds inte' });
    const opispot = await read(realFeed('gmc_rss_opispot-es_BOM_TRUNCATED100.xml'));
    expect(opispot.info.encoding).toBe('utf-8');
    expect(opispot.errors[99]?.id).toBeTruthy();
  });

  it('Partner-ads DK: the raw "&" in "Hjem & Have" is escaped and the row is read', async () => {
    const feed = await openFeed(realFeed('partnerads_easescandinavia-dk_sofuswierper.xml'), { now: NOW });
    const rows: FeedRowResult[] = [];
    for await (const row of feed.rows) rows.push(row);
    expect(rows).toEqual([{ row: 1, id: 'CSPM-001', reason: 'valuta DKK stöds inte' }]);
    expect(feed.info.escapedAmpersands).toBe(1);
    const records: string[] = [];
    for await (const result of readFeedRecords(realFeed('partnerads_easescandinavia-dk_sofuswierper.xml'))) {
      records.push(result.record.get('kategorinavn') ?? '');
    }
    expect(records).toEqual(['Hjem & Have > Rengøring > Gulvvask']);
  });

  it('no title of any real feed keeps an entity, a CDATA marker or a tag once cleaned', async () => {
    const files = [
      'gmc_rss_sparklingresindelights-uk.xml',
      'gmc_rss_importpc-cz_singleline.xml',
      'gmc_rss_opispot-es_BOM_TRUNCATED100.xml',
      'gmc_rss_solarmarket-tr_mixedcurrency.xml',
      'awin_lululemon-us_codingbiro.csv',
      'prisjakt_offer_full_example.xml',
    ];
    let titles = 0;
    for (const file of files) {
      for await (const { record } of readFeedRecords(realFeed(file))) {
        const title = cleanTitle(record.get('title') ?? record.get('product_name') ?? '');
        expect(title).not.toMatch(MARKUP);
        expect(title).not.toMatch(/\s{2}/);
        expect(title).not.toBe('');
        titles++;
      }
    }
    expect(titles).toBe(73 + 1255 + 100 + 785 + 10 + 1);
  });

  it('Sparkling Resin Delights: 72 of 73 image links are the home page and would be dropped', async () => {
    let kept = 0;
    let items = 0;
    for await (const { record } of readFeedRecords(realFeed('gmc_rss_sparklingresindelights-uk.xml'))) {
      items++;
      if (imageUrl(record.get('image_link')) !== null) kept++;
    }
    expect(items).toBe(73);
    expect(kept).toBe(1);
  });

  it('a single-line document and a BOM read the same in small chunks', async () => {
    const bytes = realFeed('gmc_rss_opispot-es_BOM_TRUNCATED100.xml');
    const whole = await read(bytes);
    const pieces = await read(chunked(bytes, 997));
    expect(pieces.rows).toEqual(whole.rows);
    const single = realFeed('gmc_rss_importpc-cz_singleline.xml');
    expect((await read(chunked(single, 4093))).rows).toEqual((await read(single)).rows);
  });
});

describe('feed formats', () => {
  it('Google Merchant RSS: sale windows, availability, images, categories and cleaning', async () => {
    const result = await read(fixture('formats/google-fields.xml'));
    expect(result.info.format.name).toBe('google-rss');
    expect(product(result, 'G-1')).toEqual({
      merchantPid: 'G-1',
      title: 'Presentask Lyx & kort',
      description: 'En ask med choklad & te…\n\nVikt: 300 g',
      price: 399,
      currency: 'SEK',
      originalPrice: 499,
      ean: '7350000000054',
      brand: 'Chokladfabriken & Co',
      imageUrl: 'https://prov.example.se/img/ask.jpg?w=800&h=800',
      productUrl: 'https://prov.example.se/ask?farg=rod&storlek=stor',
      categoryPath: ['Mat & dryck', 'Choklad', 'Presentaskar'],
      googleCategoryId: 412,
      inStock: true,
    });
    expect(product(result, 'G-2')).toMatchObject({
      price: 349,
      originalPrice: null,
      ean: null,
      brand: null,
      categoryPath: ['Home & Garden', 'Kitchen & Dining'],
      inStock: true,
    });
    expect(product(result, 'G-3')).toMatchObject({
      price: 1299,
      imageUrl: null,
      categoryPath: ['Leksaker och spel'],
      googleCategoryId: 1239,
      inStock: false,
    });
    expect(product(result, 'G-4')).toMatchObject({ title: 'Kopp & fat…', price: 10000, inStock: false });
    expect(product(result, 'G-11')).toMatchObject({ price: 100, inStock: true });
    expect(result.errors).toEqual([
      { row: 5, id: 'G-5', reason: 'valuta USD stöds inte' },
      { row: 6, id: 'G-6', reason: 'saknar pris' },
      { row: 7, id: 'G-7', reason: 'ogiltig produktlänk' },
      { row: 8, id: null, reason: 'saknar id' },
      { row: 9, id: 'G-9', reason: 'saknar titel' },
      { row: 10, id: 'G-10', reason: 'felaktig XML: disallowed character in tag name' },
    ]);
    expect(result.info.escapedAmpersands).toBe(1);
    for (const item of result.products) expect(item.title).not.toMatch(MARKUP);
  });

  it('Google Merchant Atom', async () => {
    const result = await read(fixture('formats/atom.xml'));
    expect(result.info.format.name).toBe('google-atom');
    expect(result.products).toEqual([
      {
        merchantPid: 'PB-1',
        title: 'Doftljus Vinterskog',
        description: 'Handgjort doftljus med gran och kanel.',
        price: 249,
        currency: 'SEK',
        originalPrice: null,
        ean: '7350000000047',
        brand: 'Ljusmakeriet',
        imageUrl: 'https://presentbutiken.example.se/img/doftljus.jpg',
        productUrl: 'https://presentbutiken.example.se/doftljus-vinterskog',
        categoryPath: ['Hem och trädgård'],
        googleCategoryId: 536,
        inStock: true,
      },
    ]);
  });

  it('Adtraction XML: TrackingUrl before ProductUrl, Instock yes/no, OriginalPrice, Extras', async () => {
    const result = await read(fixture('formats/adtraction.xml'));
    expect(result.info.format.name).toBe('adtraction-xml');
    expect(result.errors).toEqual([]);
    expect(result.products).toEqual([
      {
        merchantPid: 'AT-100',
        title: 'Babybody i ekologisk bomull',
        description: 'Mjuk body i ekologisk bomull.\n\nTvättas i 60 grader.',
        price: 149,
        currency: 'SEK',
        originalPrice: 199,
        ean: '7350000000016',
        brand: 'Lilla Mo',
        imageUrl: 'https://www.babybutik.se/bilder/body.jpg',
        productUrl:
          'https://go.adt256.com/t/t?a=1234&as=5678&t=2&tk=1&url=https%3A%2F%2Fwww.babybutik.se%2Fbody-ekologisk',
        categoryPath: ['Barn', 'Babykläder', 'Bodys'],
        googleCategoryId: null,
        inStock: true,
      },
      {
        merchantPid: 'AT-101',
        title: 'Gosedjur räv',
        description: 'Handsydd räv.',
        price: 249,
        currency: 'SEK',
        originalPrice: null,
        ean: null,
        brand: 'Lilla Mo',
        imageUrl: null,
        productUrl: 'https://www.babybutik.se/rav',
        categoryPath: ['Barn', 'Leksaker'],
        googleCategoryId: null,
        inStock: false,
      },
    ]);
    const extras: string[] = [];
    for await (const { record } of readFeedRecords(fixture('formats/adtraction.xml'))) {
      extras.push(record.get('extras') ?? '');
    }
    expect(extras).toEqual(['{SIZE#86 92}{CONDITION#new}{COLOUR#Grön}', '{CONDITION#new}']);
  });

  it("Adtraction CSV with ' quotes", async () => {
    const result = await read(fixture('formats/adtraction.csv'));
    expect(result.info.format).toEqual({ kind: 'csv', name: 'adtraction-csv', delimiter: ',', quote: "'" });
    expect(result.products).toEqual([
      {
        merchantPid: 'AT-200',
        title: "Pyjamas 'Stjärnhimmel', 2-pack",
        description: 'Mjuk pyjamas, två i förpackningen.',
        price: 1299,
        currency: 'SEK',
        originalPrice: null,
        ean: '7350000000023',
        brand: 'Lilla Mo',
        imageUrl: 'https://cdn.babybutik.se/p/pyjamas',
        productUrl: 'https://go.adt256.com/t/t?a=1234&as=5678&url=https%3A%2F%2Fwww.babybutik.se%2Fpyjamas',
        categoryPath: ['Barn', 'Sovkläder'],
        googleCategoryId: null,
        inStock: true,
      },
      {
        merchantPid: 'AT-201',
        title: 'Mössa',
        description: 'Stickad mössa',
        price: 99,
        currency: 'SEK',
        originalPrice: 129,
        ean: null,
        brand: 'Lilla Mo',
        imageUrl: null,
        productUrl: 'https://www.babybutik.se/mossa',
        categoryPath: ['Barn', 'Accessoarer'],
        googleCategoryId: null,
        inStock: false,
      },
    ]);
    expect(result.errors).toEqual([{ row: 3, id: 'AT-202', reason: 'saknar pris' }]);
  });

  it('Adrecord CSV with ";"', async () => {
    const result = await read(fixture('formats/adrecord.csv'));
    expect(result.info.format).toEqual({ kind: 'csv', name: 'adrecord-csv', delimiter: ';', quote: '"' });
    expect(product(result, 'AR-1')).toEqual({
      merchantPid: 'AR-1',
      title: 'Kaffekvarn "Bryggmästaren"',
      description: 'Kvarn med keramiska kvarnstenar; 15 grovlekar.',
      price: 1299,
      currency: 'SEK',
      originalPrice: 1599,
      ean: '7310000000010',
      brand: 'Bönfabriken',
      imageUrl: 'https://www.kaffebutik.se/img/kvarn.png',
      productUrl: 'https://click.adrecord.com/?p=123&c=456&url=https%3A%2F%2Fwww.kaffebutik.se%2Fkvarn',
      categoryPath: ['Hem', 'Kök', 'Kaffe'],
      googleCategoryId: null,
      inStock: true,
    });
    expect(product(result, 'AR-2')).toMatchObject({ price: 449, originalPrice: null, inStock: false, description: '' });
    expect(result.errors).toEqual([{ row: 3, id: 'AR-3', reason: 'valuta EUR stöds inte' }]);
  });

  it('Tradedoubler XML: prices "1,649" and "3698.00", the tracking link, fields by name', async () => {
    const result = await read(fixture('formats/tradedoubler.xml'));
    expect(result.info.format.name).toBe('tradedoubler-xml');
    expect(result.errors).toEqual([]);
    expect(product(result, 'TD-900')).toEqual({
      merchantPid: 'TD-900',
      title: 'Hörlurar Trådlösa Pro – svarta',
      description: 'Brusreducerande hörlurar med 30 timmars batteritid.',
      price: 1649,
      currency: 'SEK',
      originalPrice: null,
      ean: '7350000000030',
      brand: 'Ljudbolaget',
      imageUrl: 'https://img.ljudbutik.se/horlurar-pro.jpg',
      productUrl:
        'https://pdt.tradedoubler.com/click?a(111)p(222)prod(333)ttid(5)url(https%3A%2F%2Fwww.ljudbutik.se%2Fhorlurar-pro)',
      categoryPath: ['Elektronik', 'Ljud', 'Hörlurar'],
      googleCategoryId: 505771,
      inStock: true,
    });
    expect(product(result, 'TD-901')).toMatchObject({ price: 3698, inStock: false });
  });

  it('Partner-ads XML from a Swedish shop: raw "&" escaped, old price kept, currency from the .se domain', async () => {
    const result = await read(fixture('formats/partnerads-se.xml'));
    expect(result.info.format.name).toBe('partner-ads-xml');
    expect(result.info.escapedAmpersands).toBe(3);
    expect(result.products).toEqual([
      {
        merchantPid: 'PA-1',
        title: 'Kruka & fat i terrakotta',
        description: 'Handgjord kruka med fat.\nPassar inne och ute.',
        price: 299,
        currency: 'SEK',
        originalPrice: 399,
        ean: '7350000000061',
        brand: 'Krukmakarna',
        imageUrl: 'https://www.krukmakarna.se/bilder/kruka.jpg',
        productUrl: 'https://www.krukmakarna.se/kruka',
        categoryPath: ['Hem & Trädgård', 'Odling', 'Krukor'],
        googleCategoryId: null,
        inStock: true,
      },
      {
        merchantPid: 'PA-2',
        title: 'Vattenkanna',
        description: '',
        price: 149,
        currency: 'SEK',
        originalPrice: null,
        ean: null,
        brand: null,
        imageUrl: 'https://www.krukmakarna.se/bilder/kanna.jpg',
        productUrl: 'https://www.krukmakarna.se/kanna',
        categoryPath: ['Hem & Trädgård'],
        googleCategoryId: null,
        inStock: false,
      },
    ]);
  });

  it('Awin CSV separated by tabs: aw_deep_link before merchant_deep_link, RRP as the original price', async () => {
    const header = [
      'aw_deep_link',
      'product_name',
      'aw_product_id',
      'merchant_product_id',
      'merchant_image_url',
      'description',
      'merchant_category',
      'search_price',
      'rrp_price',
      'currency',
      'merchant_deep_link',
      'brand_name',
      'ean',
      'in_stock',
    ];
    const row = [
      'https://www.awin1.com/pclick.php?p=1&a=2&m=3',
      'Tekanna &amp; koppar',
      '991',
      'AW-1',
      'https://img.tebutik.se/kanna.jpg',
      'Tekanna i gjutjärn.',
      'Hem > Te',
      '399.00',
      '499.00',
      'SEK',
      'https://www.tebutik.se/kanna',
      'Tehuset',
      '7350000000054',
      '0',
    ];
    const result = await read(Buffer.from(`${header.join('\t')}\n${row.join('\t')}\n`));
    expect(result.info.format).toEqual({ kind: 'csv', name: 'awin-csv', delimiter: '\t', quote: '"' });
    expect(result.products).toEqual([
      {
        merchantPid: 'AW-1',
        title: 'Tekanna & koppar',
        description: 'Tekanna i gjutjärn.',
        price: 399,
        currency: 'SEK',
        originalPrice: 499,
        ean: '7350000000054',
        brand: 'Tehuset',
        imageUrl: 'https://img.tebutik.se/kanna.jpg',
        productUrl: 'https://www.awin1.com/pclick.php?p=1&a=2&m=3',
        categoryPath: ['Hem', 'Te'],
        googleCategoryId: null,
        inStock: false,
      },
    ]);
  });

  it('Prisjakt XML: pj:affiliate_link before the plain link', async () => {
    const xml = `<?xml version="1.0"?><rss xmlns:pj="https://schema.prisjakt.nu/ns/1.0" xmlns:g="http://base.google.com/ns/1.0" version="3.0"><channel>
      <item><g:id>P-1</g:id><g:title>Spel</g:title><g:price>299,00 SEK</g:price>
      <g:link>https://spelbutik.se/spel</g:link><pj:affiliate_link>https://track.example.se/c?u=spel</pj:affiliate_link></item>
      </channel></rss>`;
    const result = await read(Buffer.from(xml));
    expect(result.info.format.name).toBe('prisjakt-xml');
    expect(result.products.map((item) => [item.price, item.productUrl])).toEqual([
      [299, 'https://track.example.se/c?u=spel'],
    ]);
  });

  it('item group ids: Google g:item_group_id and Awin parent_product_id, trimmed; absent when empty', async () => {
    const xml = `<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel>
      <item><g:id>D-1</g:id><title>Konstgjord dahlia – rosa</title><g:price>99 SEK</g:price>
      <link>https://blommor.example.se/d1</link><g:item_group_id> DAHLIA </g:item_group_id>
      <g:google_product_category>5630</g:google_product_category></item>
      <item><g:id>D-2</g:id><title>Vas</title><g:price>199 SEK</g:price>
      <link>https://blommor.example.se/d2</link><g:item_group_id>  </g:item_group_id></item>
      </channel></rss>`;
    const google = await read(Buffer.from(xml));
    expect(google.products.map((item) => [item.merchantPid, item.itemGroupId, item.googleCategoryId])).toEqual([
      ['D-1', 'DAHLIA', 5630],
      ['D-2', undefined, null],
    ]);
    expect('itemGroupId' in (google.products[1] ?? {})).toBe(false);
    const csv = [
      'aw_deep_link,product_name,aw_product_id,search_price,currency,parent_product_id',
      'https://www.awin1.com/pclick.php?p=1,Linneskjorta – XL,AW-9,499,SEK,SKJORTA-1',
    ].join('\n');
    const awin = await read(Buffer.from(csv));
    expect(awin.products.map((item) => item.itemGroupId)).toEqual(['SKJORTA-1']);
  });

  it('ISO-8859-1 declared in the XML prolog', async () => {
    const bytes = fixture('formats/latin1.xml');
    expect(bytes.includes(Buffer.from('Ã'))).toBe(false);
    const result = await read(bytes);
    expect(result.info.encoding).toBe('windows-1252');
    expect(result.products).toEqual([
      {
        merchantPid: 'HV-1',
        title: 'HUDVÅRD Ansiktskräm för torr hy',
        description: 'Återfuktande kräm med havtorn. Höjd 8 cm.',
        price: 189,
        currency: 'SEK',
        originalPrice: null,
        ean: null,
        brand: 'Åsa & Örjan',
        imageUrl: 'https://www.hudvard.example.se/kram.jpg',
        productUrl: 'https://www.hudvard.example.se/kram',
        categoryPath: ['Skönhet', 'Hudvård', 'Ansiktskräm'],
        googleCategoryId: null,
        inStock: true,
      },
    ]);
  });

  it('Windows-1252 without a declaration, sniffed from invalid UTF-8: "€", "–" and curly quotes', async () => {
    const result = await read(chunked(fixture('formats/windows-1252.csv'), 7));
    expect(result.info.encoding).toBe('windows-1252');
    expect(result.info.format.name).toBe('google-csv');
    expect(result.products.map((item) => [item.title, item.description, item.inStock])).toEqual([
      ['Smörask – björk', 'Smörask i björk, pris i € på tyska sidan', true],
      ['Ostkniv “Gårdsost”', 'Kniv för hårdost', false],
    ]);
  });

  it('UTF-16 with a byte order mark', async () => {
    const text = 'id\ttitle\tlink\tprice\tcurrency\nU-1\tLåda\thttps://butik.example.se/lada\t99 kr\tSEK\n';
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const result = await read(chunked(bytes, 5));
    expect(result.info.encoding).toBe('utf-16le');
    expect(result.products.map((item) => [item.merchantPid, item.title, item.price])).toEqual([['U-1', 'Låda', 99]]);
  });

  it('gzip and zip: unpacked, the first feed-looking zip entry read', async () => {
    const bytes = fixture('formats/tradedoubler.xml');
    const plain = await read(bytes);
    const gzipped = await read(chunked(gzipSync(bytes), 100));
    expect(gzipped.info.compression).toBe('gzip');
    expect(gzipped.rows).toEqual(plain.rows);
    const zip = zipSync({
      '__MACOSX/._produkter.xml': new Uint8Array([0, 5, 22, 7]),
      'LASMIG.pdf': new Uint8Array([37, 80, 68, 70]),
      'export/produkter.xml': new Uint8Array(bytes),
      'export/annat.csv': new Uint8Array(fixture('formats/adrecord.csv')),
    });
    const zipped = await read(chunked(zip, 64));
    expect(zipped.info.compression).toBe('zip');
    expect(zipped.info.zipEntry).toBe('export/produkter.xml');
    expect(zipped.rows).toEqual(plain.rows);
  });

  it('an empty feed, an unknown document and a zip without a feed are FeedErrors with Swedish messages', async () => {
    await expect(openFeed(new Uint8Array(0))).rejects.toThrow(new FeedError('Flödet är tomt'));
    await expect(openFeed(Buffer.from('<!DOCTYPE html><html><body>Hej</body></html>'))).rejects.toThrow(
      'Okänt flödesformat: varken ett XML-flöde eller en CSV-fil med rubrikrad',
    );
    await expect(openFeed(zipSync({ 'bild.png': new Uint8Array([1, 2, 3]) }))).rejects.toThrow(
      'Zip-arkivet innehåller inget flöde (ingen XML-, CSV- eller textfil)',
    );
    await expect(openFeed(Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6]))).rejects.toThrow(/^Gzip-filen kunde/);
  });

  it('a document cut off inside a product reports that product and keeps the ones before', async () => {
    const bytes = fixture('formats/tradedoubler.xml');
    const cut = bytes.subarray(0, bytes.indexOf('<name>Högtalare'));
    const result = await read(cut);
    expect(result.products.map((item) => item.merchantPid)).toEqual(['TD-900']);
    expect(result.errors).toEqual([{ row: 2, id: null, reason: 'XML-dokumentet slutar mitt i produkten' }]);
  });

  it('a CSV quote that never closes costs the rest of the file, reported once; a stray quote is kept', async () => {
    const header = 'id,title,link,price,currency';
    const unclosed = [
      header,
      'K-1,Kaka,https://bageri.example.se/kaka,25,SEK',
      'K-2,"Bulle,https://bageri.example.se/bulle,15,SEK',
      'K-3,Bröd,https://bageri.example.se/brod,45,SEK',
      '',
    ].join('\n');
    const first = await read(Buffer.from(unclosed));
    expect(first.products.map((item) => item.merchantPid)).toEqual(['K-1']);
    expect(first.errors).toEqual([
      { row: 2, id: null, reason: 'felaktig CSV: ett citattecken stängs aldrig, resten av filen kunde inte läsas' },
    ]);
    const stray = [header, 'K-2,"Bulle" och kaffe",https://bageri.example.se/bulle,15,SEK', 'K-3,Bröd,x,45,SEK'];
    const second = await read(Buffer.from(stray.join('\r\n')));
    expect(second.products.map((item) => [item.merchantPid, item.title])).toEqual([['K-2', '"Bulle" och kaffe"']]);
    expect(second.errors).toEqual([{ row: 2, id: 'K-3', reason: 'ogiltig produktlänk' }]);
  });
});

describe('generated feeds', () => {
  async function generated(kind: 'xml' | 'csv', count: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
    });
    if (kind === 'xml') await writeGoogleMerchantXml(generateFeedItems(count), sink);
    else await writeCsv(generateFeedItems(count), sink);
    return Buffer.concat(chunks);
  }

  it.each(['xml', 'csv'] as const)('the synthetic %s feed reads back item for item', async (kind) => {
    const items = [...generateFeedItems(1500)];
    const result = await read(await generated(kind, 1500));
    expect(result.info.format.name).toBe(kind === 'xml' ? 'google-rss' : 'google-csv');
    expect(result.rows).toHaveLength(1500);
    const withPrice = items.filter((item) => item.price !== null);
    expect(result.products).toHaveLength(withPrice.length);
    expect(reasons(result.errors)).toEqual({ 'saknar pris': items.length - withPrice.length });
    for (const [index, item] of withPrice.entries()) {
      const row = result.products[index];
      expect(row?.merchantPid).toBe(item.merchantPid);
      expect(row?.title).toBe(item.title.trim());
      expect(row?.price).toBe(item.price);
      expect(row?.productUrl).toBe(item.affiliateUrl);
      expect(row?.ean).toBe(item.gtin);
      expect(row?.brand).toBe(item.brand === '' ? null : item.brand);
      expect(row?.categoryPath).toEqual(item.categoryPath);
      expect(row?.inStock).toBe(item.availability === 'in stock');
    }
  });

  it('readFeed and countFeed agree with openFeed', async () => {
    const bytes = await generated('xml', 300);
    let rows = 0;
    for await (const _ of readFeed(bytes)) rows++;
    expect(rows).toBe(300);
    expect((await countFeed(bytes)).total).toBe(300);
  });
});
