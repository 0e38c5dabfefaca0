import { beforeAll, describe, expect, it } from 'vitest';
import { STATS_TIME_ZONE, type StatsResponse } from '../../src/features/tracking/admin/stats.ts';
import { GET as statsRoute } from '../../src/pages/api/admin/stats.ts';
import { asAdmin } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const stats = (query: string) => asAdmin<StatsResponse>(statsRoute, 'GET', `/api/admin/stats${query}`);

const HOUR = 3_600_000;
const swedishDay = new Intl.DateTimeFormat('sv-SE', { timeZone: STATS_TIME_ZONE, dateStyle: 'short' });

interface Seeded {
  at: Date;
  event: 'click' | 'view';
}

describe('admin statistics API (PGlite, demo catalogue, seeded clicks and views)', () => {
  const test = useDemoDatabase();
  const ids = { a: '', b: '', c: '', hidden: '', old: '' };
  let seeded: Seeded[] = [];

  beforeAll(async () => {
    const rows = await test.db.query<{ id: string; title: string }>(
      `SELECT id::text, title FROM products WHERE is_active ORDER BY title LIMIT 5`,
    );
    [ids.a, ids.b, ids.c, ids.hidden, ids.old] = rows.map((row) => row.id) as [string, string, string, string, string];
    await test.db.query('UPDATE products SET is_active = false WHERE id = $1', [ids.hidden]);
    await test.db.query('DELETE FROM product_statistics');
    // [product, event, hours ago, how many]
    const plan: [string, 'click' | 'view', number, number][] = [
      [ids.a, 'click', 0.2, 1],
      [ids.a, 'click', 2, 1],
      [ids.a, 'click', 5, 1],
      [ids.a, 'view', 1, 10],
      [ids.b, 'click', 3, 2],
      [ids.b, 'view', 6, 4],
      [ids.hidden, 'click', 0.5, 1],
      [ids.a, 'click', 48, 1],
      [ids.b, 'click', 72, 3],
      [ids.c, 'view', 120, 6],
      [ids.c, 'click', 480, 1],
      [ids.c, 'view', 480, 5],
      [ids.old, 'click', 960, 4],
      [ids.old, 'view', 960, 9],
    ];
    for (const [product, event, hoursAgo, count] of plan)
      await test.db.query(
        `INSERT INTO product_statistics (product_id, event_type, source, "timestamp")
         SELECT $1::uuid, $2, 'test', now() - make_interval(secs => $3::float8 * 3600) FROM generate_series(1, $4::int)`,
        [product, event, hoursAgo, count],
      );
    seeded = (
      await test.db.query<{ at: Date | string; event: 'click' | 'view' }>(
        `SELECT "timestamp" AS at, event_type AS event FROM product_statistics`,
      )
    ).map((row) => ({ at: new Date(row.at), event: row.event }));
    // The no-click list reads the most recently updated active products first: C last of all.
    await test.db.query('UPDATE products SET rank_boost = rank_boost WHERE id = $1', [ids.a]);
    await test.db.query('UPDATE products SET rank_boost = rank_boost WHERE id = $1', [ids.b]);
    await test.db.query('UPDATE products SET rank_boost = rank_boost WHERE id = $1', [ids.c]);
  });

  it('24h: totals, click-through rate and the top clicked products (a hidden one too)', async () => {
    const { status, data } = await stats('?period=24h');
    expect(status).toBe(200);
    expect(data).toMatchObject({ period: '24h', totalClicks: 6, totalViews: 14, ctr: 42.86 });
    expect(data.topClicked.map((row) => [row.productId, row.count])).toEqual([
      [ids.a, 3],
      [ids.b, 2],
      [ids.hidden, 1],
    ]);
    const [a] = await test.db.query<{ title: string; merchant: string; price: number }>(
      'SELECT title, merchant, price_value::float8 AS price FROM products WHERE id = $1',
      [ids.a],
    );
    expect(data.topClicked[0]).toEqual({
      productId: ids.a,
      title: a!.title,
      merchant: a!.merchant,
      priceValue: a!.price,
      count: 3,
    });
  });

  it('7d and 30d count what lies in their window only', async () => {
    const week = (await stats('?period=7d')).data;
    expect(week).toMatchObject({ totalClicks: 10, totalViews: 20, ctr: 50 });
    expect(week.topClicked.map((row) => [row.productId, row.count])).toEqual([
      [ids.b, 5],
      [ids.a, 4],
      [ids.hidden, 1],
    ]);
    const month = (await stats('?period=30d')).data;
    expect(month).toMatchObject({ totalClicks: 11, totalViews: 25, ctr: 44 });
    expect(month.topClicked.map((row) => row.count)).toEqual([5, 4, 1, 1]);
    expect(month.topClicked.some((row) => row.productId === ids.old)).toBe(false);
    expect((await stats('')).data.period).toBe('7d');
  });

  it('lists up to 20 active products without a click in the window, most recently updated first', async () => {
    const active = await test.db.query<{ id: string }>(
      'SELECT id::text FROM products WHERE is_active ORDER BY updated_at DESC, id',
    );
    const expected = (clicked: string[]) =>
      active
        .map((row) => row.id)
        .filter((id) => !clicked.includes(id))
        .slice(0, 20);
    const day = (await stats('?period=24h')).data;
    expect(day.noClicks.map((row) => row.id)).toEqual(expected([ids.a, ids.b]));
    expect(day.noClicks[0]?.id).toBe(ids.c);
    expect(day.noClicks.some((row) => row.id === ids.hidden)).toBe(false);
    const month = (await stats('?period=30d')).data;
    expect(month.noClicks).toHaveLength(20);
    expect(month.noClicks.map((row) => row.id)).toEqual(expected([ids.a, ids.b, ids.c]));
  });

  it('24h series: every hour from the window start to now, quiet hours 0, adding up to the totals', async () => {
    const { data } = await stats('?period=24h');
    expect(data.series.bucket).toBe('hour');
    const since = new Date(data.since).getTime();
    const until = new Date(data.until).getTime();
    expect(until - since).toBe(24 * HOUR);
    const first = Math.floor(since / HOUR) * HOUR;
    const expected = [];
    for (let start = first; start <= until; start += HOUR) {
      const inBucket = seeded.filter(
        (row) =>
          row.at.getTime() >= Math.max(start, since) && row.at.getTime() < start + HOUR && row.at.getTime() <= until,
      );
      expected.push({
        start: new Date(start).toISOString(),
        clicks: inBucket.filter((row) => row.event === 'click').length,
        views: inBucket.filter((row) => row.event === 'view').length,
      });
    }
    expect(data.series.points).toEqual(expected);
    expect(expected).toHaveLength(25);
    expect(data.series.points.filter((point) => point.clicks === 0 && point.views === 0).length).toBeGreaterThan(15);
  });

  it('7d and 30d series: one bucket per Swedish day, each day once, adding up to the totals', async () => {
    for (const period of ['7d', '30d'] as const) {
      const { data } = await stats(`?period=${period}`);
      expect(data.series.bucket).toBe('day');
      const days = data.series.points.map((point) => swedishDay.format(new Date(point.start)));
      expect(new Set(days).size).toBe(days.length);
      expect(days[0]).toBe(swedishDay.format(new Date(data.since)));
      expect(days.at(-1)).toBe(swedishDay.format(new Date(data.until)));
      for (const point of data.series.points) {
        // Each bucket starts at a Swedish midnight.
        expect(
          new Intl.DateTimeFormat('sv-SE', { timeZone: STATS_TIME_ZONE, timeStyle: 'short' }).format(
            new Date(point.start),
          ),
        ).toBe('00:00');
        const inDay = seeded.filter(
          (row) =>
            swedishDay.format(row.at) === swedishDay.format(new Date(point.start)) &&
            row.at.getTime() >= new Date(data.since).getTime(),
        );
        expect([point.clicks, point.views]).toEqual([
          inDay.filter((row) => row.event === 'click').length,
          inDay.filter((row) => row.event === 'view').length,
        ]);
      }
      expect(data.series.points.reduce((sum, point) => sum + point.clicks, 0)).toBe(data.totalClicks);
      expect(data.series.points.reduce((sum, point) => sum + point.views, 0)).toBe(data.totalViews);
    }
  });

  it('0 views gives a click-through rate of 0', async () => {
    await test.db.query(
      `DELETE FROM product_statistics WHERE event_type = 'view' AND "timestamp" > now() - interval '1 day'`,
    );
    const { data } = await stats('?period=24h');
    expect(data).toMatchObject({ totalClicks: 6, totalViews: 0, ctr: 0 });
  });

  it('answers 400 to a bad period or an unknown parameter and changes nothing', async () => {
    const before = await databaseChecksum(test.db);
    for (const query of ['?period=1y', '?period=', '?limit=-1', '?period=7d&period=30d']) {
      const { status, data } = await stats(query);
      expect(status).toBe(400);
      expect(data.error).toBe('Ogiltiga parametrar');
    }
    expect(await databaseChecksum(test.db)).toEqual(before);
  });
});
