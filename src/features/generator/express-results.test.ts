import { describe, expect, it } from 'vitest';
import { EXPRESS_INTEREST_OPTIONS, type ExpressSummary } from './express.ts';
import {
  expressBudgetLabel,
  expressRelevance,
  nextSuggestions,
  optionLabels,
  showMoreCount,
  showMoreLabel,
  sortExpressResults,
} from './express-results.ts';
import { makeProduct } from './fixtures/products.ts';

const summary: ExpressSummary = {
  audiences: ['kvinna'],
  age: null,
  occasions: ['jul'],
  budgetMin: 0,
  budgetMax: 999999,
  interests: ['matlagning'],
};

describe('expressRelevance', () => {
  it('counts shared interests and occasions, a named audience, featured and the rank boost', () => {
    expect(expressRelevance(makeProduct(), summary)).toBe(0);
    expect(expressRelevance(makeProduct({ interests: ['matlagning'] }), summary)).toBe(3);
    expect(expressRelevance(makeProduct({ occasions: ['jul'], audiences: ['kvinna'] }), summary)).toBe(5);
    expect(expressRelevance(makeProduct({ audiences: ['unisex'] }), summary)).toBe(0);
    expect(expressRelevance(makeProduct({ featured: true, rank_boost: 2 }), summary)).toBe(22);
  });

  it('matches interests through the catalogue words (tech → teknik)', () => {
    expect(expressRelevance(makeProduct({ interests: ['teknik'] }), { ...summary, interests: ['tech'] })).toBe(3);
  });
});

describe('sortExpressResults', () => {
  const cheap = makeProduct({ priceSEK: 100 });
  const dear = makeProduct({ priceSEK: 900, interests: ['matlagning'] });
  const none = makeProduct({ priceSEK: null });

  it('sorts by relevance, ties in server order', () => {
    expect(sortExpressResults([cheap, none, dear], 'relevant', summary)).toEqual([dear, cheap, none]);
  });

  it('sorts by price either way, products without a price last', () => {
    expect(sortExpressResults([dear, none, cheap], 'price-asc', summary)).toEqual([cheap, dear, none]);
    expect(sortExpressResults([cheap, none, dear], 'price-desc', summary)).toEqual([dear, cheap, none]);
  });
});

describe('show more', () => {
  it('adds ten at a time up to the total', () => {
    expect(showMoreCount(10, 100)).toBe(20);
    expect(showMoreCount(10, 14)).toBe(14);
    expect(showMoreLabel(4)).toBe('Visa fler (4 kvar)');
  });
});

describe('nextSuggestions', () => {
  const products = Array.from({ length: 25 }, (_, i) => makeProduct({ id: `p${i}` }));
  const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

  it('brings the unseen products to the front and remembers what was shown', () => {
    const first = nextSuggestions(products, new Set(ids(products.slice(0, 10))));
    expect(ids(first.products.slice(0, 10))).toEqual(ids(products.slice(10, 20)));
    expect(first.seen.size).toBe(20);
    const second = nextSuggestions(first.products, first.seen);
    expect(ids(second.products.slice(0, 5))).toEqual(ids(products.slice(20, 25)));
    expect(second.seen.size).toBe(25);
  });

  it('starts over once everything has been seen', () => {
    const round = nextSuggestions(products, new Set(ids(products)));
    expect(ids(round.products)).toEqual(ids(products));
    expect(round.seen.size).toBe(10);
  });
});

describe('expressBudgetLabel', () => {
  it.each([
    [0, 999999, 'Ingen budget angiven'],
    [0, 500, 'Upp till 500 kr'],
    [200, 999999, 'Från 200 kr'],
    [1000, 2500, '1\u00a0000–2\u00a0500 kr'],
  ])('%i–%i → %s', (min, max, label) => {
    expect(expressBudgetLabel(min, max)).toBe(label);
  });
});

describe('optionLabels', () => {
  it('shows the option labels, unknown values as they are', () => {
    expect(optionLabels(['tech', 'okänt'], EXPRESS_INTEREST_OPTIONS)).toEqual(['Tech', 'okänt']);
  });
});
