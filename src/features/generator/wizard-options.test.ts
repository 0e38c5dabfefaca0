import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  CATEGORIES,
  OCCASIONS_BY_RECIPIENT,
  occasionsForRecipients,
  RECIPIENTS,
  resultsCountText,
  WIZARD_STEPS,
  WIZARD_TEXT,
  wizardSelectionSchema,
} from './wizard-options.ts';

describe('wizard option lists', () => {
  it('offers the thirteen recipients in spec order', () => {
    expect(RECIPIENTS.map((option) => option.label)).toEqual([
      'Mamma',
      'Pappa',
      'Partner',
      'Barn 0–2 år',
      'Barn 3–5 år',
      'Barn 6–9 år',
      'Barn 10–12 år',
      'Tonåring',
      'Vuxen',
      'Vän',
      'Kollega',
      'Mor-/Farförälder',
      'Företag',
    ]);
  });

  it('offers the eleven categories with Företagsgåvor as corporate', () => {
    expect(CATEGORIES.map((option) => option.label)).toEqual([
      'Spel & Gaming',
      'Träning & Hälsa',
      'Hem & Inredning',
      'Mode & Accessoarer',
      'Mat & Dryck',
      'Trädgård & Friluftsliv',
      'Leksaker & Barn',
      'Upplevelser',
      'Böcker & Media',
      'Personliga Presenter',
      'Företagsgåvor',
    ]);
    expect(CATEGORIES.find((option) => option.label === 'Företagsgåvor')?.id).toBe('corporate');
  });

  it('gives every option an emoji and a unique id', () => {
    for (const list of [RECIPIENTS, CATEGORIES]) {
      const ids = list.map((option) => option.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const option of list) expect(option.emoji).not.toBe('');
    }
  });

  it.each([
    ['<200', 0, 200],
    ['200-500', 200, 500],
    ['500-1000', 500, 1000],
    ['1000-2500', 1000, 2500],
    ['2500-5000', 2500, 5000],
    ['5000+', 5000, null],
  ])('budget %s spans %s to %s kr', (id, min, max) => {
    expect(BUDGETS.find((budget) => budget.id === id)).toMatchObject({ min, max });
  });

  it('gives every recipient at least one occasion', () => {
    for (const recipient of RECIPIENTS) expect(OCCASIONS_BY_RECIPIENT[recipient.id].length).toBeGreaterThan(0);
  });

  it.each([
    [['mamma'], ['Mors dag', 'Födelsedag', 'Jul', 'Namnsdag', 'Tack', 'Bröllopsdag']],
    [['foretag'], ['Julgåva', 'Tackgåva', 'Eventgåva']],
    [
      ['foretag', 'kollega'],
      ['Julgåva', 'Tackgåva', 'Eventgåva', 'Avsked', 'Födelsedag', 'Jul', 'Tack', 'Inflytt'],
    ],
    [[], []],
  ] as const)('occasions for %j', (recipients, labels) => {
    expect(occasionsForRecipients(recipients).map((option) => option.label)).toEqual(labels);
  });
});

describe('wizard texts', () => {
  it.each([
    ['defaultTitle', 'Hitta presenter & gåvor'],
    ['categoryPrompt', 'Vilken typ av present letar du efter?'],
    ['budgetPrompt', 'Vad är din prisram?'],
    ['keywordLabel', 'Lägg till eget sökord (valfritt)'],
    ['back', 'Bakåt'],
    ['next', 'Nästa steg'],
    ['reset', 'Börja om'],
    ['search', 'Visa presenter'],
    ['loading', 'Laddar presenter...'],
    ['emptyBeforeSearch', 'Välj dina preferenser ovan för att hitta presenter.'],
    ['emptyAfterSearch', 'Inga produkter hittades. Prova att justera dina filter ovan.'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(WIZARD_TEXT[key]).toBe(text);
  });

  it('names the four steps', () => {
    expect(WIZARD_STEPS.map((step) => step.name)).toEqual(['Till vem', 'Tillfälle', 'Kategori', 'Budget']);
  });

  it.each([
    [0, 'Visar 0 presenter'],
    [1, 'Visar 1 present'],
    [24, 'Visar 24 presenter'],
  ])('results count %i reads "%s"', (count, text) => {
    expect(resultsCountText(count)).toBe(text);
  });
});

describe('wizardSelectionSchema', () => {
  it('accepts a selection and trims the keyword', () => {
    const parsed = wizardSelectionSchema.parse({
      recipients: ['mamma'],
      occasions: ['jul'],
      categories: ['mat-dryck'],
      budget: '200-500',
      keyword: '  kaffe ',
    });
    expect(parsed.keyword).toBe('kaffe');
  });

  it.each([
    [{ recipients: ['okänd'], occasions: [], categories: [], budget: null }],
    [{ recipients: [], occasions: [], categories: [], budget: '100-200' }],
    [{ recipients: [], occasions: [], categories: [], budget: null, keyword: 'x'.repeat(101) }],
  ])('rejects %j', (input) => {
    expect(wizardSelectionSchema.safeParse(input).success).toBe(false);
  });
});
