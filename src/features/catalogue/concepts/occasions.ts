/**
 * Occasions. One concept per occasion with each of its spellings: the stored `occasions` value
 * (`catalogueValue`, the edit dialog's vocabulary), the text generator's option (`generatorId`,
 * docs/product/express.md#options), the wizard's button (`wizardId`, step 2) and the wizard's mapped occasion value
 * (`specValue`, `occasionMapping` of docs/product/generator.md#query). `filter` names the catalogue occasions a request
 * for it looks for.
 */
import type { AgeGroupId } from './ages.ts';
import type { CategoryConceptId } from './categories.ts';
import type { InterestId } from './interests.ts';
import type { RecipientConceptId } from './recipients.ts';

/** The wizard's mapped occasion values (`occasionMapping`, docs/product/generator.md#query). */
export type SpecOccasion =
  | 'födelsedag'
  | 'julklapp'
  | 'mors dag'
  | 'fars dag'
  | 'date'
  | 'student'
  | 'dop'
  | 'inflytt'
  | 'vardagspresent'
  | 'event';

/** Who an occasion points at when the text names nobody ("present till fars dag" → a man, a father). */
export interface ImpliedRecipient<R extends string = string> {
  /** Text generator audiences. */
  audiences: readonly R[];
  /** Catalogue to_whom concepts. */
  toWhom: readonly R[];
  gender?: 'kvinna' | 'man';
  ageGroups?: readonly AgeGroupId[];
}

export interface OccasionConcept<
  Id extends string = string,
  R extends string = string,
  C extends string = string,
  I extends string = string,
> {
  /** Stable id: the stored value, else the generator's, else the wizard's. */
  id: Id;
  /** Swedish label of the stored value (edit dialog, cards). */
  label: string;
  /** The occasion in a sentence, after "till"/"för" ("födelsedagen", "mors dag", "ett tack"). */
  phrase: string;
  /** (Its words and phrases for the text understanding: words.ts, `OCCASION_WORDS`.) */
  /** The occasion the text understanding reads the words as, when it has no generator option of its own. */
  understoodAs?: Id;
  catalogueValue?: string;
  catalogueOrder?: number;
  generatorId?: string;
  generatorLabel?: string;
  generatorOrder?: number;
  wizardId?: string;
  wizardLabel?: string;
  emoji?: string;
  wizardOrder?: number;
  specValue?: SpecOccasion;
  /** Catalogue occasions it stands for when it has no stored value of its own ([] = none: leave the filter open). */
  filter?: readonly Id[];
  /** Wizard step 3: categories that suit the occasion, best first. */
  categoryHints?: readonly C[];
  /** The recipient the occasion implies when the text names none. */
  implies?: ImpliedRecipient<R>;
  /** Interests whose presents suit the occasion best (theme pages score them), most typical first. */
  interests?: readonly I[];
  /**
   * A product tagged for this occasion alone is made for it (a housewarming doormat "Vi har redan köpt", a student's
   * engraved glass): no present for another occasion named.
   */
  ownPresents?: boolean;
}

const OCCASION_DEFS = [
  {
    id: 'födelsedag',
    label: 'Födelsedag',
    phrase: 'födelsedagen',
    catalogueValue: 'födelsedag',
    catalogueOrder: 2,
    generatorId: 'födelsedag',
    generatorLabel: 'Födelsedag',
    generatorOrder: 1,
    wizardId: 'fodelsedag',
    wizardLabel: 'Födelsedag',
    emoji: '🎂',
    wizardOrder: 1,
    specValue: 'födelsedag',
    categoryHints: ['upplevelser', 'personliga-presenter'],
  },
  {
    id: 'jul',
    label: 'Jul',
    phrase: 'jul',
    catalogueValue: 'jul',
    catalogueOrder: 1,
    generatorId: 'jul',
    generatorLabel: 'Jul',
    generatorOrder: 2,
    wizardId: 'jul',
    wizardLabel: 'Jul',
    emoji: '🎄',
    wizardOrder: 2,
    specValue: 'julklapp',
    categoryHints: ['mat-dryck', 'hem-inredning', 'leksaker-barn'],
    interests: ['teknik', 'gaming', 'träning', 'matlagning'],
  },
  {
    id: 'mors-dag',
    label: 'Mors dag',
    phrase: 'mors dag',
    catalogueValue: 'mors-dag',
    catalogueOrder: 9,
    generatorId: 'mors-dag',
    generatorLabel: 'Mors dag',
    generatorOrder: 9,
    wizardId: 'mors-dag',
    wizardLabel: 'Mors dag',
    emoji: '💐',
    wizardOrder: 3,
    specValue: 'mors dag',
    categoryHints: ['personliga-presenter', 'hem-inredning', 'upplevelser'],
    implies: { audiences: ['kvinna'], toWhom: ['mamma'], gender: 'kvinna' },
    interests: ['inredning', 'matlagning', 'trädgård', 'träning', 'pyssel'],
  },
  {
    id: 'fars-dag',
    label: 'Fars dag',
    phrase: 'fars dag',
    catalogueValue: 'fars-dag',
    catalogueOrder: 8,
    generatorId: 'fars-dag',
    generatorLabel: 'Fars dag',
    generatorOrder: 8,
    wizardId: 'fars-dag',
    wizardLabel: 'Fars dag',
    emoji: '👔',
    wizardOrder: 4,
    specValue: 'fars dag',
    categoryHints: ['mat-dryck', 'tradgard-friluftsliv', 'personliga-presenter'],
    implies: { audiences: ['man'], toWhom: ['pappa'], gender: 'man' },
    interests: ['friluftsliv', 'matlagning', 'teknik', 'trädgård', 'gaming', 'träning'],
  },
  {
    id: 'alla-hjartans-dag',
    label: 'Alla hjärtans dag',
    phrase: 'alla hjärtans dag',
    generatorId: 'alla-hjartans-dag',
    generatorLabel: 'Alla hjärtans dag',
    generatorOrder: 3,
    wizardId: 'alla-hjartans-dag',
    wizardLabel: 'Alla hjärtans dag',
    emoji: '💘',
    wizardOrder: 5,
    specValue: 'date',
    filter: [],
    categoryHints: ['upplevelser', 'personliga-presenter', 'mode-accessoarer'],
    implies: { audiences: ['partner'], toWhom: ['partner'] },
  },
  {
    id: 'bröllop',
    ownPresents: true,
    label: 'Bröllop',
    phrase: 'bröllopet',
    catalogueValue: 'bröllop',
    catalogueOrder: 3,
    generatorId: 'bröllop',
    generatorLabel: 'Bröllop',
    generatorOrder: 5,
    implies: { audiences: ['par'], toWhom: [] },
  },
  {
    id: 'brollopsdag',
    label: 'Bröllopsdag',
    understoodAs: 'alla-hjartans-dag',
    phrase: 'bröllopsdagen',
    wizardId: 'brollopsdag',
    wizardLabel: 'Bröllopsdag',
    emoji: '💍',
    wizardOrder: 6,
    specValue: 'date',
    filter: ['bröllop'],
    categoryHints: ['upplevelser', 'hem-inredning', 'personliga-presenter'],
  },
  {
    id: 'student',
    ownPresents: true,
    label: 'Student',
    phrase: 'studenten',
    catalogueValue: 'student',
    catalogueOrder: 6,
    generatorId: 'student',
    generatorLabel: 'Student',
    generatorOrder: 4,
    wizardId: 'student',
    wizardLabel: 'Student',
    emoji: '🎓',
    wizardOrder: 7,
    specValue: 'student',
    categoryHints: ['upplevelser', 'mode-accessoarer', 'spel-gaming'],
  },
  {
    id: 'dop',
    ownPresents: true,
    label: 'Dop',
    phrase: 'dopet',
    catalogueValue: 'dop',
    catalogueOrder: 4,
    generatorId: 'dop',
    generatorLabel: 'Dop',
    generatorOrder: 10,
    wizardId: 'dop',
    wizardLabel: 'Dop',
    emoji: '🕊️',
    wizardOrder: 8,
    specValue: 'dop',
    categoryHints: ['personliga-presenter', 'leksaker-barn'],
    implies: { audiences: ['barn'], toWhom: ['barn'], ageGroups: ['0-2'] },
  },
  {
    id: 'inflytt',
    ownPresents: true,
    label: 'Inflytt',
    phrase: 'inflyttningen',
    catalogueValue: 'inflytt',
    catalogueOrder: 5,
    generatorId: 'inflyttning',
    generatorLabel: 'Inflyttning',
    generatorOrder: 6,
    wizardId: 'inflytt',
    wizardLabel: 'Inflytt',
    emoji: '🏡',
    wizardOrder: 9,
    specValue: 'inflytt',
    categoryHints: ['hem-inredning', 'tradgard-friluftsliv', 'mat-dryck'],
  },
  {
    id: 'namnsdag',
    label: 'Namnsdag',
    understoodAs: 'födelsedag',
    phrase: 'namnsdagen',
    wizardId: 'namnsdag',
    wizardLabel: 'Namnsdag',
    emoji: '📅',
    wizardOrder: 10,
    specValue: 'vardagspresent',
    filter: ['tack'],
    categoryHints: ['mat-dryck', 'personliga-presenter'],
  },
  {
    id: 'tack',
    label: 'Tack',
    phrase: 'ett tack',
    catalogueValue: 'tack',
    catalogueOrder: 7,
    generatorId: 'tack',
    generatorLabel: 'Tack',
    generatorOrder: 7,
    wizardId: 'tack',
    wizardLabel: 'Tack',
    emoji: '🙏',
    wizardOrder: 11,
    specValue: 'vardagspresent',
    categoryHints: ['mat-dryck', 'hem-inredning'],
  },
  {
    id: 'avsked',
    label: 'Avsked',
    phrase: 'avskedet',
    wizardId: 'avsked',
    wizardLabel: 'Avsked',
    emoji: '👋',
    wizardOrder: 12,
    specValue: 'vardagspresent',
    filter: ['tack'],
    categoryHints: ['upplevelser', 'mat-dryck', 'personliga-presenter'],
  },
  {
    id: 'julgava',
    label: 'Julgåva',
    phrase: 'julgåvan',
    wizardId: 'julgava',
    wizardLabel: 'Julgåva',
    emoji: '🎁',
    wizardOrder: 13,
    specValue: 'julklapp',
    filter: ['jul'],
    categoryHints: ['corporate', 'mat-dryck'],
  },
  {
    id: 'tackgava',
    label: 'Tackgåva',
    phrase: 'ett tack',
    wizardId: 'tackgava',
    wizardLabel: 'Tackgåva',
    emoji: '🤝',
    wizardOrder: 14,
    specValue: 'vardagspresent',
    filter: ['tack'],
    categoryHints: ['corporate', 'mat-dryck'],
  },
  {
    id: 'eventgava',
    label: 'Eventgåva',
    phrase: 'eventet',
    wizardId: 'eventgava',
    wizardLabel: 'Eventgåva',
    emoji: '🎪',
    wizardOrder: 15,
    specValue: 'event',
    filter: [],
    categoryHints: ['corporate', 'upplevelser'],
  },
] as const satisfies readonly OccasionConcept[];

export type OccasionConceptId = (typeof OCCASION_DEFS)[number]['id'];
type Defs = (typeof OCCASION_DEFS)[number];
/** A stored occasion value of the edit dialog's vocabulary. */
export type CatalogueOccasionValue = Extract<Defs, { catalogueValue: string }>['catalogueValue'];
/** A text generator occasion option (docs/product/express.md#options). */
export type GeneratorOccasionId = Extract<Defs, { generatorId: string }>['generatorId'];
/** A wizard occasion id (step 2). */
export type WizardOccasionId = Extract<Defs, { wizardId: string }>['wizardId'];

/** Every occasion concept. */
export const OCCASION_CONCEPTS: readonly OccasionConcept<
  OccasionConceptId,
  RecipientConceptId,
  CategoryConceptId,
  InterestId
>[] = OCCASION_DEFS;
export { OCCASION_DEFS };
