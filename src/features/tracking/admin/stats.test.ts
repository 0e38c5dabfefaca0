import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketName,
  chartBars,
  chartSummary,
  clickThroughRate,
  formatCount,
  formatPercent,
  labelledIndexes,
  niceCeiling,
  statsQuerySchema,
  statsWindow,
} from './stats.ts';

describe('clickThroughRate', () => {
  it('is clicks per view in percent with 2 decimals', () => {
    expect(clickThroughRate(1, 3)).toBe(33.33);
    expect(clickThroughRate(2, 3)).toBe(66.67);
    expect(clickThroughRate(5, 8)).toBe(62.5);
    expect(clickThroughRate(1, 8)).toBe(12.5);
    expect(clickThroughRate(3, 2)).toBe(150);
  });

  it('is 0 without views or clicks', () => {
    expect(clickThroughRate(0, 0)).toBe(0);
    expect(clickThroughRate(7, 0)).toBe(0);
    expect(clickThroughRate(0, 40)).toBe(0);
  });

  it('is shown with 2 decimals the Swedish way', () => {
    expect(formatPercent(clickThroughRate(0, 0))).toBe('0,00\u00a0%');
    expect(formatPercent(clickThroughRate(1, 8))).toBe('12,50\u00a0%');
    expect(formatPercent(clickThroughRate(1, 3))).toBe('33,33\u00a0%');
  });
});

describe('formatCount', () => {
  it('groups thousands with a no-break space', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12345)).toBe('12\u00a0345');
  });
});

describe('statsQuerySchema', () => {
  it('takes 24h, 7d or 30d, 7d by default, and nothing else', () => {
    expect(statsQuerySchema.parse({})).toEqual({ period: '7d' });
    expect(statsQuerySchema.parse({ period: '24h' })).toEqual({ period: '24h' });
    expect(statsQuerySchema.safeParse({ period: '1y' }).success).toBe(false);
    expect(statsQuerySchema.safeParse({ period: '30d', limit: '-1' }).success).toBe(false);
  });
});

describe('statsWindow', () => {
  it('reaches back the length of the period, counted per hour for 24h and per day otherwise', () => {
    const now = new Date('2026-11-23T20:15:00Z');
    expect(statsWindow('24h', now)).toEqual({ since: new Date('2026-11-22T20:15:00Z'), until: now, bucket: 'hour' });
    expect(statsWindow('7d', now)).toEqual({ since: new Date('2026-11-16T20:15:00Z'), until: now, bucket: 'day' });
    expect(statsWindow('30d', now).since).toEqual(new Date('2026-10-24T20:15:00Z'));
  });
});

describe('bucket labels in Swedish time', () => {
  it('names hours and days in Europe/Stockholm', () => {
    expect(bucketLabel('2026-11-23T13:00:00Z', 'hour')).toBe('14:00');
    expect(bucketLabel('2026-11-22T23:00:00Z', 'day')).toBe('23/11');
    expect(bucketName('2026-11-23T13:00:00Z', 'hour')).toBe('kl. 14:00');
    expect(bucketName('2026-11-22T23:00:00Z', 'day')).toBe('mån 23 nov.');
  });
});

describe('chart geometry', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 45, 51, 999].map(niceCeiling)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 100, 1000]);
  });

  it('draws one bar per bucket, scaled to the ceiling, from the baseline up', () => {
    const { max, bars } = chartBars([0, 5, 10], 300, 100, 0.5);
    expect(max).toBe(10);
    expect(bars).toEqual([
      { index: 0, x: 25, y: 100, width: 50, height: 0, value: 0 },
      { index: 1, x: 125, y: 50, width: 50, height: 50, value: 5 },
      { index: 2, x: 225, y: 0, width: 50, height: 100, value: 10 },
    ]);
  });

  it('labels at most the asked number of buckets, the last one always', () => {
    expect([...labelledIndexes(25, 6)].sort((a, b) => a - b)).toEqual([4, 9, 14, 19, 24]);
    expect([...labelledIndexes(31, 8)].sort((a, b) => a - b)).toEqual([2, 6, 10, 14, 18, 22, 26, 30]);
    expect([...labelledIndexes(8, 8)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(labelledIndexes(0, 6).size).toBe(0);
  });
});

describe('chartSummary', () => {
  it('says what the chart shows, the totals and the busiest bucket', () => {
    const points = [
      { start: '2026-11-23T12:00:00Z', clicks: 2, views: 10 },
      { start: '2026-11-23T13:00:00Z', clicks: 5, views: 1200 },
      { start: '2026-11-23T14:00:00Z', clicks: 5, views: 3 },
    ];
    expect(chartSummary(points, 'hour', '24h')).toBe(
      'Klick och visningar per timme, senaste 24 timmarna: 12 klick och 1\u00a0213 visningar. Flest klick kl. 14:00 (5).',
    );
    expect(chartSummary([{ start: '2026-11-22T23:00:00Z', clicks: 0, views: 0 }], 'day', '7d')).toBe(
      'Klick och visningar per dag, senaste 7 dagarna: 0 klick och 0 visningar.',
    );
  });
});
