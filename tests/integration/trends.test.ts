import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertProducts } from '../../src/features/catalogue/product-write.server.ts';
import { listTrendingProducts } from '../../src/features/home/home.server.ts';
import { TRENDS_TEXT, type TrendStats } from '../../src/features/tracking/admin/trends.ts';
import { flushSearchCounts } from '../../src/features/tracking/search-count.server.ts';
import { setDb } from '../../src/lib/db/db.server.ts';
import { POST as blockRoute, DELETE as unblockRoute } from '../../src/pages/api/admin/trends/blocked.ts';
import { POST as boostRoute } from '../../src/pages/api/admin/trends/boost.ts';
import { GET as statsRoute } from '../../src/pages/api/admin/trends/index.ts';
import { POST as keywordRoute, DELETE as removeRoute } from '../../src/pages/api/admin/trends/keywords.ts';
import { GET as searchRoute } from '../../src/pages/api/search.ts';
import { asAdmin } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { engines, pglite, type TestDatabase } from './helpers/engines.ts';

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

/** One catalogue search through the real route, from the client at `address`. */
async function searchAs(q: string, address: string): Promise<void> {
  const url = new URL(`http://localhost/api/search?q=${encodeURIComponent(q)}`);
  const context = { url, request: new Request(url), clientAddress: address } as unknown as APIContext;
  const response = await searchRoute(context);
  expect(response.status).toBe(200);
}

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

  // Each search from another visitor, as on the site: a client counts once per term and day towards trends.
  let visitors = 0;
  const search = (q: string) => searchAs(q, `203.0.113.${++visitors}`);
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
    // Per term and day the distinct clients, as keyed hashes of address and term: never an address.
    const clients = await test.db.query<{ term: string; n: number }>(
      `SELECT term, count(*)::int AS n FROM search_term_clients WHERE day = current_date GROUP BY term ORDER BY term`,
    );
    expect(clients).toEqual([
      { term: 'hörlurar', n: 1 },
      { term: 'lego', n: 3 },
      { term: 'stekpanna', n: 2 },
    ]);
    const clientColumns = await test.db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'search_term_clients' ORDER BY 1`,
    );
    expect(clientColumns.map((column) => column.name)).toEqual(['client_key', 'day', 'term']);
    const keys = await test.db.query<{ key: string }>('SELECT client_key AS key FROM search_term_clients');
    for (const { key } of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(await test.db.query('SELECT * FROM search_term_clients'))).not.toContain('203.0.113');
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
      blocked: [],
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

for (const engine of await engines()) {
  describe.skipIf(engine.unavailable !== null)(`trends one client cannot steer, on ${engine.name}`, () => {
    let test: TestDatabase;

    beforeAll(async () => {
      test = await engine.open();
      setDb(test.db);
      await upsertProducts(test.db, [
        product('d1', 'Doftljus vanilj'),
        product('k1', 'Kaffe mellanrost 500 g'),
        product('k2', 'Kaffebryggare'),
        product('g1', 'Gammal enhörningslampa', { is_active: false }),
        product('t1', 'Tekanna gjutjärn'),
      ]);
    }, 60_000);
    afterAll(async () => {
      await flushSearchCounts();
      await test?.dispose();
    });

    /** `times` searches of `q` from one client, `parallel` at a time, as a scanner sends them. */
    const burst = async (q: string, address: string, times: number, parallel = 25) => {
      for (let done = 0; done < times; done += parallel) {
        await Promise.all(Array.from({ length: Math.min(parallel, times - done) }, () => searchAs(q, address)));
      }
    };

    it('replays the scan: one client\'s 2,050 searches make no keyword, ten visitors\' "doftljus" does', async () => {
      await burst('or pg sleep 11 1', '198.51.100.7', 50);
      await burst('kaffe', '198.51.100.7', 2000);
      for (let visitor = 1; visitor <= 10; visitor++) await searchAs('doftljus', `192.0.2.${visitor}`);
      await flushSearchCounts();

      // Every search of a possible keyword is still counted, exactly; the client once per term and day.
      const days = await test.db.query(`SELECT term, count FROM search_term_days ORDER BY term`);
      expect(days).toEqual([
        { term: 'doftljus', count: 10 },
        { term: 'kaffe', count: 2000 },
      ]);
      const clients = await test.db.query(
        `SELECT term, count(*)::int AS clients FROM search_term_clients GROUP BY term ORDER BY term`,
      );
      expect(clients).toEqual([
        { term: 'doftljus', clients: 10 },
        { term: 'kaffe', clients: 1 },
      ]);

      const run = await asAdmin(boostRoute, 'POST', '/api/admin/trends/boost', {});
      expect(run).toEqual({ status: 200, data: { keywords: 1, trending: 1, touched: 1 } });
      const keywords = await test.db.query(
        'SELECT keyword, score::float AS score, manual, clients FROM trend_keywords ORDER BY keyword',
      );
      expect(keywords).toEqual([{ keyword: 'doftljus', score: 10, manual: false, clients: 10 }]);
      const stats = await asAdmin<TrendStats>(statsRoute, 'GET', '/api/admin/trends');
      expect(stats.data.keywords).toEqual([
        expect.objectContaining({ keyword: 'doftljus', clients: 10, manual: false }),
      ]);
      const trending = (await listTrendingProducts(test.db)).map((entry) => entry.title);
      expect(trending).toEqual(['Doftljus vanilj']);
    }, 120_000);

    it('many visitors make no keyword of code, of a term matching no active product, or of a blocked word', async () => {
      for (let visitor = 1; visitor <= 5; visitor++) {
        await searchAs('and pg sleep 11 1', `192.0.2.${visitor}`);
        await searchAs('<script>alert(1)</script>', `192.0.2.${visitor}`);
        await searchAs('enhörningslampa', `192.0.2.${visitor}`);
        await searchAs('tekanna', `192.0.2.${visitor}`);
      }
      await flushSearchCounts();
      const counted = await test.db.query<{ term: string }>(
        'SELECT DISTINCT term FROM search_term_clients ORDER BY term',
      );
      expect(counted.map((row) => row.term)).toEqual(['doftljus', 'enhörningslampa', 'kaffe', 'tekanna']);

      const blocked = await asAdmin(blockRoute, 'POST', '/api/admin/trends/blocked', { keyword: ' Tekanna ' });
      expect(blocked).toEqual({ status: 200, data: { keyword: 'tekanna' } });
      const stats = await asAdmin<TrendStats>(statsRoute, 'GET', '/api/admin/trends');
      expect(stats.data.blocked).toEqual(['tekanna']);
      // Blocking applies at the next run: the keyword list is unchanged until then.
      expect(stats.data.keywords.map((keyword) => keyword.keyword)).toEqual(['doftljus']);

      const run = await asAdmin(boostRoute, 'POST', '/api/admin/trends/boost', {});
      expect(run.data).toEqual({ keywords: 1, trending: 1, touched: 0 });

      const unblocked = await asAdmin(unblockRoute, 'DELETE', '/api/admin/trends/blocked', { keyword: 'tekanna' });
      expect(unblocked.status).toBe(200);
      const again = await asAdmin(boostRoute, 'POST', '/api/admin/trends/boost', {});
      // The candle keeps its 100; the teapot (5 of 10) is the one product that changes.
      expect(again.data).toEqual({ keywords: 2, trending: 2, touched: 1 });
      const keywords = await test.db.query(
        'SELECT keyword, score::float AS score, clients FROM trend_keywords ORDER BY keyword',
      );
      expect(keywords).toEqual([
        { keyword: 'doftljus', score: 10, clients: 10 },
        { keyword: 'tekanna', score: 5, clients: 5 },
      ]);
    });

    it('a blocked keyword with odd characters, 2,000 characters or HTML is refused with its reason, nothing changed', async () => {
      const before = await databaseChecksum(test.db);
      const refusals: [unknown, string][] = [
        [{ keyword: "' OR pg_sleep(11)--" }, TRENDS_TEXT.blockOddCharacters],
        [{ keyword: 'kaffe; DROP TABLE products' }, TRENDS_TEXT.blockOddCharacters],
        [{ keyword: 'k'.repeat(2000) }, TRENDS_TEXT.blockTooLong],
        [{ keyword: '<b>kaffe</b>' }, TRENDS_TEXT.blockHtml],
        [{ keyword: '<img src=x onerror=alert(1)>' }, TRENDS_TEXT.blockHtml],
        [{ keyword: '42' }, TRENDS_TEXT.blockInvalid],
        [{ keyword: 'kaffe', extra: 1 }, TRENDS_TEXT.blockInvalid],
      ];
      for (const [body, message] of refusals) {
        const answer = await asAdmin<{ error: string }>(blockRoute, 'POST', '/api/admin/trends/blocked', body);
        expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(answer.data.error).toBe(message);
      }
      const missing = await asAdmin<{ error: string }>(unblockRoute, 'DELETE', '/api/admin/trends/blocked', {
        keyword: 'kaffe',
      });
      expect(missing).toEqual({ status: 404, data: { error: TRENDS_TEXT.notBlocked } });
      expect(await databaseChecksum(test.db)).toEqual(before);
    });

    it('blocking a staff keyword takes it off the staff list; adding it again unblocks it', async () => {
      await asAdmin(keywordRoute, 'POST', '/api/admin/trends/keywords', { keyword: 'kaffe' });
      await asAdmin(blockRoute, 'POST', '/api/admin/trends/blocked', { keyword: 'kaffe' });
      expect(await test.db.query(`SELECT 1 FROM trend_keywords WHERE keyword = 'kaffe'`)).toHaveLength(0);
      await asAdmin(keywordRoute, 'POST', '/api/admin/trends/keywords', { keyword: 'kaffe' });
      expect(await test.db.query('SELECT keyword FROM trend_blocked_keywords')).toEqual([]);
    });
  });
}
