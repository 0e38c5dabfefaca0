import { describe, expect, it } from 'vitest';
import { understandGiftText } from './understanding.ts';

describe('misspelt product words', () => {
  it.each([['chocklad till mormor', 'choklad']])('"%s" asks for %s', (text, type) => {
    expect(understandGiftText(text).productTypes).toContain(type);
  });

  it('leaves Swedish words the lexicon lacks alone', () => {
    expect(understandGiftText('min svärfar som slipper socker').productTypes).toEqual([]);
    expect(understandGiftText('present till mormor').productTypes).toEqual([]);
    // "kosta" is a letter from "kofta", but a budget word.
    expect(understandGiftText('får kosta mer, upp till 600').productTypes).toEqual([]);
  });
});

describe('an age right after the person', () => {
  it.each([
    ['sonen 17 gillar teknik, 1500', 17, 1500],
    ['dottern 15, 400 kr', 15, 400],
  ])('"%s" is %i years old with a budget of %i', (text, age, budget) => {
    const understanding = understandGiftText(text);
    expect(understanding.age).toBe(age);
    expect(understanding.budgetMax).toBe(budget);
  });

  it('keeps an amount after the person a budget', () => {
    expect(understandGiftText('till mamma 500').age).toBeNull();
  });
});
