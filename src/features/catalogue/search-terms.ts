import type { Product } from './product.ts';

/** Default number of catalogue search results (docs/product/browse-search.md#search-ranking). */
export const SEARCH_DEFAULT_LIMIT = 100;
/** Score for a search term found in the title. */
export const SEARCH_TITLE_SCORE = 2;
/** Score for a search term found in the description. */
export const SEARCH_DESCRIPTION_SCORE = 1;

function lower(text: string): string {
  return text.toLocaleLowerCase('sv-SE');
}

/**
 * Catalogue search terms (docs/product/browse-search.md#search-terms): lowercased; '|', ',', '-' and '_' become spaces;
 * whitespace collapsed; terms of one character or less dropped; repeated terms kept once. An empty list means "no
 * search" (the caller shows the default list).
 */
export function searchTerms(query: string): string[] {
  const terms = lower(query)
    .replace(/[|,\-_]/g, ' ')
    .split(/\s+/)
    .filter((term) => [...term].length > 1);
  return [...new Set(terms)];
}

/**
 * Search score of a product (docs/product/browse-search.md#search-ranking): per term, +2 when the title contains it and
 * +1 when the description does (case-insensitive substring).
 */
export function searchScore(product: Pick<Product, 'title' | 'description'>, terms: readonly string[]): number {
  const title = lower(product.title);
  const description = lower(product.description);
  let score = 0;
  for (const term of terms) {
    if (title.includes(term)) score += SEARCH_TITLE_SCORE;
    if (description.includes(term)) score += SEARCH_DESCRIPTION_SCORE;
  }
  return score;
}

/**
 * Ranks catalogue search candidates: keeps products scoring above 0, sorts by score descending (ties keep the
 * incoming order, i.e. newest first) and cuts to `limit`.
 */
export function rankSearchResults<P extends Pick<Product, 'title' | 'description'>>(
  products: readonly P[],
  terms: readonly string[],
  limit: number = SEARCH_DEFAULT_LIMIT,
): P[] {
  return products
    .map((product) => ({ product, score: searchScore(product, terms) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.product);
}

/**
 * Browse screen local filter (docs/product/browse-search.md#browse): case-insensitive substring match of the trimmed
 * text on the title, the description or any tag. Empty text matches everything.
 */
export function matchesBrowseSearch(product: Pick<Product, 'title' | 'description' | 'tags'>, text: string): boolean {
  const needle = lower(text.trim());
  if (needle === '') return true;
  return (
    lower(product.title).includes(needle) ||
    lower(product.description).includes(needle) ||
    product.tags.some((tag) => lower(tag).includes(needle))
  );
}
