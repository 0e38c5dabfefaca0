/**
 * Gift categories: the wizard's step 3 ("Kategori"), each with its interest words (`categoryToInterests` of
 * docs/product/generator.md#query, word for word) and the catalogue interests it stands for (ids of interests.ts).
 */
import type { InterestId } from './interests.ts';

export interface CategoryConcept<Id extends string = string> {
  /** The wizard's id, used in URLs, requests and tests. */
  id: Id;
  label: string;
  emoji: string;
  /** The interest words of the category (`categoryToInterests`, docs/product/generator.md#query), word for word. */
  specInterests: readonly string[];
  /** Catalogue interests the category stands for. */
  interests: readonly InterestId[];
}

const CATEGORY_DEFS = [
  {
    id: 'spel-gaming',
    label: 'Spel & Gaming',
    emoji: '🎮',
    specInterests: ['gaming', 'spel', 'underhållning'],
    interests: ['gaming', 'teknik'],
  },
  {
    id: 'traning-halsa',
    label: 'Träning & Hälsa',
    emoji: '💪',
    specInterests: ['träning', 'sport', 'hälsa'],
    interests: ['träning'],
  },
  {
    id: 'hem-inredning',
    label: 'Hem & Inredning',
    emoji: '🏠',
    specInterests: ['inredning', 'hem', 'dekoration', 'kök', 'matlagning'],
    interests: ['inredning', 'matlagning'],
  },
  {
    id: 'mode-accessoarer',
    label: 'Mode & Accessoarer',
    emoji: '👜',
    specInterests: ['mode', 'smycken', 'accessoarer'],
    interests: [],
  },
  {
    id: 'mat-dryck',
    label: 'Mat & Dryck',
    emoji: '🍫',
    specInterests: ['mat-dryck', 'delikatess', 'choklad', 'kaffe', 'te'],
    interests: ['matlagning'],
  },
  {
    id: 'tradgard-friluftsliv',
    label: 'Trädgård & Friluftsliv',
    emoji: '🌿',
    specInterests: ['trädgård', 'friluftsliv', 'outdoor'],
    interests: ['trädgård', 'friluftsliv'],
  },
  {
    id: 'leksaker-barn',
    label: 'Leksaker & Barn',
    emoji: '🧸',
    specInterests: ['leksaker', 'barn', 'pyssel'],
    interests: ['pyssel'],
  },
  {
    id: 'upplevelser',
    label: 'Upplevelser',
    emoji: '🎟️',
    specInterests: ['upplevelse', 'underhållning'],
    interests: ['upplevelse'],
  },
  {
    id: 'bocker-media',
    label: 'Böcker & Media',
    emoji: '📚',
    specInterests: ['böcker', 'media', 'musik', 'film'],
    interests: ['musik/film'],
  },
  {
    id: 'personliga-presenter',
    label: 'Personliga Presenter',
    emoji: '💝',
    specInterests: ['personlig', 'gravyr', 'foto'],
    interests: [],
  },
  {
    id: 'corporate',
    label: 'Företagsgåvor',
    emoji: '🏢',
    specInterests: ['delikatess', 'presentlåda', 'profilprodukt'],
    interests: [],
  },
] as const satisfies readonly CategoryConcept[];

export type CategoryConceptId = (typeof CATEGORY_DEFS)[number]['id'];

/** The wizard's gift categories, in the order step 3 lists them. */
export const CATEGORY_CONCEPTS = CATEGORY_DEFS;
