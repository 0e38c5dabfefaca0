/**
 * Which search terms can be a gift keyword (issue 24). A scanner's or a script's searches — SQL and HTML fragments,
 * strings of punctuation, whole sentences — are no keyword, so they never trend and are not counted for trends.
 * Each rule is one pure function; `trendTermRefusal` runs them all on a search as typed and as normalised. The last
 * rule, matching an active product, needs the catalogue and is `matchesNoActiveProduct` with the matched terms.
 */
import { normaliseSearchTerm, SEARCH_TERM_WORDS_MAX } from './search-count.ts';

/** A keyword longer than this many characters is a sentence, not a gift keyword. */
export const TREND_TERM_MAX = 40;
/** A text whose punctuation and symbols are more than this share of its visible characters is no keyword. */
export const PUNCTUATION_SHARE_MAX = 1 / 3;

/** True when the text holds no letter (digits and punctuation only name nothing to give). */
export function hasNoLetter(text: string): boolean {
  return !/\p{L}/u.test(text);
}

/**
 * True when more than PUNCTUATION_SHARE_MAX of the visible characters are punctuation or symbols (anything not a
 * letter, digit, combining mark or space): '")(', '%27--', 'lego!!!!'.
 */
export function isMostlyPunctuation(text: string): boolean {
  const visible = [...text.normalize('NFC')].filter((char) => !/\s/u.test(char));
  if (visible.length === 0) return false;
  const punctuation = visible.filter((char) => !/[\p{L}\p{N}\p{M}]/u.test(char)).length;
  return punctuation > visible.length * PUNCTUATION_SHARE_MAX;
}

/** Markers of markup or SQL in a search as typed: a tag, an HTML entity, a comment, a `javascript:` URL. */
const RAW_CODE = [/<\s*[a-z!/?]/i, /&#?[a-z0-9]+;/i, /--\s|--$|\/\*|\*\//, /javascript\s*:/i, /\$\{|\{\{/];

/**
 * Word patterns of SQL injection, script injection and path traversal, matched on the normalised text (lowercase,
 * punctuation as spaces), so "' OR pg_sleep(11)-- 1" and its normalised form "or pg sleep 11 1" are both caught.
 */
const CODE_WORDS = [
  /\bpg sleep\b/,
  /\bsleep \d+\b/,
  /\bwaitfor delay\b/,
  /\bbenchmark \d+/,
  /\bunion( all)? select\b/,
  /\bselect\b.*\bfrom\b/,
  /\binsert into\b/,
  /\bdelete from\b/,
  /\bdrop (table|database|schema)\b/,
  /\bupdate \S+ set\b/,
  /\b(or|and) \d+ \d+\b/,
  /\b(or|and) (true|false|null)\b/,
  /\b(or|and) (?<letter>[a-z]) \k<letter>\b/,
  /\border by \d+\b/,
  /\bnull null\b/,
  /\binformation schema\b/,
  /\bxp cmdshell\b/,
  /\bdbms pipe\b/,
  /\b(extractvalue|updatexml|load file|sysdate)\b/,
  /\b(script|javascript|vbscript|iframe|onerror|onload|onmouseover|srcdoc)\b/,
  /\b(alert|prompt|confirm) \d+\b/,
  /\bdocument (cookie|domain|location)\b/,
  /\bimg src\b/,
  /\bsvg on\w+\b/,
  /\betc passwd\b/,
  /\bwin ini\b/,
];

/** Each list as one pattern, so a search is read once per list (this runs on every catalogue search). */
const RAW_CODE_PATTERN = new RegExp(RAW_CODE.map((pattern) => pattern.source).join('|'), 'i');
const CODE_WORDS_PATTERN = new RegExp(CODE_WORDS.map((pattern) => `(?:${pattern.source})`).join('|'));

/** True when the text looks like a SQL, HTML or script fragment, as typed or normalised. */
export function looksLikeCode(text: string): boolean {
  if (RAW_CODE_PATTERN.test(text)) return true;
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return CODE_WORDS_PATTERN.test(words);
}

/** True when a normalised term is longer than a gift keyword: over TREND_TERM_MAX characters or too many words. */
export function isTooLongForKeyword(term: string): boolean {
  return [...term].length > TREND_TERM_MAX || term.split(/\s+/).filter(Boolean).length > SEARCH_TERM_WORDS_MAX;
}

/** True when the term matched no active product (`matching`: the terms that did, found on the database). */
export function matchesNoActiveProduct(term: string, matching: ReadonlySet<string>): boolean {
  return !matching.has(term);
}

export type TrendTermRefusal = 'no-letter' | 'punctuation' | 'code' | 'too-long' | 'too-short';

/**
 * Why a search (as typed, or a stored normalised term) can be no gift keyword, or null when it can: the text rules
 * above, on the text as given and on its normalised form.
 */
export function trendTermRefusal(text: string): TrendTermRefusal | null {
  if (hasNoLetter(text)) return 'no-letter';
  if (isMostlyPunctuation(text)) return 'punctuation';
  if (looksLikeCode(text)) return 'code';
  const term = normaliseSearchTerm(text);
  if (term === null) return isTooLongForKeyword(text.trim()) ? 'too-long' : 'too-short';
  if (isTooLongForKeyword(term)) return 'too-long';
  return null;
}
