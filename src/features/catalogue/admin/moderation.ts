/** The moderation tab's rules (docs/product/admin-products.md#moderation). */

/** The moderation search shows the top 20 title matches. */
export const MODERATION_SEARCH_LIMIT = 20;

/** The lists the moderation tab shows. */
export type ModerationFilter = 'all' | 'active' | 'hidden';

/** Whether a product with this visibility still belongs in a list with this filter. */
export function keepsRow(filter: ModerationFilter, active: boolean): boolean {
  return filter === 'all' || (filter === 'active') === active;
}

/**
 * The top matches of a title search: the products (already in name order) whose title contains the text, any
 * letter case, at most `limit`. The products search also matches merchant names; the moderation search is by title.
 */
export function titleMatches<T extends { title: string }>(
  products: readonly T[],
  text: string,
  limit = MODERATION_SEARCH_LIMIT,
): T[] {
  const needle = text.trim().toLocaleLowerCase('sv');
  if (!needle) return [];
  return products.filter((product) => product.title.toLocaleLowerCase('sv').includes(needle)).slice(0, limit);
}
