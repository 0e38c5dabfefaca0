/**
 * Trends on the database: the panel's statistics, the staff keyword list, and the trend run that picks keywords
 * from the last 7 days' aggregates and sets products' trend_score and trend_boost (rules in trends.ts).
 */
import type { Db, Queryable } from '../../../lib/db/db.server.ts';
import { HttpError } from '../../../lib/http.ts';
import { requestPublish } from '../../publish/publish.server.ts';
import { flushSearchCounts } from '../../tracking/search-count.server.ts';
import {
  MANUAL_KEYWORDS_MAX,
  productTrends,
  SEARCH_DAYS_KEPT,
  type TermCount,
  TREND_WINDOW_DAYS,
  TRENDS_TEXT,
  type TrendRun,
  type TrendStats,
  trendKeywords,
} from './trends.ts';

const SINCE_DAY = `current_date - ${TREND_WINDOW_DAYS - 1}`;
const SINCE_TIME = `now() - interval '${TREND_WINDOW_DAYS} days'`;

async function pruneSearchDays(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM search_term_days WHERE day < current_date - ${SEARCH_DAYS_KEPT}`);
}

/** Searches per term in the window, most searched first. */
async function searchCounts(db: Queryable, limit?: number): Promise<TermCount[]> {
  return db.query<TermCount>(
    `SELECT term, sum(count)::int AS count FROM search_term_days WHERE day >= ${SINCE_DAY}
     GROUP BY term ORDER BY count DESC, term ${limit ? `LIMIT ${Math.trunc(limit)}` : ''}`,
  );
}

/** What the trends panel shows: keywords, the window's top searches, searches, clicks and trending products. */
export async function trendStats(db: Queryable): Promise<TrendStats> {
  await flushSearchCounts();
  await pruneSearchDays(db);
  const [keywords, topSearches, [totals]] = await Promise.all([
    db.query<{ keyword: string; score: number; manual: boolean; fetchedAt: string }>(
      `SELECT keyword, score::float AS score, manual, fetched_at AS "fetchedAt" FROM trend_keywords
       ORDER BY score DESC, keyword`,
    ),
    searchCounts(db, 10),
    db.query<{ searches: number; clicks: number; trending: number }>(
      `SELECT (SELECT coalesce(sum(count), 0)::int FROM search_term_days WHERE day >= ${SINCE_DAY}) AS searches,
              (SELECT count(*)::int FROM product_statistics
                WHERE event_type = 'click' AND "timestamp" >= ${SINCE_TIME}) AS clicks,
              (SELECT coalesce(sum(n), 0)::int FROM product_tallies WHERE is_active AND trending) AS trending`,
    ),
  ]);
  return {
    keywords: keywords.map((row) => ({ ...row, fetchedAt: new Date(row.fetchedAt).toISOString() })),
    topSearches,
    searches: totals?.searches ?? 0,
    clicks: totals?.clicks ?? 0,
    trendingProducts: totals?.trending ?? 0,
  };
}

/** Adds a staff keyword (kept until removed); an automatic keyword of that word becomes a staff one. */
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
  });
}

/** Removes a keyword from the list (staff or automatic); 404 when it is not there. */
export async function removeTrendKeyword(db: Queryable, keyword: string): Promise<void> {
  const rows = await db.query('DELETE FROM trend_keywords WHERE keyword = $1 RETURNING 1', [keyword]);
  if (rows.length === 0) throw new HttpError(404, 'Nyckelordet finns inte');
}

/**
 * 'Hämta och boosta trender': picks the keywords from the window's searches and clicked interests plus the staff
 * keywords, stores them, and sets trend_score / trend_boost on the matching active products (full-text match on
 * the product text, or the keyword among its interests) and on the clicked ones; products that no longer trend go
 * back to 0. One transaction. Answers how many keywords, how many products trend, and how many rows changed.
 */
export async function runTrends(db: Pick<Db, 'transaction'>): Promise<TrendRun> {
  // Outside the transaction: the gathered counts are written through the connection it would hold.
  await flushSearchCounts();
  const run = await db.transaction(async (tx) => {
    await pruneSearchDays(tx);
    const [searches, clickedInterests, manualRows] = await Promise.all([
      searchCounts(tx),
      tx.query<TermCount>(
        `SELECT interest AS term, count(*)::int AS count
         FROM product_statistics s JOIN products p ON p.id = s.product_id, unnest(p.interests) AS interest
         WHERE s.event_type = 'click' AND s."timestamp" >= ${SINCE_TIME}
         GROUP BY interest`,
      ),
      tx.query<{ keyword: string }>('SELECT keyword FROM trend_keywords WHERE manual ORDER BY keyword'),
    ]);
    const keywords = trendKeywords({ searches, clickedInterests, manual: manualRows.map((row) => row.keyword) });

    await tx.query('DELETE FROM trend_keywords WHERE NOT manual');
    await tx.query(
      `INSERT INTO trend_keywords (keyword, score, manual, fetched_at)
       SELECT * , now() FROM unnest($1::text[], $2::real[], $3::boolean[])
       ON CONFLICT (keyword) DO UPDATE SET score = excluded.score, fetched_at = excluded.fetched_at`,
      [keywords.map((k) => k.keyword), keywords.map((k) => k.score), keywords.map((k) => k.manual)],
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
