/**
 * The option lists the understanding module maps Swedish text onto: the text generator's lists
 * (docs/product/express.md#options) and the recipient relations it recognises, with what each relation implies for the
 * catalogue vocabularies. All are derived from the concept registry (src/features/catalogue/concepts/).
 */
import {
  type AgeGroupId,
  ageGroupOfAge,
  catalogueOccasionsOf,
  type GeneratorAudienceId,
  type GeneratorInterestId,
  type GeneratorOccasionId,
  INTEREST_CONCEPTS,
  inOrder,
  OCCASION_CONCEPTS,
  RECIPIENT_CONCEPTS,
  type Gender as RegistryGender,
  type RecipientKind as RegistryRecipientKind,
  type RelationId,
  toWhomValueOf,
} from '../catalogue/concepts/index.ts';
import type { AgeGroup, Occasion, ToWhom } from '../catalogue/vocabularies.ts';

type NonEmpty<T> = readonly [T, ...T[]];

/** Audience options of the text generator (docs/product/express.md#options). */
export const AUDIENCE_OPTIONS = inOrder(RECIPIENT_CONCEPTS, 'generatorOrder').map(
  (concept) => concept.id,
) as unknown as NonEmpty<GeneratorAudienceId>;
/** Occasion options of the text generator (docs/product/express.md#options). */
export const OCCASION_OPTIONS = inOrder(OCCASION_CONCEPTS, 'generatorOrder').map(
  (concept) => concept.generatorId,
) as unknown as NonEmpty<GeneratorOccasionId>;
/** Interest options of the text generator (docs/product/express.md#options). */
export const INTEREST_OPTIONS = inOrder(INTEREST_CONCEPTS, 'generatorOrder').map(
  (concept) => concept.generatorId,
) as unknown as NonEmpty<GeneratorInterestId>;

export type AudienceOption = GeneratorAudienceId;
export type OccasionOption = GeneratorOccasionId;
export type InterestOption = GeneratorInterestId;
export type Gender = RegistryGender;

/** Catalogue occasion for each generator occasion; alla hjärtans dag has no catalogue tag. */
export const CATALOGUE_OCCASION = Object.fromEntries(
  inOrder(OCCASION_CONCEPTS, 'generatorOrder').map((concept) => [
    concept.generatorId,
    (catalogueOccasionsOf(concept.id)[0] ?? null) as Occasion | null,
  ]),
) as Record<OccasionOption, Occasion | null>;

const RELATIONS = RECIPIENT_CONCEPTS.filter((concept) => concept.profile);

/**
 * Normalised recipient relations, in the form the chat can put in a sentence ("till din morfar").
 * Synonyms collapse onto one value: morsan → mamma, styvmor → bonusmamma, kompis → vän, fröken → lärare.
 */
export const RECIPIENTS = RELATIONS.map((concept) => concept.id) as unknown as NonEmpty<RelationId>;
export type Recipient = RelationId;

/**
 * How old a relation is: 'adult' relations are grown-ups by definition, 'child' relations are children unless an
 * age says otherwise ("min son som fyller 30"), 'any' can be either (siblings, friends, "tjej").
 */
export type RecipientKind = RegistryRecipientKind;

export interface RecipientProfile {
  audiences: readonly AudienceOption[];
  toWhom: readonly ToWhom[];
  gender: Gender | null;
  /** Age groups assumed when the text gives no age. */
  ageGroups: readonly AgeGroup[];
  kind: RecipientKind;
}

/**
 * What each relation implies (the registry's relation profiles). Relatives without a to_whom value of their own
 * (siblings, cousins, in-laws, aunts and uncles, neighbours) count as 'vän'; teachers, coaches and customers count
 * as 'kollega' (neutral, work-like gifts); teenagers use the audience 'barn' (the generator's audience list has no
 * teenager option) and to_whom 'tonåring'.
 */
export const RECIPIENT_PROFILES = Object.fromEntries(
  RELATIONS.map((concept) => {
    const profile = concept.profile;
    const kind = profile?.kind ?? 'any';
    const result: RecipientProfile = {
      audiences: (profile?.audiences ?? []) as readonly AudienceOption[],
      toWhom: (profile?.toWhom ?? []).map(toWhomValueOf) as ToWhom[],
      gender: concept.gender,
      ageGroups: profile?.ageGroups ?? (kind === 'adult' ? ['vuxen'] : []),
      kind,
    };
    return [concept.id, result];
  }),
) as Record<Recipient, RecipientProfile>;

/** Age group for an age in years: 0-2, 3-5, 6-9, 10-12, tonåring 13-19, vuxen 20-64, senior 65+. */
export function ageGroupForAge(age: number): AgeGroup {
  return ageGroupOfAge(age) satisfies AgeGroupId;
}
