import { describe, expect, it } from 'vitest';
import {
  analysisErrorToast,
  applyStep2Defaults,
  EXPRESS_AUDIENCE_OPTIONS,
  EXPRESS_FETCH_LIMIT,
  EXPRESS_INITIAL_SHOWN,
  EXPRESS_INTEREST_OPTIONS,
  EXPRESS_OCCASION_OPTIONS,
  EXPRESS_RECIPIENTS,
  type ExpressSummary,
  expressSummaryToCatalogueFilter,
  shouldRetryWithWiderBudget,
  step1Problem,
  widenBudget,
} from './express.ts';
import { occasionsForRecipients } from './wizard-options.ts';

describe('express constants', () => {
  it('fetches 100 and shows 10 at first', () => {
    expect(EXPRESS_FETCH_LIMIT).toBe(100);
    expect(EXPRESS_INITIAL_SHOWN).toBe(10);
  });

  it('lists the spec options', () => {
    expect(EXPRESS_RECIPIENTS.map((option) => option.label)).toEqual([
      'Mamma',
      'Pappa',
      'Partner',
      'Barn (0-2)',
      'Barn (3-5)',
      'Barn (6-9)',
      'Barn (10-12)',
      'Tonåring',
      'Vuxen',
      'Vän',
      'Kollega',
      'Mor-/Farförälder',
      'Företag',
    ]);
    expect(EXPRESS_AUDIENCE_OPTIONS.map((option) => option.value)).toEqual([
      'kvinna',
      'man',
      'barn',
      'vän',
      'chef',
      'par',
      'kollega',
      'partner',
      'familj',
    ]);
    expect(EXPRESS_OCCASION_OPTIONS.map((option) => option.value)).toEqual([
      'födelsedag',
      'jul',
      'alla-hjartans-dag',
      'student',
      'bröllop',
      'inflyttning',
      'tack',
      'fars-dag',
      'mors-dag',
      'dop',
    ]);
    expect(EXPRESS_INTEREST_OPTIONS.map((option) => option.value)).toEqual([
      'matlagning',
      'inredning',
      'tech',
      'träning',
      'spel',
      'resor',
      'hälsa',
    ]);
  });

  it('offers company occasions to Företag', () => {
    const foretag = EXPRESS_RECIPIENTS.find((option) => option.label === 'Företag')!;
    expect(occasionsForRecipients([foretag.recipient]).map((option) => option.label)).toEqual([
      'Julgåva',
      'Tackgåva',
      'Eventgåva',
    ]);
  });
});

describe('widenBudget', () => {
  it.each([
    [300, 600, 240, 720],
    [0, 999999, 0, 1199999],
    [99, 101, 79, 122],
    [250, 333, 200, 400],
  ])('%i–%i becomes %i–%i', (min, max, wideMin, wideMax) => {
    expect(widenBudget(min, max)).toEqual({ min: wideMin, max: wideMax });
  });
});

describe('shouldRetryWithWiderBudget', () => {
  it.each([
    [0, true],
    [9, true],
    [10, false],
    [100, false],
  ])('%i results → %s', (count, retry) => {
    expect(shouldRetryWithWiderBudget(count)).toBe(retry);
  });
});

describe('step validation', () => {
  it.each([
    ['', ['man'], 'Kunde inte tolka inmatningen'],
    ['  ', [], 'Kunde inte tolka inmatningen'],
    ['en granne', [], 'Kunde inte identifiera mottagare'],
    ['min pappa', ['man'], null],
  ])('step 1 "%s" with %j → %s', (text, audiences, problem) => {
    expect(step1Problem(text, audiences)).toBe(problem);
  });

  it.each([
    [{}, { budgetMin: 0, budgetMax: 999999, interests: [] }],
    [
      { budgetMin: 200, budgetMax: null, interests: ['tech'] },
      { budgetMin: 200, budgetMax: 999999, interests: ['tech'] },
    ],
    [{ budgetMax: 500 }, { budgetMin: 0, budgetMax: 500, interests: [] }],
  ])('step 2 %j gets defaults', (input, output) => {
    expect(applyStep2Defaults(input)).toEqual(output);
  });

  it.each([1, 2] as const)('step %i error toast explains with an example', (step) => {
    const toast = analysisErrorToast(step);
    expect(toast.title).toBe('Kunde inte tolka din beskrivning');
    expect(toast.description).toMatch(/specifik, till exempel "/);
    expect(toast.variant).toBe('destructive');
  });
});

describe('expressSummaryToCatalogueFilter', () => {
  const summary: ExpressSummary = {
    audiences: ['man'],
    age: '60',
    occasions: ['födelsedag', 'inflyttning'],
    budgetMin: 300,
    budgetMax: 999999,
    interests: ['tech', 'resor', 'matlagning'],
  };

  it('translates occasions and interests to catalogue words', () => {
    expect(expressSummaryToCatalogueFilter(summary)).toEqual({
      audiences: ['man'],
      toWhom: [],
      occasions: ['födelsedag', 'inflytt'],
      interests: ['tech', 'teknik', 'resor', 'friluftsliv', 'upplevelse', 'matlagning'],
      ageGroups: [],
      budget: { min: 300, max: null },
      keyword: null,
    });
  });

  it('leaves occasions open for Alla hjärtans dag and keeps a real max', () => {
    const filter = expressSummaryToCatalogueFilter({
      ...summary,
      occasions: ['alla-hjartans-dag', 'jul'],
      budgetMax: 800,
    });
    expect(filter.occasions).toEqual([]);
    expect(filter.budget).toEqual({ min: 300, max: 800 });
  });
});
