/**
 * The offline product tagger (docs/product/admin-tagging.md#offline-tagger,
 * docs/product/gift-matching.md#product-types): from a product's title, description, category path, feed category and
 * price it gives the product its type, sets to_whom, age_groups, interests, occasions, themes, audience and
 * price_bucket, and approves the product or rejects it with a Swedish reason. Pure and fast (well under 1 ms a
 * product). Brand and merchant are part of the input for the model tagger and the job.
 *
 * The product's type (catalogue/concepts/product-types.ts; an admin's type wins over the classifier) decides first:
 * its gift suitability approves or rejects (product-suitability.ts), and its default recipients, ages, occasions,
 * interests and themes are what the product's own words then refine ("till mamma" narrows to mamma, "3+" gives
 * children's ages, "Världens bästa pappa" adds fars dag). A product whose type cannot be told ('okand') is tagged
 * from its words alone, with the generic defaults (adults; birthday and Christmas).
 *
 * Words are read with the Swedish understanding module (one vocabulary for visitors' messages and product texts):
 * the title and the deepest category level are read in full; the description adds themes, occasions and the
 * interests of specific product and activity words, and recipients only after "till"/"för".
 */
import { budgetBucketForPrice } from '../catalogue/budget.ts';
import { CHILD_AGE_GROUP_IDS, RECIPIENT_CONCEPTS, recipientConcept } from '../catalogue/concepts/index.ts';
import type { AgeGroup, Audience, BudgetBucket, Interest, Occasion, Theme, ToWhom } from '../catalogue/vocabularies.ts';
import { RECIPIENT_PROFILES, type Recipient } from '../understanding/options.ts';
import { ageGroupsForRange, readProductAges } from './product-ages.ts';
import { lowerText, productKind } from './product-kind.ts';
import { descriptionText, push, type Reading, readDescription, readTitle } from './product-reading.ts';
import {
  giftDecision,
  type ProductTypeSource,
  type TypeProfile,
  typeOfProduct,
  typeProfile,
} from './product-suitability.ts';
import { rejectionReason } from './rejection.ts';

export interface TaggerInput {
  title: string;
  /** Plain text or merchant HTML. */
  description: string;
  /** Category levels, broadest first. */
  categoryPath: readonly string[];
  brand: string;
  price: number | null;
  merchant: string;
  /** The feed's Google product category: a numeric id or a text path. */
  googleCategory?: string | null | undefined;
  /** A type an admin set: used instead of classifying the product. */
  adminType?: string | null | undefined;
}

export interface TaggerResult {
  approved: boolean;
  /** Swedish reason when rejected, else null. */
  ai_rejection_reason: string | null;
  to_whom: ToWhom[];
  age_groups: AgeGroup[];
  interests: Interest[];
  occasions: Occasion[];
  themes: Theme[];
  audience: Audience | null;
  price_bucket: BudgetBucket | null;
  /** The product's type id ('okand' when nothing tells). */
  product_type: string;
  /** Where the type came from; null for 'okand'. */
  product_type_source: ProductTypeSource | null;
}

/** Price up to which food, coffee, tea and chocolate also suit a colleague. */
const COLLEAGUE_MAX_PRICE = 500;
/** Price up to which candles, plants and flowers also suit a colleague. */
const COLLEAGUE_SMALL_PRICE = 300;
/** Price from which a product counts as luxurious without saying so. */
const LUXURY_PRICE = 3000;

/**
 * The generic recipients of a grown-up's present whose type is not known: every grown-up's to_whom value but the
 * colleague and the grandparents, which need a cue of their own (a modest price, "till mormor").
 */
const ADULTS = (recipientConcept('vuxen').wizardToWhom ?? []).filter(
  (value) => value !== 'kollega' && value !== 'mor-/farförälder',
) as ToWhom[];
const genderOf = (value: string) => RECIPIENT_CONCEPTS.find((concept) => concept.toWhomValue === value)?.gender ?? null;
/** The generic recipients of a women's or men's product: the grown-ups of that gender or none. */
const WOMEN = ADULTS.filter((value) => genderOf(value) !== 'man');
const MEN = ADULTS.filter((value) => genderOf(value) !== 'kvinna');
const CHILD_AGES: ReadonlySet<AgeGroup> = new Set(CHILD_AGE_GROUP_IDS as AgeGroup[]);
/** Generic occasions of a product whose type is not known: the everyday ones. */
const UNTYPED_OCCASIONS: readonly Occasion[] = ['födelsedag', 'jul'];

const COLLEAGUE_KEYWORDS: ReadonlySet<string> = new Set([
  'kaffe',
  'te',
  'choklad',
  'godis',
  'kalender',
  'anteckningsbok',
  'presentkort',
  'termos',
  'delikatess',
]);
const SMALL_COLLEAGUE_KEYWORDS: ReadonlySet<string> = new Set(['ljus', 'växter', 'blommor']);
const FOOD_CATEGORY = /(mat & dryck|delikatess|godis & choklad|presentkorg)/u;
const HOME_CATEGORY = /(inredning|kök|matsal|servering|textilier|ljus & doft|dekoration|belysning)/u;
const FOOD_KEYWORDS: ReadonlySet<string> = new Set(['kaffe', 'te', 'choklad', 'godis', 'delikatess', 'ost', 'vin']);

function toWhomOf(recipients: readonly Recipient[]): ToWhom[] {
  const values: ToWhom[] = [];
  for (const recipient of recipients) for (const value of RECIPIENT_PROFILES[recipient].toWhom) push(values, value);
  return values;
}

/** A grown-up relation's gender ("till svärmor" is a women's present), or null. */
function relationGender(recipient: Recipient): 'kvinna' | 'man' | null {
  const concept = recipientConcept(recipient);
  return concept.profile?.kind === 'adult' ? concept.gender : null;
}

function rejected(reason: string, rest: Pick<TaggerResult, 'price_bucket' | 'product_type' | 'product_type_source'>) {
  return {
    approved: false,
    ai_rejection_reason: reason,
    to_whom: [],
    age_groups: [],
    interests: [],
    occasions: [],
    themes: [],
    audience: null,
    ...rest,
  } satisfies TaggerResult;
}

/**
 * What the product's words add, with what its type's own phrases say left out: "Ljus lager" reads as a candle, but
 * the type (a lager) already says what such a product is.
 */
function ownWordsRemoved<T extends string>(values: readonly T[], own: readonly string[]): T[] {
  return values.filter((value) => !own.includes(value));
}

/** Occasions everyone gives presents for; a type's other default occasions are specific. */
const EVERYDAY: ReadonlySet<string> = new Set(UNTYPED_OCCASIONS);
/** Price up to which a bottle is a modest present (a colleague's, a thank-you, a housewarming). */
const MODEST_DRINK_PRICE = 200;

function modestPrice(profile: TypeProfile): number {
  return profile.alcohol ? MODEST_DRINK_PRICE : COLLEAGUE_MAX_PRICE;
}

/**
 * The type's recipients, refined: its grown-ups (mamma, pappa, partner, vän) as they are; its other recipients
 * (a colleague, grandparents, teenagers, children) when the type is specific enough to name them (not a top-level
 * type's branch-wide default) or the type names no grown-up at all (toys, baby things). Stated ages, a women's or
 * men's product and the price narrow them: a colleague's present is a modest one.
 */
function typeRecipients(
  profile: TypeProfile,
  gender: 'kvinna' | 'man' | null,
  ages: readonly AgeGroup[],
  price: number,
): ToWhom[] {
  const grownUps = profile.toWhom.filter((value) => ADULTS.includes(value));
  const base = grownUps.length === 0 || !profile.broad.toWhom ? profile.toWhom : ADULTS;
  // A modest bottle that suits a thank-you (wine, an alcohol-free drink) is also a colleague's present.
  const colleague = profile.drink && price <= modestPrice(profile) && profile.occasions.includes('tack');
  const values = colleague && !base.includes('kollega') ? [...base, 'kollega' as ToWhom] : base;
  return values.filter((value) => {
    if (value === 'barn') return ages.length === 0 || ages.some((group) => CHILD_AGES.has(group));
    if (value === 'tonåring') return ages.length === 0 || ages.includes('tonåring');
    if (value === 'pappa' || value === 'mamma')
      return gender === null || gender === (value === 'pappa' ? 'man' : 'kvinna');
    if (value === 'kollega') return price <= modestPrice(profile);
    return true;
  });
}

/** The type's ages: a top-level type's branch-wide ages give grown-ups 'vuxen' only. */
function typeAges(profile: TypeProfile): AgeGroup[] {
  if (profile.ages.length === 0) return ['vuxen'];
  if (profile.broad.ages && profile.ages.includes('vuxen')) return ['vuxen'];
  return [...profile.ages];
}

/**
 * The type's occasions: the everyday ones (birthday, Christmas) always; the specific ones (Father's Day for
 * spirits, weddings and graduations for sparkling wine, Mother's Day for bouquets) when the type is specific
 * enough to name them. A thank-you, a colleague's or a housewarming bottle is a modest one.
 */
function typeOccasions(profile: TypeProfile, price: number): Occasion[] {
  const kept = profile.occasions.filter((value) => {
    if (profile.broad.occasions && !EVERYDAY.has(value)) return false;
    if (value === 'tack' || (value === 'inflytt' && profile.alcohol)) return price <= modestPrice(profile);
    return true;
  });
  // A branch whose defaults are all specific (household things: a housewarming) keeps them.
  const occasions = kept.length === 0 && profile.broad.occasions ? [...profile.occasions] : kept;
  // A modest bottle is a thank-you, and a modest bottle of wine a housewarming present too.
  if (profile.drink && price <= MODEST_DRINK_PRICE) {
    push(occasions, 'tack');
    if (profile.wine) push(occasions, 'inflytt');
  }
  return occasions;
}

/** Tags one product. */
export function tagProduct(input: TaggerInput): TaggerResult {
  const description = descriptionText(input.description);
  const price_bucket = input.price === null || !Number.isFinite(input.price) ? null : budgetBucketForPrice(input.price);
  const typed = typeOfProduct(input, description);
  const profile = typeProfile(typed.type);
  const known = { price_bucket, product_type: typed.type, product_type_source: typed.source };
  const decision = giftDecision(profile, input, description);
  if (decision.reject) return rejected(decision.reject, known);
  const reason = rejectionReason({ title: input.title, description, categoryPath: input.categoryPath });
  if (reason) return rejected(reason, known);
  const tags = readTags(input, description, profile);
  // A small piece of furniture is found when asked for, never offered as an everyday present.
  if (decision.noOccasions) tags.occasions = [];
  return { approved: true, ai_rejection_reason: null, ...tags, ...known };
}

type Tags = Pick<TaggerResult, 'to_whom' | 'age_groups' | 'interests' | 'occasions' | 'themes' | 'audience'>;

/** The tags from the product's words, starting from its type's defaults (or the generic ones without a type). */
function readTags(input: TaggerInput, description: string, profile: TypeProfile | null): Tags {
  const lastCategory = input.categoryPath.at(-1) ?? '';
  const title: Reading = readTitle(input.title, lastCategory);
  const body = readDescription(description);
  const stated = readProductAges(`${input.title}. ${description}`);
  const ages = ageGroupsForRange(stated);
  const own = profile?.ownWords;
  const alcohol = profile?.alcohol === true;
  const keywords = [...title.keywords, ...body.keywords].filter((keyword) => !own?.keywords.includes(keyword));
  const kind = productKind(
    input.categoryPath,
    input.title,
    description,
    ages,
    { keywords, recipients: [...title.recipients, ...body.recipients] },
    stated,
  );
  const child = kind.child && !alcohol;
  const teen = kind.teen && !alcohol;

  // Interests: the type's, then the title's and category's, plus the description's specific words.
  const interests: Interest[] = profile && !profile.broad.interests ? [...profile.interests] : [];
  const wordInterests = [...title.interests, ...body.interests];
  // A drink is given for its taste: no interest of ours is about drinking, so its words give none.
  if (!profile?.drink) for (const value of wordInterests) if (!profile?.notInterests.has(value)) push(interests, value);
  // The catalogue files board and card games under gaming (as the demo catalogue does).
  if (title.keywords.includes('sällskapsspel')) push(interests, 'gaming');

  // Themes: the product's character (engraved, organic, made in Sweden, luxurious) is in its own words and price;
  // a type's themes are what its products often are, not what this one is, and are left out.
  const themes: Theme[] = [];
  const wordThemes = [...title.themes, ...body.themes];
  for (const value of own ? ownWordsRemoved(wordThemes, own.themes) : wordThemes) push(themes, value);
  if (input.price !== null && input.price >= LUXURY_PRICE) push(themes, 'lyxigt');

  // Who it is for.
  const titleRecipients = title.recipients.filter(
    (recipient) => RECIPIENT_PROFILES[recipient].toWhom.length > 0 || recipient === 'pensionär',
  );
  const named = toWhomOf(titleRecipients);
  const mentioned = toWhomOf(body.recipients);
  // Seniors and pensioners: the grandparents' value is the catalogue's word for older recipients.
  if (titleRecipients.includes('pensionär')) push(named, 'mor-/farförälder');
  if (body.recipients.includes('pensionär')) push(mentioned, 'mor-/farförälder');
  let toWhom: ToWhom[] = [];
  let ageGroups: AgeGroup[] = [];
  let audience: Audience = 'unisex';
  const category = lowerText(input.categoryPath.join(' > '));
  const price = input.price ?? 0;
  const colleague =
    (price <= COLLEAGUE_MAX_PRICE &&
      (FOOD_CATEGORY.test(category) || keywords.some((keyword) => COLLEAGUE_KEYWORDS.has(keyword)))) ||
    (price <= COLLEAGUE_SMALL_PRICE && keywords.some((keyword) => SMALL_COLLEAGUE_KEYWORDS.has(keyword)));

  if (child) {
    toWhom = ['barn'];
    // Stated ages, else the type's children's ages (baby things: 0-2), else the toy shop's usual 3-9.
    const typeChildAges = (profile?.ages ?? []).filter((group) => CHILD_AGES.has(group));
    const unstated = typeChildAges.length > 0 ? typeChildAges : (['3-5', '6-9'] as AgeGroup[]);
    ageGroups = ages.length > 0 ? ages.filter((group) => group !== 'vuxen' && group !== 'senior') : [...unstated];
    if (ageGroups.includes('tonåring') || (stated.to === null && (stated.from ?? 0) >= 8)) push(toWhom, 'tonåring');
    if (ageGroups.length === 0) ageGroups = [...unstated];
    audience = 'barn';
    if (kind.allAges) {
      for (const value of ADULTS) push(toWhom, value);
      push(ageGroups, 'tonåring');
      push(ageGroups, 'vuxen');
      audience = 'unisex';
    }
  } else if (kind.pet) {
    toWhom = ['vän'];
    ageGroups = ['vuxen'];
  } else if (named.length > 0 && !teen) {
    toWhom = [...named];
    if (named.includes('kollega')) for (const value of ADULTS) push(toWhom, value);
    ageGroups = named.includes('mor-/farförälder') && named.length === 1 ? ['senior'] : ['vuxen'];
    if (named.includes('mor-/farförälder') && named.length > 1) push(ageGroups, 'senior');
    const genders = titleRecipients.map(relationGender);
    if (genders.length > 0 && genders.every((gender) => gender === 'kvinna')) audience = 'kvinna';
    else if (genders.length > 0 && genders.every((gender) => gender === 'man')) audience = 'man';
  } else if (teen) {
    toWhom = ['tonåring'];
    ageGroups = ['tonåring'];
    audience = 'tonåring';
  } else if (kind.couple) {
    toWhom = ['partner'];
    ageGroups = ['vuxen'];
    audience = 'par';
  } else {
    if (profile) {
      toWhom = typeRecipients(profile, kind.gender, ages, price);
      const adultAges = ages.filter((group) => !CHILD_AGES.has(group));
      ageGroups = adultAges.length > 0 ? adultAges : typeAges(profile);
    } else {
      toWhom = kind.gender === 'kvinna' ? [...WOMEN] : kind.gender === 'man' ? [...MEN] : [...ADULTS];
      ageGroups = ['vuxen'];
    }
    if (kind.gender) audience = kind.gender;
    if (interests.includes('gaming') && !alcohol && !/\b18\s*\+|\bvuxna\b/u.test(lowerText(input.title))) {
      push(toWhom, 'tonåring');
      push(ageGroups, 'tonåring');
      if (!profile) ageGroups = ['tonåring', 'vuxen'];
    }
    if (colleague) push(toWhom, 'kollega');
    for (const value of mentioned) {
      if (value === 'barn' || value === 'tonåring') continue;
      push(toWhom, value);
    }
    if (toWhom.includes('mor-/farförälder')) push(ageGroups, 'senior');
  }
  if (title.occasions.includes('student') && !child && !alcohol) push(toWhom, 'tonåring');
  if (kind.family && !child) audience = 'familj';
  if (alcohol) {
    // Alcohol is for grown-ups only.
    toWhom = toWhom.filter((value) => value !== 'barn' && value !== 'tonåring');
    ageGroups = ageGroups.filter((group) => group === 'vuxen' || group === 'senior');
    if (ageGroups.length === 0) ageGroups = ['vuxen'];
    if (audience === 'barn' || audience === 'tonåring' || audience === 'familj') audience = 'unisex';
  }

  // Occasions.
  const occasions: Occasion[] = [];
  const specific = [...title.occasions];
  for (const value of body.occasions) push(specific, value);
  const titleOnlyChristmas = title.occasions.includes('jul');
  const christening = title.occasions.includes('dop') || keywords.includes('dop');
  if (titleOnlyChristmas) push(occasions, 'jul');
  else if (christening) push(occasions, 'dop');
  else for (const value of profile ? typeOccasions(profile, price) : UNTYPED_OCCASIONS) push(occasions, value);
  for (const value of specific) push(occasions, value);
  if (toWhom.length === 1 && toWhom[0] === 'pappa') push(occasions, 'fars-dag');
  if (toWhom.length === 1 && toWhom[0] === 'mamma') push(occasions, 'mors-dag');
  if (!child && !teen && audience === 'man') push(occasions, 'fars-dag');
  if (!child && !teen && audience === 'kvinna') push(occasions, 'mors-dag');
  if (child && ages.includes('0-2') && ages.length <= 2) push(occasions, 'dop');
  const food = FOOD_CATEGORY.test(category) || keywords.some((keyword) => FOOD_KEYWORDS.has(keyword));
  if (!child && (interests.includes('inredning') || (!profile && HOME_CATEGORY.test(category) && !food)))
    push(occasions, 'inflytt');
  if (colleague) push(occasions, 'tack');
  if (kind.couple) push(occasions, 'bröllop');

  return { to_whom: toWhom, age_groups: ageGroups, interests, occasions, themes, audience };
}
