/**
 * What a product's type says about it as a present, for the offline tagger: the type itself (an admin's, else the
 * classifier's), the type's defaults with what its own words read as, and the approve/reject decision from the
 * type's gift suitability plus the rules a type cannot see (a single can of beer).
 *
 * Situational types (docs/product/gift-matching.md#product-types; issue 19: "no funeral item or piece of furniture
 * approved as an everyday gift"), decided as a careful shop assistant would:
 * - Types that are bought for one situation of their own (funeral and sympathy flowers, a bridal bouquet, a pram the
 *   parents choose): rejected with the type's Swedish reason, whatever the price. No occasion of ours names them.
 * - Types that are rarely presents because of their size and price (furniture, white goods, a TV or projector, a
 *   computer, a bicycle; PRICE_BOUND): rejected with the type's reason above SITUATIONAL_GIFT_MAX_PRICE (a sofa, a
 *   fridge). At or under it (a stool, a mini projector) they are approved and tagged from their type; a type that
 *   names no occasion (furniture) then gets none from the product's words either, so a small piece of furniture is
 *   found when asked for but never offered for a birthday or Christmas. The labelled set counts both as right and
 *   only an approval with an occasion as an everyday present.
 */
import { classifyProductType } from '../catalogue/concepts/classify-type.ts';
import type { GiftSuitability } from '../catalogue/concepts/product-type-model.ts';
import {
  isProductTypeId,
  isTypeOrDescendant,
  PRODUCT_TYPES,
  productType,
  UNKNOWN_TYPE,
} from '../catalogue/concepts/product-types.ts';
import type { ProductTypeSource } from '../catalogue/product-classification.ts';
import type { AgeGroup, Interest, Occasion, Theme, ToWhom } from '../catalogue/vocabularies.ts';
import { readTitle } from './product-reading.ts';

export type { ProductTypeSource };

/** Price up to which a piece of furniture, a TV or a bicycle may still be a present (a stool, a mini projector). */
export const SITUATIONAL_GIFT_MAX_PRICE = 3000;
/** Situational types that are so because of their size and price (see the module comment). */
const PRICE_BOUND: readonly string[] = ['mobler', 'vitvaror', 'tv-projektor', 'dator', 'cykel'];
/** Reason stored when a 'not-gift' type names none. */
const NOT_A_GIFT = 'Ingen present';

type SmallDrinkRule = { root: string; test: (ml: number, boxed: boolean) => boolean; reason: string };

/** A single can or bottle (≤ 50 cl) of a drink of the type. */
function singleServing(root: string, noun: string): SmallDrinkRule {
  return {
    root,
    test: (ml) => ml <= 500,
    reason: `Enstaka burk eller flaska ${noun} – för liten för att ge bort som present`,
  };
}

/**
 * Drinks too small (or too plain) to give: a single can or bottle of beer, cider, a mixed drink or a soft drink
 * (≤ 50 cl), a wine under 30 cl, a miniature of spirits (under 20 cl), wine on a box (2 l or more). The first rule
 * whose type the product is of, and whose volume it has, decides; several cans ("6-pack", "4 x 33 cl") never count.
 */
const SMALL_DRINKS: readonly SmallDrinkRule[] = [
  singleServing('ol', 'öl'),
  singleServing('alkoholfri-ol', 'öl'),
  singleServing('cider', 'cider'),
  singleServing('alkoholfri-cider', 'cider'),
  singleServing('blanddryck', 'blanddryck'),
  singleServing('lask', 'läsk'),
  { root: 'vin', test: (ml, boxed) => boxed || ml >= 2000, reason: 'Vin på box – vardagsvin, ingen present' },
  {
    root: 'vin',
    test: (ml) => ml < 300,
    reason: 'Liten flaska vin (under 30 cl) – för liten för att ge bort som present',
  },
  {
    root: 'alkoholfritt-vin',
    test: (ml) => ml < 300,
    reason: 'Liten flaska vin (under 30 cl) – för liten för att ge bort som present',
  },
  { root: 'sprit', test: (ml) => ml < 200, reason: 'Miniatyrflaska sprit – för liten för att ge bort som present' },
];

/**
 * A type's defaults, inherited, and what the type's own words read as. `broad` names the default facets the type
 * inherits from a top-level type (Teknik, Inredning, Kök …): those defaults are written for a whole branch, so the
 * tagger takes only their everyday part as they are and asks the product's words for the rest.
 */
export interface TypeProfile {
  id: string;
  suitability: GiftSuitability;
  reason: string | null;
  toWhom: readonly ToWhom[];
  ages: readonly AgeGroup[];
  occasions: readonly Occasion[];
  interests: readonly Interest[];
  themes: readonly Theme[];
  alcohol: boolean;
  /** A drink (wine, beer, spirits, juice …). */
  drink: boolean;
  /** A wine, with alcohol or without. */
  wine: boolean;
  broad: { toWhom: boolean; ages: boolean; occasions: boolean; interests: boolean };
  /**
   * Interests the type rules out when its own words suggest them: those its branch gives some of its other types
   * but not this one (flowers: a potted plant is gardening, a bouquet is not), and any it does not name when it
   * names its interests itself.
   */
  notInterests: ReadonlySet<string>;
  /**
   * Themes and keywords that the type's own phrases give ("ljus lager" reads as a candle, and so as cosy and a
   * colleague's present): the type's defaults decide those, the product's other words add to them.
   */
  ownWords: { interests: readonly string[]; themes: readonly string[]; keywords: readonly string[] };
}

/** The product's type and where it came from: an admin's type of the ontology, else the classifier's. */
export function typeOfProduct(
  input: {
    title: string;
    categoryPath: readonly string[];
    googleCategory?: string | null | undefined;
    adminType?: string | null | undefined;
  },
  description: string,
): { type: string; source: ProductTypeSource | null } {
  // An admin's type wins, 'okand' too (an admin who says the type cannot be told is not second-guessed).
  if (input.adminType && isProductTypeId(input.adminType)) return { type: input.adminType, source: 'admin' };
  const classified = classifyProductType({
    title: input.title,
    description,
    categoryPath: input.categoryPath,
    googleCategory: input.googleCategory ?? null,
  });
  if (classified.type === UNKNOWN_TYPE || classified.source === 'none' || !isProductTypeId(classified.type))
    return { type: UNKNOWN_TYPE, source: null };
  return { type: classified.type, source: classified.source };
}

const PROFILES = new Map<string, TypeProfile | null>();
const DEFS = new Map(PRODUCT_TYPES.map((def) => [def.id, def]));

/** Whether the type's value of a default facet comes from a top-level type (its branch's coarse default). */
function fromTopLevel(path: readonly string[], key: 'toWhom' | 'ages' | 'occasions' | 'interests'): boolean {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const def = DEFS.get(path[index] ?? '');
    if (def?.[key] !== undefined) return index === 0;
  }
  return true;
}

function readingOf(path: readonly string[], phrasesOnly: boolean): TypeProfile['ownWords'] {
  const names: string[] = [];
  for (const id of path) {
    const def = productType(id);
    if (!phrasesOnly) names.push(def.label, def.plural, ...def.words, ...(def.exactWords ?? []));
    names.push(...(def.phrases ?? []));
  }
  const reading = readTitle(names.join('. '), '');
  return { interests: reading.interests, themes: reading.themes, keywords: reading.keywords };
}

/** See TypeProfile.notInterests. */
function notInterestsOf(path: readonly string[], interests: readonly Interest[]): ReadonlySet<string> {
  const branch = path[0] ?? '';
  const ruled = new Set<string>();
  for (const def of PRODUCT_TYPES) {
    if (def.id === path.at(-1) || !def.interests || !isTypeOrDescendant(def.id, branch)) continue;
    for (const interest of def.interests) ruled.add(interest);
  }
  const own = readingOf(path, false).interests;
  return new Set(
    own.filter(
      (interest) => !interests.includes(interest as Interest) && (interests.length > 0 || ruled.has(interest)),
    ),
  );
}

/** The profile of a known type, or null for 'okand' or an id the ontology does not have. */
export function typeProfile(id: string): TypeProfile | null {
  const cached = PROFILES.get(id);
  if (cached !== undefined) return cached;
  let profile: TypeProfile | null = null;
  if (id !== UNKNOWN_TYPE && isProductTypeId(id)) {
    const def = productType(id);
    profile = {
      id,
      suitability: def.suitability,
      reason: def.reason ?? null,
      toWhom: def.toWhom,
      ages: def.ages,
      occasions: def.occasions,
      interests: def.interests,
      themes: def.themes,
      alcohol: def.alcohol,
      drink: isTypeOrDescendant(id, 'dryck'),
      wine: isTypeOrDescendant(id, 'vin') || isTypeOrDescendant(id, 'alkoholfritt-vin'),
      broad: {
        toWhom: fromTopLevel(def.path, 'toWhom'),
        ages: fromTopLevel(def.path, 'ages'),
        occasions: fromTopLevel(def.path, 'occasions'),
        interests: fromTopLevel(def.path, 'interests'),
      },
      notInterests: notInterestsOf(def.path, def.interests),
      ownWords: readingOf(def.path, true),
    };
  }
  PROFILES.set(id, profile);
  return profile;
}

const VOLUME = /(\d+(?:[.,]\d+)?)\s*(ml|cl|dl|l|liter)\b/iu;
const UNIT_ML: Record<string, number> = { ml: 1, cl: 10, dl: 100, l: 1000, liter: 1000 };
/** Several cans or bottles: "6-pack", "4 x 330 ml", "24 st", "flak". */
const MULTIPACK = /\d+\s*(?:-?pack|x\s*\d|st\b|burkar|flaskor)|\b(?:flak|back|låda|kartong|presentförpackning)\b/iu;

/** The volume a text states, in millilitres, or null. */
export function statedVolumeMl(text: string): number | null {
  const match = VOLUME.exec(text);
  if (!match) return null;
  const amount = Number((match[1] ?? '').replace(',', '.'));
  const unit = UNIT_ML[(match[2] ?? '').toLowerCase()];
  return Number.isFinite(amount) && unit !== undefined ? amount * unit : null;
}

const BOXED = /\b(?:bag-in-box|box|vinbox|boxvin)\b/iu;

/** The reason a drink is too small or plain to give (SMALL_DRINKS), or null. */
export function smallDrinkReason(profile: TypeProfile, title: string, description: string): string | null {
  if (!isTypeOrDescendant(profile.id, 'dryck')) return null;
  const text = `${title}. ${description}`;
  if (MULTIPACK.test(text)) return null;
  const volume = statedVolumeMl(text);
  const boxed = BOXED.test(text);
  if (volume === null && !boxed) return null;
  for (const rule of SMALL_DRINKS) {
    if (isTypeOrDescendant(profile.id, rule.root) && rule.test(volume ?? Number.NaN, boxed)) return rule.reason;
  }
  return null;
}

export interface GiftDecision {
  /** The Swedish reason when the type (or its size) makes the product no present. */
  reject: string | null;
  /** A situational product kept whose type names no occasion: it gets none from its words either. */
  noOccasions: boolean;
}

/** Approve or reject from the type: see the module comment for situational types. */
export function giftDecision(
  profile: TypeProfile | null,
  input: { title: string; price: number | null },
  description: string,
): GiftDecision {
  if (!profile) return { reject: null, noOccasions: false };
  if (profile.suitability === 'not-gift') return { reject: profile.reason ?? NOT_A_GIFT, noOccasions: false };
  if (profile.suitability === 'situational') {
    const kept =
      PRICE_BOUND.some((root) => isTypeOrDescendant(profile.id, root)) &&
      input.price !== null &&
      input.price <= SITUATIONAL_GIFT_MAX_PRICE;
    return kept
      ? { reject: null, noOccasions: profile.occasions.length === 0 }
      : { reject: profile.reason ?? NOT_A_GIFT, noOccasions: false };
  }
  return { reject: smallDrinkReason(profile, input.title, description), noOccasions: false };
}
