/**
 * Trends (admin spec §2 'Hämta och boosta trender', §3 trend_keywords, trend_score, trend_boost): which keywords
 * trend, and how much a product trends. Keywords come from the site's own aggregates of the last 7 days — searches
 * per normalised term, and clicks per interest of the clicked products — plus the keywords staff keep by hand.
 * A product's raw trend is the sum of the scores of the keywords it matches plus twice its own clicks; trend_score
 * is that relative to the top product (1–100), trend_boost grows with its logarithm (0–10).
 */
import { z } from 'zod';
import { normaliseSearchTerm, SEARCH_DAYS_KEPT } from '../../tracking/search-count.ts';

export { SEARCH_DAYS_KEPT };

/** Searches and clicks of this many days (today included) count. */
export const TREND_WINDOW_DAYS = 7;
/** A term searched fewer times in the window is no keyword. */
export const MIN_SEARCHES = 2;
/** An interest clicked fewer times in the window is no keyword. */
export const MIN_CLICKS = 2;
/** At most this many automatic keywords (staff keywords come on top). */
export const AUTO_KEYWORDS_MAX = 20;
/** Staff keywords: at most this many, each worth this much on top of its searches and clicks. */
export const MANUAL_KEYWORDS_MAX = 50;
export const MANUAL_KEYWORD_SCORE = 10;
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
  publishReason: 'Trender uppdaterade',
} as const;

export interface TermCount {
  term: string;
  count: number;
}

export interface TrendKeyword {
  keyword: string;
  score: number;
  manual: boolean;
}

/**
 * The trend keywords: search terms searched at least MIN_SEARCHES times and interests clicked at least MIN_CLICKS
 * times in the window, scored by their count (a word found both ways adds both), the top AUTO_KEYWORDS_MAX of them;
 * plus every staff keyword, worth MANUAL_KEYWORD_SCORE more. Highest score first, then by keyword.
 */
export function trendKeywords(input: {
  searches: readonly TermCount[];
  clickedInterests: readonly TermCount[];
  manual: readonly string[];
}): TrendKeyword[] {
  const auto = new Map<string, number>();
  const add = (word: string, count: number) => auto.set(word, (auto.get(word) ?? 0) + count);
  for (const { term, count } of input.searches) {
    const keyword = normaliseSearchTerm(term);
    if (keyword && count >= MIN_SEARCHES) add(keyword, count);
  }
  for (const { term, count } of input.clickedInterests) if (count >= MIN_CLICKS) add(term, count);
  const order = (a: TrendKeyword, b: TrendKeyword) => b.score - a.score || a.keyword.localeCompare(b.keyword, 'sv');
  const manual = new Set(input.manual);
  const chosen = [...auto]
    .filter(([keyword]) => !manual.has(keyword))
    .map(([keyword, score]) => ({ keyword, score, manual: false }))
    .sort(order)
    .slice(0, AUTO_KEYWORDS_MAX);
  const kept = [...manual].map((keyword) => ({
    keyword,
    score: (auto.get(keyword) ?? 0) + MANUAL_KEYWORD_SCORE,
    manual: true,
  }));
  return [...chosen, ...kept].sort(order);
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

/** What the trends panel shows (GET /api/admin/trends). */
export interface TrendStats {
  keywords: (TrendKeyword & { fetchedAt: string })[];
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
