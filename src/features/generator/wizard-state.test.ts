import { describe, expect, it } from 'vitest';
import {
  canAdvance,
  canJumpTo,
  canSearch,
  INITIAL_WIZARD_STATE,
  stepSummary,
  toSearchRequest,
  type WizardAction,
  type WizardState,
  type WizardStep,
  wizardReducer,
  wizardSummaries,
} from './wizard-state.ts';

function run(...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, INITIAL_WIZARD_STATE);
}

const complete: WizardState = {
  step: 4,
  recipients: ['mamma', 'partner'],
  occasions: ['jul'],
  categories: ['mat-dryck', 'hem-inredning', 'upplevelser'],
  budget: '500-1000',
  keyword: ' kaffe ',
};

describe('wizardReducer', () => {
  it('starts on step 1 with nothing chosen', () => {
    expect(INITIAL_WIZARD_STATE).toEqual({
      step: 1,
      recipients: [],
      occasions: [],
      categories: [],
      budget: null,
      keyword: '',
    });
  });

  it('walks through the four steps', () => {
    const state = run(
      { type: 'toggleRecipient', id: 'pappa' },
      { type: 'next' },
      { type: 'toggleOccasion', id: 'fars-dag' },
      { type: 'next' },
      { type: 'toggleCategory', id: 'mat-dryck' },
      { type: 'next' },
      { type: 'selectBudget', id: '200-500' },
    );
    expect(state).toMatchObject({
      step: 4,
      recipients: ['pappa'],
      occasions: ['fars-dag'],
      categories: ['mat-dryck'],
      budget: '200-500',
    });
  });

  it('selects and deselects several recipients', () => {
    expect(run({ type: 'toggleRecipient', id: 'mamma' }, { type: 'toggleRecipient', id: 'van' }).recipients).toEqual([
      'mamma',
      'van',
    ]);
    expect(run({ type: 'toggleRecipient', id: 'mamma' }, { type: 'toggleRecipient', id: 'mamma' }).recipients).toEqual(
      [],
    );
  });

  it.each<[string, WizardAction, Partial<WizardState>]>([
    [
      'changing recipients clears occasions, categories and budget',
      { type: 'toggleRecipient', id: 'van' },
      { recipients: ['mamma', 'partner', 'van'], occasions: [], categories: [], budget: null, keyword: ' kaffe ' },
    ],
    [
      'changing occasions clears categories and budget',
      { type: 'toggleOccasion', id: 'fodelsedag' },
      { recipients: complete.recipients, occasions: ['jul', 'fodelsedag'], categories: [], budget: null },
    ],
    [
      'changing categories clears the budget',
      { type: 'toggleCategory', id: 'upplevelser' },
      { occasions: ['jul'], categories: ['mat-dryck', 'hem-inredning'], budget: null },
    ],
    ['choosing another budget replaces it', { type: 'selectBudget', id: '5000+' }, { budget: '5000+' }],
    ['the keyword is kept as typed', { type: 'setKeyword', keyword: 'te ' }, { keyword: 'te ', budget: '500-1000' }],
    [
      '"Börja om" clears everything and returns to step 1',
      { type: 'reset' },
      { step: 1, recipients: [], occasions: [], categories: [], budget: null, keyword: '' },
    ],
    ['"Bakåt" goes one step back', { type: 'back' }, { step: 3, budget: '500-1000' }],
    ['"Nästa steg" does nothing on step 4', { type: 'next' }, { step: 4 }],
    ['jumping back keeps the selections', { type: 'goTo', step: 1 }, { step: 1, categories: complete.categories }],
  ])('%s', (_name, action, expected) => {
    expect(wizardReducer(complete, action)).toMatchObject(expected);
  });

  it('ignores unknown ids', () => {
    const action = { type: 'toggleRecipient', id: 'granne' } as unknown as WizardAction;
    expect(wizardReducer(complete, action)).toBe(complete);
  });

  it('does not advance past a step without a selection', () => {
    expect(run({ type: 'next' }).step).toBe(1);
    expect(run({ type: 'toggleRecipient', id: 'mamma' }, { type: 'next' }, { type: 'next' }).step).toBe(2);
  });

  it('does not go back from step 1', () => {
    expect(run({ type: 'back' }).step).toBe(1);
  });

  it('refuses a jump to a step whose earlier steps are incomplete', () => {
    expect(run({ type: 'toggleRecipient', id: 'mamma' }, { type: 'goTo', step: 3 }).step).toBe(1);
    expect(run({ type: 'toggleRecipient', id: 'mamma' }, { type: 'goTo', step: 2 }).step).toBe(2);
  });
});

describe('canJumpTo', () => {
  const onStep2: WizardState = { ...INITIAL_WIZARD_STATE, step: 2, recipients: ['mamma'] };
  const backOnStep2: WizardState = { ...complete, step: 2, budget: null };

  it.each<[string, WizardState, WizardStep, boolean]>([
    ['step 1 is always clickable', onStep2, 1, true],
    ['the active step is clickable', onStep2, 2, true],
    ['step 3 needs an occasion', onStep2, 3, false],
    ['step 4 needs a category', { ...onStep2, occasions: ['jul'] }, 4, false],
    ['completed steps stay clickable after going back', backOnStep2, 3, true],
    ['step 4 is reachable once a category exists', backOnStep2, 4, true],
    ['step 2 needs a recipient', INITIAL_WIZARD_STATE, 2, false],
  ])('%s', (_name, state, step, expected) => {
    expect(canJumpTo(state, step)).toBe(expected);
  });
});

describe('canAdvance and canSearch', () => {
  it.each<[string, WizardState, boolean, boolean]>([
    ['empty step 1', INITIAL_WIZARD_STATE, false, false],
    ['step 1 with a recipient', { ...INITIAL_WIZARD_STATE, recipients: ['vuxen'] }, true, false],
    ['step 3 without category', { ...complete, step: 3, categories: [], budget: null }, false, false],
    ['step 4 without budget', { ...complete, budget: null }, false, false],
    ['step 4 with budget', complete, false, true],
  ])('%s', (_name, state, advance, search) => {
    expect(canAdvance(state)).toBe(advance);
    expect(canSearch(state)).toBe(search);
  });
});

describe('stepSummary', () => {
  it.each([
    [[], ''],
    [['Mamma'], 'Mamma'],
    [['Mamma', 'Partner'], 'Mamma +1'],
    [['Jul', 'Tack', 'Dop', 'Student'], 'Jul +3'],
  ])('%j → "%s"', (labels, summary) => {
    expect(stepSummary(labels)).toBe(summary);
  });

  it('summarises every step from the option labels', () => {
    expect(wizardSummaries(complete)).toEqual({
      1: 'Mamma +1',
      2: 'Jul',
      3: 'Mat & Dryck +2',
      4: '500–1 000 kr',
    });
  });
});

describe('toSearchRequest', () => {
  it.each<[string, string, object | null]>([
    ['trims the keyword', '  kaffe  ', { keyword: 'kaffe' }],
    ['omits an empty keyword', '   ', {}],
  ])('%s', (_name, keyword, extra) => {
    expect(toSearchRequest({ ...complete, keyword })).toStrictEqual({
      recipients: ['mamma', 'partner'],
      occasions: ['jul'],
      categories: ['mat-dryck', 'hem-inredning', 'upplevelser'],
      budget: '500-1000',
      ...extra,
    });
  });

  it('is null until a budget is chosen', () => {
    expect(toSearchRequest({ ...complete, budget: null })).toBeNull();
  });
});
