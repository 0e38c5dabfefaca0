/**
 * What a gift request asks of the catalogue, in one shape for the chat, AI Express and the wizard's keyword search
 * (docs/product/gift-matching.md#ranking): hard limits (budget, age, negatives, already shown) and what the visitor
 * named (product types, interests, words), which every suggestion must match. Built from the text understanding or from
 * a summary.
 */
import {
  CHILD_AGE_GROUP_IDS,
  CHILD_AUDIENCE_VALUES,
  CHILD_TO_WHOM_VALUES,
  interestTypesOf,
  MINOR_AGE_GROUP_IDS,
  productAudiencesOf,
  toWhomValueOf,
} from '../catalogue/concepts/index.ts';
import { isProductTypeId, productType } from '../catalogue/concepts/product-types.ts';
import { alcoholFreeTypes, isTypeWord, mostSpecific, typesNamedBy } from '../catalogue/concepts/type-reading.ts';
import type { RequestReading } from '../understanding/request-reading.ts';
import type { GiftUnderstanding } from '../understanding/understanding.ts';
import { giftIdeasOf } from './gift-ideas.ts';

export type FlowerWish = RequestReading['flowers'];

export interface GiftCriteria {
  /** Inclusive budget; null means no limit on that side. */
  budgetMin: number | null;
  budgetMax: number | null;
  /**
   * The floor of an amount said roughly ("runt tusen" → 800): no limit, but presents under it rank lower
   * (cheapPoints). Absent otherwise.
   */
  budgetSoftMin?: number;
  /** Catalogue to_whom values wanted. */
  toWhom: string[];
  /** Product audience values that fit. */
  audiences: string[];
  ageGroups: string[];
  /** The recipient's age in years when the request said it ("3-åring"); absent otherwise. */
  age?: number;
  /** true: a child or teenager; false: a grown-up; null: unknown. */
  child: boolean | null;
  /** Catalogue interest values named. */
  interests: string[];
  occasions: string[];
  themes: string[];
  /** Product and topic words ("fiske", "kaffe"). */
  keywords: string[];
  /** Words the visitor does not want. */
  excluded: string[];
  /** Products not to show again. */
  excludeIds: string[];
  /** Families (variants of one product) already shown. */
  excludeFamilies: string[];
  /** Product-type ids named ("röda rosor" → rosor); a suggestion must be one of them or below one. */
  productTypes: string[];
  /** Types ruled out ("inte choklad"), with everything below them. */
  excludedTypes: string[];
  /** Materials wished for, and ruled out (read from the product's own words). */
  materials: string[];
  excludedMaterials: string[];
  /** 'ekologisk', 'vegansk', 'handgjord', 'personlig', 'svensk', … */
  attributes: string[];
  /** No product whose type holds alcohol. */
  alcoholFree: boolean;
  flowers: FlowerWish;
  /** Roles of the recipient ('student', 'gravid', 'pensionär', …). */
  roles: string[];
  /** Phone models named ("iphone 15"): a product for another model of the same make does not fit. */
  devices: string[];
  /** Types people give for this occasion and recipient (gift-ideas.ts): what ranks first when nothing is named. */
  ideas: string[];
  /** Types that also fit the occasion or the recipient. */
  moreIdeas: string[];
  /** A deterministic hash of the request: breaks ties so unrelated requests do not get the same answers. */
  seed: number;
}

/** The wider reading of a request (understanding.ts), read when the understanding carries it. */
export type WiderReading = RequestReading;

const CHILD_GROUPS: ReadonlySet<string> = new Set(MINOR_AGE_GROUP_IDS);
const YOUNG_CHILD_GROUPS: ReadonlySet<string> = new Set(CHILD_AGE_GROUP_IDS);
const CHILD_TO_WHOM: ReadonlySet<string> = new Set(CHILD_TO_WHOM_VALUES);
const CHILD_AUDIENCES: ReadonlySet<string> = new Set(CHILD_AUDIENCE_VALUES);
const PARENTS: ReadonlySet<string> = new Set([toWhomValueOf('mamma'), toWhomValueOf('pappa')]);

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

const lower = (word: string) => word.toLocaleLowerCase('sv-SE').trim();

/** 32-bit FNV-1a of a text. */
export function hashText(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Types meant for children only (toys and baby things, with every type below them): never for a grown-up. */
export const CHILD_ONLY_TYPE_ROOTS = ['leksaker', 'bebis'] as const;

/** Whether a word is alcohol or names only alcoholic drinks ("vin", "sprit", "cocktail"). */
export function isAlcoholWord(word: string): boolean {
  if (/^(alkohol|sprit|cocktail|drink)/u.test(word)) return true;
  const types = typesNamedBy([word]);
  return types.length > 0 && types.every((id) => productType(id).alcohol);
}

/**
 * Whether the understanding is about a child (true), a grown-up (false) or unknown (null). A young child's age group
 * beside a grown-up's ("kollegan som fått barn": the parents and the baby) leaves it open; a teenager's beside a
 * grown-up's (an 18-year-old) is a grown-up.
 */
export function isChild(understanding: GiftUnderstanding): boolean | null {
  if (understanding.ageGroups.length > 0) {
    const minors = understanding.ageGroups.filter((group) => CHILD_GROUPS.has(group)).length;
    if (minors === understanding.ageGroups.length) return true;
    return understanding.ageGroups.some((group) => YOUNG_CHILD_GROUPS.has(group)) ? null : false;
  }
  if (understanding.toWhom.length > 0) return understanding.toWhom.every((v) => CHILD_TO_WHOM.has(v));
  if (understanding.audiences.length > 0)
    return understanding.audiences.every((audience) => CHILD_AUDIENCES.has(audience));
  return null;
}

/**
 * The hash of what a request asks for: not of the products already shown, nor of the gift ideas the registry derives
 * from it, so a change to the registry's idea lists does not reshuffle every near-tie; nor of the exact age, which
 * its age group already carries.
 */
export function requestSeed(criteria: Omit<GiftCriteria, 'seed'>): number {
  const {
    excludeIds: _ids,
    excludeFamilies: _families,
    ideas: _ideas,
    moreIdeas: _more,
    age: _age,
    devices,
    ...asked
  } = criteria;
  // A phone model counts when named; without one the seed stays what it was before models were read.
  return hashText(JSON.stringify(devices.length > 0 ? { ...asked, devices } : asked));
}

/** Fills in the seed. */
export function withSeed(criteria: Omit<GiftCriteria, 'seed'>): GiftCriteria {
  return { ...criteria, seed: requestSeed(criteria) };
}

/**
 * What a recipient's state rules out: kinds (product types, with everything below them) and words a product's title
 * may hold. In a care home there is no garden or outdoor life to use a present in (cut flowers stay); a vegetarian
 * gets no charcuterie or meat thermometer, a vegan no cheese or honey either.
 */
const ROLE_EXCLUDED: Readonly<Record<string, { kinds: readonly string[]; titleWords: readonly string[] }>> = {
  äldreboende: { kinds: ['trädgård', 'odling', 'friluftsliv'], titleWords: ['trädgårds', 'odlings'] },
  vegetarian: { kinds: ['chark'], titleWords: ['kött', 'bacon', 'stektermometer'] },
  vegan: { kinds: ['chark', 'ost'], titleWords: ['kött', 'bacon', 'stektermometer', 'ostprovning', 'honung'] },
};

/** The words whose presence in a title rules a product out for these roles ("Trädgårdsdagbok" in a care home). */
export function roleTitleWords(roles: readonly string[]): string[] {
  return unique(roles.flatMap((role) => ROLE_EXCLUDED[role]?.titleWords ?? []));
}

/** Words of sparkling wine: an alcohol-free request that says one asks for the sparkling kind. */
const SPARKLING_WORDS: ReadonlySet<string> = new Set(['champagne', 'bubbel', 'cava', 'prosecco', 'mousserande']);

/** What a request names and rules out, as both the chat's and AI Express's criteria read it. */
export interface NamedAndRuledOut {
  roles: string[];
  alcoholFree: boolean;
  /** The visitor's own words (at most eight). */
  said: string[];
  /** The words every suggestion is matched on (an alcohol-free request's drink words left out). */
  keywords: string[];
  excluded: string[];
  excludedTypes: string[];
}

/**
 * The words and hard filters of a request: the roles (and what they rule out), alcohol-free, the words said and
 * excluded, and the types excluded by name. "Alkoholfritt bubbel" asks for the alcohol-free type, not products with
 * the word champagne; "utan alkohol" holds the drinks out by the alcohol-free filter, so the words of alcoholic
 * drinks ("vin", "öl") are no exclusions of their own ("Alkoholfritt vin" stays). A role rules out kinds here and
 * words in titles in the ranking (roleTitleWords): "stektermometer" rules out the meat thermometer, not every kitchen
 * tool, and a care home's garden rules out no flowers whose text mentions a garden.
 */
export function namedAndRuledOut(
  reading: Partial<Pick<WiderReading, 'roles' | 'alcoholFree' | 'excludedTypes'>> & {
    keywords?: readonly string[];
    excluded?: readonly string[];
  },
): NamedAndRuledOut {
  const roles = unique(reading.roles ?? []);
  const alcoholFree = reading.alcoholFree === true || roles.includes('gravid');
  const said = unique((reading.keywords ?? []).map(lower)).slice(0, 8);
  // "Alkoholfritt bubbel": the sparkling kind of the alcohol-free drinks is what the drink's word still says.
  const sparkling = alcoholFree && said.some((word) => SPARKLING_WORDS.has(word));
  const keywords = unique([
    ...said.filter((word) => !(alcoholFree && isAlcoholWord(word))),
    ...(sparkling ? ['mousserande'] : []),
  ]);
  const excluded = unique((reading.excluded ?? []).map(lower))
    .filter((word) => !(alcoholFree && isAlcoholWord(word)))
    .slice(0, 8);
  const roleKinds = roles.flatMap((role) => ROLE_EXCLUDED[role]?.kinds ?? []);
  const excludedTypes = unique([
    ...(reading.excludedTypes ?? []),
    ...typesNamedBy(excluded),
    ...typesNamedBy(roleKinds),
  ]).filter(isProductTypeId);
  return { roles, alcoholFree, said, keywords, excluded, excludedTypes };
}

/** The criteria of an understanding, with the ids (and families) already suggested left out. */
export function criteriaFromUnderstanding(
  understanding: GiftUnderstanding,
  excludeIds: readonly string[] = [],
  excludeFamilies: readonly string[] = [],
): GiftCriteria {
  const wide = understanding as GiftUnderstanding & Partial<WiderReading>;
  const unlimited = understanding.budgetUnlimited;
  const audiences = unique(understanding.audiences.flatMap(productAudiencesOf));
  for (const value of understanding.toWhom) if (PARENTS.has(value)) audiences.push(value);
  const { roles, alcoholFree, said, keywords, excluded, excludedTypes } = namedAndRuledOut({
    ...wide,
    keywords: understanding.keywords,
    excluded: understanding.excluded,
  });
  const typed = unique([...(wide.productTypes ?? []), ...typesNamedBy(said)]);
  // An interest the catalogue carries no tag for ("älskar att resa") stands for its product types, unless the request
  // names a kind of its own ("älskar äventyr" asks for adventures, not suitcases).
  const named = (typed.length > 0 ? typed : unique(understanding.interests.flatMap(interestTypesOf))).filter(
    (id) => isProductTypeId(id) && !excludedTypes.includes(id),
  );
  const productTypes = mostSpecific(alcoholFree ? alcoholFreeTypes(named) : named);
  const ideas = giftIdeasOf({
    recipients: understanding.recipients,
    groups: understanding.toWhom,
    occasions: [...understanding.occasions, ...understanding.catalogueOccasions],
    ageGroups: understanding.ageGroups,
    roles,
    hasEverything: wide.hasEverything === true,
  });
  const soft = !unlimited && understanding.budgetApproximate === true && understanding.budgetMin !== null;
  return withSeed({
    // "Runt tusen": about a thousand, so 800 kr is no hard floor (cheaper presents rank lower, cheapPoints).
    budgetMin: unlimited || soft ? null : understanding.budgetMin,
    ...(soft && understanding.budgetMin !== null ? { budgetSoftMin: understanding.budgetMin } : {}),
    budgetMax: unlimited ? null : understanding.budgetMax,
    toWhom: unique(understanding.toWhom),
    audiences: unique(audiences),
    ageGroups: unique(understanding.ageGroups),
    ...(understanding.age !== null ? { age: understanding.age } : {}),
    child: isChild(understanding),
    interests: unique(understanding.catalogueInterests),
    occasions: unique(understanding.catalogueOccasions),
    themes: unique(understanding.themes),
    keywords,
    excluded,
    excludeIds: unique(excludeIds),
    excludeFamilies: unique(excludeFamilies),
    productTypes,
    excludedTypes,
    materials: unique((wide.materials ?? []).map(lower)),
    excludedMaterials: unique((wide.excludedMaterials ?? []).map(lower)),
    attributes: unique(wide.attributes ?? []),
    alcoholFree,
    flowers: wide.flowers ?? null,
    roles,
    devices: unique(wide.devices ?? []),
    ideas: ideas.first,
    moreIdeas: ideas.more,
  });
}

/**
 * The nearest wider search when nothing fits the named types: each named type's parent ("rosor" → snittblommor,
 * "ipa" → öl), as long as that parent is a kind of its own and not a whole department (a root; toys for a child
 * are). Null when no named type has one.
 */
export function widerCriteria(criteria: GiftCriteria): GiftCriteria | null {
  // The kinds the registry names around a type ("yoga" → massage, bath and spa), else its parent.
  const around = criteria.productTypes.flatMap((id) => productType(id).around ?? []);
  if (around.length > 0) {
    const { seed: _seed, ...rest } = criteria;
    const productTypes = unique(around).filter((id) => !criteria.excludedTypes.includes(id));
    return withSeed({ ...rest, productTypes, keywords: criteria.keywords.filter((word) => !isTypeWord(word)) });
  }
  const parents = criteria.productTypes.map((id) => productType(id).parent);
  // Toys are one department a child's age already narrows: building toys run out → other toys for a 7-year-old.
  const kindOfItsOwn = (parent: string) =>
    productType(parent).parent !== null || (criteria.child === true && CHILD_ONLY_TYPE_ROOTS.includes(parent as never));
  const wider = unique(parents.filter((parent): parent is string => parent !== null && kindOfItsOwn(parent))).filter(
    (id) => !criteria.excludedTypes.includes(id),
  );
  if (wider.length === 0) return null;
  const { seed: _seed, ...rest } = criteria;
  return withSeed({ ...rest, productTypes: wider, keywords: criteria.keywords.filter((word) => !isTypeWord(word)) });
}

/** Criteria with nothing asked. */
export function emptyCriteria(): GiftCriteria {
  return withSeed({
    budgetMin: null,
    budgetMax: null,
    toWhom: [],
    audiences: [],
    ageGroups: [],
    child: null,
    interests: [],
    occasions: [],
    themes: [],
    keywords: [],
    excluded: [],
    excludeIds: [],
    excludeFamilies: [],
    productTypes: [],
    excludedTypes: [],
    materials: [],
    excludedMaterials: [],
    attributes: [],
    alcoholFree: false,
    flowers: null,
    roles: [],
    devices: [],
    ideas: [],
    moreIdeas: [],
  });
}

/** The hard budget rule: a product without a price, or outside a stated budget, is never suggested. */
export function withinBudget(price: number | null, criteria: Pick<GiftCriteria, 'budgetMin' | 'budgetMax'>): boolean {
  if (criteria.budgetMin === null && criteria.budgetMax === null) return true;
  if (price === null) return false;
  if (criteria.budgetMin !== null && price < criteria.budgetMin) return false;
  if (criteria.budgetMax !== null && price > criteria.budgetMax) return false;
  return true;
}
