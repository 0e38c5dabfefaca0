/**
 * What the catalogue is asked for in a chat turn, derived from what was understood of the conversation: hard
 * limits (active, budget, exclusions, already suggested, child/adult) and soft preferences (scored).
 */
import {
  CHILD_AUDIENCE_VALUES,
  CHILD_TO_WHOM_VALUES,
  MINOR_AGE_GROUP_IDS,
  productAudiencesOf,
  toWhomValueOf,
} from '../catalogue/concepts/index.ts';
import type { GiftUnderstanding } from '../understanding/understanding.ts';

export interface ChatCriteria {
  /** Inclusive budget; null means no limit on that side. */
  budgetMin: number | null;
  budgetMax: number | null;
  /** Catalogue to_whom values wanted. */
  toWhom: string[];
  /** Product audience values that fit. */
  audiences: string[];
  ageGroups: string[];
  /** true: a child or teenager; false: a grown-up; null: unknown. */
  child: boolean | null;
  interests: string[];
  occasions: string[];
  themes: string[];
  /** Product and topic words ("fiske", "kaffe"). */
  keywords: string[];
  /** Words the visitor does not want. */
  excluded: string[];
  /** Products not to show again. */
  excludeIds: string[];
}

const CHILD_GROUPS: ReadonlySet<string> = new Set(MINOR_AGE_GROUP_IDS);
const CHILD_TO_WHOM: ReadonlySet<string> = new Set(CHILD_TO_WHOM_VALUES);
const CHILD_AUDIENCES: ReadonlySet<string> = new Set(CHILD_AUDIENCE_VALUES);
const PARENTS: ReadonlySet<string> = new Set([toWhomValueOf('mamma'), toWhomValueOf('pappa')]);

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** Whether the understanding is about a child (true), a grown-up (false) or unknown (null). */
export function isChild(understanding: GiftUnderstanding): boolean | null {
  if (understanding.ageGroups.length > 0) return understanding.ageGroups.every((group) => CHILD_GROUPS.has(group));
  if (understanding.toWhom.length > 0) return understanding.toWhom.every((v) => CHILD_TO_WHOM.has(v));
  if (understanding.audiences.length > 0)
    return understanding.audiences.every((audience) => CHILD_AUDIENCES.has(audience));
  return null;
}

/** The catalogue criteria of an understanding, with the ids already suggested left out. */
export function criteriaFrom(understanding: GiftUnderstanding, excludeIds: readonly string[] = []): ChatCriteria {
  const unlimited = understanding.budgetUnlimited;
  const audiences = unique(understanding.audiences.flatMap(productAudiencesOf));
  for (const value of understanding.toWhom) if (PARENTS.has(value)) audiences.push(value);
  return {
    budgetMin: unlimited ? null : understanding.budgetMin,
    budgetMax: unlimited ? null : understanding.budgetMax,
    toWhom: unique(understanding.toWhom),
    audiences: unique(audiences),
    ageGroups: unique(understanding.ageGroups),
    child: isChild(understanding),
    interests: unique(understanding.catalogueInterests),
    occasions: unique(understanding.catalogueOccasions),
    themes: unique(understanding.themes),
    keywords: unique(understanding.keywords.map((word) => word.toLocaleLowerCase('sv-SE'))).slice(0, 8),
    excluded: unique(understanding.excluded.map((word) => word.toLocaleLowerCase('sv-SE'))).slice(0, 8),
    excludeIds: unique(excludeIds),
  };
}

/** The hard budget rule: a product without a price, or outside a stated budget, is never suggested. */
export function withinBudget(price: number | null, criteria: Pick<ChatCriteria, 'budgetMin' | 'budgetMax'>): boolean {
  if (criteria.budgetMin === null && criteria.budgetMax === null) return true;
  if (price === null) return false;
  if (criteria.budgetMin !== null && price < criteria.budgetMin) return false;
  if (criteria.budgetMax !== null && price > criteria.budgetMax) return false;
  return true;
}
