import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { makeProduct } from './fixtures/products.ts';
import { rankForProfile, type ScoringProfile, scoreProduct } from './scoring.ts';

const profile: ScoringProfile = {
  include: {
    tags: ['jul', 'julklapp'],
    categories: ['jul'],
    keywords: ['tomte', 'rea'],
    audiences: ['pappa'],
    occasions: ['jul'],
    interests: ['matlagning'],
  },
  exclude: { tags: ['barnförbjuden'], categories: ['reservdelar'], keywords: ['begagnad'], occasions: ['mors-dag'] },
};

describe('scoreProduct', () => {
  it.each<[string, Partial<Product>, number]>([
    ['nothing matches', {}, 0],
    ['one tag', { tags: ['Jul'] }, 10],
    ['two tags', { tags: ['jul', 'julklapp', 'present'] }, 20],
    ['a category name containing the word', { categories: ['Julpynt'] }, 5],
    ['a keyword in the title', { title: 'Tomteluva i ull' }, 3],
    ['a keyword in the description', { description: 'Mysig tomte att ställa i fönstret.' }, 3],
    ['a keyword must start a word', { title: 'Kreativ lerlåda' }, 0],
    ['an audience', { audiences: ['pappa'] }, 2],
    ['an audience named in to_whom', { to_whom: ['pappa'] }, 2],
    ['an occasion', { occasions: ['jul'] }, 3],
    ['an interest', { interests: ['matlagning'] }, 2],
    ['featured bonus on a match', { occasions: ['jul'], featured: true }, 23],
    ['no featured bonus without a match', { featured: true }, 0],
    ['an excluded tag', { tags: ['jul', 'barnförbjuden'] }, 0],
    ['an excluded category', { tags: ['jul'], categories: ['Reservdelar'] }, 0],
    ['an excluded keyword', { tags: ['jul'], title: 'Begagnad tomte' }, 0],
    ['an excluded occasion costs its weight', { tags: ['jul'], occasions: ['jul', 'mors-dag'] }, 10 + 3 - 3],
    ['an excluded occasion never goes below zero', { occasions: ['mors-dag'] }, 0],
    [
      'everything at once',
      {
        tags: ['jul', 'julklapp'],
        categories: ['Jul & advent'],
        title: 'Tomte',
        audiences: ['pappa'],
        occasions: ['jul'],
        interests: ['matlagning'],
        featured: true,
      },
      20 + 5 + 3 + 2 + 3 + 2 + 20,
    ],
  ])('%s scores %i', (_name, overrides, score) => {
    expect(scoreProduct(makeProduct(overrides), profile)).toBe(score);
  });

  it('uses the profile weights over the defaults', () => {
    const product = makeProduct({ tags: ['black week'], categories: ['Elektronik'], featured: true });
    const blackWeek: ScoringProfile = {
      include: { tags: ['black week'], categories: ['elektronik'] },
      weights: { tag: 10, category: 5, keyword: 3, featuredBonus: 25 },
    };
    expect(scoreProduct(product, blackWeek)).toBe(10 + 5 + 25);
  });
});

describe('rankForProfile', () => {
  const base = { occasions: ['jul'] };
  const products = [
    makeProduct({ ...base, title: 'Ödmjuk', priceSEK: 100 }),
    makeProduct({ ...base, title: 'Älg', priceSEK: 100 }),
    makeProduct({ ...base, title: 'Billig', priceSEK: 50 }),
    makeProduct({ ...base, title: 'Utan pris', priceSEK: null }),
    makeProduct({ ...base, title: 'Högt betyg', rating: 5 }),
    makeProduct({ tags: ['jul'], title: 'Taggad' }),
    makeProduct({ ...base, title: 'Utvald', featured: true }),
    makeProduct({ interests: ['matlagning'], title: 'Svag' }),
    makeProduct({ title: 'Ingen träff' }),
  ];

  it('orders by score, featured, rating, lower price and Swedish title order', () => {
    expect(rankForProfile(products, profile).map((product) => product.title)).toEqual([
      'Utvald',
      'Taggad',
      'Högt betyg',
      'Billig',
      'Älg',
      'Ödmjuk',
      'Utan pris',
      'Svag',
    ]);
  });

  it.each([
    [undefined, 8],
    [1, 8],
    [3, 7],
    [10, 2],
    [0, 8],
  ])('min score %s keeps %i products', (minScore, count) => {
    const withMin = minScore === undefined ? profile : { ...profile, minScore };
    expect(rankForProfile(products, withMin)).toHaveLength(count);
  });
});
