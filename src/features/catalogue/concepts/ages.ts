/**
 * Age groups: the stored `age_groups` values, in the edit dialog's order, with the ages each covers.
 * A child group is under 13; the teenage group counts as a minor but not as a child.
 */
export interface AgeGroupConcept<Id extends string = string> {
  /** Stable id, also the stored `age_groups` value. */
  id: Id;
  /** Swedish label ("3-5 år", "Tonåring"). */
  label: string;
  /** Youngest and oldest age in years (whole years; `maxAge` Infinity for the last group). */
  minAge: number;
  maxAge: number;
  /** Under 13: products for these groups are children's things. */
  child: boolean;
  /** Under 20 (children and teenagers). */
  minor: boolean;
  /** Swedish words for the group in a sentence ("ett barn på 3–5 år", "en tonåring"). */
  phrase: string;
}

const AGE_GROUP_DEFS = [
  { id: '0-2', label: '0-2 år', minAge: 0, maxAge: 2, child: true, minor: true, phrase: 'ett barn på 0–2 år' },
  { id: '3-5', label: '3-5 år', minAge: 3, maxAge: 5, child: true, minor: true, phrase: 'ett barn på 3–5 år' },
  { id: '6-9', label: '6-9 år', minAge: 6, maxAge: 9, child: true, minor: true, phrase: 'ett barn på 6–9 år' },
  { id: '10-12', label: '10-12 år', minAge: 10, maxAge: 12, child: true, minor: true, phrase: 'ett barn på 10–12 år' },
  { id: 'tonåring', label: 'Tonåring', minAge: 13, maxAge: 19, child: false, minor: true, phrase: 'en tonåring' },
  { id: 'vuxen', label: 'Vuxen', minAge: 20, maxAge: 64, child: false, minor: false, phrase: 'en vuxen' },
  {
    id: 'senior',
    label: 'Senior',
    minAge: 65,
    maxAge: Number.POSITIVE_INFINITY,
    child: false,
    minor: false,
    phrase: 'en senior',
  },
] as const satisfies readonly AgeGroupConcept[];

export type AgeGroupId = (typeof AGE_GROUP_DEFS)[number]['id'];

/** Every age group, youngest first. */
export const AGE_GROUP_CONCEPTS: readonly AgeGroupConcept<AgeGroupId>[] = AGE_GROUP_DEFS;

/** The age group of an age in years: the first group whose upper bound is not below it. */
export function ageGroupOfAge(age: number): AgeGroupId {
  for (const group of AGE_GROUP_CONCEPTS) if (age <= group.maxAge) return group.id;
  return 'senior';
}
