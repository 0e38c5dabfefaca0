/**
 * How the wizard's choices become a catalogue query.
 *
 * Every table below is derived from the concept registry (src/features/catalogue/concepts/), where each
 * wizard recipient, occasion and category is one entry. Two layers:
 * 1. The wizard's mapping tables (docs/product/generator.md#query), word for word: `recipientToWhom`,
 *    `occasionMapping`, `categoryToInterests`.
 * 2. Their translation into the words our catalogue actually stores (src/features/catalogue/vocabularies.ts),
 *    done by `wizardSelectionToCatalogueFilter`:
 *    - audiences (the single-value `audience` column): the spec values (kvinna, man, unisex, barn) plus the more
 *      specific audience words for the same person (Mamma → kvinna + mamma, Kollega → unisex + kollega + chef …).
 *      The query always lets 'unisex' and a missing audience through as well.
 *    - to_whom: the recipient itself (Mamma → mamma, every child group → barn, Mor-/Farförälder → mor-/farförälder,
 *      Företag → kollega, Vuxen → every adult recipient).
 *    - occasions: julklapp → jul, mors dag → mors-dag, fars dag → fars-dag, vardagspresent → tack,
 *      födelsedag/student/dop/inflytt unchanged; Bröllopsdag → bröllop. 'date' (Alla hjärtans dag) and 'event'
 *      (Eventgåva) have no catalogue occasion: when any chosen occasion has none, the occasion filter is left open,
 *      because an overlap filter would otherwise hide every present for that occasion.
 *    - interests: the spec's interest words of each category plus our vocabulary's (Hem & Inredning → inredning +
 *      matlagning, Spel & Gaming → gaming + teknik, Upplevelser → upplevelse, Böcker & Media → musik/film …); they
 *      are matched by overlap, so spec words the catalogue does not use do no harm.
 *    - age groups: only the child groups narrow by age (Barn 3–5 → 3-5); if any chosen recipient is not a child
 *      group, ages are left open.
 */
import {
  CATEGORY_CONCEPTS,
  catalogueInterestsOf,
  catalogueOccasionsOf,
  inOrder,
  OCCASION_CONCEPTS,
  RECIPIENT_CONCEPTS,
  type SpecAudience as RegistrySpecAudience,
  type SpecOccasion as RegistrySpecOccasion,
  wizardRecipientFilter,
} from '../catalogue/concepts/index.ts';
import type { AgeGroup, Occasion, ToWhom } from '../catalogue/vocabularies.ts';
import {
  budgetOption,
  CATEGORIES,
  type CategoryId,
  type OccasionId,
  type RecipientId,
  type WizardOption,
  type WizardSelection,
} from './wizard-options.ts';

/** Audience values of the spec's recipient mapping. */
export type SpecAudience = RegistrySpecAudience;

/** Occasion values of the spec's occasion mapping. */
export type SpecOccasion = RegistrySpecOccasion;

const WIZARD_RECIPIENT_CONCEPTS = inOrder(RECIPIENT_CONCEPTS, 'wizardOrder');
const WIZARD_OCCASION_CONCEPTS = inOrder(OCCASION_CONCEPTS, 'wizardOrder');

/** A table keyed by wizard recipient id, read from the registry. */
function byWizardRecipient<T>(
  value: (concept: (typeof WIZARD_RECIPIENT_CONCEPTS)[number]) => T,
): Record<RecipientId, T> {
  return Object.fromEntries(WIZARD_RECIPIENT_CONCEPTS.map((concept) => [concept.wizardId, value(concept)])) as Record<
    RecipientId,
    T
  >;
}

/** A table keyed by wizard occasion id, read from the registry. */
function byWizardOccasion<T>(value: (concept: (typeof WIZARD_OCCASION_CONCEPTS)[number]) => T): Record<OccasionId, T> {
  return Object.fromEntries(WIZARD_OCCASION_CONCEPTS.map((concept) => [concept.wizardId, value(concept)])) as Record<
    OccasionId,
    T
  >;
}

/** A table keyed by category id, read from the registry. */
function byCategory<T>(value: (concept: (typeof CATEGORY_CONCEPTS)[number]) => T): Record<CategoryId, T> {
  return Object.fromEntries(CATEGORY_CONCEPTS.map((concept) => [concept.id, value(concept)])) as Record<CategoryId, T>;
}

/** docs/product/generator.md#query: recipient → to_whom (audience) values. */
export const recipientToWhom: Record<RecipientId, readonly SpecAudience[]> = byWizardRecipient(
  (concept) => (concept.specAudiences ?? []) as readonly SpecAudience[],
);

/** docs/product/generator.md#query: wizard occasion → occasion value. */
export const occasionMapping: Record<OccasionId, SpecOccasion> = byWizardOccasion(
  (concept) => concept.specValue as SpecOccasion,
);

/** docs/product/generator.md#query: category → interest words. */
export const categoryToInterests: Record<CategoryId, readonly string[]> = byCategory(
  (concept) => concept.specInterests,
);

/** Recipient → the catalogue's to_whom values. */
export const RECIPIENT_CATALOGUE_TO_WHOM: Record<RecipientId, readonly ToWhom[]> = byWizardRecipient(
  (concept) => wizardRecipientFilter(concept.id).toWhom as ToWhom[],
);

/** Recipient → the catalogue's age groups; null where the recipient does not narrow by age. */
export const RECIPIENT_AGE_GROUPS: Record<RecipientId, readonly AgeGroup[] | null> = byWizardRecipient(
  (concept) => wizardRecipientFilter(concept.id).ageGroups,
);

/** Spec occasion value → the catalogue's occasions (empty: the catalogue has no such occasion). */
export const SPEC_OCCASION_TO_CATALOGUE = Object.fromEntries(
  [...new Set(WIZARD_OCCASION_CONCEPTS.map((concept) => concept.specValue))].map((spec) => [
    spec,
    [
      ...new Set(
        OCCASION_CONCEPTS.filter((concept) => concept.specValue === spec && concept.catalogueValue).flatMap((concept) =>
          catalogueOccasionsOf(concept.id),
        ),
      ),
    ],
  ]),
) as Record<SpecOccasion, readonly Occasion[]>;

/** Category → our interest vocabulary (plus 'upplevelse', which experiences carry). */
export const CATEGORY_CATALOGUE_INTERESTS: Record<CategoryId, readonly string[]> = byCategory((concept) =>
  concept.interests.flatMap(catalogueInterestsOf),
);

/** The catalogue occasions a wizard occasion stands for (empty when the catalogue has none). */
export function catalogueOccasionsFor(occasion: OccasionId): readonly Occasion[] {
  return OCCASION_CATALOGUE[occasion];
}

const OCCASION_CATALOGUE: Record<OccasionId, readonly Occasion[]> = byWizardOccasion(
  (concept) => catalogueOccasionsOf(concept.id) as Occasion[],
);

/** Every interest word a category stands for: the spec's words, then our vocabulary's, each once. */
export function interestsForCategory(category: CategoryId): string[] {
  return unique([...categoryToInterests[category], ...CATEGORY_CATALOGUE_INTERESTS[category]]);
}

/** Recipient → audience-column values: the spec's, then ours for the same person. */
const RECIPIENT_AUDIENCES: Record<RecipientId, readonly string[]> = byWizardRecipient(
  (concept) => wizardRecipientFilter(concept.id).audiences,
);

/** The product filter the server query uses for a wizard selection. Empty lists mean "no filter". */
export interface CatalogueFilter {
  /** Audience-column values; the query also admits 'unisex' and a missing audience. */
  audiences: string[];
  /** to_whom values, matched by overlap. */
  toWhom: string[];
  /** Occasion values, matched by overlap. */
  occasions: string[];
  /** Interest words, matched by overlap. */
  interests: string[];
  /** Age groups, matched by overlap. */
  ageGroups: string[];
  /** Price range in SEK on the product price; max null means no upper bound. */
  budget: { min: number; max: number | null };
  /** Trimmed keyword used for ranking, or null. */
  keyword: string | null;
}

function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

/**
 * Union of a per-item list over the chosen items; null ("leave the facet open") as soon as one chosen item
 * maps to nothing, since an overlap filter cannot say "or anything".
 */
function unionOrOpen<K extends string, V>(keys: readonly K[], lookup: (key: K) => readonly V[] | null): V[] {
  const values: V[] = [];
  for (const key of keys) {
    const mapped = lookup(key);
    if (mapped === null || mapped.length === 0) return [];
    values.push(...mapped);
  }
  return unique(values);
}

/**
 * Translates a wizard selection into the catalogue filter (see the module comment for every translation):
 * audiences, to_whom, occasions, interests and age groups in catalogue words, the budget id as a price range
 * (no budget: 0 and no upper bound) and the trimmed keyword (null when empty).
 */
export function wizardSelectionToCatalogueFilter(selection: WizardSelection): CatalogueFilter {
  const { recipients, occasions, categories } = selection;
  const budget = selection.budget === null ? null : budgetOption(selection.budget);
  const keyword = selection.keyword?.trim().replace(/\s+/g, ' ') ?? '';
  return {
    audiences: unique(recipients.flatMap((id) => RECIPIENT_AUDIENCES[id])),
    toWhom: unique(recipients.flatMap((id) => RECIPIENT_CATALOGUE_TO_WHOM[id])),
    occasions: unionOrOpen(occasions, catalogueOccasionsFor),
    interests: unique(categories.flatMap(interestsForCategory)),
    ageGroups: unionOrOpen(recipients, (id) => RECIPIENT_AGE_GROUPS[id]),
    budget: budget === null ? { min: 0, max: null } : { min: budget.min, max: budget.max },
    keyword: keyword === '' ? null : keyword,
  };
}

/** Step-3 categories that suit each recipient, best first. */
export const CATEGORY_HINTS_BY_RECIPIENT: Record<RecipientId, readonly CategoryId[]> = byWizardRecipient(
  (concept) => concept.categoryHints ?? [],
);

/** Step-3 categories that suit each occasion, best first. */
export const CATEGORY_HINTS_BY_OCCASION: Record<OccasionId, readonly CategoryId[]> = byWizardOccasion(
  (concept) => concept.categoryHints ?? [],
);

/** A step-3 option, marked when it suits the chosen recipients and occasions. */
export interface CategoryHint extends WizardOption<CategoryId> {
  suggested: boolean;
}

/**
 * Step 3's options in display order: categories mapped to the chosen recipients and occasions first (most
 * mentions first, then the best place in those mappings, then list order), then the rest in list order.
 *
 * Företagsgåvor ('corporate') is left out unless Företag is a chosen recipient, and then comes first. Spec: "a Företag recipient leads
 * to corporate categories only" — so when Företag is the ONLY recipient, just the categories suited to company
 * gifts are offered (Företagsgåvor first, then those mapped to Företag and its occasions); with other recipients
 * besides, Företagsgåvor joins the usual list.
 */
export function categoryHints(recipients: readonly RecipientId[], occasions: readonly OccasionId[]): CategoryHint[] {
  const withCorporate = recipients.includes('foretag');
  const corporateOnly = withCorporate && recipients.every((id) => id === 'foretag');
  const mentions = new Map<CategoryId, number>();
  const lists = [
    ...recipients.map((id) => CATEGORY_HINTS_BY_RECIPIENT[id]),
    ...occasions.map((id) => CATEGORY_HINTS_BY_OCCASION[id]),
  ];
  const bestPlace = new Map<CategoryId, number>();
  for (const list of lists) {
    list.forEach((id, place) => {
      mentions.set(id, (mentions.get(id) ?? 0) + 1);
      bestPlace.set(id, Math.min(bestPlace.get(id) ?? place, place));
    });
  }
  const allowed = CATEGORIES.filter((option) => option.id !== 'corporate' || withCorporate);
  const rank = (id: CategoryId): number => (id === 'corporate' ? Number.POSITIVE_INFINITY : (mentions.get(id) ?? 0));
  const suggested = allowed
    .filter((option) => mentions.has(option.id))
    .sort(
      (a, b) =>
        rank(b.id) - rank(a.id) ||
        (bestPlace.get(a.id) ?? 0) - (bestPlace.get(b.id) ?? 0) ||
        allowed.indexOf(a) - allowed.indexOf(b),
    )
    .map((option) => ({ ...option, suggested: true }));
  if (corporateOnly) return suggested;
  const rest = allowed.filter((option) => !mentions.has(option.id)).map((option) => ({ ...option, suggested: false }));
  return [...suggested, ...rest];
}
