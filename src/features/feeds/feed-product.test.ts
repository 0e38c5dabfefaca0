import { describe, expect, it } from 'vitest';
import { type FeedProduct, feedProductColumns, feedProductSchema, isFeedRowError } from './feed-product.ts';

const PRODUCT: FeedProduct = {
  merchantPid: 'AR-1',
  title: 'Kaffekvarn',
  description: 'Kvarn med keramiska kvarnstenar.',
  price: 1299,
  currency: 'SEK',
  originalPrice: 1599,
  ean: '7310000000010',
  brand: 'Bönfabriken',
  imageUrl: 'https://www.kaffebutik.se/img/kvarn.png',
  productUrl: 'https://click.adrecord.com/?p=123',
  categoryPath: ['Hem', 'Kök'],
  googleCategoryId: null,
  inStock: false,
};

describe('feedProductColumns', () => {
  it('maps a feed product to the products table columns', () => {
    expect(feedProductColumns('Kaffebutiken', PRODUCT)).toEqual({
      merchant: 'Kaffebutiken',
      merchant_pid: 'AR-1',
      title: 'Kaffekvarn',
      description: 'Kvarn med keramiska kvarnstenar.',
      price_value: 1299,
      currency: 'SEK',
      original_price: 1599,
      price_bucket: '1000-plus',
      ean: '7310000000010',
      brand: 'Bönfabriken',
      image_url: 'https://www.kaffebutik.se/img/kvarn.png',
      product_url: 'https://click.adrecord.com/?p=123',
      category_path: ['Hem', 'Kök'],
      in_stock: false,
      source: 'feed',
    });
  });
});

describe('feedProductSchema', () => {
  it('accepts a clean product and refuses what the table cannot hold', () => {
    expect(feedProductSchema.safeParse(PRODUCT).success).toBe(true);
    expect(feedProductSchema.safeParse({ ...PRODUCT, currency: 'USD' }).success).toBe(false);
    expect(feedProductSchema.safeParse({ ...PRODUCT, price: 0 }).success).toBe(false);
    expect(feedProductSchema.safeParse({ ...PRODUCT, price: 1e11 }).success).toBe(false);
    expect(feedProductSchema.safeParse({ ...PRODUCT, productUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(feedProductSchema.safeParse({ ...PRODUCT, title: '' }).success).toBe(false);
    expect(feedProductSchema.safeParse({ ...PRODUCT, ean: '123' }).success).toBe(false);
  });

  it('tells row errors from products', () => {
    expect(isFeedRowError({ row: 1, id: 'x', reason: 'saknar pris' })).toBe(true);
    expect(isFeedRowError({ row: 1, product: PRODUCT })).toBe(false);
  });
});
