import { describe, expect, it } from 'vitest';
import {
  AWIN_FIELDS,
  bygghemmaProducts,
  feedItemProduct,
  feedPriceKronor,
  systembolagetProducts,
  systembolagetTitle,
  urlSlug,
} from './real-catalogues.ts';

// Made-up entries in the real files' shapes (the real files stay in ../shared).
describe('systembolagetProducts', () => {
  it('titles name + subtitle as a shop does, keys by the URL and keeps the tags as the category path', () => {
    const [wine, beer, ...rest] = systembolagetProducts({
      'https://www.systembolaget.se/produkt/vin/solbacken-123401/': {
        name: 'Solbacken',
        subtitle: 'Barrel fermented Chardonnay, 2019',
        alcohol: '13,5 %',
        price: 89.5,
        volume: '750 ml',
        country: 'Frankrike, Bourgogne',
        nr: 1234,
        tags: ['vin', 'vitt vin', 'fylligt & smakrikt'],
      },
      'https://www.systembolaget.se/produkt/ol/testbryggeriet-99901/': {
        name: 'Testbryggeriet Lager',
        subtitle: 'undefined',
        alcohol: '5 %',
        price: null,
        volume: '330 ml',
        nr: 'Nr 999',
        tags: ['öl', 'ljus lager'],
      },
      'https://www.systembolaget.se/produkt/vin/tom-1/': { price: null, nr: null, apk: null },
    });
    expect(rest).toEqual([]);
    expect(wine).toMatchObject({
      key: 'sb:solbacken-123401',
      source: 'systembolaget',
      input: {
        title: 'Solbacken Barrel fermented Chardonnay 2019',
        categoryPath: ['vin', 'vitt vin', 'fylligt & smakrikt'],
        price: 89.5,
        merchant: 'Systembolaget',
        brand: '',
      },
    });
    expect(wine?.input.description).toContain('750 ml');
    expect(beer?.input).toMatchObject({ title: 'Testbryggeriet Lager', price: null });
  });

  it('survives input that is no catalogue', () => {
    expect(systembolagetProducts(null)).toEqual([]);
    expect(systembolagetProducts([1, 2])).toEqual([]);
    expect(systembolagetTitle('Namn', '')).toBe('Namn');
    expect(urlSlug('https://example.se/a/b/c-12/?x=1')).toBe('c-12');
  });
});

describe('bygghemmaProducts', () => {
  it('reads the price in öre, the category tree and the sku', () => {
    const [sofa] = bygghemmaProducts([
      {
        url: 'https://www.bygghemma.se/x/p-1',
        name: '2-sitssoffa Testmärket Ek',
        brand: 'Testmärket',
        description: 'En bekväm soffa.',
        price: 644000,
        sku: 'ABC-1',
        categoryTree: [{ name: 'Inredning & belysning' }, { name: 'Möbler' }, { name: 'Soffor' }],
      },
      { name: 'utan sku' },
    ]);
    expect(sofa).toMatchObject({
      key: 'bh:ABC-1',
      input: {
        title: '2-sitssoffa Testmärket Ek',
        price: 6440,
        brand: 'Testmärket',
        merchant: 'Bygghemma',
        categoryPath: ['Inredning & belysning', 'Möbler', 'Soffor'],
      },
    });
  });
});

describe('feedItemProduct', () => {
  it('reads Google Merchant and Awin fields and gives the price in rough kronor', () => {
    const google = new Map([
      ['g:id', 'x1'],
      ['title', 'Pearl Bracelet'],
      ['g:price', '10.00 GBP'],
      ['g:product_type', 'Jewelry > Bracelets'],
      ['g:google_product_category', '191'],
    ]);
    expect(feedItemProduct('srd', 'Shop', (key) => google.get(key))).toMatchObject({
      key: 'srd:x1',
      input: { title: 'Pearl Bracelet', price: 135, categoryPath: ['Jewelry', 'Bracelets'] },
      googleCategory: '191',
    });
    const awin = new Map([
      ['aw_product_id', '7'],
      ['product_name', 'Shorts'],
      ['search_price', '98.0'],
      ['currency', 'USD'],
    ]);
    expect(feedItemProduct('aw', 'Shop', (key) => awin.get(key), AWIN_FIELDS)?.input.price).toBe(1029);
    expect(feedItemProduct('srd', 'Shop', () => undefined)).toBeNull();
    expect(feedPriceKronor('12 XYZ')).toBeNull();
  });
});
