import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS } from '../../tagging/rejection.ts';
import { AGE_GROUPS, INTERESTS, OCCASIONS, THEMES, TO_WHOM } from '../vocabularies.ts';
import {
  isProductTypeId,
  isTypeOrDescendant,
  PRODUCT_TYPE_IDS,
  PRODUCT_TYPES,
  productType,
  productTypeLabel,
  typeAncestors,
  UNKNOWN_TYPE,
} from './product-types.ts';
import { mentions } from './type-reading.ts';

describe('the product-type ontology', () => {
  it('has unique ASCII ids whose parents exist, without cycles', () => {
    expect(new Set(PRODUCT_TYPE_IDS).size).toBe(PRODUCT_TYPE_IDS.length);
    for (const type of PRODUCT_TYPES) {
      expect(type.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      if (type.parent !== null) expect(isProductTypeId(type.parent), `${type.id} → ${type.parent}`).toBe(true);
      const seen = new Set([type.id]);
      let parent = type.parent;
      while (parent !== null) {
        expect(seen.has(parent), `cycle at ${type.id}`).toBe(false);
        seen.add(parent);
        parent = PRODUCT_TYPES.find((item) => item.id === parent)?.parent ?? null;
      }
    }
  });

  it('lists parents before their children', () => {
    const seen = new Set<string>();
    for (const type of PRODUCT_TYPES) {
      if (type.parent !== null) expect(seen.has(type.parent), type.id).toBe(true);
      seen.add(type.id);
    }
  });

  it('has a few hundred types with labels, plurals and lower-case words', () => {
    expect(PRODUCT_TYPES.length).toBeGreaterThanOrEqual(250);
    for (const type of PRODUCT_TYPES) {
      expect(type.label.length, type.id).toBeGreaterThan(0);
      expect(type.plural.length, type.id).toBeGreaterThan(0);
      for (const word of [...type.words, ...(type.exactWords ?? []), ...(type.phrases ?? [])]) {
        expect(word, type.id).toBe(word.toLocaleLowerCase('sv-SE').trim());
        expect(word.length, type.id).toBeGreaterThan(0);
      }
      for (const word of [...type.words, ...(type.exactWords ?? [])]) expect(word, type.id).not.toMatch(/\s/);
      for (const phrase of type.phrases ?? []) expect(phrase, type.id).toMatch(/\s/);
    }
  });

  it('uses only the stored tag values in type defaults', () => {
    const allowed = {
      toWhom: new Set<string>(TO_WHOM),
      ages: new Set<string>(AGE_GROUPS),
      occasions: new Set<string>(OCCASIONS),
      interests: new Set<string>(INTERESTS),
      themes: new Set<string>(THEMES),
    };
    for (const type of PRODUCT_TYPES) {
      for (const [field, values] of Object.entries(allowed)) {
        for (const value of (type[field as keyof typeof allowed] ?? []) as string[]) {
          expect(values.has(value), `${type.id}.${field}: ${value}`).toBe(true);
        }
      }
    }
  });

  it('gives a reason for every type that is no present or a present only sometimes', () => {
    for (const id of PRODUCT_TYPE_IDS) {
      const type = productType(id);
      if (type.suitability === 'gift') expect(type.reason, id).toBeUndefined();
      else expect(type.reason?.length ?? 0, id).toBeGreaterThan(10);
    }
  });

  it('words "no present" exactly as the rejection rules do', () => {
    const reasons = new Set<string>(Object.values(REJECTION_REASONS));
    for (const type of PRODUCT_TYPES) {
      if (type.parent === 'ej-present') expect(reasons.has(type.reason ?? ''), type.id).toBe(true);
    }
  });

  it('maps each Google category id to one type', () => {
    const ids = PRODUCT_TYPES.flatMap((type) => type.googleIds ?? []);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
  });

  it('claims each word, exact word and phrase for one type only', () => {
    const owner = new Map<string, string>();
    for (const type of PRODUCT_TYPES) {
      for (const word of [...type.words, ...(type.exactWords ?? []), ...(type.phrases ?? [])]) {
        expect(owner.get(word), `"${word}" in ${type.id} and ${owner.get(word)}`).toBeUndefined();
        owner.set(word, type.id);
      }
    }
  });
});

describe('type helpers', () => {
  it('resolves inherited fields', () => {
    const whisky = productType('whisky');
    expect(whisky.alcohol).toBe(true);
    expect(whisky.suitability).toBe('gift');
    expect(whisky.ages).toEqual(['vuxen', 'senior']);
    expect(whisky.variants).toContain('volume');
    expect(whisky.path).toEqual(['dryck', 'alkohol', 'sprit', 'whisky']);
    expect(productType('alkoholfri-ol').alcohol).toBe(false);
    expect(productType('soffa').suitability).toBe('situational');
    expect(productType('soffa').reason).toMatch(/Möbel/);
    expect(productType('begravningsblommor').suitability).toBe('situational');
    expect(productType('begravningsblommor').occasions).toEqual([]);
    expect(productType('snittblommor').interests).toEqual([]);
    expect(productType('snittblommor').occasions).toContain('mors-dag');
    expect(productType('krukvaxt').interests).toContain('trädgård');
    expect(productType('reservdel').suitability).toBe('not-gift');
  });

  it('handles the unknown type', () => {
    expect(isProductTypeId(UNKNOWN_TYPE)).toBe(true);
    expect(productTypeLabel(UNKNOWN_TYPE)).toBe('Okänd');
    expect(productType('no-such-type').id).toBe(UNKNOWN_TYPE);
    expect(productType(null).id).toBe(UNKNOWN_TYPE);
    expect(isProductTypeId('no-such-type')).toBe(false);
    expect(isProductTypeId(42)).toBe(false);
  });

  it('walks ancestors', () => {
    expect(typeAncestors('rott-vin')).toEqual(['vin', 'alkohol', 'dryck']);
    expect(typeAncestors('dryck')).toEqual([]);
    expect(isTypeOrDescendant('champagne', 'vin')).toBe(true);
    expect(isTypeOrDescendant('vin', 'vin')).toBe(true);
    expect(isTypeOrDescendant('vin', 'champagne')).toBe(false);
    expect(productTypeLabel('rott-vin')).toBe('Rött vin');
  });
});

describe('Google category ids', () => {
  it('map to types that exist', async () => {
    const { GOOGLE_IDS } = await import('./types/google-ids.ts');
    for (const id of Object.keys(GOOGLE_IDS)) expect(isProductTypeId(id), id).toBe(true);
    const byId = new Map(PRODUCT_TYPES.flatMap((type) => (type.googleIds ?? []).map((g) => [g, type.id] as const)));
    expect(byId.get(421)).toBe('vin');
    expect(byId.get(414)).toBe('ol');
    expect(byId.get(460)).toBe('soffa');
    expect(byId.get(1926)).toBe('whisky');
    expect(byId.get(2899)).toBe('snittblommor');
    expect(byId.get(6265)).toBe('konstgjorda-blommor');
  });
});

describe('mentions: a request word in a product’s text', () => {
  it('finds an -a word in its own forms and compounds, never where its stem runs on in -er', () => {
    expect(mentions('mugg med texten varldens basta pappa', 'pappa')).toBe(true);
    expect(mentions('overlevnadskit for nyblivna pappor', 'pappa')).toBe(true);
    expect(mentions('julstjarna i papper', 'pappa')).toBe(false);
    expect(mentions('inslagningspapper', 'pappa')).toBe(false);
    expect(mentions('fiskespo med rulle', 'fiske')).toBe(true);
  });
});
