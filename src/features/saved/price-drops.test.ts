import { describe, expect, it } from 'vitest';
import { PRICE_DROPS_MAX, priceDropBadgeLabel, priceDropsQuery, priceDropText } from './price-drops.ts';

describe('price drops on saved gifts', () => {
  it('writes the drop the Swedish way', () => {
    expect(priceDropText({ was: 499, now: 399 })).toBe('Sänkt sedan du sparade: 499 → 399 kr');
    expect(priceDropText({ was: 1299, now: 999.5 })).toBe('Sänkt sedan du sparade: 1\u00a0299 → 999,50 kr');
    expect(priceDropBadgeLabel(1)).toBe('1 sparad present har blivit billigare');
    expect(priceDropBadgeLabel(3)).toBe('3 sparade presenter har blivit billigare');
  });

  it('asks only about gifts with a save time, the newest first, at most the limit', () => {
    expect(priceDropsQuery([])).toBeNull();
    expect(priceDropsQuery([{ productId: 'a', savedAt: 0 }])).toBeNull();
    expect(
      priceDropsQuery([
        { productId: 'a', savedAt: 20 },
        { productId: 'b', savedAt: 0 },
        { productId: 'c', savedAt: 10 },
      ]),
    ).toBe('ids=a%2Cc&since=20,10');
    const many = Array.from({ length: 150 }, (_, index) => ({ productId: `p${index}`, savedAt: 1000 - index }));
    expect(priceDropsQuery(many)?.split('&')[1]?.split(',')).toHaveLength(PRICE_DROPS_MAX);
  });
});
