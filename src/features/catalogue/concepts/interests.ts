/**
 * Interests: what a recipient likes. One concept per interest with every spelling the product uses for it:
 * the stored `interests` value (the edit dialog's vocabulary, `catalogueOrder`), the text generator's option
 * (docs/product/express.md#options, `generatorId`) and the catalogue interests it stands for when filtering (`filter`).
 */
export interface InterestConcept<Id extends string = string> {
  /** Stable id; the stored value when the concept is one. */
  id: Id;
  /** Swedish label of the stored value (edit dialog, cards). */
  label: string;
  /** (Its words for the text understanding: words.ts, `INTEREST_WORDS`.) */
  /** The interest in a sentence ("spel", "musik och film"). */
  phrase: string;
  /** The stored value exactly as products carry it. */
  catalogueValue?: string;
  /** Position in the edit dialog's vocabulary; absent for words the catalogue carries outside it. */
  catalogueOrder?: number;
  /** The text generator's option value (docs/product/express.md#options) and its label and position. */
  generatorId?: string;
  generatorLabel?: string;
  generatorOrder?: number;
  /** The catalogue interests a request for this interest looks for (ids); the concept itself when absent. */
  filter?: readonly Id[];
  /**
   * The product types a request for this interest looks for when the catalogue has no interest tag for it ("älskar att
   * resa" → travel accessories and suitcases).
   */
  types?: readonly string[];
}

const INTEREST_DEFS = [
  {
    id: 'gaming',
    label: 'Gaming',
    phrase: 'spel',
    catalogueValue: 'gaming',
    catalogueOrder: 1,
    generatorId: 'spel',
    generatorLabel: 'Spel',
    generatorOrder: 5,
  },
  {
    id: 'träning',
    label: 'Träning',
    phrase: 'träning',
    catalogueValue: 'träning',
    catalogueOrder: 2,
    generatorId: 'träning',
    generatorLabel: 'Träning',
    generatorOrder: 4,
  },
  {
    id: 'matlagning',
    label: 'Matlagning',
    phrase: 'matlagning',
    catalogueValue: 'matlagning',
    catalogueOrder: 3,
    generatorId: 'matlagning',
    generatorLabel: 'Matlagning',
    generatorOrder: 1,
  },
  {
    id: 'trädgård',
    label: 'Trädgård',
    phrase: 'trädgård',
    catalogueValue: 'trädgård',
    catalogueOrder: 4,
  },
  {
    id: 'teknik',
    label: 'Teknik',
    phrase: 'teknik',
    catalogueValue: 'teknik',
    catalogueOrder: 5,
    generatorId: 'tech',
    generatorLabel: 'Tech',
    generatorOrder: 3,
  },
  {
    id: 'friluftsliv',
    label: 'Friluftsliv',
    phrase: 'friluftsliv',
    catalogueValue: 'friluftsliv',
    catalogueOrder: 6,
  },
  {
    id: 'inredning',
    label: 'Inredning',
    phrase: 'inredning',
    catalogueValue: 'inredning',
    catalogueOrder: 7,
    generatorId: 'inredning',
    generatorLabel: 'Inredning',
    generatorOrder: 2,
  },
  {
    id: 'pyssel',
    label: 'Pyssel/DIY',
    phrase: 'pyssel',
    catalogueValue: 'pyssel',
    catalogueOrder: 8,
  },
  {
    id: 'musik/film',
    label: 'Musik/film',
    phrase: 'musik och film',
    catalogueValue: 'musik/film',
    catalogueOrder: 9,
  },
  /** Experiences carry this interest word although the edit dialog does not offer it. */
  { id: 'upplevelse', label: 'Upplevelse', phrase: 'upplevelser', catalogueValue: 'upplevelse' },
  {
    id: 'resor',
    label: 'Resor',
    phrase: 'resor',
    generatorId: 'resor',
    generatorLabel: 'Resor',
    generatorOrder: 6,
    filter: ['friluftsliv', 'upplevelse'],
    types: ['resor'],
  },
  {
    id: 'hälsa',
    label: 'Hälsa',
    phrase: 'hälsa',
    generatorId: 'hälsa',
    generatorLabel: 'Hälsa',
    generatorOrder: 7,
    filter: ['träning'],
  },
] as const satisfies readonly InterestConcept[];

export type InterestId = (typeof INTEREST_DEFS)[number]['id'];
type WithCatalogue = Extract<(typeof INTEREST_DEFS)[number], { catalogueOrder: number }>;
type WithGenerator = Extract<(typeof INTEREST_DEFS)[number], { generatorId: string }>;
/** A stored interest value of the edit dialog's vocabulary. */
export type CatalogueInterestValue = WithCatalogue['catalogueValue'];
/** A text generator interest option (docs/product/express.md#options). */
export type GeneratorInterestId = WithGenerator['generatorId'];

/** Every interest concept. */
export const INTEREST_CONCEPTS: readonly InterestConcept<InterestId>[] = INTEREST_DEFS;
