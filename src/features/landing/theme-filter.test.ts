import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { makeProduct } from './fixtures/products.ts';
import {
  activeFilterCount,
  applyThemeFilter,
  DEFAULT_THEME_FILTER,
  defaultThemeFilter,
  INLINE_VISIBLE,
  sortThemeProducts,
  THEME_FILTER_TEXT,
  type ThemeFilter,
  themeFilterOptions,
} from './theme-filter.ts';
import { parseThemeFilter } from './theme-filter-schema.ts';

const wide: ThemeFilter = { ...defaultThemeFilter(), budget: { min: 0, max: 5000 } };

const products: Product[] = [
  makeProduct({
    title: 'Doftljus Lavendel',
    priceSEK: 249,
    audiences: ['kvinna'],
    occasions: ['jul', 'mors-dag'],
    interests: ['inredning'],
    merchant: 'Ljusbutiken',
    rank_boost: 1,
  }),
  makeProduct({
    title: 'Grillset i rostfritt',
    priceSEK: 899,
    audiences: ['man'],
    occasions: ['fars-dag'],
    interests: ['matlagning'],
    merchant: 'Grillmästarn',
    rank_boost: 3,
  }),
  makeProduct({
    title: 'Kortspel för hela familjen',
    priceSEK: 199,
    audiences: ['unisex'],
    occasions: ['jul'],
    tags: ['sällskapsspel'],
    merchant: 'Spelhörnan',
    featured: true,
  }),
  makeProduct({ title: 'Presentkort', priceSEK: null, merchant: 'Spelhörnan' }),
  makeProduct({ title: 'Lyxig kaffebryggare', priceSEK: 6200, audiences: [], rating: 5, merchant: 'Köksbaren' }),
];

const titles = (list: readonly Product[]) => list.map((product) => product.title);

describe('defaults', () => {
  it('starts at 350–1800 kr sorted by relevance with nothing chosen', () => {
    expect(DEFAULT_THEME_FILTER).toEqual({
      q: '',
      audiences: [],
      occasions: [],
      interests: [],
      budget: { min: 350, max: 1800 },
      merchants: [],
      sort: 'relevant',
    });
    expect(defaultThemeFilter()).toEqual(DEFAULT_THEME_FILTER);
  });

  it('shows 5 audiences and 4 occasions inline and has the empty text', () => {
    expect(INLINE_VISIBLE).toEqual({ audiences: 5, occasions: 4 });
    expect(THEME_FILTER_TEXT.empty).toBe('Inga presenter hittades');
  });
});

describe('applyThemeFilter', () => {
  it.each<[string, Partial<ThemeFilter>, string[]]>([
    ['the default budget', DEFAULT_THEME_FILTER, ['Grillset i rostfritt']],
    [
      'no upper limit at 5000 (no price left out)',
      {},
      ['Kortspel för hela familjen', 'Grillset i rostfritt', 'Doftljus Lavendel', 'Lyxig kaffebryggare'],
    ],
    ['a budget of 200–900', { budget: { min: 200, max: 900 } }, ['Grillset i rostfritt', 'Doftljus Lavendel']],
    ['text in the title, ignoring case and accents', { q: 'LAVENDEL doftljus' }, ['Doftljus Lavendel']],
    ['text in the tags', { q: 'sallskapsspel' }, ['Kortspel för hela familjen']],
    [
      'an audience, with unisex and none always allowed',
      { audiences: ['kvinna'] },
      ['Kortspel för hela familjen', 'Doftljus Lavendel', 'Lyxig kaffebryggare'],
    ],
    ['all chosen occasions', { occasions: ['jul', 'mors-dag'] }, ['Doftljus Lavendel']],
    ['an interest', { interests: ['matlagning'] }, ['Grillset i rostfritt']],
    ['a merchant', { merchants: ['Spelhörnan', 'Köksbaren'] }, ['Kortspel för hela familjen', 'Lyxig kaffebryggare']],
    [
      'price ascending',
      { sort: 'price-asc' },
      ['Kortspel för hela familjen', 'Doftljus Lavendel', 'Grillset i rostfritt', 'Lyxig kaffebryggare'],
    ],
    [
      'price descending',
      { sort: 'price-desc' },
      ['Lyxig kaffebryggare', 'Grillset i rostfritt', 'Doftljus Lavendel', 'Kortspel för hela familjen'],
    ],
    [
      'rating, keeping the page order on ties',
      { sort: 'rating' },
      ['Lyxig kaffebryggare', 'Doftljus Lavendel', 'Grillset i rostfritt', 'Kortspel för hela familjen'],
    ],
    ['nothing found', { q: 'cykel' }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(titles(applyThemeFilter(products, { ...wide, ...overrides }))).toEqual(expected);
  });

  it('does not change its input', () => {
    const before = titles(products);
    applyThemeFilter(products, { ...wide, sort: 'price-desc' });
    expect(titles(products)).toEqual(before);
  });
});

describe('themeFilterOptions and activeFilterCount', () => {
  it('counts the chips of the page, most common first', () => {
    const options = themeFilterOptions(products);
    expect(options.audiences).toEqual([
      { value: 'kvinna', count: 1 },
      { value: 'man', count: 1 },
    ]);
    expect(options.occasions[0]).toEqual({ value: 'jul', count: 2 });
    expect(options.merchants[0]).toEqual({ value: 'Spelhörnan', count: 2 });
  });

  it.each<[Partial<ThemeFilter>, number]>([
    [{}, 0],
    [{ q: '  ' }, 0],
    [{ q: 'ljus', audiences: ['man', 'kvinna'] }, 3],
    [{ budget: { min: 0, max: 5000 } }, 1],
  ])('%j counts %i', (overrides, count) => {
    expect(activeFilterCount({ ...defaultThemeFilter(), ...overrides })).toBe(count);
  });
});

describe('parseThemeFilter', () => {
  it('keeps valid fields and defaults the rest', () => {
    expect(
      parseThemeFilter({ q: 'ljus', sort: 'billigast', budget: { min: 900, max: 100 }, audiences: ['man'] }),
    ).toEqual({ ...DEFAULT_THEME_FILTER, q: 'ljus', audiences: ['man'] });
  });

  it.each([null, undefined, 'x', 42])('gives the default for %j', (input) => {
    expect(parseThemeFilter(input)).toEqual(DEFAULT_THEME_FILTER);
  });
});

describe('sortThemeProducts', () => {
  const a = makeProduct({ title: 'A', priceSEK: 300, rating: 4, rank_boost: 1 });
  const b = makeProduct({ title: 'B', priceSEK: null, rating: 5, rank_boost: 0, featured: true });
  const c = makeProduct({ title: 'C', priceSEK: 100, rating: 4, rank_boost: 3 });

  it('orders by relevance: featured, then rank_boost, then rating', () => {
    expect(sortThemeProducts([a, b, c], 'relevant').map((p) => p.title)).toEqual(['B', 'C', 'A']);
  });

  it('orders by price both ways with missing prices last, and by rating', () => {
    expect(sortThemeProducts([a, b, c], 'price-asc').map((p) => p.title)).toEqual(['C', 'A', 'B']);
    expect(sortThemeProducts([a, b, c], 'price-desc').map((p) => p.title)).toEqual(['A', 'C', 'B']);
    expect(sortThemeProducts([a, b, c], 'rating').map((p) => p.title)).toEqual(['B', 'A', 'C']);
  });

  it('does not change its input', () => {
    const input = [a, b, c];
    sortThemeProducts(input, 'price-asc');
    expect(input).toEqual([a, b, c]);
  });
});
