import { describe, expect, it } from 'vitest';
import { isPhoneCase } from './browse.ts';
import { atMerchantLabel, pickRandomGift, RANDOM_GIFT_TEXT } from './random.ts';

const regular = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, title: `Produkt ${i}` }));
const cases = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, title: `Mobilskal ${i}` }));
const at = (value: number) => () => value;

describe('pickRandomGift', () => {
  it('returns null for an empty list', () => {
    expect(pickRandomGift([], at(0.5))).toBeNull();
    expect(pickRandomGift([], at(0.5), 'x')).toBeNull();
  });

  it.each([
    ['more than 100 regular products: phone cases are left out', 101, 50, false],
    ['exactly 100 regular products: picks from all', 100, 50, true],
    ['few regular products: picks from all', 3, 50, true],
  ])('%s', (_name, regularCount, caseCount, casesPossible) => {
    const products = [...regular(regularCount), ...cases(caseCount)];
    const picks = Array.from({ length: 200 }, (_, i) => pickRandomGift(products, at(i / 200)));
    expect(picks.every((pick) => pick !== null)).toBe(true);
    expect(picks.some((pick) => pick !== null && isPhoneCase(pick))).toBe(casesPossible);
  });

  it('maps the random value onto the list', () => {
    const products = regular(4);
    expect(pickRandomGift(products, at(0))?.id).toBe('r0');
    expect(pickRandomGift(products, at(0.5))?.id).toBe('r2');
    expect(pickRandomGift(products, at(0.99))?.id).toBe('r3');
    expect(pickRandomGift(products, at(1))?.id).toBe('r3');
    expect(pickRandomGift(products, at(Number.NaN))?.id).toBe('r0');
  });

  it('avoids the excluded product for "Slumpa igen"', () => {
    const products = regular(3);
    for (let i = 0; i < 30; i++) {
      expect(pickRandomGift(products, at(i / 30), 'r1')?.id).not.toBe('r1');
    }
  });

  it('returns the excluded product when it is the only one', () => {
    expect(pickRandomGift(regular(1), at(0.3), 'r0')?.id).toBe('r0');
  });

  it('ignores an unknown or null exclude id', () => {
    expect(pickRandomGift(regular(2), at(0.9), 'saknas')?.id).toBe('r1');
    expect(pickRandomGift(regular(2), at(0.9), null)?.id).toBe('r1');
  });

  it('only ever returns phone cases when nothing else exists', () => {
    expect(pickRandomGift(cases(2), at(0.7), 'p1')?.id).toBe('p0');
  });
});

describe('texts', () => {
  it('matches the spec', () => {
    expect(RANDOM_GIFT_TEXT).toEqual({ open: 'Slumpa present', again: 'Slumpa igen', buy: 'Köp här' });
    expect(atMerchantLabel('Designtorget')).toBe('hos Designtorget');
  });
});
