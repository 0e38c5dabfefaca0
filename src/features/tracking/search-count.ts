/**
 * Searches are counted for trends as aggregates per day and normalised term, and per day and term the distinct
 * clients as keyed hashes (never an address; see search-count.server.ts). This is the normalisation: lowercased, punctuation other than letters, digits and inner hyphens dropped, whitespace collapsed;
 * a term must hold a letter, be 2–60 characters and at most 5 words, otherwise it is not counted.
 */
export const SEARCH_TERM_MAX = 60;
/** Search counts are kept this many days. */
export const SEARCH_DAYS_KEPT = 30;
/** The clients' keyed hashes are kept this many days: the trend window (7 days, today included) and no longer. */
export const SEARCH_CLIENT_DAYS_KEPT = 7;
export const SEARCH_TERM_WORDS_MAX = 5;

export function normaliseSearchTerm(query: string): string | null {
  const words = query
    .normalize('NFC')
    .toLocaleLowerCase('sv-SE')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  const term = words.join(' ');
  if (words.length === 0 || words.length > SEARCH_TERM_WORDS_MAX) return null;
  if ([...term].length < 2 || [...term].length > SEARCH_TERM_MAX || !/\p{L}/u.test(term)) return null;
  return term;
}
