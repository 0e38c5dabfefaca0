import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { randomGiftView } from './random-view.ts';

const product: Product = {
  id: 'p1',
  title: 'Vinprovning för två | Stockholm',
  slug: 'vinprovning-for-tva',
  description: '<p>En kväll med sex viner. Vikt: 1 kg</p>',
  imageUrl: '/images/p1.svg',
  imageWidth: 400,
  imageHeight: 400,
  priceSEK: 1299,
  currency: 'SEK',
  affiliateUrl: 'https://example.se/p1',
  merchant: 'Upplevelsebolaget',
  categories: ['Upplevelser'],
  tags: [],
  audiences: ['par'],
  occasions: ['bröllop', 'jul'],
  interests: ['upplevelse'],
  to_whom: ['partner'],
  age_groups: [],
  themes: [],
  budget: '1000-plus',
  rating: 4.5,
  featured: false,
  source: 'demo',
  lastVerifiedISO: '',
  rank_boost: 0,
  trend_boost: 0,
  trend_score: 0,
};

describe('random-gift dialog content', () => {
  it('shows the cleaned product with budget, first audience and first occasion badges', () => {
    const view = randomGiftView(product);
    expect(view.title).toBe('Vinprovning för två');
    expect(view.description).toBe('En kväll med sex viner');
    expect(view.badges).toEqual(['>1000', 'Par', 'Bröllop']);
    expect(view.price).toBe('1\u00a0299 kr');
    expect(view.merchant).toBe('hos Upplevelsebolaget');
    expect(view.buyUrl).toContain('utm_campaign=random-gift');
  });

  it('falls back to "Pris varierar" and leaves out missing badges', () => {
    const view = randomGiftView({ ...product, priceSEK: null, budget: '', audiences: [], occasions: [] });
    expect(view.price).toBe('Pris varierar');
    expect(view.badges).toEqual([]);
  });
});
