/**
 * Scoring of catalogue products for a theme landing page (docs/product/landing-pages.md#scoring): each page has a
 * profile of include/exclude rules, and only products scoring at least its minimum are listed, best first.
 */
import type { Product } from '../catalogue/product.ts';
import { normalizeText } from '../generator/normalize-text.ts';

/** Lists of words per facet; every list is optional. */
export interface ScoringRules {
  /** Product tags, matched whole. */
  tags?: readonly string[];
  /** Words found inside a category name ("jul" matches "Julpynt"). */
  categories?: readonly string[];
  /** Words or phrases found at a word start in the title or description ("rea" matches "Reapris", not "kreativ"). */
  keywords?: readonly string[];
  /** Audience values, matched against the product's audience and its to_whom values. */
  audiences?: readonly string[];
  /** Occasion values, matched whole. */
  occasions?: readonly string[];
  /** Interest values, matched whole. */
  interests?: readonly string[];
}

/** Points per matched rule, and the bonus for featured products. */
export interface ScoringWeights {
  tag: number;
  category: number;
  keyword: number;
  audience: number;
  occasion: number;
  interest: number;
  featuredBonus: number;
}

/** How a landing page picks and orders its products. */
export interface ScoringProfile {
  include: ScoringRules;
  exclude?: ScoringRules;
  weights?: Partial<ScoringWeights>;
  /** Lowest score a product needs to be listed; 1 when left out. */
  minScore?: number;
}

/** Default weights: tag 10, category 5, keyword 3, audience 2, occasion 3, interest 2, featured bonus 20. */
export const DEFAULT_WEIGHTS: Readonly<ScoringWeights> = Object.freeze({
  tag: 10,
  category: 5,
  keyword: 3,
  audience: 2,
  occasion: 3,
  interest: 2,
  featuredBonus: 20,
});

/** Minimum score when a profile names none. */
export const DEFAULT_MIN_SCORE = 1;

/** A product prepared for matching: every text normalised once. */
interface MatchText {
  tags: Set<string>;
  categories: string[];
  /** Title and description as space-separated words, padded with spaces. */
  text: string;
  audiences: Set<string>;
  occasions: Set<string>;
  interests: Set<string>;
}

function wordText(value: string): string {
  const words = normalizeText(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  return words.join(' ');
}

/** Prepared texts per product object: a build ranks the same catalogue for every theme page. */
const PREPARED = new WeakMap<Product, MatchText>();

function prepare(product: Product): MatchText {
  const known = PREPARED.get(product);
  if (known) return known;
  const match = prepareUncached(product);
  PREPARED.set(product, match);
  return match;
}

function prepareUncached(product: Product): MatchText {
  const set = (values: readonly string[]) => new Set(values.map(normalizeText));
  return {
    tags: set(product.tags),
    categories: product.categories.map(normalizeText),
    text: ` ${wordText(product.title)} ${wordText(product.description)} `,
    audiences: set([...product.audiences, ...product.to_whom]),
    occasions: set(product.occasions),
    interests: set(product.interests),
  };
}

type Counts = Record<keyof ScoringRules, number>;

/** Rules with every value normalised once (blank values dropped); keywords as " word" for a word-start match. */
type PreparedRules = Record<keyof ScoringRules, string[]>;

const PREPARED_RULES = new WeakMap<ScoringRules, PreparedRules>();

function prepareRules(rules: ScoringRules): PreparedRules {
  const known = PREPARED_RULES.get(rules);
  if (known) return known;
  const list = (values: readonly string[] | undefined, form: (value: string) => string) =>
    (values ?? []).filter((value) => value.trim() !== '').map(form);
  const prepared: PreparedRules = {
    tags: list(rules.tags, normalizeText),
    categories: list(rules.categories, normalizeText),
    keywords: list(rules.keywords, (keyword) => ` ${wordText(keyword)}`),
    audiences: list(rules.audiences, normalizeText),
    occasions: list(rules.occasions, normalizeText),
    interests: list(rules.interests, normalizeText),
  };
  PREPARED_RULES.set(rules, prepared);
  return prepared;
}

function countMatches(match: MatchText, raw: ScoringRules): Counts {
  const rules = prepareRules(raw);
  const count = (values: readonly string[], test: (value: string) => boolean): number => {
    let found = 0;
    for (const value of values) if (test(value)) found += 1;
    return found;
  };
  return {
    tags: count(rules.tags, (tag) => match.tags.has(tag)),
    categories: count(rules.categories, (word) => match.categories.some((category) => category.includes(word))),
    keywords: count(rules.keywords, (keyword) => match.text.includes(keyword)),
    audiences: count(rules.audiences, (audience) => match.audiences.has(audience)),
    occasions: count(rules.occasions, (occasion) => match.occasions.has(occasion)),
    interests: count(rules.interests, (interest) => match.interests.has(interest)),
  };
}

/**
 * Score of a product for a profile: each matched include rule adds its weight (tag 10, category 5, keyword 3,
 * audience 2, occasion 3, interest 2 by default) and a featured product that matched anything gets the featured
 * bonus (20). Any excluded tag, category or keyword makes the score 0; an excluded audience, occasion or interest
 * takes its weight off instead. Never negative.
 */
export function scoreProduct(product: Product, profile: ScoringProfile): number {
  const weights = { ...DEFAULT_WEIGHTS, ...profile.weights };
  const match = prepare(product);
  let penalty = 0;
  if (profile.exclude) {
    const excluded = countMatches(match, profile.exclude);
    if (excluded.tags > 0 || excluded.categories > 0 || excluded.keywords > 0) return 0;
    penalty =
      excluded.audiences * weights.audience +
      excluded.occasions * weights.occasion +
      excluded.interests * weights.interest;
  }
  return Math.max(0, baseScore(countMatches(match, profile.include), weights, product.featured) - penalty);
}

function baseScore(counts: Counts, weights: ScoringWeights, featured: boolean): number {
  const score =
    counts.tags * weights.tag +
    counts.categories * weights.category +
    counts.keywords * weights.keyword +
    counts.audiences * weights.audience +
    counts.occasions * weights.occasion +
    counts.interests * weights.interest;
  return score > 0 && featured ? score + weights.featuredBonus : score;
}

const swedish = new Intl.Collator('sv');

/**
 * The products a profile lists, best first: only those scoring at least the profile's minimum (1 by default, and
 * always above 0); ties go to the featured product, then the higher rating, the lower price (a missing price
 * last) and finally Swedish title order.
 */
export function rankForProfile<P extends Product>(products: readonly P[], profile: ScoringProfile): P[] {
  const minScore = Math.max(profile.minScore ?? DEFAULT_MIN_SCORE, Number.MIN_VALUE);
  return products
    .map((product) => ({ product, score: scoreProduct(product, profile) }))
    .filter((entry) => entry.score >= minScore)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.product.featured) - Number(a.product.featured) ||
        b.product.rating - a.product.rating ||
        (a.product.priceSEK ?? Number.POSITIVE_INFINITY) - (b.product.priceSEK ?? Number.POSITIVE_INFINITY) ||
        swedish.compare(a.product.title, b.product.title),
    )
    .map((entry) => entry.product);
}
