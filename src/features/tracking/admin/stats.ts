/** Click statistics in the admin (docs/product/admin-stats.md#periods, docs/product/admin-stats.md#figures). */
import { z } from 'zod';

export const STATS_PERIODS = ['24h', '7d', '30d'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = '7d';

/** The top list's length, the no-click list's length and how many active products that list is drawn from. */
export const TOP_CLICKED_LIMIT = 10;
export const NO_CLICKS_LIMIT = 20;
export const NO_CLICKS_SAMPLE = 1000;

/** Days and hours of the chart are Swedish days and hours. */
export const STATS_TIME_ZONE = 'Europe/Stockholm';

export type StatsBucket = 'hour' | 'day';

const HOUR_MS = 3_600_000;

export const PERIOD_INFO: Record<StatsPeriod, { label: string; button: string; ms: number; bucket: StatsBucket }> = {
  '24h': { label: 'senaste 24 timmarna', button: '24 timmar', ms: 24 * HOUR_MS, bucket: 'hour' },
  '7d': { label: 'senaste 7 dagarna', button: '7 dagar', ms: 7 * 24 * HOUR_MS, bucket: 'day' },
  '30d': { label: 'senaste 30 dagarna', button: '30 dagar', ms: 30 * 24 * HOUR_MS, bucket: 'day' },
};

/** The query of GET /api/admin/stats: `?period=24h|7d|30d` (default 7d); anything else is a 400. */
export const statsQuerySchema = z.object({ period: z.enum(STATS_PERIODS).default(DEFAULT_STATS_PERIOD) }).strict();

/** The window a period covers: from `now` minus the period up to `now`, counted per hour (24h) or per day. */
export function statsWindow(period: StatsPeriod, now: Date): { since: Date; until: Date; bucket: StatsBucket } {
  const info = PERIOD_INFO[period];
  return { since: new Date(now.getTime() - info.ms), until: now, bucket: info.bucket };
}

/** Click-through rate in percent, rounded to 2 decimals: clicks / views × 100; 0 when there are no views. */
export function clickThroughRate(clicks: number, views: number): number {
  if (views <= 0 || clicks <= 0) return 0;
  return Math.round((clicks * 10_000) / views) / 100;
}

/** A percentage the Swedish way with 2 decimals: 12.5 → "12,50 %" (no-break space before the sign). */
export function formatPercent(value: number): string {
  return `${value.toFixed(2).replace('.', ',')}\u00a0%`;
}

/** A count the Swedish way: 12345 → "12 345" (no-break space between thousands). */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

export interface TopClickedProduct {
  productId: string;
  title: string;
  merchant: string;
  priceValue: number | null;
  count: number;
}

export interface NoClickProduct {
  id: string;
  title: string;
  merchant: string;
  priceValue: number | null;
}

export interface SeriesPoint {
  /** Start of the hour or day (ISO). */
  start: string;
  clicks: number;
  views: number;
}

/** GET /api/admin/stats. */
export interface StatsResponse {
  period: StatsPeriod;
  since: string;
  until: string;
  totalClicks: number;
  totalViews: number;
  ctr: number;
  topClicked: TopClickedProduct[];
  noClicks: NoClickProduct[];
  series: { bucket: StatsBucket; points: SeriesPoint[] };
}

const hourFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: STATS_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: STATS_TIME_ZONE, day: 'numeric', month: 'numeric' });
const longDayFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: STATS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** The label of a chart bucket in Swedish time: "14:00" for an hour, "23/11" for a day. */
export function bucketLabel(start: string, bucket: StatsBucket): string {
  return (bucket === 'hour' ? hourFormat : dayFormat).format(new Date(start));
}

/** A bucket named in full for the table and the summary: "kl. 14:00" or "mån 23 nov.". */
export function bucketName(start: string, bucket: StatsBucket): string {
  const date = new Date(start);
  return bucket === 'hour' ? `kl. ${hourFormat.format(date)}` : longDayFormat.format(date);
}

/** The smallest of 1, 2, 5, 10, 20, 50, … that is at least `value` (the top of a chart's scale); 1 for 0. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Which buckets get an axis label: at most `maxLabels`, evenly spaced, always the last one. */
export function labelledIndexes(count: number, maxLabels: number): Set<number> {
  const out = new Set<number>();
  if (count <= 0) return out;
  const step = Math.max(1, Math.ceil(count / Math.max(1, maxLabels)));
  for (let index = count - 1; index >= 0; index -= step) out.add(index);
  return out;
}

export interface ChartBar {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

/**
 * Bars for one series in a `width` × `height` box: one slot per bucket, a bar filling `fill` of its slot, heights
 * scaled to the nice ceiling of the largest value (so an empty series draws no bar above the baseline).
 */
export function chartBars(
  values: readonly number[],
  width: number,
  height: number,
  fill = 0.7,
): { max: number; bars: ChartBar[] } {
  const max = niceCeiling(Math.max(0, ...values));
  const slot = values.length > 0 ? width / values.length : width;
  const barWidth = slot * fill;
  const bars = values.map((value, index) => {
    const barHeight = (Math.max(0, value) / max) * height;
    return {
      index,
      x: index * slot + (slot - barWidth) / 2,
      y: height - barHeight,
      width: barWidth,
      height: barHeight,
      value,
    };
  });
  return { max, bars };
}

/** The chart's text alternative: what it shows, the totals, and the busiest bucket for clicks. */
export function chartSummary(points: readonly SeriesPoint[], bucket: StatsBucket, period: StatsPeriod): string {
  const clicks = points.reduce((sum, point) => sum + point.clicks, 0);
  const views = points.reduce((sum, point) => sum + point.views, 0);
  const per = bucket === 'hour' ? 'per timme' : 'per dag';
  const head = `Klick och visningar ${per}, ${PERIOD_INFO[period].label}: ${formatCount(clicks)} klick och ${formatCount(views)} visningar.`;
  const busiest = points.reduce<SeriesPoint | null>(
    (best, point) => (point.clicks > (best?.clicks ?? 0) ? point : best),
    null,
  );
  return busiest ? `${head} Flest klick ${bucketName(busiest.start, bucket)} (${formatCount(busiest.clicks)}).` : head;
}
