/**
 * Ages in product texts: "3+", "Ålder: 8+", "från 3 år", "3–6 år", "för barn 8–12 år", "från 3 månader",
 * "från födseln", "18+". Gives the catalogue age groups the product suits.
 */

import { MINOR_AGE_GROUP_IDS } from '../catalogue/concepts/index.ts';
import type { AgeGroup } from '../catalogue/vocabularies.ts';
import { ageGroupForAge } from '../understanding/options.ts';

export interface ProductAges {
  /** Youngest age in years the product is for, or null. */
  from: number | null;
  /** Oldest age in years, when the text gives a range. */
  to: number | null;
}

const RANGE = /(\d{1,2})\s*(?:–|-|till)\s*(\d{1,2})\s*(år|mån)/u;
const PLUS = /(?:^|[\s(:,])(\d{1,2})\s*\+/u;
const FROM = /(?:från|fr\.?\s*o\.?\s*m\.?)\s*(\d{1,2})\s*(år|mån)/u;
const BIRTH = /från\s+(?:födseln|0\s*mån)/u;

/** Reads the age range a product text states. */
export function readProductAges(text: string): ProductAges {
  const lower = text.toLowerCase();
  const range = RANGE.exec(lower);
  if (range) {
    const months = range[3] === 'mån';
    const low = Number(range[1]);
    const high = Number(range[2]);
    return months ? { from: Math.floor(low / 12), to: Math.floor(high / 12) } : { from: low, to: high };
  }
  if (BIRTH.test(lower)) return { from: 0, to: null };
  const from = FROM.exec(lower);
  if (from) return { from: from[2] === 'mån' ? Math.floor(Number(from[1]) / 12) : Number(from[1]), to: null };
  const plus = PLUS.exec(lower);
  if (plus) return { from: Number(plus[1]), to: null };
  return { from: null, to: null };
}

/** Children's and teenagers' age groups, youngest first. */
const CHILD_GROUPS: readonly AgeGroup[] = MINOR_AGE_GROUP_IDS;

/**
 * Age groups for a stated range: every group from the youngest to the oldest age; an open range ("3+") covers the
 * youngest age's group and the next one.
 */
export function ageGroupsForRange(ages: ProductAges): AgeGroup[] {
  if (ages.from === null) return [];
  // "18+": for grown-ups, although 18 and 19 count as teenage years elsewhere.
  if (ages.to === null && ages.from >= 18) return [ageGroupForAge(Math.max(ages.from, 20))];
  const first = ageGroupForAge(ages.from);
  if (ages.to !== null) {
    const last = ageGroupForAge(ages.to);
    const start = CHILD_GROUPS.indexOf(first);
    const end = CHILD_GROUPS.indexOf(last);
    if (start >= 0 && end >= start) return CHILD_GROUPS.slice(start, end + 1);
    return [first];
  }
  const index = CHILD_GROUPS.indexOf(first);
  if (index < 0 || first === 'tonåring') return [first];
  return CHILD_GROUPS.slice(index, index + 2);
}
