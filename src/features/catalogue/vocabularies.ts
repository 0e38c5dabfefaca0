/** The tag vocabularies shared by the visitor site, the generator, tagging and the admin edit dialog. */

export interface VocabularyOption<V extends string = string> {
  value: V;
  label: string;
}

export const TO_WHOM = ['mamma', 'pappa', 'partner', 'barn', 'tonåring', 'mor-/farförälder', 'kollega', 'vän'] as const;
export const AGE_GROUPS = ['0-2', '3-5', '6-9', '10-12', 'tonåring', 'vuxen', 'senior'] as const;
export const INTERESTS = [
  'gaming',
  'träning',
  'matlagning',
  'trädgård',
  'teknik',
  'friluftsliv',
  'inredning',
  'pyssel',
  'musik/film',
] as const;
export const OCCASIONS = [
  'jul',
  'födelsedag',
  'bröllop',
  'dop',
  'inflytt',
  'student',
  'tack',
  'fars-dag',
  'mors-dag',
] as const;
export const THEMES = ['personligt', 'lyxigt', 'hållbart', 'humor/prank', 'mysigt', 'svenskt'] as const;
/** Stored price buckets, in price order. */
export const BUDGET_BUCKETS = ['under-200', '200-500', '500-1000', '1000-plus'] as const;
/**
 * Single-value audience stored on a product (the public view's `audience`). Landing pages and the
 * generator filter on it; 'unisex' matches every audience.
 */
export const AUDIENCES = [
  'kvinna',
  'man',
  'unisex',
  'barn',
  'tonåring',
  'mamma',
  'pappa',
  'farmor',
  'partner',
  'par',
  'vän',
  'kollega',
  'chef',
  'familj',
] as const;

export type ToWhom = (typeof TO_WHOM)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type Interest = (typeof INTERESTS)[number];
export type Occasion = (typeof OCCASIONS)[number];
export type Theme = (typeof THEMES)[number];
export type BudgetBucket = (typeof BUDGET_BUCKETS)[number];
export type Audience = (typeof AUDIENCES)[number];

const CHILD_AGE = /^(\d+)-(\d+)$/;

function capitalise(value: string): string {
  return value.charAt(0).toLocaleUpperCase('sv-SE') + value.slice(1);
}

/** Swedish label for an age group: child ranges read "N år" ("3-5 år"), the rest are capitalised. */
export function ageGroupLabel(value: string): string {
  return CHILD_AGE.test(value) ? `${value} år` : capitalise(value);
}

const SPECIAL_LABELS: Record<string, string> = {
  pyssel: 'Pyssel/DIY',
  'musik/film': 'Musik/film',
  'fars-dag': 'Fars dag',
  'mors-dag': 'Mors dag',
  'humor/prank': 'Humor/prank',
  'mor-/farförälder': 'Mor-/farförälder',
  'under-200': '<200',
  '200-500': '200-500',
  '500-1000': '500-1000',
  '1000-plus': '>1000',
};

/** Swedish label for any vocabulary value. */
export function tagLabel(value: string): string {
  const special = SPECIAL_LABELS[value];
  if (special) return special;
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
