import { describe, expect, it } from 'vitest';
import { cardTags, EXPERIENCE_BADGE, generatorCardTags, isExperience } from './card-tags.ts';
import { type CatalogueRow, toProduct } from './product.ts';

function product(fields: Partial<CatalogueRow> = {}) {
  return toProduct({ id: 'p1', title: 'Produkt', price_value: null, ...fields });
}

describe('cardTags', () => {
  it.each([
    ['no facets at all', {}, []],
    [
      'to_whom and interests win over the rest',
      { to_whom: ['mamma', 'pappa'], interests: ['matlagning'], occasions: ['jul'], price_bucket: 'under-200' },
      ['to_whom:Mamma', 'interests:Matlagning'],
    ],
    [
      'one per facet, even when a facet has several values',
      { to_whom: ['mamma', 'pappa'], price_bucket: '200-500' },
      ['to_whom:Mamma', 'budget:200-500'],
    ],
    [
      'occasions then age groups',
      { occasions: ['fars-dag'], age_groups: ['3-5'] },
      ['occasions:Fars dag', 'age_groups:3-5 år'],
    ],
    [
      'interests then occasions',
      { interests: ['pyssel'], occasions: ['jul'], age_groups: ['vuxen'] },
      ['interests:Pyssel/DIY', 'occasions:Jul'],
    ],
    [
      'age groups then budget',
      { age_groups: ['0-2'], price_bucket: '1000-plus' },
      ['age_groups:0-2 år', 'budget:>1000'],
    ],
    ['budget from the price when the bucket is missing', { price_value: 150 }, ['budget:<200']],
    ['blank values are skipped', { to_whom: ['', '  ', 'vän'], interests: [''] }, ['to_whom:Vän']],
    ['unknown values are capitalised', { interests: ['upplevelse'] }, ['interests:Upplevelse']],
  ])('%s', (_name, fields, expected) => {
    expect(cardTags(product(fields)).map((tag) => `${tag.facet}:${tag.label}`)).toEqual(expected);
  });

  it('keeps the raw value beside the label', () => {
    expect(cardTags(product({ to_whom: ['mor-/farförälder'] }))).toEqual([
      { facet: 'to_whom', value: 'mor-/farförälder', label: 'Mor-/farförälder' },
    ]);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [5, 5],
  ])('max %d gives %d tags', (max, count) => {
    const full = product({
      to_whom: ['barn'],
      interests: ['gaming'],
      occasions: ['jul'],
      age_groups: ['6-9'],
      price_bucket: '200-500',
    });
    expect(cardTags(full, max)).toHaveLength(count);
  });
});

describe('generatorCardTags', () => {
  it.each([
    [
      'both',
      { to_whom: ['pappa', 'partner'], interests: ['friluftsliv', 'teknik'], occasions: ['jul'] },
      ['Pappa', 'Friluftsliv'],
    ],
    ['only an interest', { interests: ['teknik'], occasions: ['jul'] }, ['Teknik']],
    ['only a recipient', { to_whom: ['kollega'], price_bucket: 'under-200' }, ['Kollega']],
    ['neither', { occasions: ['jul'] }, []],
  ])('%s', (_name, fields, expected) => {
    expect(generatorCardTags(product(fields)).map((tag) => tag.label)).toEqual(expected);
  });
});

describe('isExperience', () => {
  it.each([
    [{ interests: ['upplevelse'] }, true],
    [{ occasions: ['jul', 'upplevelse'] }, true],
    [{ interests: ['Upplevelse '] }, true],
    [{ interests: ['upplevelser'] }, false],
    [{ tags: ['upplevelse'] }, false],
    [{}, false],
  ])('%j → %s', (fields, expected) => {
    expect(isExperience(product(fields))).toBe(expected);
  });

  it('has the badge text of the spec', () => {
    expect(EXPERIENCE_BADGE).toBe('Upplevelse');
  });
});
