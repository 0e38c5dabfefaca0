import { describe, expect, it } from 'vitest';
import { makeProduct } from './fixtures/products.ts';
import {
  buildHomeGrid,
  HOME_CATEGORY_RULES,
  homeCategoryRule,
  homeGridItemClass,
  matchesHomeCategory,
  nextCategoryIndex,
  passesHomeAgeRules,
  rankWithRandomness,
} from './home-grid.ts';

const mamma = HOME_CATEGORY_RULES.mamma!;
const newborn = HOME_CATEGORY_RULES['den nyfödda']!;
const random = () => 0.5;

describe('home category rules', () => {
  it('are found by title or slug, and every mapped category of the spec has one', () => {
    for (const title of [
      'mamma',
      'pappa',
      'Alla hjärtans dag',
      'julafton',
      'den nyfödda',
      'födelsedagen',
      'bröllopet',
      'studenten',
      'din kollega',
      'din son',
    ]) {
      expect(homeCategoryRule({ title }), title).not.toBeNull();
    }
    expect(homeCategoryRule({ title: 'Nyfödd bebis', slug: 'nyfodda' })).toBe(newborn);
    expect(homeCategoryRule({ title: 'Något helt annat' })).toBeNull();
  });

  it('match any audience, recipient, interest, occasion or category word', () => {
    expect(matchesHomeCategory(makeProduct({ audiences: ['kvinna'] }), mamma)).toBe(true);
    expect(matchesHomeCategory(makeProduct({ occasions: ['mors-dag'] }), mamma)).toBe(true);
    expect(matchesHomeCategory(makeProduct({ audiences: ['man'] }), mamma)).toBe(false);
    expect(
      matchesHomeCategory(makeProduct({ categories: ['Barn & Baby', 'Babykläder'], age_groups: ['0-2'] }), newborn),
    ).toBe(true);
  });

  it('let only age group 0-2 into the newborn grid', () => {
    expect(passesHomeAgeRules(makeProduct({ age_groups: ['0-2'] }), newborn)).toBe(true);
    expect(passesHomeAgeRules(makeProduct({ age_groups: ['3-5'] }), newborn)).toBe(false);
    expect(passesHomeAgeRules(makeProduct({ age_groups: [] }), newborn)).toBe(false);
  });

  it('leave products for ages 0-2 up to 10-12 out of the mamma and pappa grids', () => {
    for (const age of ['0-2', '3-5', '6-9', '10-12']) {
      expect(matchesHomeCategory(makeProduct({ audiences: ['kvinna'], age_groups: [age] }), mamma)).toBe(false);
      expect(
        matchesHomeCategory(makeProduct({ audiences: ['man'], age_groups: [age] }), HOME_CATEGORY_RULES.pappa!),
      ).toBe(false);
    }
    expect(matchesHomeCategory(makeProduct({ audiences: ['kvinna'], age_groups: ['vuxen'] }), mamma)).toBe(true);
  });
});

describe('the home grid', () => {
  it('uses the hand-picked products alone when there are enough', () => {
    const picked = Array.from({ length: 7 }, () => makeProduct({ merchant: 'Samma' }));
    expect(buildHomeGrid({ handPicked: picked, catalogue: [], rule: mamma, size: 6, random })).toEqual(
      picked.slice(0, 6),
    );
  });

  it('tops up hand-picked products with matching ones by rank_boost, at most 3 per merchant, no repeated titles', () => {
    const picked = [makeProduct({ id: 'hand', merchant: 'A' })];
    const catalogue = [
      makeProduct({ id: 'low', audiences: ['kvinna'], rank_boost: 1, merchant: 'B' }),
      makeProduct({ id: 'a1', audiences: ['kvinna'], rank_boost: 9, merchant: 'A' }),
      makeProduct({ id: 'a2', audiences: ['kvinna'], rank_boost: 8, merchant: 'A' }),
      makeProduct({ id: 'a3', audiences: ['kvinna'], rank_boost: 7, merchant: 'A' }),
      makeProduct({ id: 'dup', title: 'Produkt a1 | Göteborg', audiences: ['kvinna'], rank_boost: 6, merchant: 'C' }),
      makeProduct({ id: 'man', audiences: ['man'], rank_boost: 10, merchant: 'D' }),
      makeProduct({ id: 'mid', audiences: ['kvinna'], rank_boost: 5, merchant: 'E' }),
    ];
    catalogue[1] = { ...catalogue[1]!, title: 'Produkt a1' };
    const grid = buildHomeGrid({ handPicked: picked, catalogue, rule: mamma, size: 6, random });
    expect(grid.map((p) => p.id)).toEqual(['hand', 'a1', 'a2', 'mid', 'low']);
  });

  it('breaks rank_boost ties at random', () => {
    const items = [makeProduct({ id: 'x' }), makeProduct({ id: 'y' }), makeProduct({ id: 'z', rank_boost: 2 })];
    expect(rankWithRandomness(items, () => 0)[0]!.id).toBe('z');
    const orders = new Set(
      [0, 0.3, 0.6, 0.99].map((value) =>
        rankWithRandomness(items, () => value)
          .map((p) => p.id)
          .join(''),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('shows 2 products on mobile, 5 on tablet and 6 on desktop', () => {
    expect([0, 1, 2, 4, 5].map(homeGridItemClass)).toEqual([
      '',
      '',
      'hidden sm:block',
      'hidden sm:block',
      'hidden lg:block',
    ]);
  });

  it('rotates through the categories and loops', () => {
    expect(nextCategoryIndex(0, 3)).toBe(1);
    expect(nextCategoryIndex(2, 3)).toBe(0);
    expect(nextCategoryIndex(0, 0)).toBe(0);
  });
});
