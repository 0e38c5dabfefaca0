import { foldDiacritics } from '../../lib/swedish-text.ts';
import type { RandomSource } from '../catalogue/browse.ts';
import { shuffle } from '../catalogue/browse.ts';
import {
  ageGroupConcept,
  CHILD_AGE_GROUP_IDS,
  CHILD_AUDIENCE_VALUES,
  CHILD_TO_WHOM_VALUES,
  catalogueInterestsOf,
  catalogueOccasionsOf,
  type InterestId,
  type OccasionConceptId,
  occasionConcept,
  type RecipientConceptId,
  recipientConcept,
  recipientWords,
  toWhomValueOf,
  wizardRecipientFilter,
} from '../catalogue/concepts/index.ts';
import type { Product } from '../catalogue/product.ts';
import { titleKey } from '../catalogue/title.ts';

export { nextCategoryIndex } from './home-rotation.ts';

/** Home page rules (docs/product/home.md#grid). */

/** Products in the home grid: 6 by default, 5 on tablet (640–1023 px), 2 on mobile. */
export const HOME_GRID_SIZE = { desktop: 6, tablet: 5, mobile: 2 } as const;
/** The hero word and the grid change every 6 seconds. */
export const HOME_ROTATE_MS = 6000;
/** Products the home page reads from the catalogue. */
export const HOME_PRODUCT_LIMIT = 1000;
/** At most this many products of one merchant in a grid. */
export const HOME_MAX_PER_MERCHANT = 3;

/** Fixed texts of the home page. */
export const HOME_TEXT = {
  heroPrefix: 'Hitta den bästa presenten till',
  startChat: 'Starta chatt',
  loading: 'Laddar produkter...',
  benefits: ['1000+ presenttips', 'AI-driven', 'Exklusiva rabatter'],
  trending: 'Trendande presenter just nu',
  cta: 'Inte säker på vad du ska köpa?',
} as const;

/** Child age groups left out of grids for adults. */
export const CHILD_AGE_GROUPS: readonly string[] = CHILD_AGE_GROUP_IDS;
/** Audiences whose grids leave out products for children: the parents' (mamma, pappa and their genders). */
export const ADULT_AUDIENCES: readonly string[] = [
  ...new Set([...parentAudiences('mamma'), ...parentAudiences('pappa')]),
];

function parentAudiences(id: RecipientConceptId): string[] {
  return wizardRecipientFilter(id).audiences;
}

/** What a home category matches: any value in any field (categories: any category name containing a word). */
export interface HomeCategoryRule {
  audiences: readonly string[];
  toWhom: readonly string[];
  interests: readonly string[];
  occasions: readonly string[];
  categories: readonly string[];
  /** When set, only products for one of these age groups qualify (the newborn category: 0-2). */
  onlyAgeGroups?: readonly string[];
}

const rule = (partial: Partial<HomeCategoryRule>): HomeCategoryRule => ({
  audiences: [],
  toWhom: [],
  interests: [],
  occasions: [],
  categories: [],
  ...partial,
});

const toWhom = (...ids: RecipientConceptId[]): string[] => ids.map(toWhomValueOf);
const occasions = (...ids: OccasionConceptId[]): string[] => ids.flatMap(catalogueOccasionsOf);
const interests = (...ids: InterestId[]): string[] => ids.flatMap(catalogueInterestsOf);
const fold = (text: string): string => foldDiacritics(text.toLocaleLowerCase('sv-SE'));
const slug = (text: string): string => fold(text).replace(/\s+/g, '-');

interface HomeCategory {
  /** The category's title in lower case, as the hero reads it ("Hitta den bästa presenten till födelsedagen"). */
  title: string;
  /** Other titles and slugs it is found by (their folded forms and slugs count too). */
  aliases: readonly string[];
  rule: HomeCategoryRule;
}

function recipientCategory(id: RecipientConceptId, title: string, partial: Partial<HomeCategoryRule>): HomeCategory {
  return { title, aliases: [id], rule: rule({ toWhom: toWhom(id), ...partial }) };
}

function occasionCategory(id: OccasionConceptId, title: string, partial: Partial<HomeCategoryRule>): HomeCategory {
  return { title, aliases: [id], rule: rule({ occasions: occasions(id), ...partial }) };
}

const jul = occasionConcept('jul');
const valentine = occasionConcept('alla-hjartans-dag');

/** The mapped home categories (docs/product/home.md#grid), each read from the concept registry. */
const HOME_CATEGORIES: readonly HomeCategory[] = [
  recipientCategory('mamma', recipientConcept('mamma').label.toLocaleLowerCase('sv-SE'), {
    audiences: parentAudiences('mamma'),
    occasions: occasions('mors-dag'),
  }),
  recipientCategory('pappa', recipientConcept('pappa').label.toLocaleLowerCase('sv-SE'), {
    audiences: parentAudiences('pappa'),
    occasions: occasions('fars-dag'),
  }),
  occasionCategory('alla-hjartans-dag', valentine.phrase, {
    audiences: [...(recipientConcept('partner').productAudiences ?? [])],
    toWhom: toWhom('partner'),
    occasions: [valentine.generatorId ?? valentine.id, valentine.phrase],
  }),
  occasionCategory('jul', 'julafton', {
    occasions: [...occasions('jul'), jul.specValue ?? jul.id],
    categories: ['jul'],
  }),
  {
    title: 'den nyfödda',
    aliases: ['nyfödd', 'nyfödda'],
    rule: rule({ occasions: occasions('dop'), categories: ['baby'], onlyAgeGroups: [ageGroupConcept('0-2').id] }),
  },
  occasionCategory('födelsedag', occasionConcept('födelsedag').phrase, {}),
  occasionCategory('bröllop', occasionConcept('bröllop').phrase, { audiences: ['par'] }),
  occasionCategory('student', occasionConcept('student').phrase, {
    audiences: ['tonåring'],
    toWhom: toWhom('tonåring'),
  }),
  recipientCategory('kollega', recipientWords('kollega').ref, {
    audiences: [...(recipientConcept('kollega').productAudiences ?? [])],
    occasions: occasions('tack'),
  }),
  recipientCategory('son', recipientWords('son').ref, {
    audiences: CHILD_AUDIENCE_VALUES,
    toWhom: CHILD_TO_WHOM_VALUES,
    interests: interests('gaming'),
  }),
];

/** The mapped home categories, keyed by their title in lower case (slugs and variants are aliases). */
export const HOME_CATEGORY_RULES: Readonly<Record<string, HomeCategoryRule>> = Object.fromEntries(
  HOME_CATEGORIES.map((category) => [category.title, category.rule]),
);

const ALIASES: ReadonlyMap<string, string> = new Map(
  HOME_CATEGORIES.flatMap((category) =>
    [category.title, ...category.aliases]
      .flatMap((alias) => [alias, fold(alias), slug(alias)])
      .filter((alias) => alias !== category.title)
      .map((alias) => [alias, category.title] as const),
  ),
);

function normalise(text: string): string {
  return text.toLocaleLowerCase('sv-SE').replace(/\s+/g, ' ').trim();
}

/** The rule of a home category, looked up by title, then slug; null for a category without a mapping. */
export function homeCategoryRule(category: { title: string; slug?: string }): HomeCategoryRule | null {
  for (const key of [normalise(category.title), normalise(category.slug ?? '')]) {
    if (key === '') continue;
    const found = HOME_CATEGORY_RULES[key] ?? HOME_CATEGORY_RULES[ALIASES.get(key) ?? ''];
    if (found) return found;
  }
  return null;
}

function overlaps(have: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  const set = new Set(have.map(normalise));
  return wanted.some((value) => set.has(normalise(value)));
}

/**
 * Age rules: for the newborn category only products for age group 0-2 qualify; for categories aimed at mamma,
 * pappa, man or kvinna, products for ages 0-2 up to 10-12 are left out.
 */
export function passesHomeAgeRules(product: Pick<Product, 'age_groups'>, rule: HomeCategoryRule): boolean {
  if (rule.onlyAgeGroups && !overlaps(product.age_groups, rule.onlyAgeGroups)) return false;
  if (overlaps([...rule.audiences, ...rule.toWhom], ADULT_AUDIENCES)) {
    return !overlaps(product.age_groups, CHILD_AGE_GROUPS);
  }
  return true;
}

/** True when a product belongs in the category's grid: it matches any field of the rule and its age rules. */
export function matchesHomeCategory(
  product: Pick<Product, 'audiences' | 'to_whom' | 'interests' | 'occasions' | 'categories' | 'age_groups'>,
  rule: HomeCategoryRule,
): boolean {
  const categoryText = product.categories.map(normalise);
  const matches =
    overlaps(product.audiences, rule.audiences) ||
    overlaps(product.to_whom, rule.toWhom) ||
    overlaps(product.interests, rule.interests) ||
    overlaps(product.occasions, rule.occasions) ||
    rule.categories.some((word) => categoryText.some((name) => name.includes(normalise(word))));
  return matches && passesHomeAgeRules(product, rule);
}

/** Candidates sorted by rank_boost (highest first), ties in random order. */
export function rankWithRandomness<P extends Pick<Product, 'rank_boost'>>(
  products: readonly P[],
  random: RandomSource,
): P[] {
  return shuffle(products, random).sort((a, b) => b.rank_boost - a.rank_boost);
}

export interface HomeGridInput<P> {
  /** The category's hand-picked products, in their sort order. */
  handPicked: readonly P[];
  /** The catalogue to top up from. */
  catalogue: readonly P[];
  /** The category's rule; null = top up from the whole catalogue. */
  rule: HomeCategoryRule | null;
  size?: number;
  random: RandomSource;
}

/**
 * The grid of a home category: the hand-picked products when there are at least `size` of them; otherwise the
 * hand-picked first, topped up with catalogue products matching the category rules, sorted by rank_boost with
 * randomness, with at most 3 products per merchant and no two products with the same title (before "|").
 */
export function buildHomeGrid<
  P extends Pick<
    Product,
    'id' | 'title' | 'merchant' | 'rank_boost' | 'audiences' | 'to_whom' | 'interests' | 'occasions' | 'categories'
  > &
    Pick<Product, 'age_groups'>,
>({ handPicked, catalogue, rule, size = HOME_GRID_SIZE.desktop, random }: HomeGridInput<P>): P[] {
  if (handPicked.length >= size) return handPicked.slice(0, size);
  const grid: P[] = [];
  const ids = new Set<string>();
  const titles = new Set<string>();
  const perMerchant = new Map<string, number>();
  const add = (product: P, capped: boolean): void => {
    const key = titleKey(product.title);
    const merchantCount = perMerchant.get(product.merchant) ?? 0;
    if (ids.has(product.id) || titles.has(key)) return;
    if (capped && merchantCount >= HOME_MAX_PER_MERCHANT) return;
    grid.push(product);
    ids.add(product.id);
    titles.add(key);
    perMerchant.set(product.merchant, merchantCount + 1);
  };
  for (const product of handPicked) add(product, false);
  const matching = rule ? catalogue.filter((product) => matchesHomeCategory(product, rule)) : catalogue;
  for (const product of rankWithRandomness(matching, random)) {
    if (grid.length >= size) break;
    add(product, true);
  }
  return grid;
}

/**
 * Visibility of a grid position: the first 2 everywhere, the first 5 from tablet width, all 6 on desktop.
 * Returns Tailwind classes for the list item.
 */
export function homeGridItemClass(index: number): string {
  if (index < HOME_GRID_SIZE.mobile) return '';
  if (index < HOME_GRID_SIZE.tablet) return 'hidden sm:block';
  return 'hidden lg:block';
}
