import { describe, expect, it } from 'vitest';
import { CATALOGUE_RATING, toProduct } from './product.ts';

describe('toProduct', () => {
  it('maps a full row to the client model (docs/product/browse-search.md#product-card)', () => {
    const product = toProduct({
      id: '7d0c8f1e-5b7a-4c1e-9a55-2f3d4c5b6a70',
      title: 'Doftljus i glas',
      merchant_pid: 'ljus-1',
      description: 'Handgjutet ljus',
      image_url: '/images/products/ljus-1.svg',
      image_width: 400,
      image_height: 400,
      price_value: '249.00',
      product_url: 'https://www.ljusbutiken.se/ljus-1',
      merchant: 'Ljusbutiken',
      category_path: ['Hem', 'Doftljus'],
      tags: ['doftljus'],
      audience: 'kvinna',
      occasions: ['jul'],
      interests: ['inredning'],
      to_whom: ['mamma'],
      age_groups: [],
      themes: ['mys'],
      price_bucket: '200-500',
      source: 'feed',
      featured: true,
      updated_at: new Date('2026-11-20T10:00:00Z'),
      rank_boost: '2',
      trend_boost: 1.5,
      trend_score: null,
    });
    expect(product).toEqual({
      id: '7d0c8f1e-5b7a-4c1e-9a55-2f3d4c5b6a70',
      title: 'Doftljus i glas',
      slug: 'ljus-1',
      description: 'Handgjutet ljus',
      imageUrl: '/images/products/ljus-1.svg',
      imageWidth: 400,
      imageHeight: 400,
      priceSEK: 249,
      currency: 'SEK',
      affiliateUrl: 'https://www.ljusbutiken.se/ljus-1',
      merchant: 'Ljusbutiken',
      categories: ['Hem', 'Doftljus'],
      tags: ['doftljus'],
      audiences: ['kvinna'],
      occasions: ['jul'],
      interests: ['inredning'],
      to_whom: ['mamma'],
      age_groups: [],
      themes: ['mys'],
      budget: '200-500',
      rating: CATALOGUE_RATING,
      featured: true,
      source: 'feed',
      lastVerifiedISO: '2026-11-20T10:00:00.000Z',
      rank_boost: 2,
      trend_boost: 1.5,
      trend_score: 0,
    });
  });

  it('fills what is missing: empty text, empty lists, no price, boosts 0, manual source', () => {
    const product = toProduct({ id: 'p1', title: null, price_value: null, tags: null, audience: null });
    expect(product).toMatchObject({
      title: '',
      description: '',
      imageUrl: '',
      imageWidth: null,
      priceSEK: null,
      budget: '',
      tags: [],
      categories: [],
      audiences: [],
      featured: false,
      source: 'manual',
      lastVerifiedISO: '',
      rank_boost: 0,
      trend_score: 0,
    });
  });

  it('derives the budget bucket from the price when the row has none, and reads timestamps as text', () => {
    const product = toProduct({ id: 'p2', price_value: 150, updated_at: '2026-11-20T10:00:00+00:00' });
    expect(product.budget).toBe('under-200');
    expect(product.lastVerifiedISO).toBe('2026-11-20T10:00:00.000Z');
  });

  it('keeps only text in lists and a price that is a number', () => {
    const product = toProduct({
      id: 'p3',
      price_value: 'inte ett pris',
      tags: ['kaffe', 3 as unknown as string, 'te'],
      rank_boost: 'x',
    });
    expect(product.priceSEK).toBeNull();
    expect(product.tags).toEqual(['kaffe', 'te']);
    expect(product.rank_boost).toBe(0);
  });
});
