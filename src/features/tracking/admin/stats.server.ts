import type { Queryable } from '../../../lib/db/db.server.ts';
import {
  clickThroughRate,
  NO_CLICKS_LIMIT,
  NO_CLICKS_SAMPLE,
  type NoClickProduct,
  type SeriesPoint,
  STATS_TIME_ZONE,
  type StatsPeriod,
  type StatsResponse,
  statsWindow,
  TOP_CLICKED_LIMIT,
  type TopClickedProduct,
} from './stats.ts';

// Every figure reads product_statistics through its ("timestamp" DESC, event_type) index: one range scan of the window.

/** Total clicks and views in the window. */
async function totals(db: Queryable, since: string, until: string): Promise<{ clicks: number; views: number }> {
  const [row] = await db.query<{ clicks: number; views: number }>(
    `SELECT count(*) FILTER (WHERE event_type = 'click')::int AS clicks,
            count(*) FILTER (WHERE event_type = 'view')::int AS views
     FROM product_statistics
     WHERE "timestamp" >= $1::timestamptz AND "timestamp" <= $2::timestamptz`,
    [since, until],
  );
  return { clicks: row?.clicks ?? 0, views: row?.views ?? 0 };
}

/** The most clicked products in the window (ties by title), hidden ones included. */
async function topClicked(db: Queryable, since: string, until: string): Promise<TopClickedProduct[]> {
  const rows = await db.query<{
    product_id: string;
    title: string;
    merchant: string;
    price_value: number | null;
    count: number;
  }>(
    `SELECT p.id::text AS product_id, p.title, p.merchant, p.price_value::float8 AS price_value, c.count::int AS count
     FROM (
       SELECT product_id, count(*) AS count FROM product_statistics
       WHERE event_type = 'click' AND "timestamp" >= $1::timestamptz AND "timestamp" <= $2::timestamptz
       GROUP BY product_id
     ) c
     JOIN products p ON p.id = c.product_id
     ORDER BY c.count DESC, p.title, p.id
     LIMIT $3`,
    [since, until, TOP_CLICKED_LIMIT],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    title: row.title,
    merchant: row.merchant,
    priceValue: row.price_value,
    count: row.count,
  }));
}

/**
 * Active products without a click in the window: of the 1000 most recently updated active products (read in the
 * order of the products_active_updated_idx index), the first 20 without one.
 */
async function withoutClicks(db: Queryable, since: string, until: string): Promise<NoClickProduct[]> {
  return db.query<NoClickProduct>(
    `SELECT p.id::text AS id, p.title, p.merchant, p.price_value::float8 AS "priceValue"
     FROM (
       SELECT id, title, merchant, price_value, updated_at FROM products
       WHERE is_active ORDER BY updated_at DESC, id LIMIT $3
     ) p
     WHERE NOT EXISTS (
       SELECT 1 FROM product_statistics s
       WHERE s.product_id = p.id AND s.event_type = 'click'
         AND s."timestamp" >= $1::timestamptz AND s."timestamp" <= $2::timestamptz
     )
     ORDER BY p.updated_at DESC, p.id
     LIMIT $4`,
    [since, until, NO_CLICKS_SAMPLE, NO_CLICKS_LIMIT],
  );
}

/**
 * Clicks and views per hour or per Swedish day, every bucket from the one holding the window's start to the one
 * holding its end (generate_series, so a quiet bucket shows 0). The buckets add up to the totals.
 */
async function series(db: Queryable, since: string, until: string, bucket: 'hour' | 'day'): Promise<SeriesPoint[]> {
  const rows = await db.query<{ start: Date | string; clicks: number; views: number }>(
    `WITH buckets AS (
       SELECT generate_series(
         date_trunc($3::text, $1::timestamptz, $4::text),
         date_trunc($3::text, $2::timestamptz, $4::text),
         ('1 ' || $3::text)::interval,
         $4::text
       ) AS start
     ), counted AS (
       SELECT date_trunc($3::text, "timestamp", $4::text) AS start,
              count(*) FILTER (WHERE event_type = 'click')::int AS clicks,
              count(*) FILTER (WHERE event_type = 'view')::int AS views
       FROM product_statistics
       WHERE "timestamp" >= $1::timestamptz AND "timestamp" <= $2::timestamptz
       GROUP BY 1
     )
     SELECT b.start, coalesce(c.clicks, 0) AS clicks, coalesce(c.views, 0) AS views
     FROM buckets b LEFT JOIN counted c ON c.start = b.start
     ORDER BY b.start`,
    [since, until, bucket, STATS_TIME_ZONE],
  );
  return rows.map((row) => ({ start: new Date(row.start).toISOString(), clicks: row.clicks, views: row.views }));
}

/** The statistics tab's figures for a period ending `now`. */
export async function readStats(db: Queryable, period: StatsPeriod, now = new Date()): Promise<StatsResponse> {
  const window = statsWindow(period, now);
  const since = window.since.toISOString();
  const until = window.until.toISOString();
  const [counted, top, none, points] = await Promise.all([
    totals(db, since, until),
    topClicked(db, since, until),
    withoutClicks(db, since, until),
    series(db, since, until, window.bucket),
  ]);
  return {
    period,
    since,
    until,
    totalClicks: counted.clicks,
    totalViews: counted.views,
    ctr: clickThroughRate(counted.clicks, counted.views),
    topClicked: top,
    noClicks: none,
    series: { bucket: window.bucket, points },
  };
}
