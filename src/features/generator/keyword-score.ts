/**
 * Local ranking of the wizard's keyword search (docs/product/generator.md#results): a keyword score plus a category
 * score per product, highest first.
 */
import type { Product } from '../catalogue/product.ts';
import { categoryToInterests, interestsForCategory } from './mappings.ts';
import { normalizeText } from './normalize-text.ts';
import { type CategoryId, categoryOption } from './wizard-options.ts';

export { normalizeText } from './normalize-text.ts';

/** Points of the keyword score. */
export const KEYWORD_POINTS = {
  titleWhole: 60,
  titleWord: 45,
  facets: 35,
  description: 20,
} as const;

/** Points of the category score. */
export const CATEGORY_POINTS = {
  categoryPath: 10,
  interests: 5,
  occasions: 5,
} as const;

/** Products the keyword search keeps after ranking. */
export const KEYWORD_RESULT_LIMIT = 100;

/** The words of a normalised text; single characters are dropped, they would match nearly any title. */
function wordsOf(normalized: string): string[] {
  return normalized.split(' ').filter((word) => word.length > 1);
}

/**
 * Keyword score of a product: +60 when the title contains the whole keyword, otherwise +45 when it contains any
 * of its words; +35 when the tags, interests and occasions contain it; +20 when the description does.
 * An empty keyword scores 0.
 */
export function keywordScore(product: Product, keyword: string): number {
  const needle = normalizeText(keyword);
  if (needle === '') return 0;
  const title = normalizeText(product.title);
  let score = 0;
  if (title.includes(needle)) score += KEYWORD_POINTS.titleWhole;
  else if (wordsOf(needle).some((word) => title.includes(word))) score += KEYWORD_POINTS.titleWord;
  const facets = normalizeText([...product.tags, ...product.interests, ...product.occasions].join(' '));
  if (facets.includes(needle)) score += KEYWORD_POINTS.facets;
  if (normalizeText(product.description).includes(needle)) score += KEYWORD_POINTS.description;
  return score;
}

/** Splits a normalised text into letter/digit runs ("mat-dryck" → mat, dryck). */
function tokens(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter((token) => token !== '');
}

/** Words that identify a category in a product's category path: its label's words and the spec's interest words. */
export function categoryPathWords(category: CategoryId): string[] {
  const texts = [categoryOption(category).label, ...categoryToInterests[category]];
  return [...new Set(texts.flatMap((text) => tokens(normalizeText(text))))];
}

/**
 * True when a category-path word starts with an identifying word ("kök" matches "köksredskap"); words of two
 * letters must match whole ("te" is tea, not "teknik").
 */
function pathMatches(pathWords: readonly string[], words: readonly string[]): boolean {
  return words.some((word) =>
    pathWords.some((pathWord) => (word.length > 2 ? pathWord.startsWith(word) : pathWord === word)),
  );
}

/**
 * Category score of a product against the chosen wizard categories: +10 when its category path names one of
 * them, +5 when its interests share a word with them, +5 when its occasions do (e.g. 'upplevelse'). Each part
 * counts once however many categories match.
 */
export function categoryScore(product: Product, categories: readonly CategoryId[]): number {
  if (categories.length === 0) return 0;
  const pathWords = product.categories.flatMap((name) => tokens(normalizeText(name)));
  const interestWords = new Set(categories.flatMap(interestsForCategory).map(normalizeText));
  const matchesFacet = (values: readonly string[]): boolean =>
    values.some((value) => interestWords.has(normalizeText(value)));
  let score = 0;
  if (pathMatches(pathWords, categories.flatMap(categoryPathWords))) score += CATEGORY_POINTS.categoryPath;
  if (matchesFacet(product.interests)) score += CATEGORY_POINTS.interests;
  if (matchesFacet(product.occasions)) score += CATEGORY_POINTS.occasions;
  return score;
}

/**
 * Ranks products for the wizard's keyword search: keyword score plus category score, highest first (equal scores
 * keep their incoming order, newest first from the query), cut to `limit` (100).
 */
export function rankByKeyword<P extends Product>(
  products: readonly P[],
  keyword: string,
  categories: readonly CategoryId[],
  limit: number = KEYWORD_RESULT_LIMIT,
): P[] {
  return products
    .map((product, index) => ({
      product,
      index,
      score: keywordScore(product, keyword) + categoryScore(product, categories),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.product);
}
