import { describe, expect, it } from 'vitest';
import { ageGroupsForRange, readProductAges } from './product-ages.ts';

describe('readProductAges', () => {
  it.each([
    ['Lekkök – rekommenderas från 3 år', 3, null],
    ['Ålder: 8+', 8, null],
    ['Sparkcykel (5+)', 5, null],
    ['För barn 8–12 år', 8, 12],
    ['Pyjamas 2-8 år', 2, 8],
    ['Bitring från 3 månader', 0, null],
    ['Säker från födseln', 0, null],
    ['Partyspel för vuxna, 18+', 18, null],
    ['Leverans inom 2–4 arbetsdagar', null, null],
    ['Kalimba 17 toner', null, null],
  ])('%s', (text, from, to) => {
    expect(readProductAges(text)).toEqual({ from, to });
  });
});

describe('ageGroupsForRange', () => {
  it.each([
    [{ from: 3, to: null }, ['3-5', '6-9']],
    [{ from: 8, to: null }, ['6-9', '10-12']],
    [{ from: 2, to: 5 }, ['0-2', '3-5']],
    [{ from: 3, to: 12 }, ['3-5', '6-9', '10-12']],
    [{ from: 0, to: null }, ['0-2', '3-5']],
    [{ from: 14, to: null }, ['tonåring']],
    [{ from: 18, to: null }, ['vuxen']],
    [{ from: null, to: null }, []],
  ])('%j', (ages, groups) => {
    expect(ageGroupsForRange(ages)).toEqual(groups);
  });
});
