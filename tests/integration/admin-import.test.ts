/**
 * The Synkronisering tab's API on the embedded database with the real migrations: validation, the feed scan, a
 * run started from the tab and driven to its end by the background runner against a feed served by this test on
 * 127.0.0.1, pause and continue, feeds that answer 404, send garbage or never finish, the row-error CSV, the logs,
 * the price-bucket recount, deleting a merchant's products and the admin-proxy contract.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { merchantSourceId } from '../../src/features/catalogue/admin/merchant.ts';
import { budgetBucketForPrice } from '../../src/features/catalogue/budget.ts';
import { priceBucketSql } from '../../src/features/catalogue/budget-sql.ts';
import type { ImportLogEntry, SyncState } from '../../src/features/import/admin/sync.ts';
import { fetchingDrive, importJob } from '../../src/features/import/import-job.server.ts';
import { getRun } from '../../src/features/import/import-run.server.ts';
import { type BackgroundRunner, startJobRunner } from '../../src/lib/jobs/background-runner.server.ts';
import { recordFailure } from '../../src/lib/jobs/job-engine.server.ts';
import { POST as proxyRoute } from '../../src/pages/api/admin/admin-proxy.ts';
import { POST as continueRoute } from '../../src/pages/api/admin/import/continue.ts';
import { POST as deleteRoute } from '../../src/pages/api/admin/import/delete-merchant-products.ts';
import { GET as errorsRoute } from '../../src/pages/api/admin/import/errors.ts';
import { GET as logsRoute } from '../../src/pages/api/admin/import/logs.ts';
import { POST as pauseRoute } from '../../src/pages/api/admin/import/pause.ts';
import { POST as recalcRoute } from '../../src/pages/api/admin/import/recalc-buckets.ts';
import { POST as resetRoute } from '../../src/pages/api/admin/import/reset.ts';
import { POST as scanRoute } from '../../src/pages/api/admin/import/scan.ts';
import { POST as startRoute } from '../../src/pages/api/admin/import/start.ts';
import { GET as stateRoute } from '../../src/pages/api/admin/import/state.ts';
import { adminContext, asAdmin, TEST_ADMIN } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';
import { googleXml } from './helpers/feeds.ts';

const call = <T = Record<string, unknown>>(route: APIRoute, method: string, path: string, body?: unknown) =>
  asAdmin<T>(route, method, path, body);

const post = <T = Record<string, unknown>>(route: APIRoute, body: unknown) =>
  call<T>(route, 'POST', '/api/admin/import/x', body);
const state = async (merchantId: string) =>
  (await call<SyncState>(stateRoute, 'GET', `/api/admin/import/state?merchantId=${merchantId}`)).data;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting, last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// 2,600 generated products, some of them rows the reader reports (no price): two batches of at least 2,000.
const ITEMS = [...generateFeedItems(2600, 7)];

describe('Synkronisering API (PGlite, real migrations, a feed on 127.0.0.1)', () => {
  const test = useDemoDatabase();
  let server: Server;
  let base = '';
  let runner: BackgroundRunner;
  let feed: Buffer;
  const sockets = new Set<import('node:net').Socket>();

  beforeAll(async () => {
    feed = await googleXml(ITEMS);
    server = createServer((request, response) => {
      if (request.url === '/feed.xml') {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(feed);
      } else if (request.url === '/garbage') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('Det här är inget produktflöde, bara text.\n'.repeat(20));
      } else if (request.url === '/slow') {
        // Headers at once, then a trickle that never ends.
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.write('<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0"><channel>');
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('saknas');
      }
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    runner = startJobRunner(test.db, importJob, {
      intervalMs: 100,
      drive: (signal) => fetchingDrive(test.db, { totalTimeoutMs: 6000 }, signal),
    });
  });

  afterAll(async () => {
    await runner?.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function addMerchant(name: string, path: string): Promise<string> {
    const [row] = await test.db.query<{ id: string }>(
      `INSERT INTO merchants (name, feed_url, status_url, source_id) VALUES ($1, $2, $2, $3) RETURNING id::text`,
      [name, `${base}${path}`, merchantSourceId(name)],
    );
    return (row as { id: string }).id;
  }

  const productsOf = (merchant: string) =>
    test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE merchant = $1', [merchant]);

  it('answers 400 to bad input and leaves the database unchanged', async () => {
    const before = await databaseChecksum(test.db);
    for (const route of [startRoute, resetRoute, pauseRoute, continueRoute, scanRoute]) {
      const answer = await post(route, {});
      expect(answer.status).toBe(400);
      expect(answer.data.error).toBe('Välj butik först');
    }
    expect((await post(startRoute, { merchantId: 'inte-ett-id' })).status).toBe(400);
    expect((await post(startRoute, { merchantId: TEST_ADMIN.id, maxProducts: 1500 })).status).toBe(400);
    expect((await post(continueRoute, { merchantId: TEST_ADMIN.id })).status).toBe(400);
    for (const route of [deleteRoute, proxyRoute, recalcRoute]) {
      expect((await post(route, { bogus: true })).status).toBe(400);
    }
    expect((await post(deleteRoute, {})).status).toBe(400);
    expect((await post(proxyRoute, {})).status).toBe(400);
    const other = await post(proxyRoute, { action: 'tagga', merchant_id: TEST_ADMIN.id });
    expect(other).toMatchObject({ status: 400, data: { error: 'Ogiltiga parametrar' } });
    expect(JSON.stringify(other.data)).toContain('Åtgärden måste vara \\"import\\" eller \\"tag\\"');
    for (const body of [{ limit: 0 }, { limit: 1001 }, { offset: -1 }, { tag_all: 'ja' }, { merchant_id: 'x' }]) {
      expect((await post(proxyRoute, { action: 'tag', ...body })).status, JSON.stringify(body)).toBe(400);
    }
    // The tag action of a merchant that does not exist.
    const tag = await post(proxyRoute, { action: 'tag', merchant_id: TEST_ADMIN.id });
    expect(tag).toMatchObject({ status: 404 });
    expect((await call(stateRoute, 'GET', '/api/admin/import/state')).data.error).toBe('Välj butik först');
    expect((await call(stateRoute, 'GET', '/api/admin/import/state?merchantId=x')).status).toBe(400);
    const errors = await errorsRoute(adminContext('GET', '/api/admin/import/errors?limit=-1'));
    expect(errors.status).toBe(400);
    expect((await call(logsRoute, 'GET', '/api/admin/import/logs?limit=-1')).status).toBe(400);
    expect((await post(startRoute, { merchantId: TEST_ADMIN.id })).status).toBe(404);
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('scans the feed, and the runner imports a started run to its end; a second start gets the same run', async () => {
    const id = await addMerchant('Flödesbutiken', '/feed.xml');
    const scan = await post<{ total: number }>(scanRoute, { merchantId: id });
    expect(scan).toEqual({ status: 200, data: { total: ITEMS.length } });

    const first = await post<SyncState>(startRoute, { merchantId: id, maxProducts: 40000, chunkSize: 2000 });
    expect(first.status).toBe(201);
    expect(first.data.run).toMatchObject({ status: 'running', maxProducts: 40000, chunkSize: 2000 });
    const second = await post<SyncState>(startRoute, { merchantId: id, maxProducts: 40000, chunkSize: 2000 });
    expect(second.data.run?.id).toBe(first.data.run?.id);

    const done = await until(
      () => state(id),
      (s) => s.run?.status === 'done',
    );
    const run = done.run as NonNullable<SyncState['run']>;
    expect(run.total).toBeGreaterThan(2000);
    expect((run.total ?? 0) + run.failed).toBe(ITEMS.length);
    expect(run).toMatchObject({ processed: run.total, added: run.total, updated: 0, finished: true, secondsLeft: 0 });
    expect(run.failed).toBeGreaterThan(0);
    expect(run.rowsPerSecond).toBeGreaterThan(0);
    expect(done.merchant).toMatchObject({ name: 'Flödesbutiken', feedUrl: `${base}/feed.xml` });
    expect(done.merchant.counts.total).toBe(run.total);
    expect(done.merchant.lastImportAt).not.toBeNull();
    expect(await productsOf('Flödesbutiken')).toEqual([{ n: run.total }]);

    const logs = await call<{ logs: ImportLogEntry[] }>(logsRoute, 'GET', `/api/admin/import/logs?merchantId=${id}`);
    expect(logs.data.logs).toHaveLength(1);
    expect(logs.data.logs[0]).toMatchObject({ added: run.total, isFinalBatch: true, sessionAdded: run.total });
    const all = await call<{ logs: ImportLogEntry[] }>(logsRoute, 'GET', '/api/admin/import/logs');
    expect(all.data.logs.length).toBeGreaterThanOrEqual(1);
    expect(all.data.logs.length).toBeLessThanOrEqual(10);

    const csv = await errorsRoute(adminContext('GET', `/api/admin/import/errors?merchantId=${id}`));
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/importfel-flodesbutiken-/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFRad,Produkt-id,Orsak\n')).toBe(true);
    expect(text.trim().split('\n')).toHaveLength(run.failed + 1);
  });

  it('pauses, continues one batch by hand, then automatically, after a reset', async () => {
    const [{ id } = { id: '' }] = await test.db.query<{ id: string }>(
      `SELECT id::text FROM merchants WHERE name = 'Flödesbutiken'`,
    );
    expect((await post(pauseRoute, { merchantId: id })).status).toBe(409);
    const reset = await post<SyncState>(resetRoute, { merchantId: id, maxProducts: 40000, chunkSize: 2000 });
    expect(reset.status).toBe(201);
    expect(reset.data.run).toMatchObject({ status: 'running', processed: 0 });
    expect((await post(resetRoute, { merchantId: id })).status).toBe(409);
    const paused = await post<SyncState>(pauseRoute, { merchantId: id });
    expect(paused.data.run?.status).toBe('paused');
    await runner.tick();
    expect((await state(id)).run).toMatchObject({ status: 'paused', processed: 0 });

    const manual = await post<SyncState>(continueRoute, { merchantId: id, auto: false });
    expect(manual.data.run).toMatchObject({ status: 'running', autoContinue: false });
    const one = await until(
      () => state(id),
      (s) => s.run?.status === 'paused' && s.run.processed > 0,
    );
    expect(one.run).toMatchObject({ processed: 2000, unchanged: 2000, added: 0 });
    expect((await post(continueRoute, { merchantId: id, auto: false })).status).toBe(200);
    expect((await post(continueRoute, { merchantId: id, auto: true })).status).toBe(409);

    const done = await until(
      () => state(id),
      (s) => s.run?.status === 'done',
    );
    expect(done.run).toMatchObject({ added: 0, updated: 0, unchanged: done.run?.total, deactivated: 0 });
  });

  it.each([
    ['404', '/saknas.xml', /Servern svarade 404/],
    ['garbage', '/garbage', /Okänt flödesformat/],
    ['a feed that never ends', '/slow', /Flödet hämtades inte klart inom 6 s/],
  ])(
    'a feed URL that answers %s fails the run with a clear error and the catalogue unchanged',
    async (_name, path, message) => {
      const name = `Trasig ${path}`;
      const id = await addMerchant(name, path);
      const before = await databaseChecksum(test.db, ['jobs', 'import_stage', 'import_row_errors']);
      await post(startRoute, { merchantId: id });
      const failed = await until(
        () => state(id),
        (s) => s.run?.status === 'failed',
      );
      expect(failed.run?.lastError).toMatch(message);
      expect(failed.run?.finished).toBe(true);
      expect(await databaseChecksum(test.db, ['jobs', 'import_stage', 'import_row_errors'])).toEqual(before);
      if (path !== '/slow') {
        const scan = await post(scanRoute, { merchantId: id });
        expect(scan.status).toBe(502);
        expect(scan.data.error).toMatch(message);
      }
    },
  );

  it('recounts price buckets in one statement, agreeing with the rule in TypeScript', async () => {
    const prices = [0, 0.5, 199, 199.99, 200, 200.01, 499.99, 500, 999.99, 1000, 1000.01, 25_000];
    const rows = await test.db.query<{ price: string; bucket: string }>(
      `SELECT p::text AS price, ${priceBucketSql('p')} AS bucket FROM unnest($1::numeric[]) AS p`,
      [prices.map(String)],
    );
    expect(rows.map((row) => row.bucket)).toEqual(prices.map(budgetBucketForPrice));
    const [nullRow] = await test.db.query<{ bucket: string | null }>(
      `SELECT ${priceBucketSql('NULL::numeric')} AS bucket`,
    );
    expect(nullRow?.bucket).toBeNull();

    await test.db.query(
      `UPDATE products SET price_bucket = 'under-200'
       WHERE id IN (SELECT id FROM products WHERE price_value >= 1000 ORDER BY id LIMIT 7)`,
    );
    expect(await post(recalcRoute, {})).toEqual({ status: 200, data: { changed: 7 } });
    expect(await post(recalcRoute, {})).toEqual({ status: 200, data: { changed: 0 } });
    const [{ wrong } = { wrong: -1 }] = await test.db.query<{ wrong: number }>(
      `SELECT count(*)::int AS wrong FROM products
       WHERE price_value IS NOT NULL AND price_bucket IS DISTINCT FROM ${priceBucketSql('price_value')}`,
    );
    expect(wrong).toBe(0);
  });

  it('answers the admin-proxy contract: the total, then batch after batch in one session', async () => {
    const id = await addMerchant('Proxybutiken', '/feed.xml');
    const count = await post(proxyRoute, { action: 'import', merchant_id: id, count_only: true });
    expect(count).toEqual({ status: 200, data: { total: ITEMS.length } });
    let offset = 0;
    let sessionId: string | null = null;
    let last: Record<string, unknown> = {};
    for (let calls = 0; calls < 5; calls++) {
      const answer = await post(proxyRoute, {
        action: 'import',
        merchant_id: id,
        offset,
        limit: 2000,
        session_id: sessionId,
        count_only: false,
      });
      expect(answer.status).toBe(200);
      last = answer.data;
      sessionId = last.session_id as string;
      offset = last.nextOffset as number;
      if (!last.hasMore) break;
    }
    const [{ n }] = (await productsOf('Proxybutiken')) as [{ n: number }];
    expect(last).toMatchObject({ hasMore: false, nextOffset: n, session_totals: { added: n, updated: 0, skipped: 0 } });
    expect(n).toBeGreaterThan(2000);
    expect((await state(id)).run).toMatchObject({ id: sessionId, status: 'done', added: n });
  });

  it('answers the admin-proxy tag action: a merchant’s products needing tags, 200 a call unless told', {
    timeout: 240_000,
  }, async () => {
    const [merchant] = await test.db.query<{ id: string; name: string; n: number }>(
      `SELECT m.id::text, m.name, count(p.id)::int AS n FROM merchants m JOIN products p ON p.merchant = m.name
        GROUP BY m.id, m.name HAVING count(p.id) > 200 ORDER BY n LIMIT 1`,
    );
    if (!merchant) throw new Error('no merchant with products');
    expect(merchant.n).toBeGreaterThan(200);
    await test.db.query('UPDATE products SET needs_tagging = (merchant = $1)', [merchant.name]);
    const count = await post(proxyRoute, { action: 'tag', merchant_id: merchant.id, count_only: true });
    expect(count).toEqual({ status: 200, data: { total: merchant.n } });
    let totals = { updated: 0, approved: 0, rejected: 0 };
    let calls = 0;
    for (;;) {
      const answer = await post<{
        updated: number;
        hasMore: boolean;
        remaining: number;
        approved: number;
        rejected: number;
      }>(proxyRoute, { action: 'tag', merchant_id: merchant.id, offset: 0 });
      expect(answer.status).toBe(200);
      calls += 1;
      const { updated, approved, rejected } = answer.data;
      expect(updated).toBe(Math.min(200, merchant.n - totals.updated));
      totals = {
        updated: totals.updated + updated,
        approved: totals.approved + approved,
        rejected: totals.rejected + rejected,
      };
      expect(approved + rejected).toBe(updated);
      expect(answer.data.remaining).toBe(merchant.n - totals.updated);
      if (!answer.data.hasMore) break;
    }
    expect(calls).toBe(Math.ceil(merchant.n / 200));
    expect(totals.updated).toBe(merchant.n);
    const [after] = await test.db.query<{ needing: number; rejected: number }>(
      `SELECT count(*) FILTER (WHERE needs_tagging)::int AS needing,
              count(*) FILTER (WHERE merchant = $1 AND ai_rejection_reason IS NOT NULL AND NOT is_active)::int AS rejected
         FROM products`,
      [merchant.name],
    );
    expect(after).toEqual({ needing: 0, rejected: totals.rejected });
    // tag_all walks the merchant's whole catalogue by offset with a limit of its own; by name as in tag-products.
    const all = await post(proxyRoute, { action: 'tag', merchant: merchant.name, tag_all: true, offset: 0, limit: 50 });
    expect(all).toMatchObject({ status: 200, data: { updated: 50, hasMore: true, remaining: merchant.n - 50 } });
  });

  it('deletes a merchant’s products, their statistics and its logs in one go', async () => {
    const [{ id } = { id: '' }] = await test.db.query<{ id: string }>(
      `SELECT id::text FROM merchants WHERE name = 'Flödesbutiken'`,
    );
    const [{ n }] = (await productsOf('Flödesbutiken')) as [{ n: number }];
    await test.db.query(
      `INSERT INTO product_statistics (product_id, event_type)
       SELECT id, 'click' FROM products WHERE merchant = 'Flödesbutiken' ORDER BY id LIMIT 3`,
    );
    const others = await test.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE merchant <> 'Flödesbutiken'`,
    );
    const answer = await post(deleteRoute, { merchant: 'Flödesbutiken' });
    expect(answer).toEqual({ status: 200, data: { deleted: { products: n, statistics: 3, logs: 2 } } });
    expect(await productsOf('Flödesbutiken')).toEqual([{ n: 0 }]);
    expect(
      await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE merchant <> 'Flödesbutiken'`),
    ).toEqual(others);
    expect((await state(id)).merchant.lastImportAt).toBeNull();
  });

  it('refuses to delete while the merchant’s import runs', async () => {
    const id = await addMerchant('Upptagen', '/feed.xml');
    await runner.stop();
    await post(startRoute, { merchantId: id });
    const answer = await post(deleteRoute, { merchant: 'Upptagen' });
    expect(answer).toMatchObject({ status: 409, data: { error: 'Importen körs just nu – pausa den först' } });
  });

  it('shows a run paused after five failures in a row, and continues it', async () => {
    const id = await addMerchant('Felbutiken', '/feed.xml');
    const started = await post<SyncState>(startRoute, { merchantId: id });
    let run = await getRun(test.db, started.data.run?.id ?? '');
    for (let failure = 0; failure < 5 && run; failure++) {
      run = await recordFailure(test.db, importJob, run, new Error('fetch failed: socket hang up'));
    }
    const paused = await state(id);
    expect(paused.run).toMatchObject({
      status: 'paused',
      pausedByFailures: true,
      lastError: 'Import pausad: För många fel i rad',
    });
    const resumed = await post<SyncState>(continueRoute, { merchantId: id, auto: true });
    expect(resumed.data.run).toMatchObject({ status: 'running', pausedByFailures: false, lastError: null });
  });
});
