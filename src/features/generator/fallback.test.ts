import { describe, expect, it } from 'vitest';
import { fallbackChain, fallbackFilters } from './fallback.ts';
import type { CatalogueFilter } from './mappings.ts';

const full: CatalogueFilter = {
  audiences: ['kvinna', 'mamma'],
  toWhom: ['mamma'],
  occasions: ['jul'],
  interests: ['inredning'],
  ageGroups: [],
  budget: { min: 200, max: 500 },
  keyword: 'ljus',
};

describe('fallbackFilters', () => {
  it('drops interests, then occasions, then the recipient, then the budget', () => {
    expect(fallbackFilters(full)).toEqual([
      full,
      { ...full, interests: [] },
      { ...full, interests: [], occasions: [] },
      { ...full, interests: [], occasions: [], audiences: [], toWhom: [] },
      { ...full, interests: [], occasions: [], audiences: [], toWhom: [], budget: { min: 0, max: null } },
    ]);
  });

  it.each<[string, CatalogueFilter, number]>([
    ['no interests skips step A', { ...full, interests: [] }, 4],
    ['nothing but a budget', { ...full, audiences: [], toWhom: [], occasions: [], interests: [] }, 2],
    [
      'nothing at all',
      { ...full, audiences: [], toWhom: [], occasions: [], interests: [], budget: { min: 0, max: null } },
      1,
    ],
  ])('%s', (_name, filter, length) => {
    const chain = fallbackFilters(filter);
    expect(chain).toHaveLength(length);
    expect(chain[0]).toEqual(filter);
    expect(chain.at(-1)).toMatchObject({ audiences: [], interests: [], budget: { min: 0, max: null } });
  });

  it('keeps the age groups with the recipient', () => {
    const chain = fallbackFilters({ ...full, ageGroups: ['3-5'] });
    expect(chain[2]?.ageGroups).toEqual(['3-5']);
    expect(chain[3]?.ageGroups).toEqual([]);
  });
});

describe('fallbackChain', () => {
  it('names each step by its level', () => {
    expect(fallbackChain(full).map((step) => step.level)).toEqual(['none', 'A', 'B', 'C', 'all']);
  });

  it('keeps the level of a step when an identical one before it is skipped', () => {
    expect(fallbackChain({ ...full, interests: [] }).map((step) => step.level)).toEqual(['none', 'B', 'C', 'all']);
    const budgetOnly = { ...full, audiences: [], toWhom: [], occasions: [], interests: [] };
    expect(fallbackChain(budgetOnly).map((step) => step.level)).toEqual(['none', 'all']);
  });
});
