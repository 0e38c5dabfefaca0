/**
 * Trends (docs/product/admin-trends.md#keywords; trend_keywords, trend_score, trend_boost:
 * docs/product/admin-trends.md#scores): which keywords trend, and how much a product trends. Keywords come from the
 * site's own aggregates of the last 7 days — searches per normalised term, each client counted once per term and day,
 * and clicks per interest of the clicked products — plus the keywords staff keep by hand, less the ones staff blocked.
 * A search term needs MIN_CLIENTS distinct clients and must be able to be a gift keyword (trend-terms.ts: letters, no
 * code, not too long, matching an active product), so one client's script cannot make a trend (issue 24).
 * A product's raw trend is the sum of the scores of the keywords it matches plus twice its own clicks; trend_score
 * is that relative to the top product (1–100), trend_boost grows with its logarithm (0–10).
 */
import { z } from 'zod';
import { normaliseSearchTerm, SEARCH_DAYS_KEPT, SEARCH_TERM_MAX } from '../search-count.ts';
import { matchesNoActiveProduct, trendTermRefusal } from '../trend-terms.ts';

export { SEARCH_DAYS_KEPT };

/** Searches and clicks of this many days (today included) count. */
export const TREND_WINDOW_DAYS = 7;
/** A term searched fewer times in the window is no keyword (a client counts once per term and day). */
export const MIN_SEARCHES = 2;
/** A term searched by fewer distinct clients in the window is no keyword, however often they searched it. */
export const MIN_CLIENTS = 2;
/** An interest clicked fewer times in the window is no keyword. */
export const MIN_CLICKS = 2;
/** At most this many automatic keywords (staff keywords come on top). */
export const AUTO_KEYWORDS_MAX = 20;
/** At most this many candidate keywords (the strongest) are checked against the catalogue in a trend run. */
export const TREND_CANDIDATES_MAX = 200;
/** Staff keywords: at most this many, each worth this much on top of its searches and clicks. */
export const MANUAL_KEYWORDS_MAX = 50;
export const MANUAL_KEYWORD_SCORE = 10;
/** Blocked keywords: at most this many. */
export const BLOCKED_KEYWORDS_MAX = 500;
/** Each click on the product itself counts this much. */
export const OWN_CLICK_WEIGHT = 2;
/** At most this many products trend at once (the strongest). */
export const TRENDING_PRODUCTS_MAX = 1000;
export const TREND_BOOST_MAX = 10;

export const TRENDS_TEXT = {
  heading: 'Trender',
  fetch: 'Hämta och boosta trender',
  refresh: 'Uppdatera statistik',
  doneTitle: 'Trender uppdaterade',
  done: (keywords: number, touched: number) => `${keywords} nyckelord, ${touched} produkter uppdaterade`,
  keywordAdded: 'Nyckelord tillagt',
  keywordRemoved: 'Nyckelord borttaget',
  invalidKeyword: 'Ange ett nyckelord med 2–60 tecken och minst en bokstav',
  tooManyKeywords: `Högst ${MANUAL_KEYWORDS_MAX} egna nyckelord`,
  keywordBlocked: 'Nyckelord blockerat',
  keywordUnblocked: 'Blockering borttagen',
  blockTooLong: `Nyckelordet är för långt: högst ${SEARCH_TERM_MAX} tecken`,
  blockHtml: 'Nyckelordet får inte innehålla HTML eller kod',
  blockOddCharacters: 'Nyckelordet får bara innehålla bokstäver, siffror, mellanslag och bindestreck',
  blockInvalid: 'Ange ett nyckelord med 2–60 tecken, högst 5 ord och minst en bokstav',
  notBlocked: 'Nyckelordet är inte blockerat',
  tooManyBlocked: `Högst ${BLOCKED_KEYWORDS_MAX} blockerade nyckelord`,
  publishReason: 'Trender uppdaterade',
} as const;

export interface TermCount {
  term: string;
  count: number;
}

/** A search term in the window: its counted searches (at most one per client and day) and its distinct clients. */
export interface SearchTermCount extends TermCount {
  clients: number;
}

export interface TrendKeyword {
  keyword: string;
  score: number;
  manual: boolean;
  /** Distinct clients that searched it in the window (0 when it comes from clicks or staff only). */
  clients: number;
}

export interface TrendSignals {
  searches: readonly SearchTermCount[];
  clickedInterests: readonly TermCount[];
  manual: readonly string[];
  /** Keywords staff blocked: never automatic keywords. */
  blocked?: readonly string[];
  /** The candidates that match an active product (see trendCandidates); without it every candidate matches. */
  matching?: ReadonlySet<string>;
}

export interface TrendCandidate {
  keyword: string;
  score: number;
  clients: number;
}

/**
 * The automatic keyword candidates, strongest first (then by keyword): search terms counted at least MIN_SEARCHES
 * times by at least MIN_CLIENTS distinct clients, and interests clicked at least MIN_CLICKS times, scored by their
 * count (a word found both ways adds both); never a blocked keyword or a term that can be no gift keyword.
 */
export function trendCandidates(input: Omit<TrendSignals, 'manual' | 'matching'>): TrendCandidate[] {
  const blocked = new Set(input.blocked ?? []);
  const auto = new Map<string, TrendCandidate>();
  const add = (keyword: string, score: number, clients: number) => {
    // An interest such as 'musik/film' is blocked as its normalised form, 'musik film'.
    if (blocked.has(keyword) || blocked.has(normaliseSearchTerm(keyword) ?? keyword)) return;
    if (trendTermRefusal(keyword) !== null) return;
    const entry = auto.get(keyword) ?? { keyword, score: 0, clients: 0 };
    auto.set(keyword, { keyword, score: entry.score + score, clients: entry.clients + clients });
  };
  for (const { term, count, clients } of input.searches) {
    const keyword = normaliseSearchTerm(term);
    if (keyword && count >= MIN_SEARCHES && clients >= MIN_CLIENTS) add(keyword, count, clients);
  }
  for (const { term, count } of input.clickedInterests) if (count >= MIN_CLICKS) add(term, count, 0);
  return [...auto.values()].sort(byScore);
}

function byScore(a: { keyword: string; score: number }, b: { keyword: string; score: number }): number {
  return b.score - a.score || a.keyword.localeCompare(b.keyword, 'sv');
}

/**
 * The trend keywords: the top AUTO_KEYWORDS_MAX candidates (trendCandidates) that match an active product and are
 * no staff keyword, plus every staff keyword, worth MANUAL_KEYWORD_SCORE more than its candidate score. Each carries
 * the distinct clients that searched it. Highest score first, then by keyword.
 */
export function trendKeywords(input: TrendSignals): TrendKeyword[] {
  const candidates = trendCandidates(input);
  const scores = new Map(candidates.map((candidate) => [candidate.keyword, candidate.score]));
  const searchedBy = new Map<string, number>();
  for (const { term, clients } of input.searches) {
    const keyword = normaliseSearchTerm(term);
    if (keyword) searchedBy.set(keyword, (searchedBy.get(keyword) ?? 0) + clients);
  }
  const manual = new Set(input.manual);
  const chosen = candidates
    .filter(({ keyword }) => !manual.has(keyword))
    .filter(({ keyword }) => !input.matching || !matchesNoActiveProduct(keyword, input.matching))
    .slice(0, AUTO_KEYWORDS_MAX)
    .map(({ keyword, score, clients }) => ({ keyword, score, manual: false, clients }));
  const kept = [...manual].map((keyword) => ({
    keyword,
    score: (scores.get(keyword) ?? 0) + MANUAL_KEYWORD_SCORE,
    manual: true,
    clients: searchedBy.get(keyword) ?? 0,
  }));
  return [...chosen, ...kept].sort(byScore);
}

export interface ProductTrend {
  id: string;
  trend_score: number;
  trend_boost: number;
}

/**
 * Each product's trend from the keyword scores it matched and its own clicks: raw = keywords + OWN_CLICK_WEIGHT ×
 * clicks; the strongest TRENDING_PRODUCTS_MAX by raw (ties by id) trend, with trend_score = round(100 × raw / top
 * raw), at least 1, and trend_boost = log2(1 + raw) to one decimal, at most TREND_BOOST_MAX.
 */
export function productTrends(
  keywordScores: ReadonlyMap<string, number>,
  ownClicks: ReadonlyMap<string, number>,
  max: number = TRENDING_PRODUCTS_MAX,
): ProductTrend[] {
  const raw = new Map(keywordScores);
  for (const [id, clicks] of ownClicks) raw.set(id, (raw.get(id) ?? 0) + clicks * OWN_CLICK_WEIGHT);
  const ranked = [...raw]
    .filter(([, value]) => value > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, Math.max(0, max));
  const top = ranked[0]?.[1] ?? 0;
  return ranked.map(([id, value]) => ({
    id,
    trend_score: Math.max(1, Math.round((100 * value) / top)),
    trend_boost: Math.min(TREND_BOOST_MAX, Math.round(Math.log2(1 + value) * 10) / 10),
  }));
}

/** A staff keyword as stored: normalised like a search term, or null when it is none. */
export function manualKeyword(text: string): string | null {
  return normaliseSearchTerm(text);
}

export const keywordBodySchema = z
  .object({
    keyword: z
      .string()
      .max(200)
      .transform((text) => manualKeyword(text) ?? '')
      .pipe(z.string().min(2, TRENDS_TEXT.invalidKeyword)),
  })
  .strict();

export type BlockedKeyword = { keyword: string } | { error: string };

/**
 * A keyword staff want blocked, as stored (normalised like a search term), or the Swedish reason it is refused: over
 * SEARCH_TERM_MAX characters, HTML or code, characters other than letters, digits, spaces and hyphens, or no
 * keyword at all (under 2 characters, over 5 words, no letter). Nothing is cleaned away silently.
 */
export function blockedKeyword(text: string): BlockedKeyword {
  const trimmed = text.normalize('NFC').trim().replace(/\s+/g, ' ');
  if ([...trimmed].length > SEARCH_TERM_MAX) return { error: TRENDS_TEXT.blockTooLong };
  if (/[<>]|&#?\w+;/.test(trimmed)) return { error: TRENDS_TEXT.blockHtml };
  if (!/^[\p{L}\p{N}\p{M} -]*$/u.test(trimmed)) return { error: TRENDS_TEXT.blockOddCharacters };
  const keyword = normaliseSearchTerm(trimmed);
  return keyword ? { keyword } : { error: TRENDS_TEXT.blockInvalid };
}

/** The body of blocking and unblocking a keyword: {keyword} and nothing else (checked by blockedKeyword). */
export const blockBodySchema = z.object({ keyword: z.string() }).strict();

/** What the trends panel shows (GET /api/admin/trends). */
export interface TrendStats {
  keywords: (TrendKeyword & { fetchedAt: string })[];
  /** Keywords staff blocked, alphabetical. */
  blocked: string[];
  topSearches: TermCount[];
  searches: number;
  clicks: number;
  trendingProducts: number;
}

/** The answer of a trend run. */
export interface TrendRun {
  keywords: number;
  trending: number;
  touched: number;
}
