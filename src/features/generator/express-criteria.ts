/**
 * The gift criteria (matching/gift-criteria.ts) of an AI Express summary: its audiences, age, occasions, interests
 * and budget, plus the wider reading of the visitor's texts when it travels with the request (product types,
 * negatives, materials, attributes, alcohol-free, words). Pure.
 */
import { CHILD_AUDIENCE_VALUES, productAudiencesOf } from '../catalogue/concepts/index.ts';
import { isProductTypeId } from '../catalogue/concepts/product-types.ts';
import { alcoholFreeTypes, mostSpecific, typesNamedBy } from '../catalogue/concepts/type-reading.ts';
import { type GiftCriteria, namedAndRuledOut, type WiderReading, withSeed } from '../matching/gift-criteria.ts';
import { giftIdeasOf } from '../matching/gift-ideas.ts';
import { ageGroupForAge } from '../understanding/options.ts';
import { type ExpressSummary, expressSummaryToCatalogueFilter, STEP2_DEFAULTS } from './express.ts';

/** What the text analysis read beyond the summary's shape (analyze.ts `WiderRequest`); every field optional. */
export type ExpressWider = Partial<
  WiderReading & {
    keywords: string[];
    excluded: string[];
    catalogueInterests: string[];
    catalogueOccasions: string[];
    recipients: string[];
    occasions: string[];
    toWhom: string[];
    ageGroups: string[];
    themes: string[];
    budgetApproximate: boolean;
  }
>;

const CHILD_AUDIENCES: ReadonlySet<string> = new Set(CHILD_AUDIENCE_VALUES);
const lower = (word: string) => word.toLocaleLowerCase('sv-SE').trim();
const unique = (values: Iterable<string>) => [...new Set(values)];

/** The first age in the summary's age text ("60", "3-5"), or null. */
function ageOf(summary: ExpressSummary): number | null {
  const match = /\d+/.exec(summary.age ?? '');
  return match ? Number(match[0]) : null;
}

function childOf(summary: ExpressSummary): boolean | null {
  const age = ageOf(summary);
  if (age !== null) return age < 18;
  if (summary.audiences.length === 0) return null;
  const children = summary.audiences.filter((audience) => CHILD_AUDIENCES.has(audience));
  if (children.length === summary.audiences.length) return true;
  return children.length === 0 ? false : null;
}

/** The criteria of a summary (and its wider reading, when given). */
export function expressCriteria(summary: ExpressSummary, wider: ExpressWider | null = null): GiftCriteria {
  const filter = expressSummaryToCatalogueFilter(summary);
  const soft = summary.budgetMin > 0 && wider?.budgetApproximate === true;
  const age = ageOf(summary);
  const { roles, alcoholFree, said, keywords, excluded, excludedTypes } = namedAndRuledOut(wider ?? {});
  const named = unique([...(wider?.productTypes ?? []), ...typesNamedBy(said)]).filter(
    (id) => isProductTypeId(id) && !excludedTypes.includes(id),
  );
  const productTypes = mostSpecific(alcoholFree ? alcoholFreeTypes(named) : named);
  const ageGroups = unique([...(wider?.ageGroups ?? []), ...(age === null ? [] : [ageGroupForAge(age)])]);
  const ideas = giftIdeasOf({
    recipients: [...(wider?.recipients ?? []), ...(wider?.toWhom ?? []), ...summary.audiences],
    occasions: [...summary.occasions, ...(wider?.occasions ?? []), ...(wider?.catalogueOccasions ?? [])],
    ageGroups,
    roles,
    hasEverything: wider?.hasEverything === true,
  });
  return withSeed({
    // "Runt 300": the floor of an amount said roughly is no limit, only a preference (gift-criteria.ts).
    budgetMin: summary.budgetMin > 0 && !soft ? summary.budgetMin : null,
    ...(soft ? { budgetSoftMin: summary.budgetMin } : {}),
    budgetMax: summary.budgetMax >= STEP2_DEFAULTS.budgetMax ? null : summary.budgetMax,
    toWhom: unique(wider?.toWhom ?? []),
    audiences: unique([...filter.audiences, ...filter.audiences.flatMap(productAudiencesOf)]),
    ageGroups,
    ...(age !== null ? { age } : {}),
    child: childOf(summary),
    interests: unique([...filter.interests, ...(wider?.catalogueInterests ?? [])]),
    occasions: unique([...filter.occasions, ...(wider?.catalogueOccasions ?? [])]),
    themes: unique(wider?.themes ?? []),
    keywords,
    excluded,
    excludeIds: [],
    excludeFamilies: [],
    productTypes,
    excludedTypes,
    materials: unique((wider?.materials ?? []).map(lower)),
    excludedMaterials: unique((wider?.excludedMaterials ?? []).map(lower)),
    attributes: unique(wider?.attributes ?? []),
    alcoholFree,
    flowers: wider?.flowers ?? null,
    roles,
    devices: unique(wider?.devices ?? []),
    ideas: ideas.first,
    moreIdeas: ideas.more,
  });
}
