import { describe, expect, it } from 'vitest';
import {
  BUDGET_RANGE,
  budgetBandFor,
  budgetHasUpperLimit,
  budgetLabel,
  budgetMaxLabel,
  budgetRangeClamp,
  budgetUpperLimit,
  DEFAULT_PRODUCT_FILTER,
  EXPLORE_BUDGET_BANDS,
  filterFromSearchParams,
  filterToSearchParams,
  matchesBudget,
  matchesProductFilter,
  normalizeBudget,
  type ProductFilter,
  THEME_DEFAULT_FILTER,
} from './product-filter.ts';
import { productFilterSchema } from './product-filter-schema.ts';

describe('budgetRangeClamp', () => {
  const range = { min: 350, max: 1800 };

  it.each([
    ['min', '500', { min: 500, max: 1800 }],
    ['min', 500, { min: 500, max: 1800 }],
    ['min', '2500', { min: 1800, max: 1800 }],
    ['min', '-100', { min: 0, max: 1800 }],
    ['min', '', { min: 0, max: 1800 }],
    ['min', '   ', { min: 0, max: 1800 }],
    ['min', null, { min: 0, max: 1800 }],
    ['min', 'abc', { min: 0, max: 1800 }],
    ['min', '449.6', { min: 450, max: 1800 }],
    ['max', '3000', { min: 350, max: 3000 }],
    ['max', '100', { min: 350, max: 350 }],
    ['max', '9000', { min: 350, max: 5000 }],
    ['max', '', { min: 350, max: 5000 }],
    ['max', undefined, { min: 350, max: 5000 }],
    ['max', Number.NaN, { min: 350, max: 5000 }],
    ['max', '1 200', { min: 350, max: 1200 }],
  ] as const)('%s ← %j gives %j', (field, input, expected) => {
    expect(budgetRangeClamp(range, field, input)).toEqual(expected);
  });

  it('does not change the given range', () => {
    budgetRangeClamp(range, 'min', '0');
    expect(range).toEqual({ min: 350, max: 1800 });
  });

  it('has the spec bounds', () => {
    expect(BUDGET_RANGE).toEqual({ min: 0, max: 5000, step: 100 });
  });
});

describe('normalizeBudget', () => {
  it.each([
    [{}, { min: 0, max: 5000 }],
    [
      { min: 2000, max: 500 },
      { min: 500, max: 500 },
    ],
    [
      { min: -5, max: 999999 },
      { min: 0, max: 5000 },
    ],
    [
      { min: null, max: null },
      { min: 0, max: 5000 },
    ],
    [
      { min: 200, max: 500 },
      { min: 200, max: 500 },
    ],
  ])('%j → %j', (input, expected) => {
    expect(normalizeBudget(input)).toEqual(expected);
  });
});

describe('budget labels', () => {
  it.each([
    [1800, '1800 kr', true, 1800],
    [4900, '4900 kr', true, 4900],
    [5000, '5000+ kr', false, null],
    [7000, '5000+ kr', false, null],
    [0, '0 kr', true, 0],
  ])('max %d → %j', (max, label, limited, upper) => {
    expect(budgetMaxLabel(max)).toBe(label);
    expect(budgetHasUpperLimit(max)).toBe(limited);
    expect(budgetUpperLimit(max)).toBe(upper);
  });

  it('labels a range', () => {
    expect(budgetLabel({ min: 350, max: 1800 })).toBe('350 kr – 1800 kr');
    expect(budgetLabel({ min: 0, max: 5000 })).toBe('0 kr – 5000+ kr');
  });

  it('lists the explore bands', () => {
    expect(EXPLORE_BUDGET_BANDS.map((band) => band.label)).toEqual([
      'Under 200 kr',
      '200-500 kr',
      '500-1000 kr',
      '1000+ kr',
    ]);
    expect(budgetBandFor({ min: 200, max: 500 })?.id).toBe('200-500');
    expect(budgetBandFor({ min: 1000, max: 5000 })?.id).toBe('1000-plus');
    expect(budgetBandFor({ min: 350, max: 1800 })).toBeNull();
  });
});

describe('productFilterSchema', () => {
  it('fills in defaults', () => {
    expect(productFilterSchema.parse({})).toEqual(DEFAULT_PRODUCT_FILTER);
  });

  it('trims, deduplicates and clamps', () => {
    expect(
      productFilterSchema.parse({
        q: '  kaffe ',
        audiences: ['mamma', ' mamma', '', 'pappa'],
        budget: { min: 3000, max: 1000 },
        sort: 'price-asc',
      }),
    ).toEqual({
      ...DEFAULT_PRODUCT_FILTER,
      q: 'kaffe',
      audiences: ['mamma', 'pappa'],
      budget: { min: 1000, max: 1000 },
      sort: 'price-asc',
    });
  });

  it.each([
    { sort: 'billigast' },
    { audiences: 'mamma' },
    { audiences: Array.from({ length: 51 }, (_, i) => `a${i}`) },
    { q: 'x'.repeat(201) },
    { budget: { min: 'noll' } },
    { merchants: [1] },
  ])('rejects %j', (input) => {
    expect(productFilterSchema.safeParse(input).success).toBe(false);
  });
});

const full: ProductFilter = {
  q: 'kaffe',
  audiences: ['mamma', 'kvinna'],
  occasions: ['jul'],
  interests: ['matlagning', 'musik/film'],
  merchants: ['Kaffe & Co, Malmö'],
  budget: { min: 200, max: 1500 },
  sort: 'price-desc',
};

describe('URL form', () => {
  it('gives an empty query string for the default filter', () => {
    expect(filterToSearchParams(DEFAULT_PRODUCT_FILTER).toString()).toBe('');
    expect(filterToSearchParams(THEME_DEFAULT_FILTER, THEME_DEFAULT_FILTER).toString()).toBe('');
  });

  it('writes every field', () => {
    expect(filterToSearchParams(full).toString()).toBe(
      'q=kaffe&audiences=mamma&audiences=kvinna&occasions=jul&interests=matlagning&interests=musik%2Ffilm' +
        '&merchants=Kaffe+%26+Co%2C+Malm%C3%B6&min=200&max=1500&sort=price-desc',
    );
  });

  it('round-trips', () => {
    expect(filterFromSearchParams(filterToSearchParams(full))).toEqual(full);
    expect(filterFromSearchParams(filterToSearchParams(full).toString())).toEqual(full);
    expect(
      filterFromSearchParams(filterToSearchParams(THEME_DEFAULT_FILTER, THEME_DEFAULT_FILTER), THEME_DEFAULT_FILTER),
    ).toEqual(THEME_DEFAULT_FILTER);
  });

  it('writes the full range against theme defaults', () => {
    expect(filterToSearchParams(DEFAULT_PRODUCT_FILTER, THEME_DEFAULT_FILTER).toString()).toBe('min=0&max=5000');
  });

  it.each([
    ['', DEFAULT_PRODUCT_FILTER],
    ['?', DEFAULT_PRODUCT_FILTER],
    ['min=abc&max=&sort=billigast&foo=bar', DEFAULT_PRODUCT_FILTER],
    ['min=-300&max=99999', DEFAULT_PRODUCT_FILTER],
    ['min=3000&max=1000', { ...DEFAULT_PRODUCT_FILTER, budget: { min: 1000, max: 1000 } }],
    ['max=1000', { ...DEFAULT_PRODUCT_FILTER, budget: { min: 0, max: 1000 } }],
    ['min=1e3', { ...DEFAULT_PRODUCT_FILTER, budget: { min: 1000, max: 5000 } }],
    ['audiences=mamma,pappa&audiences=mamma&audiences=', { ...DEFAULT_PRODUCT_FILTER, audiences: ['mamma', 'pappa'] }],
    ['merchants=A,B&merchants=%20', { ...DEFAULT_PRODUCT_FILTER, merchants: ['A,B'] }],
    ['q=%20%20', DEFAULT_PRODUCT_FILTER],
    [`interests=${'x'.repeat(101)}`, DEFAULT_PRODUCT_FILTER],
    ['sort=rating', { ...DEFAULT_PRODUCT_FILTER, sort: 'rating' }],
  ])('reads %j', (query, expected) => {
    expect(filterFromSearchParams(query)).toEqual(expected);
  });

  it('caps long lists and queries', () => {
    const query = Array.from({ length: 80 }, (_, i) => `occasions=o${i}`).join('&');
    expect(filterFromSearchParams(query).occasions).toHaveLength(50);
    expect(filterFromSearchParams(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });

  it('uses the given defaults for missing values', () => {
    expect(filterFromSearchParams('', THEME_DEFAULT_FILTER).budget).toEqual({ min: 350, max: 1800 });
    expect(filterFromSearchParams('max=abc', THEME_DEFAULT_FILTER).budget).toEqual({ min: 350, max: 1800 });
  });
});

describe('matchesBudget', () => {
  it.each([
    [500, { min: 200, max: 1500 }, true],
    [200, { min: 200, max: 1500 }, true],
    [1500, { min: 200, max: 1500 }, true],
    [1501, { min: 200, max: 1500 }, false],
    [199, { min: 200, max: 1500 }, false],
    [25000, { min: 1000, max: 5000 }, true],
    [null, { min: 0, max: 5000 }, true],
    [null, { min: 0, max: 4900 }, false],
    [null, { min: 100, max: 5000 }, false],
  ])('%s in %j → %s', (price, budget, expected) => {
    expect(matchesBudget(price, budget)).toBe(expected);
  });
});

describe('matchesProductFilter', () => {
  const base = {
    title: 'Kaffekvarn',
    description: 'Maler bönor',
    audiences: ['kvinna'],
    occasions: ['jul', 'födelsedag'],
    interests: ['matlagning'],
    merchant: 'Kaffe & Co',
    priceSEK: 600,
  };
  const filter = (fields: Partial<ProductFilter>): ProductFilter => ({ ...DEFAULT_PRODUCT_FILTER, ...fields });

  it.each([
    ['empty filter', {}, {}, true],
    ['audience matches', {}, { audiences: ['kvinna', 'man'] }, true],
    ['audience differs', {}, { audiences: ['man'] }, false],
    ['unisex always matches', { audiences: ['unisex'] }, { audiences: ['man'] }, true],
    ['no audience always matches', { audiences: [] }, { audiences: ['man'] }, true],
    ['audience case-insensitive', { audiences: ['Kvinna'] }, { audiences: ['kvinna'] }, true],
    ['all occasions present', {}, { occasions: ['jul', 'födelsedag'] }, true],
    ['one occasion missing', {}, { occasions: ['jul', 'dop'] }, false],
    ['interest missing', {}, { interests: ['matlagning', 'teknik'] }, false],
    ['merchant any of', {}, { merchants: ['Annan', 'kaffe & co'] }, true],
    ['merchant not listed', {}, { merchants: ['Annan'] }, false],
    ['budget fits', {}, { budget: { min: 500, max: 700 } }, true],
    ['budget too low', {}, { budget: { min: 0, max: 500 } }, false],
    ['no price, full range', { priceSEK: null }, {}, true],
    ['no price, narrowed', { priceSEK: null }, { budget: { min: 0, max: 1000 } }, false],
    ['q in title', {}, { q: 'kaffe' }, true],
    ['q in description', {}, { q: 'BÖNOR' }, true],
    ['any q term', {}, { q: 'te bönor' }, true],
    ['q misses', {}, { q: 'lampa' }, false],
    ['q of one letter is ignored', {}, { q: 'x' }, true],
  ])('%s', (_name, productFields, filterFields, expected) => {
    expect(matchesProductFilter({ ...base, ...productFields }, filter(filterFields))).toBe(expected);
  });
});
