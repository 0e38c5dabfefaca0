import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_FILTER } from '../catalogue/product-filter.ts';
import { activeFilterCount, EXPLORE_OPTIONS, merchantOptions, resultCountLabel, toggleFilterValue } from './explore.ts';

describe('explore filter helpers', () => {
  it('offers the vocabularies without unisex', () => {
    expect(EXPLORE_OPTIONS.audiences.map((o) => o.value)).not.toContain('unisex');
    expect(EXPLORE_OPTIONS.occasions.find((o) => o.value === 'fars-dag')?.label).toBe('Fars dag');
  });

  it('toggles values and counts active choices', () => {
    const one = toggleFilterValue(DEFAULT_PRODUCT_FILTER, 'audiences', 'mamma');
    expect(one.audiences).toEqual(['mamma']);
    expect(toggleFilterValue(one, 'audiences', 'mamma').audiences).toEqual([]);
    expect(activeFilterCount({ ...one, budget: { min: 200, max: 500 }, q: 'kaffe' })).toBe(3);
    expect(activeFilterCount(DEFAULT_PRODUCT_FILTER)).toBe(0);
  });

  it('lists merchants once in Swedish order', () => {
    expect(merchantOptions([{ merchant: 'Öbutiken' }, { merchant: 'Ateljé' }, { merchant: 'Ateljé' }])).toEqual([
      'Ateljé',
      'Öbutiken',
    ]);
  });

  it('writes result counts', () => {
    expect(resultCountLabel(1)).toBe('1 produkt');
    expect(resultCountLabel(12)).toBe('12 produkter');
  });
});
