/**
 * Understanding across chat turns: what a follow-up message asks for ("lite billigare", "fler förslag",
 * "till en kollega istället") and how it combines with what was understood before.
 */
import { isMemberOf } from '../catalogue/concepts/index.ts';
import { readAges } from './age.ts';
import { readBudget } from './budget.ts';
import { withoutAlcohol } from './request-reading.ts';
import { matchWords, type Token, tokenize } from './text.ts';
import { emptyUnderstanding, type GiftUnderstanding, hasBudget, understandGiftText } from './understanding.ts';

export type FollowUpIntent =
  | 'cheaper'
  | 'pricier'
  | 'more'
  | 'different'
  | 'show'
  | 'change-recipient'
  | 'change-occasion'
  | 'restart';

const CHEAPER: ReadonlyArray<readonly string[]> = [
  ['billigare'],
  ['billigt', 'istallet'],
  ['snalare'],
  ['for', 'dyr*'],
  ['alltfor', 'dyr*'],
  ['lagre', 'pris*'],
  ['lagre', 'budget'],
  ['mindre', 'pengar'],
  ['sank*', 'budget*'],
  ['sank*', 'pris*'],
  ['kostar', 'for', 'mycket'],
  ['inte', 'sa', 'dyr*'],
  ['inte', 'lika', 'dyr*'],
];
const PRICIER: ReadonlyArray<readonly string[]> = [
  ['dyrare'],
  ['lyxigare'],
  ['exklusivare'],
  ['finare'],
  ['mer', 'exklusiv*'],
  ['mer', 'lyx*'],
  ['hogre', 'budget'],
  ['hogre', 'pris*'],
  ['hoj*', 'budget*'],
  ['far', 'kosta', 'mer'],
  ['for', 'billig*'],
  ['mer', 'pengar'],
  ['battre', 'kvalitet'],
];
const MORE: ReadonlyArray<readonly string[]> = [
  ['fler'],
  ['flera', 'forslag'],
  ['mer', 'forslag'],
  ['nagot', 'annat'],
  ['nat', 'annat'],
  ['nagot', 'mer'],
  ['nagot', 'annorlunda'],
  ['annat', 'forslag'],
  ['andra', 'forslag'],
  ['andra', 'alternativ'],
  ['andra', 'ideer'],
  ['andra', 'presenter'],
  ['nya', 'forslag'],
  ['nya', 'ideer'],
  ['visa', 'mer'],
  ['visa', 'andra'],
  ['en', 'gang', 'till'],
  ['generera', 'nya'],
  ['inget', 'av', 'dessa'],
  ['inga', 'av', 'dessa'],
  ['ingen', 'av', 'dessa'],
  ['gillar', 'inte', 'dessa'],
  ['gillar', 'inte', 'dem'],
  ['gillar', 'inte', 'de', 'har'],
  ['passar', 'inte'],
  ['liknande'],
  ['mer', 'av', 'samma'],
];
/** "Visa några förslag" (after "inga rosor … vill du att jag höjer budgeten?"): the nearest kind, if any. */
const SHOW: ReadonlyArray<readonly string[]> = [
  ['visa', 'nagra'],
  ['visa', 'nagot'],
  ['visa', 'forslag'],
];
/** "Något helt annat": the same person and budget, but not what was asked for so far. */
const DIFFERENT: ReadonlyArray<readonly string[]> = [
  ['nagot', 'helt', 'annat'],
  ['nat', 'helt', 'annat'],
  ['helt', 'annat'],
  ['helt', 'andra'],
  ['nagot', 'helt', 'annorlunda'],
  // "något annat än whisky": whisky is ruled out (understanding.ts) and what else was asked for set aside.
  ['nagot', 'annat', 'an'],
  ['nat', 'annat', 'an'],
];
const RESTART: ReadonlyArray<readonly string[]> = [
  ['borja', 'om'],
  ['starta', 'om'],
  ['ny', 'sokning'],
  ['nytt', 'sok'],
  ['glom', 'det'],
  ['glom', 'allt'],
];
/** Words that mark a change of subject ("till en kollega istället", "och till jul då?"). */
const CHANGE_CUES: ReadonlyArray<readonly string[]> = [
  ['istallet'],
  ['i', 'stallet'],
  ['hellre'],
  ['snarare'],
  ['nu'],
  ['da'],
  ['ocksa'],
  ['aven'],
  ['samma'],
  ['vad', 'sags', 'om'],
  ['hur', 'blir', 'det', 'med'],
  ['annan', 'person'],
  ['nagon', 'annan'],
];
const CHANGE_STARTS: ReadonlySet<string> = new Set(['till', 'at', 'for', 'och', 'men', 'infor', 'om']);

function hasAny(tokens: readonly Token[], patterns: ReadonlyArray<readonly string[]>): boolean {
  return tokens.some((_, index) =>
    patterns.some((pattern) => {
      if (matchWords(tokens, index, pattern) === 0) return false;
      // "något annat än choklad" is an exclusion, not a wish for more; "dyrare än 500" a budget.
      const after = tokens[index + pattern.length]?.fold;
      return !(after === 'an' && (pattern[0] === 'nagot' || pattern[0] === 'dyrare' || pattern[0] === 'billigare'));
    }),
  );
}

/** "Fler", "fler förslag", "visa mer": more of what was asked for, not something else. */
const MORE_OF_THE_SAME: ReadonlyArray<readonly string[]> = [
  ['fler'],
  ['flera', 'forslag'],
  ['mer', 'forslag'],
  ['visa', 'mer'],
  ['en', 'gang', 'till'],
];
/** Words that ask for something else than before ("andra idéer", "något annat", "inget av dessa"). */
const SOMETHING_ELSE: ReadonlyArray<readonly string[]> = MORE.filter(
  (pattern) => !MORE_OF_THE_SAME.some((same) => same.join(' ') === pattern.join(' ')),
);

/** Whether a follow-up asks for more of the same kind ("fler förslag") rather than for other ideas. */
export function asksForMoreOfTheSame(text: string): boolean {
  const tokens = tokenize(text);
  return hasAny(tokens, MORE_OF_THE_SAME) && !hasAny(tokens, SOMETHING_ELSE) && !hasAny(tokens, DIFFERENT);
}

function intentsFor(text: string, understanding: GiftUnderstanding): FollowUpIntent[] {
  const tokens = tokenize(text);
  const intents: FollowUpIntent[] = [];
  if (hasAny(tokens, RESTART)) intents.push('restart');
  if (hasAny(tokens, CHEAPER)) intents.push('cheaper');
  else if (hasAny(tokens, PRICIER)) intents.push('pricier');
  if (hasAny(tokens, DIFFERENT)) intents.push('different');
  else if (hasAny(tokens, MORE)) intents.push('more');
  else if (hasAny(tokens, SHOW)) intents.push('show');
  const changeCue = hasAny(tokens, CHANGE_CUES) || CHANGE_STARTS.has(tokens[0]?.fold ?? '');
  const otherPerson = hasAny(tokens, [
    ['annan', 'person'],
    ['nagon', 'annan'],
  ]);
  if (understanding.recipients.length > 0 && changeCue) {
    intents.push('change-recipient');
  } else if (otherPerson) intents.push('change-recipient');
  if (understanding.occasions.length > 0 && changeCue) intents.push('change-occasion');
  return intents;
}

/**
 * What a chat follow-up asks for: 'cheaper' ("lite billigare", "för dyrt"), 'pricier' ("dyrare", "lyxigare"),
 * 'more' ("fler förslag", "något annat", "Ge mig fler presentförslag med liknande kriterier"), 'change-recipient'
 * ("till en kollega istället"), 'change-occasion' ("och till jul då?"), 'restart' ("börja om"). Empty for a
 * message that only adds details.
 */
export function detectFollowUp(text: string): FollowUpIntent[] {
  return intentsFor(text, understandGiftText(text));
}

const rulesOutAlcohol = (role: string) => role === 'gravid' || role === 'nykter' || role === 'ammande';

function union<T>(first: readonly T[], second: readonly T[]): T[] {
  return [...new Set([...first, ...second])];
}

/**
 * Combines the understanding so far with a new message's. A newly named recipient replaces the old one (with
 * age, gender and the person's interests, keywords and themes); occasions named anew replace the old ones; a
 * new budget replaces the bound it names, keeping the other when it still fits; exclusions accumulate.
 */
export function mergeUnderstanding(previous: GiftUnderstanding, next: GiftUnderstanding): GiftUnderstanding {
  // "förresten, svärmor dricker inte" after "svärföräldrar": a remark about one of them, not another person.
  const ofGroup =
    next.recipients.length > 0 &&
    next.recipients.every((recipient) => previous.recipients.some((group) => isMemberOf(recipient, group)));
  const newPerson =
    !ofGroup && (next.recipients.length > 0 || (next.audiences.length > 0 && previous.audiences.length === 0));
  const person = newPerson
    ? {
        recipients: next.recipients,
        audiences: next.audiences,
        toWhom: next.toWhom,
        age: next.age,
        ageGroups: next.ageGroups,
        gender: next.gender,
      }
    : {
        recipients: previous.recipients,
        audiences: previous.audiences,
        toWhom: previous.toWhom,
        age: next.age ?? previous.age,
        ageGroups: next.age !== null ? next.ageGroups : previous.ageGroups,
        gender: ofGroup ? previous.gender : (previous.gender ?? next.gender),
      };
  const merged: GiftUnderstanding = {
    ...emptyUnderstanding(),
    ...person,
    occasions: next.occasions.length > 0 ? next.occasions : previous.occasions,
    catalogueOccasions: next.occasions.length > 0 ? next.catalogueOccasions : previous.catalogueOccasions,
    interests: newPerson ? next.interests : union(previous.interests, next.interests),
    catalogueInterests: newPerson
      ? next.catalogueInterests
      : union(previous.catalogueInterests, next.catalogueInterests),
    keywords: newPerson ? next.keywords : union(previous.keywords, next.keywords),
    themes: newPerson && next.themes.length > 0 ? next.themes : union(previous.themes, next.themes),
    excluded: union(previous.excluded, next.excluded),
    // Wanted types, materials and attributes add up (types start over with a new person, like keywords);
    // exclusions and hard filters hold for the whole conversation; a newly named wish lifts an earlier exclusion.
    productTypes: newPerson ? next.productTypes : union(previous.productTypes, next.productTypes),
    excludedTypes: union(previous.excludedTypes, next.excludedTypes).filter((id) => !next.productTypes.includes(id)),
    materials: union(previous.materials, next.materials),
    excludedMaterials: union(previous.excludedMaterials, next.excludedMaterials).filter(
      (material) => !next.materials.includes(material),
    ),
    attributes: union(previous.attributes, next.attributes),
    // A pregnant friend's alcohol-free wish goes with her when another person is named.
    alcoholFree: next.alcoholFree || (previous.alcoholFree && !(newPerson && previous.roles.some(rulesOutAlcohol))),
    flowers: next.flowers ?? previous.flowers,
    hasEverything: previous.hasEverything || next.hasEverything,
    roles: newPerson ? next.roles : union(previous.roles, next.roles),
    devices: newPerson || next.devices.length > 0 ? next.devices : previous.devices,
  };
  merged.productTypes = merged.productTypes.filter((id) => !next.excludedTypes.includes(id));
  // "inte yoga" after "gillar yoga": the interests yoga stood for go with it, unless named anew.
  const ruledOut = next.excluded.map((word) => understandGiftText(word, { wider: false }));
  const dropped = (list: (u: GiftUnderstanding) => readonly string[], kept: readonly string[]) =>
    new Set(ruledOut.flatMap(list).filter((value) => !kept.includes(value)));
  const droppedInterests = dropped((u) => u.interests, next.interests);
  const droppedCatalogue = dropped((u) => u.catalogueInterests, next.catalogueInterests);
  merged.interests = merged.interests.filter((value) => !droppedInterests.has(value));
  merged.catalogueInterests = merged.catalogueInterests.filter((value) => !droppedCatalogue.has(value));
  // "vin", then "alkoholfritt": the alcohol-free wine.
  if (merged.alcoholFree) merged.productTypes = withoutAlcohol(merged.productTypes);
  merged.materials = merged.materials.filter((material) => !next.excludedMaterials.includes(material));
  merged.excluded = merged.excluded.filter((word) => !next.keywords.includes(word));
  merged.keywords = merged.keywords.filter((word) => !merged.excluded.includes(word));

  const approximate = hasBudget(next) ? next.budgetApproximate : previous.budgetApproximate;
  if (approximate) merged.budgetApproximate = true;
  if (next.budgetUnlimited) {
    merged.budgetMin = next.budgetMin;
    merged.budgetMax = null;
    merged.budgetUnlimited = true;
  } else if (next.budgetMin !== null && next.budgetMax !== null) {
    merged.budgetMin = next.budgetMin;
    merged.budgetMax = next.budgetMax;
  } else if (next.budgetMin !== null) {
    merged.budgetMin = next.budgetMin;
    merged.budgetMax = previous.budgetMax !== null && previous.budgetMax >= next.budgetMin ? previous.budgetMax : null;
  } else if (next.budgetMax !== null) {
    merged.budgetMax = next.budgetMax;
    merged.budgetMin = previous.budgetMin !== null && previous.budgetMin <= next.budgetMax ? previous.budgetMin : null;
  } else {
    merged.budgetMin = previous.budgetMin;
    merged.budgetMax = previous.budgetMax;
    merged.budgetUnlimited = previous.budgetUnlimited;
  }
  return merged;
}

export interface FollowUpContext {
  /** Prices (kr) of the products shown last, used when "billigare"/"dyrare" has no budget to move from. */
  shownPrices?: readonly number[];
}

/** Share a budget moves on "billigare" (down) and "dyrare" (up). */
export const BUDGET_STEP = 0.3;
/** Ceiling for "billigare" when nothing is known about prices, floor for "dyrare". */
const DEFAULT_CHEAPER_MAX = 300;
const DEFAULT_PRICIER_MIN = 1000;

function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value) && value > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function roundDown(value: number): number {
  const step = value >= 1000 ? 100 : 10;
  return Math.max(step, Math.floor(value / step) * step);
}

function roundUp(value: number): number {
  const step = value >= 1000 ? 100 : 10;
  return Math.ceil(value / step) * step;
}

/**
 * Moves the budget for "billigare" (ceiling 30 % under the current ceiling — under the amount itself when it was said
 * roughly — or under the median shown price, else 300 kr; the floor goes unless it was said as one and leaves room) or "dyrare" (floor 30 % over the current floor, or over the median shown price, else 1000 kr).
 */
export function adjustBudget(
  understanding: GiftUnderstanding,
  direction: 'cheaper' | 'pricier',
  context: FollowUpContext = {},
): GiftUnderstanding {
  const shown = median(context.shownPrices ?? []);
  if (direction === 'cheaper') {
    // "Runt 400" was about 400 (320–480): cheaper is under 280, not 320–330.
    const said =
      understanding.budgetApproximate && understanding.budgetMin !== null && understanding.budgetMax !== null
        ? (understanding.budgetMin + understanding.budgetMax) / 2
        : understanding.budgetMax;
    const reference = said ?? shown;
    const max = reference === null ? DEFAULT_CHEAPER_MAX : roundDown(reference * (1 - BUDGET_STEP));
    // A floor stays only when it was said as one and leaves room below the new ceiling ("mellan 200 och 800").
    const floor = understanding.budgetMin;
    const min = floor !== null && !understanding.budgetApproximate && floor <= max / 2 ? floor : null;
    const { budgetApproximate: _approximate, ...rest } = understanding;
    return { ...rest, budgetMin: min, budgetMax: max, budgetUnlimited: false };
  }
  const reference = understanding.budgetMin ?? shown ?? understanding.budgetMax;
  const min = reference === null ? DEFAULT_PRICIER_MIN : roundUp(reference * (1 + BUDGET_STEP));
  const max = understanding.budgetMax !== null && understanding.budgetMax > min ? understanding.budgetMax : null;
  // "Dyrare" asks for a floor that holds, even after "runt 300".
  const { budgetApproximate: _approximate, ...rest } = understanding;
  return { ...rest, budgetMin: min, budgetMax: max, budgetUnlimited: false };
}

/** The understanding without what was asked for (interests, words, kinds), those now ruled out. */
function withoutWishes(understanding: GiftUnderstanding): GiftUnderstanding {
  return {
    ...understanding,
    interests: [],
    catalogueInterests: [],
    keywords: [],
    productTypes: [],
    excluded: union(understanding.excluded, understanding.keywords),
    excludedTypes: union(understanding.excludedTypes, understanding.productTypes),
  };
}

export interface FollowUpResult {
  understanding: GiftUnderstanding;
  intents: FollowUpIntent[];
}

/**
 * One chat turn: reads the message, detects its intents and returns the understanding to search with.
 * "börja om" starts afresh; "billigare"/"dyrare" without an amount move the budget (see adjustBudget); an amount
 * in the message wins over the relative wish.
 */
export function continueUnderstanding(
  previous: GiftUnderstanding,
  text: string,
  context: FollowUpContext = {},
): FollowUpResult {
  const next = understandGiftText(text);
  const intents = intentsFor(text, next);
  if (intents.includes('restart')) return { understanding: next, intents };
  const tokens = tokenize(text);
  const source = readBudget(tokens, readAges(tokens).used).source;
  const relative = intents.includes('cheaper') ? 'cheaper' : intents.includes('pricier') ? 'pricier' : null;
  // "lite billigare" moves the budget; "under 300" sets it. Price words ("inte så dyrt") count as relative here.
  const moveBudget = relative !== null && (source === null || source === 'words');
  const base = moveBudget ? { ...next, budgetMin: null, budgetMax: null, budgetUnlimited: false } : next;
  // "Något helt annat" with nothing new named: what was asked for so far is set aside, and ruled out.
  const setAside =
    intents.includes('different') &&
    next.interests.length === 0 &&
    next.keywords.length === 0 &&
    next.productTypes.length === 0;
  let understanding = mergeUnderstanding(setAside ? withoutWishes(previous) : previous, base);
  if (moveBudget && relative) understanding = adjustBudget(understanding, relative, context);
  return { understanding, intents };
}
