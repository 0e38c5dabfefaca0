/**
 * The concept registry: the product's one vocabulary for recipients, age groups, occasions, interests, themes,
 * gift categories and price ranges (product types live beside it in product-types.ts).
 *
 * Every concept has one stable id (the stored value where it is one), its Swedish label, the words to use it in
 * a sentence (for a person: hen/han/hon, hens/hans/hennes, "din mamma", "till din mamma"; for an occasion:
 * "till födelsedagen") and every other spelling the product uses for it, as fields of the same entry:
 * - the stored catalogue values (`to_whom`, `audience`, `age_groups`, `interests`, `occasions`, `themes`,
 *   `budget_bucket`), exactly as the catalogue stores them, with their order in the admin edit dialog;
 * - the text generator's option lists (docs/product/express.md#options: audiences, occasions, interests);
 * - the wizard's ids, labels and emoji (steps 1–4) and the mapping values of docs/product/generator.md#query
 *   (`recipientToWhom`, `occasionMapping`, `categoryToInterests`), verbatim;
 * - the catalogue filter each concept stands for (`filter`, `wizardToWhom`, `productAudiences` …), by id.
 *
 * The words the text understanding reads as each recipient, occasion, interest and theme (synonyms, irregular
 * inflections, colloquial forms, phrases) are in words.ts, keyed by the same ids, so browser code does not ship them.
 *
 * Everything else — vocabularies.ts, the understanding's option lists and relation profiles, the wizard's and
 * Express's option lists, the generator's mapping tables, the chat's, the home grid's and the theme pages' tables —
 * is derived from here. Add a concept or a spelling here, never as a new table elsewhere: the test
 * registry-spelling.test.ts fails when one appears outside this folder.
 */
import { AGE_GROUP_CONCEPTS, type AgeGroupConcept, type AgeGroupId } from './ages.ts';
import { CATEGORY_CONCEPTS, type CategoryConceptId } from './categories.ts';
import { INTEREST_CONCEPTS, type InterestConcept, type InterestId } from './interests.ts';
import { OCCASION_CONCEPTS, type OccasionConcept, type OccasionConceptId } from './occasions.ts';
import { RECIPIENT_CONCEPTS, type RecipientConcept, type RecipientConceptId } from './recipients.ts';
import { THEME_CONCEPTS } from './themes.ts';

export * from './ages.ts';
export * from './categories.ts';
export * from './interests.ts';
export * from './occasions.ts';
export * from './prices.ts';
export * from './recipients.ts';
export * from './themes.ts';
export type { ConceptWords, Phrase, WordGroup, Words } from './words.ts';

type Recipient = RecipientConcept<RecipientConceptId, OccasionConceptId, CategoryConceptId>;
type Occasion = OccasionConcept<OccasionConceptId, RecipientConceptId, CategoryConceptId, InterestId>;
type Interest = InterestConcept<InterestId>;

function byId<C extends { id: string }>(list: readonly C[]): ReadonlyMap<string, C> {
  return new Map(list.map((concept) => [concept.id, concept]));
}

const RECIPIENT_BY_ID = byId(RECIPIENT_CONCEPTS);
const OCCASION_BY_ID = byId(OCCASION_CONCEPTS);
const INTEREST_BY_ID = byId(INTEREST_CONCEPTS);
const AGE_BY_ID = byId(AGE_GROUP_CONCEPTS);

/** The concepts that have a position in one list, in that list's order. */
export function inOrder<C, K extends keyof C>(list: readonly C[], key: K): C[] {
  return list
    .filter((concept) => typeof concept[key] === 'number')
    .sort((a, b) => (a[key] as number) - (b[key] as number));
}

export function recipientConcept(id: RecipientConceptId): Recipient {
  return RECIPIENT_BY_ID.get(id) as Recipient;
}
export function occasionConcept(id: OccasionConceptId): Occasion {
  return OCCASION_BY_ID.get(id) as Occasion;
}
export function interestConcept(id: InterestId): Interest {
  return INTEREST_BY_ID.get(id) as Interest;
}
export function ageGroupConcept(id: AgeGroupId): AgeGroupConcept<AgeGroupId> {
  return AGE_BY_ID.get(id) as AgeGroupConcept<AgeGroupId>;
}

// ------------------------------------------------------------------------------------------------ sentences

/** The words to put a person in a Swedish sentence. */
export interface PersonWords {
  pronoun: 'hon' | 'han' | 'hen' | 'de';
  possessive: 'hennes' | 'hans' | 'hens' | 'deras';
  /** "din mamma", "ditt barnbarn", "dina föräldrar", "en kvinna". */
  ref: string;
  /** "till din mamma". */
  to: string;
  /** True when `ref` is not a possessive ("en kvinna", "ett barn"): an age may replace it ("en 7-åring"). */
  indefinite: boolean;
}

/** Whether a recipient is one of a group ("svärmor" of "svärföräldrar"). */
export function isMemberOf(recipient: string, group: string): boolean {
  return (RECIPIENT_BY_ID.get(group)?.members as readonly string[] | undefined)?.includes(recipient) ?? false;
}

/** Pronouns and phrases for a recipient concept. */
export function recipientWords(id: RecipientConceptId): PersonWords {
  const concept = recipientConcept(id);
  const ref = concept.ref ?? `din ${concept.id}`;
  const [pronoun, possessive] = concept.plural
    ? (['de', 'deras'] as const)
    : concept.gender === 'kvinna'
      ? (['hon', 'hennes'] as const)
      : concept.gender === 'man'
        ? (['han', 'hans'] as const)
        : (['hen', 'hens'] as const);
  return { pronoun, possessive, ref, to: `till ${ref}`, indefinite: !/^(din|ditt|dina) /.test(ref) };
}

/** The occasion in a sentence ("födelsedagen", "mors dag", "ett tack"), looked up by its stored value. */
export function occasionPhrase(catalogueValue: string): string | null {
  return OCCASION_CONCEPTS.find((concept) => concept.catalogueValue === catalogueValue)?.phrase ?? null;
}

/** The interest in a sentence ("spel", "musik och film"), looked up by its stored value. */
export function interestPhrase(catalogueValue: string): string | null {
  return INTEREST_CONCEPTS.find((concept) => concept.catalogueValue === catalogueValue)?.phrase ?? null;
}

// ------------------------------------------------------------------------------------------- catalogue filters

/** The stored to_whom value of a recipient concept ('' for one without). */
export function toWhomValueOf(id: RecipientConceptId): string {
  return recipientConcept(id).toWhomValue ?? '';
}

/** The stored occasion values an occasion stands for ([] where the catalogue has none). */
export function catalogueOccasionsOf(id: OccasionConceptId): string[] {
  const concept = occasionConcept(id);
  if (concept.catalogueValue) return [concept.catalogueValue];
  return (concept.filter ?? []).flatMap((other) => catalogueOccasionsOf(other));
}

/** The stored interest values an interest stands for. */
export function catalogueInterestsOf(id: InterestId): string[] {
  const concept = interestConcept(id);
  const filter = concept.filter ?? [id];
  return filter.map((other) => interestConcept(other).catalogueValue ?? other);
}

/** The product types an interest stands for where the catalogue has no interest tag for it ([] for most). */
export function interestTypesOf(id: string): readonly string[] {
  const concept = INTEREST_BY_ID.get(id as InterestId);
  return concept && !concept.catalogueValue ? (concept.types ?? []) : [];
}

/** What a person stands for in the catalogue. */
export interface RecipientFilter {
  /** Audience-column values (the query also admits 'unisex' and a missing audience). */
  audiences: string[];
  /** to_whom values. */
  toWhom: string[];
  /** Age groups, or null when the person does not narrow by age. */
  ageGroups: AgeGroupId[] | null;
}

function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

/** The catalogue filter of a wizard recipient button: spec audiences + ours, to_whom, child ages. */
export function wizardRecipientFilter(id: RecipientConceptId): RecipientFilter {
  const concept = recipientConcept(id);
  const toWhom = concept.wizardToWhom ?? (concept.toWhomValue ? [id] : []);
  return {
    audiences: unique([...(concept.specAudiences ?? []), ...(concept.extraAudiences ?? [])]),
    toWhom: toWhom.map(toWhomValueOf),
    ageGroups: concept.wizardAgeGroups ? [...concept.wizardAgeGroups] : null,
  };
}

/** The product audiences that suit a generator audience (itself when the registry names none). */
export function productAudiencesOf(audience: string): readonly string[] {
  const concept = RECIPIENT_BY_ID.get(audience);
  return concept?.productAudiences ?? [audience];
}

// ------------------------------------------------------------------------------------------------- lists

/** Stored to_whom values, in the edit dialog's order. */
export const TO_WHOM_VALUES = inOrder(RECIPIENT_CONCEPTS, 'toWhomOrder').map((concept) => concept.toWhomValue ?? '');
/** Stored audience values. */
export const AUDIENCE_VALUES = inOrder(RECIPIENT_CONCEPTS, 'audienceOrder').map((concept) => concept.id);
/** Audience values meaning children's things, and grown-ups' things. */
export const CHILD_AUDIENCE_VALUES = RECIPIENT_CONCEPTS.filter((c) => c.childAudience).map((c) => c.id);
export const ADULT_AUDIENCE_VALUES = RECIPIENT_CONCEPTS.filter((c) => c.adultAudience).map((c) => c.id);
/** to_whom values meaning a child or a teenager. */
export const CHILD_TO_WHOM_VALUES = RECIPIENT_CONCEPTS.filter((c) => c.childAudience && c.toWhomValue).map(
  (c) => c.toWhomValue ?? '',
);
/** Age groups under 13 (children), and under 20 (children and teenagers). */
export const CHILD_AGE_GROUP_IDS = AGE_GROUP_CONCEPTS.filter((group) => group.child).map((group) => group.id);
/** Catalogue occasions whose products, tagged for them alone, are made for them (`ownPresents`). */
export const OWN_PRESENT_OCCASION_VALUES: readonly string[] = OCCASION_CONCEPTS.flatMap((concept) =>
  concept.ownPresents && concept.catalogueValue ? [concept.catalogueValue] : [],
);
export const MINOR_AGE_GROUP_IDS = AGE_GROUP_CONCEPTS.filter((group) => group.minor).map((group) => group.id);
/** Stored interest values, in the edit dialog's order. */
export const INTEREST_VALUES = inOrder(INTEREST_CONCEPTS, 'catalogueOrder').map((c) => c.catalogueValue ?? c.id);
/** Stored occasion values, in the edit dialog's order. */
export const OCCASION_VALUES = inOrder(OCCASION_CONCEPTS, 'catalogueOrder').map((c) => c.catalogueValue ?? c.id);

const CATALOGUE_LABELS: ReadonlyMap<string, string> = new Map<string, string>([
  ...RECIPIENT_CONCEPTS.filter((c) => c.toWhomValue).map((c) => [c.toWhomValue ?? '', c.label] as const),
  ...INTEREST_CONCEPTS.filter((c) => c.catalogueValue).map((c) => [c.catalogueValue ?? '', c.label] as const),
  ...OCCASION_CONCEPTS.filter((c) => c.catalogueValue).map((c) => [c.catalogueValue ?? '', c.label] as const),
  ...AGE_GROUP_CONCEPTS.map((c) => [c.id, c.label] as const),
  ...THEME_CONCEPTS.map((c) => [c.id, c.label] as const),
]);

/** The registry's label of a stored value, or null for a value it does not know. */
export function catalogueLabel(value: string): string | null {
  return CATALOGUE_LABELS.get(value) ?? null;
}

export { CATEGORY_CONCEPTS };
