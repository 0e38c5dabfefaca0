/**
 * The offline product tagger (DESIGN.md "Offline engines"): from a product's title, description, category path,
 * brand, price and merchant it sets to_whom, age_groups, interests, occasions, themes, audience and price_bucket,
 * and approves the product or rejects it with a Swedish reason. Pure and fast (tens of microseconds a product).
 *
 * Words are read with the Swedish understanding module (one vocabulary for visitors' messages and product texts):
 * the title and the deepest category level are read in full; the description adds themes, occasions and the
 * interests of specific product and activity words, and recipients only after "till"/"för".
 */
import { budgetBucketForPrice } from '../catalogue/budget.ts';
import { stripHtml } from '../catalogue/description.ts';
import type { AgeGroup, Audience, BudgetBucket, Interest, Occasion, Theme, ToWhom } from '../catalogue/vocabularies.ts';
import { type Concept, phrasesStartingWith } from '../understanding/lexicon.ts';
import { resolveWord } from '../understanding/lookup.ts';
import { CATALOGUE_OCCASION, RECIPIENT_PROFILES, type Recipient } from '../understanding/options.ts';
import { matchWords, type Token, tokenize } from '../understanding/text.ts';
import { understandGiftText } from '../understanding/understanding.ts';
import { ageGroupsForRange, type ProductAges, readProductAges } from './product-ages.ts';
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
}

/** Description text read for tags; longer descriptions are mostly specifications. */
const DESCRIPTION_LIMIT = 600;
/** Price up to which food, coffee, tea and chocolate also suit a colleague. */
const COLLEAGUE_MAX_PRICE = 500;
/** Price up to which candles, plants and flowers also suit a colleague. */
const COLLEAGUE_SMALL_PRICE = 300;
/** Price from which a product counts as luxurious without saying so. */
const LUXURY_PRICE = 3000;

const ADULTS: readonly ToWhom[] = ['mamma', 'pappa', 'partner', 'vän'];
const WOMEN: readonly ToWhom[] = ['mamma', 'partner', 'vän'];
const MEN: readonly ToWhom[] = ['pappa', 'partner', 'vän'];

type Gender = 'kvinna' | 'man';

interface Reading {
  recipients: Recipient[];
  interests: Interest[];
  occasions: Occasion[];
  themes: Theme[];
  keywords: string[];
}

function emptyReading(): Reading {
  return { recipients: [], interests: [], occasions: [], themes: [], keywords: [] };
}

function push<T>(list: T[], value: T | null | undefined): void {
  if (value !== null && value !== undefined && !list.includes(value)) list.push(value);
}

/** HTML to plain text with block ends as sentence breaks. */
export function descriptionText(description: string): string {
  const marked = description.replace(/<\/(?:p|li|div|h[1-6]|td|dd)>|<br\s*\/?>/gi, '. ');
  return stripHtml(marked).slice(0, DESCRIPTION_LIMIT);
}

const NEGATING: ReadonlySet<string> = new Set(['ej', 'inte', 'utan', 'ingen', 'inget', 'inga', 'aldrig']);
const RECIPIENT_LEAD: ReadonlySet<string> = new Set(['till', 'for', 'at']);

function addConcept(reading: Reading, concept: Concept, allowInterests: boolean): void {
  if (allowInterests || concept.keyword)
    for (const interest of concept.catalogueInterests ?? []) push(reading.interests, interest);
  if (concept.occasion) push(reading.occasions, CATALOGUE_OCCASION[concept.occasion]);
  for (const value of concept.themes ?? []) push(reading.themes, value);
  push(reading.keywords, concept.keyword);
}

/**
 * Reads a description: themes and occasions everywhere, interests only from specific words (those with a product
 * keyword), recipients only right after "till"/"för"/"åt" (a present "till mormor", a toy "för barn"). A word after
 * a negation ("ej lämplig för barn under 3 år") is skipped.
 */
function readDescription(text: string, interests = true): Reading {
  const reading = emptyReading();
  const tokens = tokenize(text);
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    if (token.kind !== 'word') {
      index += 1;
      continue;
    }
    const negated = [1, 2, 3].some((back) => {
      const before = tokens[index - back];
      return before !== undefined && before.clause === token.clause && NEGATING.has(before.fold);
    });
    const phrase = phrasesStartingWith(token.fold).find((candidate) => matchWords(tokens, index, candidate.words) > 0);
    if (phrase) {
      const concept = phrase.entry.concept;
      if (!negated) addConcept(reading, interests ? concept : { ...concept, catalogueInterests: [] }, false);
      index += phrase.words.length;
      continue;
    }
    const resolution = token.text.length >= 3 ? resolveWord(token.text) : null;
    if (resolution && !negated) {
      // "passar i köket", "mys i hemmet": a place, not an interest; "grillkvällar": an evening, not a grill.
      const place = tokens[index - 1]?.fold === 'i';
      const modifierOnly =
        resolution.how === 'compound' &&
        resolution.headKind === null &&
        resolution.parts.every((p) => p.role === 'modifier');
      for (const part of resolution.parts) {
        const concept = part.entry.concept;
        if (concept.contextual) continue;
        // "för musikälskaren": a liking compound names an interest even without a product word.
        addConcept(
          reading,
          place || modifierOnly || !interests ? { ...concept, catalogueInterests: [] } : concept,
          resolution.headKind === 'likes',
        );
        const lead = tokens[index - 1]?.fold ?? '';
        const leadTwo = tokens[index - 2]?.fold ?? '';
        if (
          concept.recipient &&
          part.role !== 'modifier' &&
          (RECIPIENT_LEAD.has(lead) || RECIPIENT_LEAD.has(leadTwo))
        ) {
          push(reading.recipients, concept.recipient);
        }
      }
    }
    index += 1;
  }
  return reading;
}

/** Colour and material words of product titles that read as interests elsewhere ("Fårskinn natur"). */
const TITLE_COLOURS = /(?:,\s*|\s)natur\b/giu;

/** Where a title's product name ends and its contents or use begin ("Presentlåda med doftljus", "… för mobil"). */
const TITLE_TAIL = /\s(?:med|för)\s/u;

/**
 * Reads the title and the deepest category level with the full understanding pipeline. What follows "med" or
 * "för" in a title describes contents or use, not the product: it adds themes, occasions and recipients but no
 * interests ("Alkoholfri glögg med kryddor" is no cooking, "Ryggsäck för datorn" no tech).
 */
function readTitle(title: string, category: string): Reading {
  const plain = title.replace(TITLE_COLOURS, ' ');
  const cut = TITLE_TAIL.exec(plain);
  const name = cut ? plain.slice(0, cut.index) : plain;
  const understanding = understandGiftText(category ? `${name}. ${category}` : name);
  const reading: Reading = {
    recipients: understanding.recipients,
    interests: understanding.catalogueInterests,
    occasions: understanding.catalogueOccasions,
    themes: understanding.themes,
    keywords: understanding.keywords,
  };
  if (cut) {
    const tail = understandGiftText(plain.slice(cut.index));
    for (const value of tail.recipients) push(reading.recipients, value);
    for (const value of tail.catalogueOccasions) push(reading.occasions, value);
    for (const value of tail.themes) push(reading.themes, value);
    for (const value of tail.keywords) push(reading.keywords, value);
  }
  return reading;
}

const WOMEN_WORDS =
  /\b(dam|damer|kvinnor|kvinna|henne|hon|dammodell|tjej|tjejer)\b|dam(klocka|parfym|doft|plånbok|väska|modell|strumpor)/u;
const MEN_WORDS =
  /\b(herr|herrar|män|honom|gentleman|gentlemannen|killar)\b|herr(doft|klocka|parfym|plånbok|modell|strumpor)|skägg|rakning|rakhyvel|manschettknappar/u;
const COUPLE_WORDS =
  /\b(för två|för par|till par|romantisk|romantiskt|romantiska|dejt|dejter|dejtidéer|kärlek|kärleks\w*|gifte er|ni träffades|för er två)\b/u;
/** Product kinds bought mostly for women (skin care, make-up, jewellery worn by women). */
const WOMEN_PRODUCTS =
  /(hudvård|serum|ansiktsmask|ansiktskräm|läppbalsam|ögonskugg|smink|mascara|nagellack|badbomb|örhänge|halsband|berlock|scarf|sjal\b)/u;
const WOMEN_KEYWORDS: ReadonlySet<string> = new Set(['smink', 'smycken', 'halsband', 'örhängen', 'hudvård']);
const FAMILY_WORDS = /\bhela familjen\b/u;
const CHILD_CATEGORY_LEVEL = /(barn|baby|bebis)/u;
const TOY_CATEGORY = /^leksaker$/u;
const TEEN_WORDS = /\b(tonår\w*|ungdom\w*)\b/u;
/** "för barn", but not "ej lämplig för barn". */
const FOR_CHILDREN = /(?<!\b(?:ej|inte)\s+lämpligt?\s+)för barn\b/u;
const CHILD_WORDS = /\b(barn|barnen|barnet|barnets|bebis|bebisen|baby|småbarn)\b/u;
const PET_CATEGORY = /\b(djur|hund|katt|husdjur)\b/u;
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

function lowerText(text: string): string {
  return text.toLowerCase();
}

interface Kind {
  child: boolean;
  /** Open-ended from ten or more ("från 12 år"): grown-ups too. */
  allAges: boolean;
  teen: boolean;
  gender: Gender | null;
  couple: boolean;
  pet: boolean;
  family: boolean;
}

function productKind(
  input: TaggerInput,
  title: string,
  description: string,
  ages: AgeGroup[],
  reading: { keywords: readonly string[]; recipients: readonly Recipient[] },
  stated: ProductAges,
): Kind {
  const titleLower = lowerText(title);
  const descriptionLower = lowerText(description);
  const levels = input.categoryPath.map(lowerText);
  const category = levels.join(' > ');
  const childAges = ages.some((group) => group !== 'vuxen' && group !== 'senior' && group !== 'tonåring');
  const adultOnly = ages.includes('vuxen') || /\b18\s*\+|\bvuxna\b/u.test(titleLower);
  const childCategory =
    levels.some((level) => CHILD_CATEGORY_LEVEL.test(level)) || TOY_CATEGORY.test(levels.at(-1) ?? '');
  const teenOnlyAges = ages.length > 0 && ages.every((group) => group === 'tonåring');
  const child =
    !adultOnly &&
    !teenOnlyAges &&
    (childAges || childCategory || CHILD_WORDS.test(titleLower) || FOR_CHILDREN.test(descriptionLower));
  const teen =
    !child &&
    !adultOnly &&
    (teenOnlyAges ||
      TEEN_WORDS.test(titleLower) ||
      TEEN_WORDS.test(category) ||
      reading.recipients.includes('tonåring'));
  const both = `${titleLower} ${category} ${descriptionLower.slice(0, 200)}`;
  let gender: Gender | null = null;
  const womenProduct =
    WOMEN_PRODUCTS.test(`${titleLower} ${levels.at(-1) ?? ''}`) ||
    reading.keywords.some((keyword) => WOMEN_KEYWORDS.has(keyword));
  if (MEN_WORDS.test(both) && !WOMEN_WORDS.test(both)) gender = 'man';
  else if ((WOMEN_WORDS.test(both) || womenProduct) && !MEN_WORDS.test(both)) gender = 'kvinna';
  return {
    child,
    allAges: child && stated.from !== null && stated.from >= 10 && stated.to === null,
    teen,
    gender,
    couple: COUPLE_WORDS.test(`${titleLower} ${descriptionLower}`),
    pet: PET_CATEGORY.test(category),
    family: FAMILY_WORDS.test(`${titleLower} ${descriptionLower}`),
  };
}

function toWhomOf(recipients: readonly Recipient[]): ToWhom[] {
  const values: ToWhom[] = [];
  for (const recipient of recipients) for (const value of RECIPIENT_PROFILES[recipient].toWhom) push(values, value);
  return values;
}

const WOMEN_RECIPIENTS: ReadonlySet<Recipient> = new Set(['mamma', 'bonusmamma', 'svärmor', 'mormor', 'farmor']);
const MEN_RECIPIENTS: ReadonlySet<Recipient> = new Set(['pappa', 'bonuspappa', 'svärfar', 'morfar', 'farfar']);

/** Tags one product. */
export function tagProduct(input: TaggerInput): TaggerResult {
  const description = descriptionText(input.description);
  const price_bucket = input.price === null || !Number.isFinite(input.price) ? null : budgetBucketForPrice(input.price);
  const reason = rejectionReason({ title: input.title, description, categoryPath: input.categoryPath });
  if (reason) {
    return {
      approved: false,
      ai_rejection_reason: reason,
      to_whom: [],
      age_groups: [],
      interests: [],
      occasions: [],
      themes: [],
      audience: null,
      price_bucket,
    };
  }
  const lastCategory = input.categoryPath.at(-1) ?? '';
  const title = readTitle(input.title, lastCategory);
  const body = readDescription(description);
  const stated = readProductAges(`${input.title}. ${description}`);
  const ages = ageGroupsForRange(stated);
  const keywords = [...title.keywords, ...body.keywords];
  const kind = productKind(
    input,
    input.title,
    description,
    ages,
    {
      keywords,
      recipients: [...title.recipients, ...body.recipients],
    },
    stated,
  );

  // Interests: the title's and category's, plus the description's specific words.
  const interests: Interest[] = [];
  for (const value of [...title.interests, ...body.interests]) push(interests, value);
  // The catalogue files board and card games under gaming (as the demo catalogue does).
  if (title.keywords.includes('sällskapsspel')) push(interests, 'gaming');

  // Themes.
  const themes: Theme[] = [];
  for (const value of [...title.themes, ...body.themes]) push(themes, value);
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

  if (kind.child) {
    toWhom = ['barn'];
    ageGroups = ages.length > 0 ? ages.filter((group) => group !== 'vuxen' && group !== 'senior') : ['3-5', '6-9'];
    if (ageGroups.includes('tonåring') || (stated.to === null && (stated.from ?? 0) >= 8)) push(toWhom, 'tonåring');
    if (ageGroups.length === 0) ageGroups = ['3-5', '6-9'];
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
  } else if (named.length > 0 && !kind.teen) {
    toWhom = [...named];
    if (named.includes('kollega')) for (const value of ADULTS) push(toWhom, value);
    ageGroups = named.includes('mor-/farförälder') && named.length === 1 ? ['senior'] : ['vuxen'];
    if (named.includes('mor-/farförälder') && named.length > 1) push(ageGroups, 'senior');
    const genders = titleRecipients.map((recipient) =>
      WOMEN_RECIPIENTS.has(recipient) ? 'kvinna' : MEN_RECIPIENTS.has(recipient) ? 'man' : null,
    );
    if (genders.length > 0 && genders.every((gender) => gender === 'kvinna')) audience = 'kvinna';
    else if (genders.length > 0 && genders.every((gender) => gender === 'man')) audience = 'man';
  } else if (kind.teen) {
    toWhom = ['tonåring'];
    ageGroups = ['tonåring'];
    audience = 'tonåring';
  } else if (kind.couple) {
    toWhom = ['partner'];
    ageGroups = ['vuxen'];
    audience = 'par';
  } else {
    toWhom = kind.gender === 'kvinna' ? [...WOMEN] : kind.gender === 'man' ? [...MEN] : [...ADULTS];
    ageGroups = ['vuxen'];
    if (kind.gender) audience = kind.gender;
    if (interests.includes('gaming') && !/\b18\s*\+|\bvuxna\b/u.test(lowerText(input.title))) {
      push(toWhom, 'tonåring');
      ageGroups = ['tonåring', 'vuxen'];
    }
    if (colleague) push(toWhom, 'kollega');
    for (const value of mentioned) {
      if (value === 'barn' || value === 'tonåring') continue;
      push(toWhom, value);
    }
    if (toWhom.includes('mor-/farförälder')) push(ageGroups, 'senior');
  }
  if (title.occasions.includes('student') && !kind.child) push(toWhom, 'tonåring');
  if (kind.family && !kind.child) audience = 'familj';

  // Occasions.
  const occasions: Occasion[] = [];
  const specific = [...title.occasions];
  for (const value of body.occasions) push(specific, value);
  const titleOnlyChristmas = title.occasions.includes('jul');
  const christening = title.occasions.includes('dop') || keywords.includes('dop');
  if (titleOnlyChristmas) push(occasions, 'jul');
  else if (christening) push(occasions, 'dop');
  else {
    push(occasions, 'födelsedag');
    push(occasions, 'jul');
  }
  for (const value of specific) push(occasions, value);
  if (toWhom.length === 1 && toWhom[0] === 'pappa') push(occasions, 'fars-dag');
  if (toWhom.length === 1 && toWhom[0] === 'mamma') push(occasions, 'mors-dag');
  if (!kind.child && !kind.teen && audience === 'man') push(occasions, 'fars-dag');
  if (!kind.child && !kind.teen && audience === 'kvinna') push(occasions, 'mors-dag');
  if (kind.child && ages.includes('0-2') && ages.length <= 2) push(occasions, 'dop');
  const food = FOOD_CATEGORY.test(category) || keywords.some((keyword) => FOOD_KEYWORDS.has(keyword));
  if (!kind.child && (interests.includes('inredning') || (HOME_CATEGORY.test(category) && !food)))
    push(occasions, 'inflytt');
  if (colleague) push(occasions, 'tack');
  if (kind.couple) push(occasions, 'bröllop');

  return {
    approved: true,
    ai_rejection_reason: null,
    to_whom: toWhom,
    age_groups: ageGroups,
    interests,
    occasions,
    themes,
    audience,
    price_bucket,
  };
}
