/**
 * The one gift ranking (docs/product/gift-matching.md#ranking) behind the chat, AI Express and the wizard's keyword
 * search. Pure.
 * - Hard rules, always: budget; recipient and age (no toys for grown-ups, alcohol only for grown-ups); negatives
 *   (excluded types and everything below them, excluded materials and words, alcohol-free, real or artificial
 *   flowers); gift suitability (never a 'not-gift' type, a 'situational' one only when the visitor named it);
 *   nothing shown before in the conversation.
 * - A requirement: when the visitor named a product type, an interest or a product word, every suggestion matches
 *   one of them (the type or one below it; the interest tag or a type whose default interests hold it; the word in
 *   the product's title or tags). Never filled up with unrelated products.
 * - A score from what matches, the reason that matched kept per pick, ties broken by a hash of the request.
 * - Picks: at most one product per family and per merchant + type.
 */

import { foldDiacritics } from '../../lib/swedish-text.ts';
import {
  ADULT_AUDIENCE_VALUES,
  AGE_GROUP_CONCEPTS,
  CHILD_AGE_GROUP_IDS,
  CHILD_AUDIENCE_VALUES,
  CHILD_TO_WHOM_VALUES,
  MINOR_AGE_GROUP_IDS,
  OWN_PRESENT_OCCASION_VALUES,
  RECIPIENT_CONCEPTS,
  toWhomValueOf,
} from '../catalogue/concepts/index.ts';
import {
  isTypeOrDescendant,
  PRODUCT_TYPES,
  productType,
  typeAncestors,
  UNKNOWN_TYPE,
} from '../catalogue/concepts/product-types.ts';
import {
  familyKeys,
  holdsAlcohol,
  isTypeWord,
  mentions,
  namedTypesWithKin,
  outOfNiche,
  typeOf,
  typesNamedBy,
  withDescendants,
} from '../catalogue/concepts/type-reading.ts';
import { productTypeOfWord } from '../catalogue/concepts/type-words.ts';
import type { Product } from '../catalogue/product.ts';
import { splitTitle } from '../catalogue/title.ts';
import { interestsOfKeyword } from '../understanding/lexicon.ts';
import { phoneModelsIn } from '../understanding/request-reading.ts';
import { CHILD_ONLY_TYPE_ROOTS, type GiftCriteria, hashText, roleTitleWords, withinBudget } from './gift-criteria.ts';

export interface PickReasons {
  /** The visitor's word or interest the product matched ("fiske", "matlagning"); null when none did. */
  interest: string | null;
  /** The named product type the product is (or lies below); null when none. */
  type?: string | null;
  /** The product is meant for the recipient (to_whom or audience). */
  recipient: boolean;
  /** The occasion the product suits ("jul"). */
  occasion: string | null;
  /** Wished-for materials and attributes the product's own words show ("trä", "ekologisk"). */
  qualities?: string[];
}

export interface RankedProduct {
  product: Product;
  score: number;
  reasons: PickReasons;
}

const CHILD_AUDIENCES: ReadonlySet<string> = new Set(CHILD_AUDIENCE_VALUES);
const CHILD_TO_WHOM: ReadonlySet<string> = new Set(CHILD_TO_WHOM_VALUES);
const ADULT_AUDIENCES: ReadonlySet<string> = new Set(ADULT_AUDIENCE_VALUES);
const CHILD_AGE_GROUPS: ReadonlySet<string> = new Set(CHILD_AGE_GROUP_IDS);
const MINOR_GROUPS: ReadonlySet<string> = new Set(MINOR_AGE_GROUP_IDS);
const TEEN = 'tonåring';
/** Age groups of grown-ups. */
const GROWN_UP_GROUPS: ReadonlySet<string> = new Set(
  AGE_GROUP_CONCEPTS.filter((group) => !group.minor).map((group) => group.id),
);
/** The first age of the teenage group: from here on a child's age groups no longer apply. */
const AGE_OF_TEENAGERS = AGE_GROUP_CONCEPTS.find((group) => group.id === TEEN)?.minAge ?? 13;
/**
 * to_whom and audience values of children under 13: what a grown-up never gets. A teenager's things (a gaming mouse,
 * headphones) suit a grown-up who asked for them too.
 */
export const YOUNG_CHILD_VALUES: readonly string[] = [
  ...new Set([...CHILD_TO_WHOM_VALUES, ...CHILD_AUDIENCE_VALUES]),
].filter((value) => value !== TEEN);
const YOUNG_CHILD: ReadonlySet<string> = new Set(YOUNG_CHILD_VALUES);
const ARTIFICIAL_FLOWERS = 'konstgjorda-blommor';
const FLOWERS = 'blommor-vaxter';
const FOOD = 'mat';
/** The to_whom value of colleagues, bosses and customers. */
const WORK_TO_WHOM = 'kollega';
const TASTING = /\p{L}*provning(ar|en)?\b|\btasting\b/u;
/** A gift card spent on food and drink ("räcker till kaffe, te och choklad"): as edible as what it buys. */
const GIFT_CARD = 'presentkort';
const EDIBLE_WORDS =
  /\b(kaffe|te|choklad|godis|delikatess\p{L}*|mat|vin|ol|fika|restaurang\p{L}*|middag\p{L}*|brunch)\b/u;

/**
 * Folded texts by text: the candidates' titles, tags and descriptions come back request after request, and lower
 * casing in Swedish and folding cost more than a look-up. At most FOLDED_MAX texts are kept (then all are let go).
 */
const FOLDED = new Map<string, string>();
const FOLDED_MAX = 5_000;

function fold(text: string): string {
  let folded = FOLDED.get(text);
  if (folded === undefined) {
    folded = foldDiacritics(text.toLocaleLowerCase('sv-SE'));
    if (FOLDED.size >= FOLDED_MAX) FOLDED.clear();
    FOLDED.set(text, folded);
  }
  return folded;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every type that holds alcohol. */
export const ALCOHOL_TYPES: readonly string[] = PRODUCT_TYPES.filter((type) => productType(type.id).alcohol).map(
  (type) => type.id,
);
/** Every type that is never a present. */
export const NOT_GIFT_TYPES: readonly string[] = PRODUCT_TYPES.filter(
  (type) => productType(type.id).suitability === 'not-gift',
).map((type) => type.id);
/** Types for children only. */
export const CHILD_ONLY_TYPES: readonly string[] = withDescendants(CHILD_ONLY_TYPE_ROOTS);

/** The types whose default interests hold an interest, by interest. */
const TYPES_BY_INTEREST: ReadonlyMap<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const type of PRODUCT_TYPES) {
    for (const interest of productType(type.id).interests) {
      map.set(interest, [...(map.get(interest) ?? []), type.id]);
    }
  }
  return map;
})();

/** The types whose default interests include one of the interests. */
export function typesForInterests(interests: readonly string[]): string[] {
  return [...new Set(interests.flatMap((interest) => TYPES_BY_INTEREST.get(interest) ?? []))];
}

/** Whether the product is for the wrong kind of person: toys for a grown-up, adult gifts or alcohol for a child. */
export function wrongAgeGroup(product: Product, child: boolean | null): boolean {
  if (child === null) return false;
  const type = typeOf(product);
  const audiences = product.audiences;
  const typeForChildren = CHILD_ONLY_TYPES.includes(type.id);
  if (!child) {
    const forYoungChildren =
      typeForChildren ||
      audiences.some((a) => YOUNG_CHILD.has(a)) ||
      (product.to_whom.length > 0 && product.to_whom.every((v) => YOUNG_CHILD.has(v))) ||
      (product.age_groups.length > 0 && product.age_groups.every((group) => CHILD_AGE_GROUPS.has(group)));
    return forYoungChildren;
  }
  const forChildren =
    typeForChildren ||
    audiences.some((a) => CHILD_AUDIENCES.has(a)) ||
    (product.to_whom.length > 0 && product.to_whom.every((v) => CHILD_TO_WHOM.has(v))) ||
    (product.age_groups.length > 0 && product.age_groups.every((group) => CHILD_AGE_GROUPS.has(group)));
  return type.alcohol || (!forChildren && audiences.some((a) => ADULT_AUDIENCES.has(a)));
}

const AGE_ORDER: readonly string[] = AGE_GROUP_CONCEPTS.map((group) => group.id);

/** The recipient's age groups and the next older one (a 12-year-old grows into a teenager's gaming gear). */
function withNextOlder(ageGroups: readonly string[]): string[] {
  return ageGroups.flatMap((group) => {
    const next = AGE_ORDER[AGE_ORDER.indexOf(group) + 1];
    return AGE_ORDER.includes(group) && next ? [group, next] : [group];
  });
}

/** A puzzle of this many pieces or more is for teenagers and grown-ups, whatever else it is tagged for. */
const PIECES_FOR_GROWN_UPS = 500;

/** Whether the title counts so many pieces ("Pussel 1 000 bitar") that a child under 13 is no one to give it to. */
function tooManyPieces(product: Product): boolean {
  const found = /(\d[\d\s]*)\s*bitar\b/u.exec(product.title.replace(/\u00a0/gu, ' '));
  return found !== null && Number((found[1] ?? '').replace(/\s/gu, '')) >= PIECES_FOR_GROWN_UPS;
}

/**
 * Whether a product made for older children is too old for a child of this age: its youngest child age group starts
 * more than a year above it (an insect hotel for 6–12-year-olds and grown-ups is no present for a 3-year-old, and
 * is one for a 5-year-old). Only for a child whose age in years was said.
 */
function tooOldFor(product: Product, age: number | undefined): boolean {
  if (age === undefined || age >= AGE_OF_TEENAGERS) return false;
  const starts = AGE_GROUP_CONCEPTS.filter((group) => group.child && product.age_groups.includes(group.id)).map(
    (group) => group.minAge,
  );
  return starts.length > 0 && Math.min(...starts) > age + 1;
}

/**
 * A child's thing for another age: a product meant only for children of other age groups than the recipient's or
 * the next older one ("Sandlådeset" 3–5 år for a 16-year-old, a baby toy for a 10-year-old); for a child under 13,
 * a puzzle of 500 pieces or more, or a product made for grown-ups only; for a child whose age was said, a product whose child age groups all start more
 * than a year above it, even when grown-ups may have it too.
 */
export function wrongChildAge(product: Product, ageGroups: readonly string[], age?: number): boolean {
  const young = ageGroups.length > 0 && ageGroups.every((group) => CHILD_AGE_GROUPS.has(group));
  if (young && tooManyPieces(product)) return true;
  // Made for grown-ups only (a calligraphy set): no present for a child under 13.
  if (young && product.age_groups.length > 0 && !product.age_groups.some((group) => MINOR_GROUPS.has(group))) {
    return true;
  }
  if (tooOldFor(product, age)) return true;
  if (ageGroups.length === 0 || product.age_groups.length === 0) return false;
  if (!product.age_groups.every((group) => MINOR_GROUPS.has(group))) return false;
  const grownUp = ageGroups.every((group) => !MINOR_GROUPS.has(group));
  // A grown-up may get a teenager's things (gaming gear, headphones), never a child's.
  const fitting = grownUp ? [...ageGroups, TEEN] : withNextOlder(ageGroups);
  return !product.age_groups.some((group) => fitting.includes(group));
}

/** The words of a text, folded ("Återvunnen plast" → återvunnen, plast → aterv…). */
function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Materials this short ("trä", "ull") hide inside other words ("extra", "trädgård", "full"). */
const SHORT_MATERIAL = 3;

/**
 * Whether a word is the material or holds it: the word itself and its inflections ("trät"), a compound ending in it
 * ("furuträ", "hårdplast") or starting with it ("träleksak", "plastlåda") — not "träning", "plastfri", "extra" or
 * "trädgården". A short material counts at the end of a compound only after a modifier of three letters or more, and
 * at its start only when the rest is a product word.
 */
function wordHoldsMaterial(word: string, material: string): boolean {
  if (word === material) return true;
  if (word.endsWith(material)) return material.length > SHORT_MATERIAL || word.length - material.length >= 3;
  if (!word.startsWith(material)) return false;
  const rest = word.slice(material.length);
  if (/^(et|en|er|n|t|s)$/u.test(rest)) return true;
  if (/^(fri|ning|nings|nare|nar)/u.test(rest)) return false;
  if (material.length <= SHORT_MATERIAL) return productTypeOfWord(rest) !== undefined;
  return rest.length >= 3;
}

/** Whether the product's own words (title, description) name the material. */
export function mentionsMaterial(product: Product, material: string): boolean {
  const folded = fold(material);
  if (folded.length < 2) return false;
  return wordsOf(`${product.title} ${product.description}`).some((word) => wordHoldsMaterial(word, folded));
}

/**
 * A product made for the one person: engraved, printed with a name, an own text or photo. A "personlig hälsning" sent
 * with a gift card is not that, nor is anything "opersonlig".
 */
const PERSONAL_WORDS =
  /(gravyr|graver|(?<!o)personlig(?!a? ?(hälsning|halsning|service|rådgivning|radgivning))|med (ditt|ert|hens|hennes|hans|barnets|namn)|eget namn|namnet|egen text|eget foto|egen bild)/u;
const ATTRIBUTE_WORDS: Readonly<Record<string, RegExp>> = {
  ekologisk: /(ekologisk|eko-|krav|økologisk)/u,
  vegansk: /vegan/u,
  handgjord: /(handgjord|handgjort|handgjorda|hantverk|handsydd|handmålad|handblåst|munblåst)/u,
  personlig: PERSONAL_WORDS,
  svensk: /(svensk|svenskt|svenska|sverige|småland|gotland|norrland|skåne)/u,
  hållbar: /(återvunn|hållbar|ekologisk)/u,
  rolig: /(rolig|skämt|humor|pinsam|skratt|(^|[^\p{L}])kul([^\p{L}]|$))/u,
};

/** Attributes and materials the visitor wished for that the product's own words show. */
function qualitiesOf(product: Product, criteria: GiftCriteria): string[] {
  const qualities: string[] = [];
  if (criteria.attributes.length === 0 && criteria.materials.length === 0) return qualities;
  const text = `${product.title} ${product.description} ${product.tags.join(' ')}`.toLocaleLowerCase('sv-SE');
  for (const attribute of criteria.attributes) {
    const pattern = ATTRIBUTE_WORDS[attribute] ?? new RegExp(fold(attribute), 'u');
    if (pattern.test(text) || pattern.test(fold(text))) qualities.push(attribute);
  }
  for (const material of criteria.materials) if (mentionsMaterial(product, material)) qualities.push(material);
  return qualities;
}

/** Whether every type below `id` is situational (furniture as a whole). */
function allSituational(id: string): boolean {
  return withDescendants([id]).every((child) => productType(child).suitability !== 'gift');
}

/** Whether the product's type may be suggested: presents always, situational types only when named. */
export function suitableAsGift(product: Product, criteria: GiftCriteria): boolean {
  const type = typeOf(product);
  if (type.suitability === 'not-gift') return false;
  if (type.suitability === 'gift') return true;
  return criteria.productTypes.some(
    (named) =>
      isTypeOrDescendant(type.id, named) &&
      (named === type.id || productType(named).suitability === 'situational' || allSituational(named)),
  );
}

/**
 * Why the product may not be suggested, or null when it may: the hard rules (budget, already shown, age, negatives,
 * alcohol, flowers, suitability).
 */
export function ruleBroken(product: Product, criteria: GiftCriteria): string | null {
  if (!withinBudget(product.priceSEK, criteria)) return 'budget';
  if (tooSmallFor(product.priceSEK, criteria)) return 'too-small';
  if (forAnotherDevice(product, criteria.devices)) return 'device';
  if (criteria.excludeIds.includes(product.id)) return 'shown';
  if (product.familyId && criteria.excludeFamilies.includes(product.familyId)) return 'shown';
  if (wrongAgeGroup(product, criteria.child) || wrongChildAge(product, criteria.ageGroups, criteria.age)) return 'age';
  if (!suitableAsGift(product, criteria)) return 'suitability';
  if (addressedToAnother(product, criteria)) return 'recipient';
  const type = typeOf(product);
  if (type.intimate && forWorkOnly(criteria)) return 'recipient';
  if (criteria.excludedTypes.some((excluded) => isTypeOrDescendant(type.id, excluded))) return 'excluded-type';
  if ((criteria.alcoholFree || criteria.child === true) && holdsAlcohol(product)) return 'alcohol';
  if (criteria.flowers === 'real' && (type.id === ARTIFICIAL_FLOWERS || /konstgjord|konstväxt/iu.test(product.title)))
    return 'flowers';
  if (criteria.flowers === 'artificial' && isTypeOrDescendant(type.id, FLOWERS) && type.id !== ARTIFICIAL_FLOWERS)
    return 'flowers';
  // "Inget ätbart": a tasting (of wine, beer, chocolate) is eaten and drunk too.
  if (criteria.excludedTypes.includes(FOOD) && TASTING.test(fold(product.title))) return 'excluded-type';
  if (
    criteria.excludedTypes.includes(FOOD) &&
    isTypeOrDescendant(type.id, GIFT_CARD) &&
    EDIBLE_WORDS.test(fold(`${product.title} ${product.description}`))
  )
    return 'excluded-type';
  if (
    criteria.excludedMaterials.some((material) => type.madeOf.includes(material) || mentionsMaterial(product, material))
  )
    return 'material';
  if (criteria.excluded.length > 0) {
    const text = fold(`${product.title} ${product.tags.join(' ')} ${product.categories.join(' ')}`);
    if (criteria.excluded.some((word) => mentions(text, word))) return 'excluded-word';
  }
  const roleWords = roleTitleWords(criteria.roles);
  if (roleWords.length > 0 && roleWords.some((word) => mentions(fold(product.title), word))) return 'excluded-word';
  return null;
}

/** Parents and grandparents by the words a title addresses them with ("Världens bästa farmor"), to their to_whom. */
const FAMILY_TO_WHOM: ReadonlySet<string> = new Set([toWhomValueOf('mamma'), toWhomValueOf('pappa')]).add(
  toWhomValueOf('mor-/farförälder'),
);
/** Whom a title's word addresses: the relatives' to_whom values and, for a single person, their gender. */
interface TitleRole {
  toWhom: readonly string[];
  gender: string | null;
}

const TITLE_ROLES: ReadonlyMap<string, TitleRole> = (() => {
  const map = new Map<string, TitleRole>();
  for (const concept of RECIPIENT_CONCEPTS) {
    const toWhom = concept.profile?.toWhom ?? [];
    if (toWhom.length === 0 || !toWhom.every((value) => FAMILY_TO_WHOM.has(value))) continue;
    const word = fold(concept.id);
    const role = { toWhom, gender: concept.plural ? null : (concept.gender ?? null) };
    const forms = [word, `${word}s`, ...(word.endsWith('a') ? [`${word.slice(0, -1)}or`] : [])];
    for (const form of forms) map.set(form, role);
  }
  return map;
})();

const GENDERS: ReadonlySet<string> = new Set(['kvinna', 'man']);

/**
 * A product whose title addresses a parent or grandparent ("Mugg med texten ”Världens bästa farmor”", "Berätta ditt
 * liv, pappa") for a recipient who is none of them (a mother who is not known to be a grandmother), or who is one
 * of the other gender (a grandmother's memory book for a grandfather).
 */
export function addressedToAnother(product: Product, criteria: GiftCriteria): boolean {
  if (criteria.toWhom.length === 0) return false;
  const roles = wordsOf(product.title).flatMap((word) => {
    const role = TITLE_ROLES.get(word);
    return role ? [role] : [];
  });
  const genders = criteria.audiences.filter((audience) => GENDERS.has(audience));
  const fits = (role: TitleRole) =>
    role.toWhom.some((value) => criteria.toWhom.includes(value)) &&
    (role.gender === null || genders.length === 0 || genders.includes(role.gender));
  return roles.length > 0 && !roles.some(fits);
}

/** The request is for a work relation only (a colleague, a boss, a customer): nothing intimate (jewellery). */
function forWorkOnly(criteria: GiftCriteria): boolean {
  return criteria.toWhom.length > 0 && criteria.toWhom.every((value) => value === WORK_TO_WHOM);
}

/** Whether the product may be suggested at all. */
export function isAllowed(product: Product, criteria: GiftCriteria): boolean {
  return ruleBroken(product, criteria) === null;
}

/** A niche product (phone case, pet gear) for a request that does not mention its niche. */
export function offTopic(product: Product, criteria: GiftCriteria): boolean {
  return outOfNiche(product, [...criteria.keywords, ...criteria.roles, ...criteria.occasions].join(' '));
}

/** What the visitor named that every suggestion must match. */
export interface Requirement {
  /** Named types (each also covers the types below it). */
  types: string[];
  /** Named catalogue interests. */
  interests: string[];
  /** The visitor's words that count as a match in a title or the tags. */
  words: string[];
}

/** The requirement of the criteria, or null when the visitor named no type, interest or product word. */
export function requirementOf(criteria: GiftCriteria): Requirement | null {
  // A word that names a type broader than one named ("vin" beside "rött vin") is no requirement of its own.
  const typeWords = criteria.keywords.filter((word) => {
    const types = typesNamedBy([word]);
    return (
      types.length > 0 &&
      !types.some((id) => criteria.productTypes.some((named) => named !== id && typeAncestors(named).includes(id)))
    );
  });
  // An interest the named types already stand for ("fiska" → friluftsliv, "pläd" → inredning) is no wish of its own:
  // the angler gets fishing gear, and says so when there is too little, rather than any outdoor thing.
  const implied = new Set(criteria.productTypes.flatMap((id) => productType(id).interests as readonly string[]));
  // Beside a named kind, the visitor's other product words count where a title holds them ("vinyl" →
  // "Vinylskivställ", "klassiker" → "filmklassiker").
  const otherWords =
    criteria.productTypes.length > 0
      ? criteria.keywords.filter((word) => word.length >= 4 && typesNamedBy([word]).length === 0)
      : [];
  const requirement: Requirement = {
    types: namedTypesWithKin(criteria.productTypes),
    interests: criteria.interests.filter((interest) => !implied.has(interest)),
    words: [...typeWords, ...otherWords],
  };
  if (requirement.types.length === 0 && requirement.interests.length === 0 && requirement.words.length === 0)
    return null;
  return requirement;
}

/**
 * Without a named type or interest, the visitor's product words ("padel", "surdeg") are the requirement when some
 * candidate's title or tags hold them; words no product holds are left out (fillers, misspellings), and so are words
 * only a niche product holds that the request does not ask for (a phone case with a Dala horse for "älskar hästar").
 */
function wordRequirement(products: readonly Product[], criteria: GiftCriteria): Requirement | null {
  const words = criteria.keywords.filter(
    (keyword) =>
      keyword.length >= 4 && products.some((product) => holdsWord(product, keyword) && !offTopic(product, criteria)),
  );
  return words.length > 0 ? { types: [], interests: [], words } : null;
}

/** Whether a product's title, tags or categories hold a word of the request ("padel", "dinosaurier"). */
export function holdsWord(product: Product, word: string): boolean {
  return mentions(fold(`${product.title} ${product.tags.join(' ')} ${product.categories.join(' ')}`), word);
}

/**
 * The visitor's own product words ("gillar dinosaurier") that none of the picks holds, when nothing else was named:
 * the catalogue had nothing with them, and the reply says so instead of passing over them.
 */
export function wordsNotFound(picks: readonly { product: Product }[], criteria: GiftCriteria): string[] {
  if (requirementOf(criteria)) return [];
  return criteria.keywords.filter(
    (word) =>
      word.length >= 4 && typesNamedBy([word]).length === 0 && !picks.some((item) => holdsWord(item.product, word)),
  );
}

/**
 * Whether a product word of the request is in the title or tags. A word that names a type counts where it starts a
 * word ("whiskyglas", "rosbukett" for a whisky or rose lover), not as the head of another thing ("hundhalsband" is
 * no necklace): the type itself is matched by the ontology.
 */
/** Heads of a compound that make it a thing for its first part: a kind of product, or a tasting, kit, set, stand … */
const GIFT_HEADS: ReadonlySet<string> = new Set(
  `provning provningar kit set kurs kurser paket ask asken låda kvarn kvarnar ställ bricka korg skål kopp koppar
  tillbehör`.split(/\s+/u),
);

/** Whether the rest of a compound is, or ends in, a kind or a gift head ("glas", "skivställ" → "ställ"). */
function isCompoundHead(rest: string): boolean {
  for (let start = 0; rest.length - start >= 3; start++) {
    const tail = rest.slice(start);
    if (start > 0 && tail.length < 4) break;
    if (isTypeWord(tail) || GIFT_HEADS.has(tail)) return true;
  }
  return false;
}

/** Endings of a three-letter word's own forms ("vinet", "viner", "vins"). */
const SHORT_WORD_ENDINGS: ReadonlySet<string> = new Set(['', 's', 'et', 'ets', 'er', 'en', 'ens', 'erna', 'ernas']);
const FOLDED_GIFT_HEADS: ReadonlySet<string> = new Set([...GIFT_HEADS].map(fold));

/**
 * Whether a folded text holds a request word, as `mentions` reads it, except that a three-letter word counts only in
 * its own forms or before a kind or a gift head ("vin" in "vinet", "vinglas", "vinprovning"; never in
 * "vinylskivställ" or "vinter").
 */
function mentionsWord(text: string, keyword: string): boolean {
  const word = fold(keyword);
  if (word.length !== 3) return mentions(text, keyword);
  const head = (rest: string) => isTypeWord(rest) || FOLDED_GIFT_HEADS.has(rest);
  for (const found of text.matchAll(new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}(\\p{L}*)`, 'gu'))) {
    const rest = found[2] ?? '';
    if (SHORT_WORD_ENDINGS.has(rest) || head(rest) || (rest.startsWith('s') && head(rest.slice(1)))) return true;
  }
  return false;
}

function wordMatches(keyword: string, title: string, facets: string, product: Product): boolean {
  if (typesNamedBy([keyword]).length === 0) {
    return mentions(title, keyword) || mentions(fold(product.tags.join(' ')), keyword) || mentions(facets, keyword);
  }
  // Type words are the ontology's own spelling: compared with å, ä, ö ("vas" is no "väska"), in the title and tags,
  // as the first part of a compound ("whiskyglas", "rosbukett"); as a word of its own only for a product of unknown
  // type ("Örngott – Champagne" is a pillowcase's colour, and a typed product matches by its type).
  const word = keyword.toLocaleLowerCase('sv-SE');
  const own = `${product.title} ${product.tags.join(' ')}`.toLocaleLowerCase('sv-SE');
  const whole = new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}([^\\p{L}]|$)`, 'u');
  if (typeOf(product).id === UNKNOWN_TYPE && whole.test(own)) return true;
  // A compound of the word and another kind: "whiskyglas" (glas), "rosbukett" (bukett), with or without a linking s.
  // A short word ("öl", "vin", "te") only before a whole kind or head ("ölglas", "vinkaraff", "teask"), so "vinter"
  // or "teknik" never counts.
  const head = word.length <= 3 ? (rest: string) => isTypeWord(rest) || GIFT_HEADS.has(rest) : isCompoundHead;
  const compound = new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}(\\p{L}{3,})`, 'gu');
  for (const found of own.matchAll(compound)) {
    const rest = found[2] ?? '';
    if (head(rest) || (rest.startsWith('s') && head(rest.slice(1)))) return true;
  }
  return false;
}

interface Match {
  type: string | null;
  interest: string | null;
  word: string | null;
  /** The match is by a type's default interest only (weaker). */
  viaTypeInterest: boolean;
}

function matchOf(product: Product, requirement: Requirement, title: string, facets: string): Match | null {
  const type = typeOf(product);
  const named = requirement.types.find((id) => isTypeOrDescendant(type.id, id)) ?? null;
  const interest = requirement.interests.find((value) => product.interests.includes(value)) ?? null;
  // A short word counts in a compound for what the type does not cover ("ölglas"); a product of the type ("Teprovning"
  // of type te) is matched by it and gets no more than another of the type ("Julte").
  const word =
    requirement.words.find(
      (keyword) => !(named && keyword.length <= 3) && wordMatches(keyword, title, facets, product),
    ) ?? null;
  const typeInterests = type.interests as readonly string[];
  const typeInterest = interest ?? requirement.interests.find((value) => typeInterests.includes(value)) ?? null;
  if (!named && !interest && !word && !typeInterest) return null;
  return { type: named, interest: interest ?? typeInterest, word, viaTypeInterest: !interest && !!typeInterest };
}

/**
 * Scores one product against the criteria and says why it fits; null when it misses the requirement (the visitor
 * named a type, an interest or a product word it matches none of). `extra` adds a caller's own points.
 */
export function scoreGift(
  product: Product,
  criteria: GiftCriteria,
  requirement: Requirement | null = requirementOf(criteria),
): RankedProduct | null {
  const title = fold(product.title);
  const facets = fold([...product.tags, ...product.categories, ...product.interests, ...product.themes].join(' '));
  const description = fold(product.description);
  const match = requirement ? matchOf(product, requirement, title, facets) : null;
  if (requirement && !match) return null;
  let score = 0;
  let interest: string | null = null;
  if (match?.type) score += match.type === typeOf(product).id ? 14 : 12;
  if (match?.word) {
    score += 6;
    interest = match.word;
  }
  for (const keyword of criteria.keywords) {
    if (mentionsWord(title, keyword)) score += 8;
    else if (mentionsWord(facets, keyword)) score += 6;
    else if (mentions(description, keyword)) {
      // A word in the description counts a little but is not a reason to tell ("fisk" in a spice mix).
      score += 2;
      continue;
    } else continue;
    // A kind's word at the end of another word ("ängsblommor" in a box of seeds) is no reason to tell either: the
    // product is not of the kind asked for ("vi vill ge blommor").
    if (!match?.type && typesNamedBy([keyword]).length > 0 && !wordMatches(keyword, title, facets, product)) continue;
    interest ??= keyword;
  }
  const matchedInterests = product.interests.filter((value) => criteria.interests.includes(value));
  score += matchedInterests.length * 5;
  // An interest tag its known type does not back (a hair curler or a beard trimmer tagged "teknik") counts less than
  // one the type stands for (headphones, a camera).
  const ownType = typeOf(product);
  if (
    ownType.id !== UNKNOWN_TYPE &&
    matchedInterests.some((value) => !(ownType.interests as readonly string[]).includes(value))
  )
    score -= UNBACKED_INTEREST_POINTS;
  // "Gillar inredning" names the home department and the interest alike: a product tagged for the interest (a vase)
  // answers better than one that only lies somewhere in the department (a silk pillowcase for the skin).
  const inDepartmentOnly = match?.type && productType(match.type).parent === null && matchedInterests.length === 0;
  if (inDepartmentOnly && criteria.interests.length > 0) score -= DEPARTMENT_ONLY_POINTS;
  if (matchedInterests[0]) interest ??= matchedInterests[0];
  if (match?.viaTypeInterest) score += 3;
  if (!interest && match?.interest) interest = match.interest;
  const type = typeOf(product);
  const toWhom = product.to_whom.some((value) => criteria.toWhom.includes(value));
  const audience = product.audiences.some((value) => criteria.audiences.includes(value));
  if (toWhom) score += 4;
  // A type that usually suits the recipient (a blanket for a grandmother) counts besides the product's own tags.
  if (type.toWhom.some((value) => criteria.toWhom.includes(value))) score += 2;
  if (type.ages.some((group) => criteria.ageGroups.includes(group))) score += 1;
  if (audience) score += 2;
  const occasion = product.occasions.find((value) => criteria.occasions.includes(value)) ?? null;
  if (occasion) score += 3;
  else if (madeForAnotherOccasion(product, criteria)) score -= OTHER_OCCASION_POINTS;
  if (product.age_groups.some((group) => criteria.ageGroups.includes(group))) score += 2;
  // A product tagged for ages that leave the recipient's out (a matcha set for grown-ups, not for a grandmother of 80).
  else if (product.age_groups.length > 0 && criteria.ageGroups.length > 0) score -= 3;
  if (product.themes.some((theme) => criteria.themes.includes(theme))) score += 2;
  // For a child, a thing made for children comes before a family or grown-up one of the same kind (a slime kit before
  // a beeswax candle-dipping kit for "barn 6 år").
  const forChild = criteria.ageGroups.length > 0 && criteria.ageGroups.every((group) => CHILD_AGE_GROUPS.has(group));
  if (forChild && product.age_groups.some((group) => GROWN_UP_GROUPS.has(group))) score -= 2;
  if (!requirement) score += ideaPoints(type.id, criteria);
  const qualities = qualitiesOf(product, criteria);
  score += qualities.length * 4;
  if (offTopic(product, criteria)) score -= 6;
  score -= cheapPoints(product.priceSEK, criteria);
  if (type.id === UNKNOWN_TYPE) score -= 1;
  score += Math.min(product.rank_boost, 10) * 0.1;
  return {
    product,
    score,
    reasons: { interest, type: match?.type ?? null, recipient: toWhom || audience, occasion, qualities },
  };
}

/**
 * Points off for a present far below the budget: for "nåt för 500" a 69 kr chocolate bar is no answer. Under a
 * quarter of the ceiling counts most, under two fifths a little; under the floor of an amount said roughly ("runt
 * tusen": 800) a little too, so the presents around the amount come first and cheaper ones only when they fit better.
 */
export function cheapPoints(price: number | null, criteria: GiftCriteria): number {
  if (price === null) return 0;
  const belowSoftFloor = criteria.budgetSoftMin !== undefined && price < criteria.budgetSoftMin ? SOFT_FLOOR_POINTS : 0;
  if (criteria.budgetMax === null || criteria.budgetMax <= 0) return belowSoftFloor;
  const share = price / criteria.budgetMax;
  return (share < 0.25 ? 5 : share < 0.4 ? 2 : 0) + belowSoftFloor;
}

/**
 * Whether the product is made for another model of a phone the visitor named: a case "för iPhone 14" does not fit an
 * iPhone 15. A product naming no model, or the named one among others, fits.
 */
export function forAnotherDevice(product: Pick<Product, 'title'>, devices: readonly string[]): boolean {
  if (devices.length === 0) return false;
  const models = phoneModelsIn(product.title);
  const makes = new Set(devices.map((device) => device.split(' ')[0]));
  const sameMake = models.filter((model) => makes.has(model.split(' ')[0]));
  return sameMake.length > 0 && !sameMake.some((model) => devices.includes(model));
}

/**
 * A present under a twentieth of a budget of 1 000 kr or more is no answer at all: a 69 kr chocolate bar for the
 * boss's retirement when the colleagues have 2 000 kr together. When nothing is named, under 15 % of a budget of
 * 400 kr or more neither ("något mer personligt" at 600 kr). Above that share a cheap present only loses points
 * (cheapPoints): padel balls beside the racket for a beginner are fine.
 */
export function tooSmallFor(price: number | null, criteria: GiftCriteria): boolean {
  const max = criteria.budgetMax;
  if (price === null || max === null) return false;
  if (max >= TOO_SMALL_FROM && price < max * TOO_SMALL_SHARE) return true;
  // Nothing named: the present is the whole gift, not an add-on to what was asked for (padel balls beside a racket).
  return requirementOf(criteria) === null && max >= UNNAMED_SMALL_FROM && price < max * UNNAMED_SMALL_SHARE;
}
const UNNAMED_SMALL_FROM = 400;
const UNNAMED_SMALL_SHARE = 0.15;
const TOO_SMALL_FROM = 1000;
const TOO_SMALL_SHARE = 0.05;

/** Points off for a present under the floor of an amount said roughly. */
const SOFT_FLOOR_POINTS = 4;

/** Points off for a product that is only in the named department, not tagged for the interest named with it. */
const DEPARTMENT_ONLY_POINTS = 3;

/** Points off for an interest tag the product's type does not stand for. */
const UNBACKED_INTEREST_POINTS = 4;

/** Points for a type people give for the request's occasion and recipient (gift-ideas.ts). */
export const IDEA_POINTS = { first: 12, more: 5 } as const;

/** Points off a product made for another occasion than the one named. */
const OTHER_OCCASION_POINTS = 8;
const OWN_PRESENT_OCCASIONS: ReadonlySet<string> = new Set(OWN_PRESENT_OCCASION_VALUES);

/**
 * Whether the product is made for one occasion and the request names another: tagged for a housewarming alone ("Vi
 * har redan köpt" on a doormat) for a sister's 30th birthday.
 */
function madeForAnotherOccasion(product: Product, criteria: GiftCriteria): boolean {
  const [only] = product.occasions;
  return (
    criteria.occasions.length > 0 &&
    product.occasions.length === 1 &&
    only !== undefined &&
    OWN_PRESENT_OCCASIONS.has(only) &&
    !criteria.occasions.includes(only)
  );
}

function ideaPoints(typeId: string, criteria: GiftCriteria): number {
  if (criteria.ideas.some((idea) => isTypeOrDescendant(typeId, idea))) return IDEA_POINTS.first;
  if (criteria.moreIdeas.some((idea) => isTypeOrDescendant(typeId, idea))) return IDEA_POINTS.more;
  return 0;
}

/** Whether the product is of a type people give for the request's occasion or recipient. */
export function isGiftIdea(product: Product, criteria: GiftCriteria): boolean {
  return ideaPoints(typeOf(product).id, criteria) > 0;
}

/** Whether the product is of a type shown first for the request's occasion or recipient (not only one that fits). */
export function isFirstIdea(product: Product, criteria: GiftCriteria): boolean {
  return ideaPoints(typeOf(product).id, criteria) === IDEA_POINTS.first;
}

/**
 * Without anything named, the ideas for the occasion and recipient stand in for it: when some ranked products are of
 * those types, the others are left out (fewer are shown and said so) rather than filling up with a garden tool for
 * a christening. Unchanged when none is.
 */
export function withinIdeas<T extends RankedProduct>(ranked: readonly T[], criteria: GiftCriteria): T[] {
  const ideas = ranked.filter((item) => isGiftIdea(item.product, criteria));
  return ideas.length > 0 ? ideas : [...ranked];
}

/**
 * Wished-for qualities ("något mer personligt", "gärna trä", "ekologiskt") narrow the answer: when some ranked
 * products show one, the others are left out (fewer are shown and said so). Unchanged when none does.
 */
export function withWishes<T extends RankedProduct>(ranked: readonly T[], criteria: GiftCriteria): T[] {
  const wished = showingWishes(ranked, criteria);
  return wished.length > 0 ? wished : [...ranked];
}

/**
 * The ranked products that show a wished quality (all of them when nothing is wished). A search whose keyword names
 * only a quality ("gravyr", "ekologiskt") keeps to these, as it keeps to a named kind: an engraved present, not
 * whatever suits the recipient.
 */
export function showingWishes<T extends RankedProduct>(ranked: readonly T[], criteria: GiftCriteria): T[] {
  const wishes = new Set([...criteria.materials, ...criteria.attributes.filter((value) => value in ATTRIBUTE_WORDS)]);
  if (wishes.size === 0) return [...ranked];
  return ranked.filter((item) => (item.reasons.qualities ?? []).some((quality) => wishes.has(quality)));
}

/**
 * A search keyword that names only an attribute ("gravyr", "ekologiskt"): the products that show it, niche ones (a
 * dog collar with a name tag) only when the request mentions their niche; none when none does. A material alone
 * ("trä") stays a wish that narrows once some products show it (withWishes): the recipient's age comes first.
 */
export function withAttributeKeyword<T extends RankedProduct>(ranked: readonly T[], criteria: GiftCriteria): T[] {
  const attributeOnly =
    requirementOf(criteria) === null &&
    criteria.materials.length === 0 &&
    criteria.attributes.some((value) => value in ATTRIBUTE_WORDS);
  if (!attributeOnly) return withWishes(ranked, criteria);
  return showingWishes(ranked, criteria).filter((item) => !offTopic(item.product, criteria));
}

/** The tie-break of a product for a request: a hash of both. */
export function tieBreak(productId: string, seed: number): number {
  return hashText(productId, seed);
}

export interface RankOptions {
  /** A caller's own points (the wizard's keyword and category points), added to the score. */
  extraScore?: (product: Product) => number;
  /** A search keyword must be found: when the visitor's words match nothing, nothing is ranked. */
  strict?: boolean;
}

/** Ranks the candidates that keep the hard rules and the requirement, best first; ties by the request's hash. */
export function rankGifts(
  products: readonly Product[],
  criteria: GiftCriteria,
  options: RankOptions = {},
): RankedProduct[] {
  const allowed: Product[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    if (seen.has(product.id) || !isAllowed(product, criteria)) continue;
    seen.add(product.id);
    allowed.push(product);
  }
  const requirement = requirementOf(criteria) ?? wordRequirement(allowed, criteria);
  if (options.strict && !requirement && criteria.keywords.length > 0) return [];
  const ranked: { item: RankedProduct; tie: number }[] = [];
  for (const product of allowed) {
    const item = scoreGift(product, criteria, requirement);
    if (!item) continue;
    if (options.extraScore) item.score += options.extraScore(product);
    ranked.push({ item, tie: tieBreak(product.id, criteria.seed) });
  }
  // Scores within a point count as a tie: the request's hash orders them, so unrelated requests that match the same
  // generic products do not all get the same ones first.
  return ranked
    .sort((a, b) => Math.round(b.item.score) - Math.round(a.item.score) || a.tie - b.tie)
    .map(({ item }) => item);
}

/** The share of the best score a suggestion for a named type, interest or word must reach. */
export const WEAK_MATCH_SHARE = 0.75;

/**
 * The ranked products without padding: when the visitor named something, a product that only brushes it (a word in
 * its title, a tag of the interest) scores well below the ones that are what was named, and is left out.
 */
/**
 * The visitor's words that stand for every interest of the request ("gillar att måla och rita": målning and ritning
 * are all the crafts interest there is), so that a product held only by that interest is padding; none when another
 * word named an interest of its own ("gillar jazz och vin": the music is asked for too).
 */
export function ownWordsOf(criteria: GiftCriteria): string[] {
  const covered = criteria.interests.every((interest) =>
    criteria.keywords.some((word) => interestsOfKeyword(word).has(interest)),
  );
  return covered ? criteria.keywords : [];
}

export function withoutWeakMatches<T extends RankedProduct>(
  ranked: readonly T[],
  ownWords: readonly string[] = [],
): T[] {
  const best = ranked.reduce((top, item) => Math.max(top, item.score), 0);
  const kept = ranked.filter((item) => item.score >= best * WEAK_MATCH_SHARE);
  // A product held only by the interest the visitor's own words stand for is padding ("gillar att måla":
  // watercolours, not a kombucha kit tagged for crafts; "gillar ridning": nothing for riding is no yoga block).
  const words = ownWords.map(fold);
  if (words.length === 0) return kept;
  const own = (item: T) =>
    Boolean(item.reasons.type) || (item.reasons.interest !== null && words.includes(fold(item.reasons.interest)));
  return kept.filter(own);
}

function sharesFamily(product: Product, families: Set<string>): boolean {
  return familyKeys(product).some((key) => families.has(key));
}

function addFamily(product: Product, families: Set<string>): void {
  for (const key of familyKeys(product)) families.add(key);
}

function merchantTypeOf(product: Product): string {
  const type = product.productType && product.productType !== UNKNOWN_TYPE ? product.productType : null;
  return `${product.merchant}|${type ?? `kategori:${product.categories.at(-1) ?? ''}`}`;
}

/** What a pick answers of the request: the named type or the interest or word it matched. */
function answers(item: RankedProduct): string {
  return item.reasons.type ?? item.reasons.interest ?? '';
}

/**
 * Products that only share the word of a type other products are of ("Graverat champagneglas" when champagnes answer
 * "champagne"): they wait until the products of the type have had their turn.
 */
function typeWordOnly(ranked: readonly RankedProduct[]): (item: RankedProduct) => boolean {
  const types = new Set(ranked.flatMap((item) => (item.reasons.type ? [item.reasons.type] : [])));
  return (item) => !item.reasons.type && item.reasons.interest !== null && types.has(item.reasons.interest);
}

/**
 * Up to `count` picks, best first: one product per family and name, and one per merchant + type; when the visitor
 * named several things ("kaffe och trädgård", "golf och whisky"), each gets its best product before any gets a
 * second; a second of the same merchant and type only when nothing else is left (never a second of a family), and
 * before a product that only shares the named type's word (a second champagne, not a champagne glass).
 */
export function pickVaried(ranked: readonly RankedProduct[], count = 3): RankedProduct[] {
  const picks: RankedProduct[] = [];
  const names = new Set<string>();
  const families = new Set<string>();
  const groups = new Set<string>();
  const answered = new Set<string>();
  const wordOnly = typeWordOnly(ranked);
  for (const pass of [0, 1, 2, 3]) {
    for (const candidate of ranked) {
      if (picks.length >= count) return picks;
      if (picks.includes(candidate)) continue;
      const name = fold(splitTitle(candidate.product.title).name);
      const group = merchantTypeOf(candidate.product);
      if (names.has(name) || sharesFamily(candidate.product, families)) continue;
      if ((pass < 2 && groups.has(group)) || (pass < 3 && wordOnly(candidate))) continue;
      if (pass === 0 && answered.has(answers(candidate))) continue;
      picks.push(candidate);
      names.add(name);
      addFamily(candidate.product, families);
      groups.add(group);
      answered.add(answers(candidate));
    }
  }
  return picks;
}

/**
 * A result list (Express, the wizard): one product per family throughout; the first `page` varied as `pickVaried`
 * does, the rest in ranked order.
 */
export function diversifyList<T extends RankedProduct>(ranked: readonly T[], page: number): T[] {
  const families = new Set<string>();
  const unique: T[] = [];
  for (const item of ranked) {
    if (sharesFamily(item.product, families)) continue;
    addFamily(item.product, families);
    unique.push(item);
  }
  const first: T[] = [];
  const groups = new Set<string>();
  const answered = new Set<string>();
  const wordOnly = typeWordOnly(unique);
  // Pass 0: each thing the visitor named ("matlagning och inredning") gets its best product first; pass 1: one per
  // merchant and type; pass 2: the rest in ranked order; a product that only shares a named type's word waits for
  // pass 3.
  for (const pass of [0, 1, 2, 3]) {
    for (const item of unique) {
      if (first.length >= page) break;
      if (first.includes(item)) continue;
      const group = merchantTypeOf(item.product);
      const answer = answers(item);
      if ((pass < 2 && groups.has(group)) || (pass < 3 && wordOnly(item))) continue;
      if (pass === 0 && answered.has(answer)) continue;
      first.push(item);
      groups.add(group);
      answered.add(answer);
    }
  }
  return [...first, ...unique.filter((item) => !first.includes(item))];
}

/** The products in their order, without a second of any family (variants never side by side). */
export function onePerFamily<P extends Product>(products: readonly P[]): P[] {
  const families = new Set<string>();
  return products.filter((product) => {
    if (sharesFamily(product, families)) return false;
    addFamily(product, families);
    return true;
  });
}
