/**
 * What the catalogue is asked for in a chat turn: the gift criteria of the one ranking (matching/gift-criteria.ts),
 * derived from what was understood of the conversation, with the products (and their families) already suggested
 * left out.
 */

import { criteriaFromUnderstanding, type GiftCriteria } from '../matching/gift-criteria.ts';
import type { GiftUnderstanding } from '../understanding/understanding.ts';

export { isChild, withinBudget } from '../matching/gift-criteria.ts';

export type ChatCriteria = GiftCriteria;

/** The catalogue criteria of an understanding, with the ids (and families) already suggested left out. */
export function criteriaFrom(
  understanding: GiftUnderstanding,
  excludeIds: readonly string[] = [],
  excludeFamilies: readonly string[] = [],
): ChatCriteria {
  return criteriaFromUnderstanding(understanding, excludeIds, excludeFamilies);
}
