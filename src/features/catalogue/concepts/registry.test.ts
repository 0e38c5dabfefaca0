import { describe, expect, it } from 'vitest';
import {
  AGE_GROUP_CONCEPTS,
  ageGroupOfAge,
  CATEGORY_CONCEPTS,
  catalogueInterestsOf,
  catalogueOccasionsOf,
  INTEREST_CONCEPTS,
  OCCASION_CONCEPTS,
  occasionConcept,
  occasionPhrase,
  priceBucketOf,
  RECIPIENT_CONCEPTS,
  recipientWords,
  THEME_CONCEPTS,
  wizardRecipientFilter,
} from './index.ts';

function duplicates(values: readonly (string | undefined)[]): string[] {
  const seen = new Set<string>();
  return values.filter((value): value is string => {
    if (value === undefined) return false;
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}

describe('the concept registry', () => {
  it('gives every concept and every spelling of it one entry', () => {
    for (const list of [RECIPIENT_CONCEPTS, OCCASION_CONCEPTS, INTEREST_CONCEPTS, AGE_GROUP_CONCEPTS, THEME_CONCEPTS]) {
      expect(duplicates(list.map((concept) => concept.id))).toEqual([]);
    }
    expect(duplicates(CATEGORY_CONCEPTS.map((concept) => concept.id))).toEqual([]);
    expect(duplicates(RECIPIENT_CONCEPTS.map((c) => c.toWhomValue))).toEqual([]);
    expect(duplicates(RECIPIENT_CONCEPTS.map((c) => c.wizardId))).toEqual([]);
    expect(duplicates(OCCASION_CONCEPTS.map((c) => c.catalogueValue))).toEqual([]);
    expect(duplicates(OCCASION_CONCEPTS.map((c) => c.generatorId))).toEqual([]);
    expect(duplicates(OCCASION_CONCEPTS.map((c) => c.wizardId))).toEqual([]);
    expect(duplicates(INTEREST_CONCEPTS.map((c) => c.catalogueValue))).toEqual([]);
    expect(duplicates(INTEREST_CONCEPTS.map((c) => c.generatorId))).toEqual([]);
  });

  it('keeps the three spellings of one occasion in one entry', () => {
    const inflytt = occasionConcept('inflytt');
    expect([inflytt.wizardId, inflytt.generatorId, inflytt.catalogueValue, inflytt.specValue]).toEqual([
      'inflytt',
      'inflyttning',
      'inflytt',
      'inflytt',
    ]);
    const mothersDay = occasionConcept('mors-dag');
    expect([mothersDay.wizardId, mothersDay.catalogueValue, mothersDay.specValue]).toEqual([
      'mors-dag',
      'mors-dag',
      'mors dag',
    ]);
    expect(occasionConcept('födelsedag').wizardId).toBe('fodelsedag');
  });

  it('says what each concept stands for in the catalogue', () => {
    expect(catalogueOccasionsOf('brollopsdag')).toEqual(['bröllop']);
    expect(catalogueOccasionsOf('namnsdag')).toEqual(['tack']);
    expect(catalogueOccasionsOf('alla-hjartans-dag')).toEqual([]);
    expect(catalogueInterestsOf('resor')).toEqual(['friluftsliv', 'upplevelse']);
    expect(catalogueInterestsOf('musik/film')).toEqual(['musik/film']);
    expect(wizardRecipientFilter('barn-3-5')).toEqual({ audiences: ['barn'], toWhom: ['barn'], ageGroups: ['3-5'] });
    expect(wizardRecipientFilter('mor-/farförälder')).toEqual({
      audiences: ['unisex', 'farmor'],
      toWhom: ['mor-/farförälder'],
      ageGroups: null,
    });
  });

  it('puts people and occasions in a sentence', () => {
    expect(recipientWords('mamma')).toEqual({
      pronoun: 'hon',
      possessive: 'hennes',
      ref: 'din mamma',
      to: 'till din mamma',
      indefinite: false,
    });
    expect(recipientWords('morfar')).toMatchObject({ pronoun: 'han', possessive: 'hans', ref: 'din morfar' });
    expect(recipientWords('kollega')).toMatchObject({ pronoun: 'hen', possessive: 'hens', to: 'till din kollega' });
    expect(recipientWords('föräldrar')).toMatchObject({ pronoun: 'de', possessive: 'deras', ref: 'dina föräldrar' });
    expect(recipientWords('barnbarn').ref).toBe('ditt barnbarn');
    expect(recipientWords('kvinna')).toMatchObject({ ref: 'en kvinna', indefinite: true });
    expect(occasionPhrase('födelsedag')).toBe('födelsedagen');
    expect(occasionPhrase('inflytt')).toBe('inflyttningen');
  });

  it('relations only refer to concepts the registry has', () => {
    const ids = new Set<string>(RECIPIENT_CONCEPTS.map((concept) => concept.id));
    for (const concept of RECIPIENT_CONCEPTS) {
      for (const id of [...(concept.profile?.audiences ?? []), ...(concept.profile?.toWhom ?? [])]) {
        expect(ids.has(id), `${concept.id} → ${id}`).toBe(true);
      }
    }
  });

  it('reads ages and prices into their groups', () => {
    expect([0, 2, 2.5, 5, 12, 13, 19, 20, 64, 65, 99].map(ageGroupOfAge)).toEqual([
      '0-2',
      '0-2',
      '3-5',
      '3-5',
      '10-12',
      'tonåring',
      'tonåring',
      'vuxen',
      'vuxen',
      'senior',
      'senior',
    ]);
    expect([0, 199, 200, 499.5, 500, 999, 1000, 50000].map(priceBucketOf)).toEqual([
      'under-200',
      'under-200',
      '200-500',
      '200-500',
      '500-1000',
      '500-1000',
      '1000-plus',
      '1000-plus',
    ]);
  });
});
