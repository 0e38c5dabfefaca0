import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrendStats } from '../../src/features/admin/trends/trends.ts';
import { upsertProducts } from '../../src/features/catalogue/catalogue-write.server.ts';
import { listTrendingProducts } from '../../src/features/home/home.server.ts';
import { flushSearchCounts } from '../../src/features/tracking/search-count.server.ts';
import { setDb } from '../../src/lib/db/db.server.ts';
import { POST as boostRoute } from '../../src/pages/api/admin/trends/boost.ts';
import { GET as statsRoute } from '../../src/pages/api/admin/trends/index.ts';
import { POST as keywordRoute, DELETE as removeRoute } from '../../src/pages/api/admin/trends/keywords.ts';
import { GET as searchRoute } from '../../src/pages/api/search.ts';
import { asAdmin } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { pglite, type TestDatabase } from './helpers/engines.ts';

const product = (pid: string, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: '',
  price_value: 299,
  merchant: 'Trendbutiken',
  merchant_pid: pid,
  image_url: null,
  product_url: `https://trendbutiken.se/${pid}`,
  category_path: [],
  tags: [],
  source: 'feed',
  ...extra,
});

describe('trends: search aggregates, keywords and boosting (PGlite, real migrations)', () => {
  let test: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    test = await pglite.open();
    setDb(test.db);
    await upsertProducts(test.db, [
      product('p1', 'LEGO Technic bil'),
      product('p2', 'LEGO Duplo tåg'),
      product('p3', 'Trådlösa hörlurar', { interests: ['teknik'] }),
      product('p4', 'Doftljus vanilj', { interests: ['inredning'] }),
      product('p5', 'Kokbok italiensk mat', { interests: ['matlagning'] }),
      product('p6', 'Stekpanna gjutjärn', { interests: ['matlagning'] }),
      product('p7', 'LEGO gammal modell', { is_active: false }),
      product('p8', 'Ullsockor', { trend_score: 50, trend_boost: 3 }),
    ]);
    for (const row of await test.db.query<{ id: string; pid: string }>(
      'SELECT id::text, merchant_pid AS pid FROM products',
    )) {
      ids[row.pid] = row.id;
    }
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const search = async (q: string) => {
    const url = new URL(`http://localhost/api/search?q=${encodeURIComponent(q)}`);
    const response = await searchRoute({ url, request: new Request(url) } as unknown as APIContext);
    expect(response.status).toBe(200);
  };
  const click = (pid: string, times: number, daysAgo = 0) =>
    test.db.query(
      `INSERT INTO product_statistics (product_id, event_type, "timestamp")
       SELECT $1::uuid, 'click', now() - make_interval(days => $2) FROM generate_series(1, $3)`,
      [ids[pid] ?? '', daysAgo, times],
    );

  it('counts searches per day and normalised term, and nothing else', async () => {
    for (const q of ['LEGO', ' lego ', 'Lego!', 'hörlurar', 'stekpanna', 'Stekpanna', 'x', '  ']) await search(q);
    // The server process gathers counts for a second; trend statistics write them first, as this does.
    await flushSearchCounts();
    const rows = await test.db.query<{ day: string; term: string; count: number }>(
      `SELECT (day = current_date) AS today, term, count FROM search_term_days ORDER BY term`,
    );
    expect(rows).toEqual([
      { today: true, term: 'hörlurar', count: 1 },
      { today: true, term: 'lego', count: 3 },
      { today: true, term: 'stekpanna', count: 2 },
    ]);
    const columns = await test.db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'search_term_days' ORDER BY 1`,
    );
    expect(columns.map((column) => column.name)).toEqual(['count', 'day', 'term']);
  });

  it('statistics: the window of 7 days only, days past 30 deleted', async () => {
    await test.db.query(
      `INSERT INTO search_term_days (day, term, count) VALUES
         (current_date - 10, 'hörlurar', 5), (current_date - 40, 'gammalt', 3)`,
    );
    await click('p5', 3);
    await click('p3', 1);
    await click('p3', 4, 10);
    const { status, data } = await asAdmin<TrendStats>(statsRoute, 'GET', '/api/admin/trends');
    expect(status).toBe(200);
    expect(data).toEqual({
      keywords: [],
      topSearches: [
        { term: 'lego', count: 3 },
        { term: 'stekpanna', count: 2 },
        { term: 'hörlurar', count: 1 },
      ],
      searches: 6,
      clicks: 4,
      trendingProducts: 1,
    });
    const old = await test.db.query(`SELECT 1 FROM search_term_days WHERE term = 'gammalt'`);
    expect(old).toHaveLength(0);
  });

  it('staff keywords: added normalised, refused when empty, database unchanged on bad input', async () => {
    const added = await asAdmin(keywordRoute, 'POST', '/api/admin/trends/keywords', { keyword: ' Doftljus! ' });
    expect(added).toEqual({ status: 200, data: { keyword: 'doftljus' } });
    await asAdmin(keywordRoute, 'POST', '/api/admin/trends/keywords', { keyword: 'tillfälligt' });
    const before = await databaseChecksum(test.db);
    for (const body of [{ keyword: ' ' }, { keyword: '123' }, { keyword: 'ljus', extra: 1 }, 'nej']) {
      expect((await asAdmin(keywordRoute, 'POST', '/api/admin/trends/keywords', body)).status).toBe(400);
    }
    const missing = await asAdmin(removeRoute, 'DELETE', '/api/admin/trends/keywords', { keyword: 'finns-inte' });
    expect(missing.status).toBe(404);
    expect(await databaseChecksum(test.db)).toEqual(before);
    const removed = await asAdmin(removeRoute, 'DELETE', '/api/admin/trends/keywords', { keyword: 'Tillfälligt' });
    expect(removed.status).toBe(200);
  });

  it('boosting: keywords from searches, clicked interests and staff; exact scores; others reset', async () => {
    const { status, data } = await asAdmin(boostRoute, 'POST', '/api/admin/trends/boost', {});
    expect(status).toBe(200);
    // lego (3 searches), matlagning (3 clicks on a cookery product), stekpanna (2 searches), doftljus (staff, 10).
    expect(data).toEqual({ keywords: 4, trending: 6, touched: 7 });
    const keywords = await test.db.query(
      'SELECT keyword, score::float AS score, manual FROM trend_keywords ORDER BY score DESC, keyword',
    );
    expect(keywords).toEqual([
      { keyword: 'doftljus', score: 10, manual: true },
      { keyword: 'lego', score: 3, manual: false },
      { keyword: 'matlagning', score: 3, manual: false },
      { keyword: 'stekpanna', score: 2, manual: false },
    ]);
    const products = await test.db.query(
      `SELECT merchant_pid AS pid, trend_score::float AS score, trend_boost::float AS boost FROM products
       ORDER BY merchant_pid`,
    );
    expect(products).toEqual([
      { pid: 'p1', score: 30, boost: 2 },
      { pid: 'p2', score: 30, boost: 2 },
      { pid: 'p3', score: 20, boost: expect.closeTo(1.6, 5) },
      { pid: 'p4', score: 100, boost: expect.closeTo(3.5, 5) },
      { pid: 'p5', score: 90, boost: expect.closeTo(3.3, 5) },
      { pid: 'p6', score: 50, boost: expect.closeTo(2.6, 5) },
      { pid: 'p7', score: 0, boost: 0 },
      { pid: 'p8', score: 0, boost: 0 },
    ]);
    // The home page's "Trendande presenter just nu": by trend_score (the two LEGO sets tie).
    const trending = (await listTrendingProducts(test.db)).map((entry) => entry.title);
    expect(trending.slice(0, 3)).toEqual(['Doftljus vanilj', 'Kokbok italiensk mat', 'Stekpanna gjutjärn']);
    expect(new Set(trending.slice(3, 5))).toEqual(new Set(['LEGO Duplo tåg', 'LEGO Technic bil']));
    expect(trending[5]).toBe('Trådlösa hörlurar');
    expect(trending).toHaveLength(6);

    const counters = await asAdmin<TrendStats>(statsRoute, 'GET', '/api/admin/trends');
    expect(counters.data.trendingProducts).toBe(6);
    expect(counters.data.keywords.map((keyword) => keyword.keyword)).toEqual([
      'doftljus',
      'lego',
      'matlagning',
      'stekpanna',
    ]);

    const again = await asAdmin(boostRoute, 'POST', '/api/admin/trends/boost', {});
    expect(again.data).toEqual({ keywords: 4, trending: 6, touched: 0 });
  });

  it('a removed staff keyword stops boosting on the next run', async () => {
    await asAdmin(removeRoute, 'DELETE', '/api/admin/trends/keywords', { keyword: 'doftljus' });
    const { data } = await asAdmin(boostRoute, 'POST', '/api/admin/trends/boost', {});
    // Without doftljus the top raw is 9 (the cookery book): every score is rescaled, the candle drops out.
    expect(data).toEqual({ keywords: 3, trending: 5, touched: 6 });
    const [candle] = await test.db.query<{ score: number }>(
      `SELECT trend_score::float AS score FROM products WHERE merchant_pid = 'p4'`,
    );
    expect(candle?.score).toBe(0);
  });
});
