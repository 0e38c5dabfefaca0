/** The tag vocabularies shared by the visitor site, the generator, tagging and the admin edit dialog. */

import {
  AGE_GROUP_CONCEPTS,
  type AgeGroupId,
  AUDIENCE_VALUES,
  type AudienceValue,
  type CatalogueInterestValue,
  type CatalogueOccasionValue,
  catalogueLabel,
  INTEREST_VALUES,
  OCCASION_VALUES,
  PRICE_BUCKET_CONCEPTS,
  type PriceBucketId,
  THEME_CONCEPTS,
  type ThemeId,
  TO_WHOM_VALUES,
  type ToWhomValue,
} from './concepts/index.ts';

export interface VocabularyOption<V extends string = string> {
  value: V;
  label: string;
}

/** The vocabularies below are the concept registry's stored values (src/features/catalogue/concepts/). */
export type ToWhom = ToWhomValue;
export type AgeGroup = AgeGroupId;
export type Interest = CatalogueInterestValue;
export type Occasion = CatalogueOccasionValue;
export type Theme = ThemeId;
export type BudgetBucket = PriceBucketId;
/**
 * Single-value audience stored on a product (the public view's `audience`). Landing pages and the
 * generator filter on it; 'unisex' matches every audience.
 */
export type Audience = AudienceValue;

type NonEmpty<T> = readonly [T, ...T[]];

export const TO_WHOM = TO_WHOM_VALUES as unknown as NonEmpty<ToWhom>;
export const AGE_GROUPS = AGE_GROUP_CONCEPTS.map((group) => group.id) as unknown as NonEmpty<AgeGroup>;
export const INTERESTS = INTEREST_VALUES as unknown as NonEmpty<Interest>;
export const OCCASIONS = OCCASION_VALUES as unknown as NonEmpty<Occasion>;
export const THEMES = THEME_CONCEPTS.map((theme) => theme.id) as unknown as NonEmpty<Theme>;
/** Stored price buckets, in price order. */
export const BUDGET_BUCKETS = PRICE_BUCKET_CONCEPTS.map((bucket) => bucket.id) as unknown as NonEmpty<BudgetBucket>;
export const AUDIENCES = AUDIENCE_VALUES as unknown as NonEmpty<Audience>;

const CHILD_AGE = /^(\d+)-(\d+)$/;

function capitalise(value: string): string {
  return value.charAt(0).toLocaleUpperCase('sv-SE') + value.slice(1);
}

/** Swedish label for an age group: child ranges read "N år" ("3-5 år"), the rest are capitalised. */
export function ageGroupLabel(value: string): string {
  return CHILD_AGE.test(value) ? `${value} år` : capitalise(value);
}

const BUCKET_LABELS: ReadonlyMap<string, string> = new Map(
  PRICE_BUCKET_CONCEPTS.map((bucket) => [bucket.id, bucket.label]),
);

/** Swedish label for any vocabulary value: the registry's label, else the value capitalised. */
export function tagLabel(value: string): string {
  const known = catalogueLabel(value) ?? BUCKET_LABELS.get(value);
  if (known) return known;
  if (CHILD_AGE.test(value)) return ageGroupLabel(value);
  return capitalise(value);
}

function options<V extends string>(values: readonly V[]): VocabularyOption<V>[] {
  return values.map((value) => ({ value, label: tagLabel(value) }));
}

/** Every vocabulary with labels, keyed by the product field it fills. */
export const VOCABULARIES = {
  to_whom: { label: 'Till vem', options: options(TO_WHOM) },
  age_groups: { label: 'Åldersgrupper', options: options(AGE_GROUPS) },
  interests: { label: 'Intressen', options: options(INTERESTS) },
  occasions: { label: 'Tillfällen', options: options(OCCASIONS) },
  themes: { label: 'Teman', options: options(THEMES) },
} as const;

export type FacetField = keyof typeof VOCABULARIES;
