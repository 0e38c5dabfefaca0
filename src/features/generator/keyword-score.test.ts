import { describe, expect, it } from 'vitest';
import { makeProduct } from './fixtures/products.ts';
import { categoryScore, keywordScore, normalizeText, rankByKeyword } from './keyword-score.ts';
import type { CategoryId } from './wizard-options.ts';

describe('normalizeText', () => {
  it.each([
    ['  Hörlurar   TRÅDLÖSA ', 'horlurar tradlosa'],
    ['Crème\tBrûlée\nset', 'creme brulee set'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normalizeText(input)).toBe(output);
  });
});

describe('keywordScore', () => {
  const product = makeProduct({
    title: 'Kaffekvarn i trä | Manuell',
    tags: ['kaffe', 'barista'],
    interests: ['matlagning'],
    occasions: ['jul'],
    description: 'Mal bönorna själv för godare kaffe.',
  });

  it.each([
    ['whole keyword in the title', 'kaffekvarn', 60],
    ['whole keyword ignoring case and accents', 'KAFFEKVARN I TRA', 60],
    ['one word of the keyword in the title', 'elektrisk kaffekvarn', 45],
    ['title, tags and description', 'kaffe', 60 + 35 + 20],
    ['interests text', 'matlagning', 35],
    ['occasions text', 'jul', 35],
    ['description only', 'bönorna', 20],
    ['no match', 'yogamatta', 0],
    ['an empty keyword', '   ', 0],
    ['single letters do not count as title words', 'i x', 0],
  ])('%s: "%s" scores %i', (_name, keyword, score) => {
    expect(keywordScore(product, keyword)).toBe(score);
  });
});

describe('categoryScore', () => {
  it.each<[string, Parameters<typeof makeProduct>[0], CategoryId[], number]>([
    ['nothing chosen', { categories: ['Mat & Dryck'] }, [], 0],
    ['category path', { categories: ['Mat & Dryck', 'Choklad'] }, ['mat-dryck'], 10],
    ['category path by word prefix', { categories: ['Köksredskap'] }, ['hem-inredning'], 10],
    ['short words match whole only', { categories: ['Teknik'] }, ['mat-dryck'], 0],
    ['interests', { interests: ['gaming'] }, ['spel-gaming'], 5],
    ['our interest words count', { interests: ['teknik'] }, ['spel-gaming'], 5],
    ['occasions', { occasions: ['upplevelse'] }, ['upplevelser'], 5],
    [
      'all three, once each',
      { categories: ['Upplevelser'], interests: ['upplevelse'], occasions: ['upplevelse'] },
      ['upplevelser', 'personliga-presenter'],
      20,
    ],
    ['other category', { categories: ['Leksaker'], interests: ['pyssel'] }, ['mat-dryck'], 0],
  ])('%s', (_name, overrides, categories, score) => {
    expect(categoryScore(makeProduct(overrides), categories)).toBe(score);
  });
});

describe('rankByKeyword', () => {
  const plain = makeProduct({ title: 'Termos' });
  const described = makeProduct({ title: 'Picknickset', description: 'Med termos och koppar.' });
  const titled = makeProduct({ title: 'Termos 1 liter', categories: ['Friluftsliv'] });
  const categorised = makeProduct({ title: 'Tält', categories: ['Friluftsliv'], interests: ['friluftsliv'] });

  it('sorts by keyword plus category score, ties in incoming order', () => {
    const ranked = rankByKeyword([plain, described, categorised, titled], 'termos', ['tradgard-friluftsliv']);
    expect(ranked.map((product) => product.title)).toEqual(['Termos 1 liter', 'Termos', 'Picknickset', 'Tält']);
  });

  it('cuts to the limit', () => {
    const many = Array.from({ length: 120 }, () => makeProduct());
    expect(rankByKeyword(many, 'x', [])).toHaveLength(100);
    expect(rankByKeyword(many, 'x', [], 5)).toHaveLength(5);
  });
});
