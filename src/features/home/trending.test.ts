import { describe, expect, it } from 'vitest';
import { makeProduct } from './fixtures/products.ts';
import { nextSlide, previousSlide, selectTrending } from './trending.ts';

describe('trending products', () => {
  it('keeps featured products and those with a trend score, highest score first, at most 10', () => {
    const products = [
      makeProduct({ id: 'none' }),
      makeProduct({ id: 'featured', featured: true }),
      makeProduct({ id: 'hot', trend_score: 9 }),
      makeProduct({ id: 'warm', trend_score: 3 }),
    ];
    expect(selectTrending(products).map((p) => p.id)).toEqual(['hot', 'warm', 'featured']);
    const many = Array.from({ length: 15 }, (_, i) => makeProduct({ trend_score: i + 1 }));
    expect(selectTrending(many)).toHaveLength(10);
    expect(selectTrending(many)[0]!.trend_score).toBe(15);
  });

  it('loops the carousel both ways', () => {
    expect(nextSlide(9, 10)).toBe(0);
    expect(nextSlide(3, 10)).toBe(4);
    expect(previousSlide(0, 10)).toBe(9);
    expect(nextSlide(0, 0)).toBe(0);
  });
});
