/**
 * Trends on the database: the panel's statistics, the staff keyword and blocked keyword lists, and the trend run
 * that picks keywords from the last 7 days' aggregates and sets products' trend_score and trend_boost (rules in
 * trends.ts and trend-terms.ts).
 */
import type { Db, Queryable } from '../../../lib/db/db.server.ts';
import { HttpError } from '../../../lib/http.ts';
import { requestPublish } from '../../publish/publish.server.ts';
import { flushSearchCounts, pruneSearchCounts } from '../search-count.server.ts';
import { trendTermRefusal } from '../trend-terms.ts';
import {
  BLOCKED_KEYWORDS_MAX,
  MANUAL_KEYWORDS_MAX,
  productTrends,
  type SearchTermCount,
  type TermCount,
  TREND_CANDIDATES_MAX,
  TREND_WINDOW_DAYS,
  TRENDS_TEXT,
  type TrendRun,
  type TrendStats,
  trendCandidates,
  trendKeywords,
} from './trends.ts';

const SINCE_DAY = `current_date - ${TREND_WINDOW_DAYS - 1}`;
const SINCE_TIME = `now() - interval '${TREND_WINDOW_DAYS} days'`;

/** How many of the most searched terms the panel lists. */
const TOP_SEARCHES = 10;

/**
 * The panel's most searched terms in the window, most searched first; a term that can be no gift keyword (counted
 * before such searches were left uncounted) is not shown.
 */
async function topSearches(db: Queryable): Promise<TermCount[]> {
  const rows = await db.query<TermCount>(
    `SELECT term, sum(count)::int AS count FROM search_term_days WHERE day >= ${SINCE_DAY}
     GROUP BY term ORDER BY count DESC, term LIMIT ${TOP_SEARCHES * 5}`,
  );
  return rows.filter((row) => trendTermRefusal(row.term) === null).slice(0, TOP_SEARCHES);
}

/** Per term in the window: its counted searches (one per client and day) and its distinct clients. */
async function searchClients(db: Queryable): Promise<SearchTermCount[]> {
  return db.query<SearchTermCount>(
    `SELECT term, count(*)::int AS count, count(DISTINCT client_key)::int AS clients FROM search_term_clients
     WHERE day >= ${SINCE_DAY} GROUP BY term`,
  );
}

/** Of the candidate keywords, those matching an active product (its text, or one of its interests). */
async function matchingKeywords(db: Queryable, keywords: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ keyword: string }>(
    `SELECT k.keyword FROM unnest($1::text[]) AS k(keyword)
     WHERE EXISTS (SELECT 1 FROM products p
                    WHERE p.is_active AND p.search_vector @@ plainto_tsquery('pp_swedish', k.keyword))
        OR EXISTS (SELECT 1 FROM products p WHERE p.is_active AND p.interests @> ARRAY[k.keyword])`,
    [keywords],
  );
  return new Set(rows.map((row) => row.keyword));
}

/** What the trends panel shows: keywords, the window's top searches, searches, clicks and trending products. */
export async function trendStats(db: Queryable): Promise<TrendStats> {
  await flushSearchCounts();
  await pruneSearchCounts(db);
  const [keywords, blocked, top, [totals]] = await Promise.all([
    db.query<{ keyword: string; score: number; manual: boolean; clients: number; fetchedAt: string }>(
      `SELECT keyword, score::float AS score, manual, clients, fetched_at AS "fetchedAt" FROM trend_keywords
       ORDER BY score DESC, keyword`,
    ),
    db.query<{ keyword: string }>('SELECT keyword FROM trend_blocked_keywords ORDER BY keyword'),
    topSearches(db),
    db.query<{ searches: number; clicks: number; trending: number }>(
      `SELECT (SELECT coalesce(sum(count), 0)::int FROM search_term_days WHERE day >= ${SINCE_DAY}) AS searches,
              (SELECT count(*)::int FROM product_statistics
                WHERE event_type = 'click' AND "timestamp" >= ${SINCE_TIME}) AS clicks,
              (SELECT coalesce(sum(n), 0)::int FROM product_tallies WHERE is_active AND trending) AS trending`,
    ),
  ]);
  return {
    keywords: keywords.map((row) => ({ ...row, fetchedAt: new Date(row.fetchedAt).toISOString() })),
    blocked: blocked.map((row) => row.keyword),
    topSearches: top,
    searches: totals?.searches ?? 0,
    clicks: totals?.clicks ?? 0,
    trendingProducts: totals?.trending ?? 0,
  };
}

/**
 * Adds a staff keyword (kept until removed); an automatic keyword of that word becomes a staff one, and a blocked
 * one is no longer blocked.
 */
export async function addTrendKeyword(db: Pick<Db, 'transaction'>, keyword: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM trend_keywords WHERE manual AND keyword <> $1',
      [keyword],
    );
    if ((row?.n ?? 0) >= MANUAL_KEYWORDS_MAX) throw new HttpError(409, TRENDS_TEXT.tooManyKeywords);
    await tx.query(
      `INSERT INTO trend_keywords (keyword, manual) VALUES ($1, true)
       ON CONFLICT (keyword) DO UPDATE SET manual = true`,
      [keyword],
    );
    await tx.query('DELETE FROM trend_blocked_keywords WHERE keyword = $1', [keyword]);
  });
}

/**
 * Blocks a keyword: from the next trend run on it is never an automatic keyword, until unblocked. A staff keyword of
 * that word leaves the staff list. Blocking a blocked keyword again changes nothing.
 */
export async function blockTrendKeyword(db: Pick<Db, 'transaction'>, keyword: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM trend_blocked_keywords WHERE keyword <> $1',
      [keyword],
    );
    if ((row?.n ?? 0) >= BLOCKED_KEYWORDS_MAX) throw new HttpError(409, TRENDS_TEXT.tooManyBlocked);
    await tx.query('INSERT INTO trend_blocked_keywords (keyword) VALUES ($1) ON CONFLICT (keyword) DO NOTHING', [
      keyword,
    ]);
    await tx.query('DELETE FROM trend_keywords WHERE keyword = $1 AND manual', [keyword]);
  });
}

/** Removes a keyword from the blocked list; 404 when it is not there. */
export async function unblockTrendKeyword(db: Queryable, keyword: string): Promise<void> {
  const rows = await db.query('DELETE FROM trend_blocked_keywords WHERE keyword = $1 RETURNING 1', [keyword]);
  if (rows.length === 0) throw new HttpError(404, TRENDS_TEXT.notBlocked);
}

/** Removes a keyword from the list (staff or automatic); 404 when it is not there. */
export async function removeTrendKeyword(db: Queryable, keyword: string): Promise<void> {
  const rows = await db.query('DELETE FROM trend_keywords WHERE keyword = $1 RETURNING 1', [keyword]);
  if (rows.length === 0) throw new HttpError(404, 'Nyckelordet finns inte');
}

/**
 * 'Hämta och boosta trender': picks the keywords from the window's searches (per distinct client) and clicked
 * interests, less the blocked ones and those matching no active product, plus the staff keywords, stores them, and sets trend_score / trend_boost on the matching active products (full-text match on
 * the product text, or the keyword among its interests) and on the clicked ones; products that no longer trend go
 * back to 0. One transaction. Answers how many keywords, how many products trend, and how many rows changed.
 */
export async function runTrends(db: Pick<Db, 'transaction'>): Promise<TrendRun> {
  // Outside the transaction: the gathered counts are written through the connection it would hold.
  await flushSearchCounts();
  const run = await db.transaction(async (tx) => {
    await pruneSearchCounts(tx);
    const [searches, clickedInterests, manualRows, blockedRows] = await Promise.all([
      searchClients(tx),
      tx.query<TermCount>(
        `SELECT interest AS term, count(*)::int AS count
         FROM product_statistics s JOIN products p ON p.id = s.product_id, unnest(p.interests) AS interest
         WHERE s.event_type = 'click' AND s."timestamp" >= ${SINCE_TIME}
         GROUP BY interest`,
      ),
      tx.query<{ keyword: string }>('SELECT keyword FROM trend_keywords WHERE manual ORDER BY keyword'),
      tx.query<{ keyword: string }>('SELECT keyword FROM trend_blocked_keywords'),
    ]);
    const signals = {
      searches,
      clickedInterests,
      manual: manualRows.map((row) => row.keyword),
      blocked: blockedRows.map((row) => row.keyword),
    };
    const candidates = trendCandidates(signals)
      .slice(0, TREND_CANDIDATES_MAX)
      .map((candidate) => candidate.keyword);
    const keywords = trendKeywords({ ...signals, matching: await matchingKeywords(tx, candidates) });

    await tx.query('DELETE FROM trend_keywords WHERE NOT manual');
    await tx.query(
      `INSERT INTO trend_keywords (keyword, score, manual, clients, fetched_at)
       SELECT * , now() FROM unnest($1::text[], $2::real[], $3::boolean[], $4::int[])
       ON CONFLICT (keyword) DO UPDATE
         SET score = excluded.score, clients = excluded.clients, fetched_at = excluded.fetched_at`,
      [
        keywords.map((k) => k.keyword),
        keywords.map((k) => k.score),
        keywords.map((k) => k.manual),
        keywords.map((k) => k.clients),
      ],
    );

    const [matched, clicked] = await Promise.all([
      tx.query<{ id: string; score: number }>(
        `WITH kw AS (SELECT * FROM unnest($1::text[], $2::real[]) AS k(keyword, score)),
         matched AS (
           SELECT p.id, k.keyword, k.score FROM kw k
             JOIN products p ON p.search_vector @@ plainto_tsquery('pp_swedish', k.keyword)
            WHERE p.is_active
           UNION
           SELECT p.id, k.keyword, k.score FROM kw k JOIN products p ON p.interests @> ARRAY[k.keyword]
            WHERE p.is_active
         )
         SELECT id::text, sum(score)::float AS score FROM matched GROUP BY id`,
        [keywords.map((k) => k.keyword), keywords.map((k) => k.score)],
      ),
      tx.query<{ id: string; clicks: number }>(
        `SELECT s.product_id::text AS id, count(*)::int AS clicks
         FROM product_statistics s JOIN products p ON p.id = s.product_id AND p.is_active
         WHERE s.event_type = 'click' AND s."timestamp" >= ${SINCE_TIME}
         GROUP BY s.product_id`,
      ),
    ]);
    const trends = productTrends(
      new Map(matched.map((row) => [row.id, row.score])),
      new Map(clicked.map((row) => [row.id, row.clicks])),
    );

    const ids = trends.map((trend) => trend.id);
    const set = await tx.query(
      `UPDATE products p SET trend_score = v.score, trend_boost = v.boost
       FROM unnest($1::uuid[], $2::real[], $3::real[]) AS v(id, score, boost)
       WHERE p.id = v.id AND (p.trend_score <> v.score OR p.trend_boost <> v.boost)
       RETURNING 1`,
      [ids, trends.map((trend) => trend.trend_score), trends.map((trend) => trend.trend_boost)],
    );
    const reset = await tx.query(
      `UPDATE products SET trend_score = 0, trend_boost = 0
       WHERE (trend_score <> 0 OR trend_boost <> 0) AND NOT (id = ANY($1::uuid[]))
       RETURNING 1`,
      [ids],
    );
    return { keywords: keywords.length, trending: trends.length, touched: set.length + reset.length };
  });
  if (run.touched > 0) await requestPublish(TRENDS_TEXT.publishReason);
  return run;
}
