import { describe, expect, it } from 'vitest';
import { OCCASIONS as CATALOGUE_OCCASIONS, INTERESTS, TO_WHOM } from '../catalogue/vocabularies.ts';
import {
  CATEGORY_CATALOGUE_INTERESTS,
  catalogueOccasionsFor,
  categoryHints,
  categoryToInterests,
  occasionMapping,
  RECIPIENT_CATALOGUE_TO_WHOM,
  recipientToWhom,
  wizardSelectionToCatalogueFilter,
} from './mappings.ts';
import {
  CATEGORIES,
  type CategoryId,
  OCCASIONS,
  type OccasionId,
  RECIPIENTS,
  type RecipientId,
  type WizardSelection,
} from './wizard-options.ts';

describe('the wizard mapping tables (docs/product/generator.md#query)', () => {
  it.each([
    ['mamma', ['kvinna']],
    ['pappa', ['man']],
    ['partner', ['man', 'kvinna', 'unisex']],
    ['vuxen', ['unisex']],
    ['van', ['unisex']],
    ['kollega', ['unisex']],
    ['mor-farforalder', ['unisex']],
    ['foretag', ['unisex']],
    ['tonaring', ['unisex']],
    ['barn-0-2', ['barn']],
    ['barn-3-5', ['barn']],
    ['barn-6-9', ['barn']],
    ['barn-10-12', ['barn']],
  ] as const)('recipient %s → %j', (recipient, values) => {
    expect(recipientToWhom[recipient]).toEqual(values);
  });

  it.each([
    ['fodelsedag', 'födelsedag'],
    ['jul', 'julklapp'],
    ['julgava', 'julklapp'],
    ['mors-dag', 'mors dag'],
    ['fars-dag', 'fars dag'],
    ['alla-hjartans-dag', 'date'],
    ['brollopsdag', 'date'],
    ['student', 'student'],
    ['dop', 'dop'],
    ['inflytt', 'inflytt'],
    ['tack', 'vardagspresent'],
    ['namnsdag', 'vardagspresent'],
    ['avsked', 'vardagspresent'],
    ['tackgava', 'vardagspresent'],
    ['eventgava', 'event'],
  ] as const)('occasion %s → %s', (occasion, value) => {
    expect(occasionMapping[occasion]).toBe(value);
  });

  it.each([
    ['spel-gaming', ['gaming', 'spel', 'underhållning']],
    ['traning-halsa', ['träning', 'sport', 'hälsa']],
    ['hem-inredning', ['inredning', 'hem', 'dekoration', 'kök', 'matlagning']],
    ['mode-accessoarer', ['mode', 'smycken', 'accessoarer']],
    ['mat-dryck', ['mat-dryck', 'delikatess', 'choklad', 'kaffe', 'te']],
    ['tradgard-friluftsliv', ['trädgård', 'friluftsliv', 'outdoor']],
    ['leksaker-barn', ['leksaker', 'barn', 'pyssel']],
    ['upplevelser', ['upplevelse', 'underhållning']],
    ['bocker-media', ['böcker', 'media', 'musik', 'film']],
    ['personliga-presenter', ['personlig', 'gravyr', 'foto']],
    ['corporate', ['delikatess', 'presentlåda', 'profilprodukt']],
  ] as const)('category %s → %j', (category, interests) => {
    expect(categoryToInterests[category]).toEqual(interests);
  });
});

describe('catalogue vocabulary', () => {
  it('maps every recipient into the to_whom vocabulary', () => {
    for (const { id } of RECIPIENTS) {
      for (const value of RECIPIENT_CATALOGUE_TO_WHOM[id]) expect(TO_WHOM).toContain(value);
    }
  });

  it('maps every occasion into the occasion vocabulary', () => {
    for (const { id } of OCCASIONS) {
      for (const value of catalogueOccasionsFor(id)) expect(CATALOGUE_OCCASIONS).toContain(value);
    }
  });

  it('maps every category into the interest vocabulary (plus upplevelse)', () => {
    for (const { id } of CATEGORIES) {
      for (const value of CATEGORY_CATALOGUE_INTERESTS[id]) expect([...INTERESTS, 'upplevelse']).toContain(value);
    }
  });

  it.each([
    ['jul', ['jul']],
    ['julgava', ['jul']],
    ['mors-dag', ['mors-dag']],
    ['fars-dag', ['fars-dag']],
    ['namnsdag', ['tack']],
    ['brollopsdag', ['bröllop']],
    ['alla-hjartans-dag', []],
    ['eventgava', []],
  ] as const)('occasion %s is stored as %j', (occasion, values) => {
    expect(catalogueOccasionsFor(occasion)).toEqual(values);
  });
});

function selection(overrides: Partial<WizardSelection>): WizardSelection {
  return { recipients: [], occasions: [], categories: [], budget: null, ...overrides };
}

describe('wizardSelectionToCatalogueFilter', () => {
  it('translates a full selection', () => {
    const filter = wizardSelectionToCatalogueFilter(
      selection({
        recipients: ['mamma'],
        occasions: ['mors-dag', 'jul'],
        categories: ['hem-inredning'],
        budget: '500-1000',
        keyword: '  doftljus   lavendel ',
      }),
    );
    expect(filter).toEqual({
      audiences: ['kvinna', 'mamma'],
      toWhom: ['mamma'],
      occasions: ['mors-dag', 'jul'],
      interests: ['inredning', 'hem', 'dekoration', 'kök', 'matlagning'],
      ageGroups: [],
      budget: { min: 500, max: 1000 },
      keyword: 'doftljus lavendel',
    });
  });

  it.each<[string, Partial<WizardSelection>, Partial<ReturnType<typeof wizardSelectionToCatalogueFilter>>]>([
    ['no budget means 0 and no upper bound', {}, { budget: { min: 0, max: null } }],
    ['5000+ has no upper bound', { budget: '5000+' }, { budget: { min: 5000, max: null } }],
    ['<200 is 0 to 200', { budget: '<200' }, { budget: { min: 0, max: 200 } }],
    ['an empty keyword is null', { keyword: '   ' }, { keyword: null }],
    [
      'child groups narrow by age',
      { recipients: ['barn-3-5', 'barn-6-9'] },
      { audiences: ['barn'], toWhom: ['barn'], ageGroups: ['3-5', '6-9'] },
    ],
    ['a child with an adult leaves ages open', { recipients: ['barn-3-5', 'pappa'] }, { ageGroups: [] }],
    [
      'partner keeps the spec values first',
      { recipients: ['partner'] },
      { audiences: ['man', 'kvinna', 'unisex', 'partner', 'par'], toWhom: ['partner'] },
    ],
    [
      'företag is a colleague in the catalogue',
      { recipients: ['foretag'] },
      { audiences: ['unisex', 'kollega', 'chef'], toWhom: ['kollega'] },
    ],
    [
      'vuxen stands for every adult',
      { recipients: ['vuxen'] },
      { toWhom: ['mamma', 'pappa', 'partner', 'vän', 'kollega', 'mor-/farförälder'] },
    ],
    ['vardagspresent becomes tack', { occasions: ['tack', 'namnsdag', 'avsked'] }, { occasions: ['tack'] }],
    [
      'an occasion without catalogue counterpart leaves occasions open',
      { occasions: ['alla-hjartans-dag', 'fodelsedag'] },
      { occasions: [] },
    ],
    [
      'categories add our interest words',
      { categories: ['spel-gaming', 'upplevelser'] },
      { interests: ['gaming', 'spel', 'underhållning', 'teknik', 'upplevelse'] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(wizardSelectionToCatalogueFilter(selection(input))).toMatchObject(expected);
  });
});

describe('categoryHints', () => {
  const ids = (recipients: RecipientId[], occasions: OccasionId[]): CategoryId[] =>
    categoryHints(recipients, occasions).map((hint) => hint.id);

  it('lists every category except corporate when nothing is chosen', () => {
    const hints = categoryHints([], []);
    expect(hints.map((hint) => hint.id)).toEqual(CATEGORIES.map((c) => c.id).filter((id) => id !== 'corporate'));
    expect(hints.every((hint) => !hint.suggested)).toBe(true);
  });

  it('puts the categories of the recipients and occasions first, most mentioned first', () => {
    const hints = categoryHints(['pappa'], ['fars-dag']);
    expect(hints.filter((hint) => hint.suggested).map((hint) => hint.id)).toEqual([
      'mat-dryck',
      'tradgard-friluftsliv',
      'upplevelser',
      'personliga-presenter',
      'spel-gaming',
      'traning-halsa',
      'hem-inredning',
    ]);
    expect(hints.slice(7).map((hint) => [hint.id, hint.suggested])).toEqual([
      ['mode-accessoarer', false],
      ['leksaker-barn', false],
      ['bocker-media', false],
    ]);
    expect(hints).toHaveLength(CATEGORIES.length - 1);
  });

  it.each<[RecipientId[], OccasionId[]]>([
    [['mamma'], ['jul']],
    [['barn-0-2'], ['dop']],
    [['kollega'], ['avsked']],
  ])('never offers corporate for %j', (recipients, occasions) => {
    expect(ids(recipients, occasions)).not.toContain('corporate');
  });

  it('offers only company-gift categories to Företag, corporate first', () => {
    expect(ids(['foretag'], ['julgava'])).toEqual(['corporate', 'mat-dryck', 'upplevelser', 'personliga-presenter']);
    expect(ids(['foretag'], ['eventgava'])).toEqual(['corporate', 'upplevelser', 'mat-dryck', 'personliga-presenter']);
  });

  it('adds corporate first when Företag is chosen beside others', () => {
    const list = ids(['foretag', 'kollega'], []);
    expect(list[0]).toBe('corporate');
    expect(list).toHaveLength(CATEGORIES.length);
  });
});
