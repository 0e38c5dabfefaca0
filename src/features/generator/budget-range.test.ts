import { describe, expect, it } from 'vitest';
import { budgetBoundLabel, budgetUpperLimit, clampBudgetMax, clampBudgetMin } from './budget-range.ts';

describe('budget inputs', () => {
  it.each<[string | number, number, number]>([
    ['300', 1800, 300],
    ['', 1800, 0],
    ['-50', 1800, 0],
    ['2500', 1800, 1800],
    ['1 200', 1800, 1200],
    ['abc', 1800, 0],
    [9000, 9000, 5000],
  ])('min input %j with max %i → %i', (input, max, result) => {
    expect(clampBudgetMin(input, max)).toBe(result);
  });

  it.each<[string | number, number, number]>([
    ['1500', 350, 1500],
    ['', 350, 5000],
    ['200', 350, 350],
    ['8000', 350, 5000],
    [4000, 0, 4000],
  ])('max input %j with min %i → %i', (input, min, result) => {
    expect(clampBudgetMax(input, min)).toBe(result);
  });

  it.each([
    [1800, 1800],
    [4999, 4999],
    [5000, null],
    [6000, null],
  ])('max %i means an upper limit of %s', (max, limit) => {
    expect(budgetUpperLimit(max)).toBe(limit);
  });

  it.each<[number, 'min' | 'max', string]>([
    [1800, 'max', '1800 kr'],
    [5000, 'max', '5000+ kr'],
    [5000, 'min', '5000 kr'],
  ])('%i as %s reads "%s"', (value, bound, label) => {
    expect(budgetBoundLabel(value, bound)).toBe(label);
  });
});
