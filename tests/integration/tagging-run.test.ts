/**
 * The AI tagging run as a server-side job on the embedded database with the real migrations and the demo catalogue
 * (every product marked as needing tags): a run tags each product exactly once with exact approved/rejected counts;
 * pause and continue; restart; two starts at once give one run; a failed batch's retries and stops; the spec's
 * tag-products contract; the Netlify background and scheduled handlers called directly; validation.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleJobsBackground, handOverJobs } from '../../src/features/jobs/jobs.server.ts';
import { tagProductsBatch } from '../../src/features/tagging/admin/tagging.server.ts';
import { tagProduct } from '../../src/features/tagging/tagger.ts';
import { taggingJob } from '../../src/features/tagging/tagging-job.server.ts';
import { TAGGING_TEXT, type TaggingState } from '../../src/features/tagging/tagging-rules.ts';
import { getTaggingRun, type TaggingRun, tagRunBatch } from '../../src/features/tagging/tagging-run.server.ts';
import { type BackgroundRunner, startJobRunner } from '../../src/lib/jobs/background-runner.server.ts';
import { driveJob, recordFailure } from '../../src/lib/jobs/job-engine.server.ts';
import { JOBS_BACKGROUND_PATH } from '../../src/lib/jobs/netlify-background.server.ts';
import { POST as tagProductsRoute } from '../../src/pages/api/admin/tag-products.ts';
import { POST as continueRoute } from '../../src/pages/api/admin/tagging/continue.ts';
import { POST as pauseRoute } from '../../src/pages/api/admin/tagging/pause.ts';
import { POST as restartRoute } from '../../src/pages/api/admin/tagging/restart.ts';
import { POST as startRoute } from '../../src/pages/api/admin/tagging/start.ts';
import { GET as stateRoute } from '../../src/pages/api/admin/tagging/state.ts';
import { asAdmin } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';
import { logTaggings } from './helpers/tagging.ts';

const post = <T = TaggingState>(route: APIRoute, body: unknown) =>
  asAdmin<T>(route, 'POST', '/api/admin/tagging/x', body);
const state = async () => (await asAdmin<TaggingState>(stateRoute, 'GET', '/api/admin/tagging/state')).data;

interface Expected {
  total: number;
  approved: number;
  rejected: number;
  taysta: number;
}

describe('AI tagging run (PGlite, real migrations, demo catalogue)', () => {
  const test = useDemoDatabase();
  let expected: Expected;

  /** Marks every product as needing tags again and forgets the runs and the tagging log. */
  async function untagAll(): Promise<void> {
    await test.db.query("DELETE FROM jobs WHERE kind = 'tagging'");
    await test.db.query('DELETE FROM tagged_log');
    await test.db.query('UPDATE products SET needs_tagging = true');
  }

  const tagged = async () =>
    (
      await test.db.query<{ writes: number; products: number }>(
        'SELECT count(*)::int AS writes, count(DISTINCT id)::int AS products FROM tagged_log',
      )
    )[0];

  beforeAll(async () => {
    await logTaggings(test.db);
    const rows = await test.db.query<{
      title: string;
      description: string | null;
      category_path: string[];
      brand: string | null;
      price: number | null;
      merchant: string;
    }>('SELECT title, description, category_path, brand, price_value::float8 AS price, merchant FROM products');
    let approved = 0;
    let taysta = 0;
    for (const row of rows) {
      const result = tagProduct({
        title: row.title,
        description: row.description ?? '',
        categoryPath: row.category_path,
        brand: row.brand ?? '',
        price: row.price,
        merchant: row.merchant,
      });
      if (result.approved) approved += 1;
      if (row.merchant === 'Taysta') taysta += 1;
    }
    expected = { total: rows.length, approved, rejected: rows.length - approved, taysta };
    expect(expected.total).toBeGreaterThan(200);
    expect(expected.rejected).toBeGreaterThan(0);
  });

  beforeEach(untagAll);

  it('stores each product’s type and where it came from, and keeps a type an admin set', async () => {
    const [chosen] = await test.db.query<{ id: string }>(
      "SELECT id::text AS id FROM products WHERE title NOT ILIKE '%whisky%' ORDER BY id LIMIT 1",
    );
    await test.db.query(
      "UPDATE products SET product_type = 'whisky', product_type_source = 'admin' WHERE id = $1::uuid",
      [chosen?.id ?? null],
    );
    const started = await post(startRoute, { kind: 'alla' });
    await driveJob(test.db, taggingJob, started.data.run?.id ?? '', { honourDelays: false });
    const rows = await test.db.query<{
      id: string;
      title: string;
      description: string | null;
      category_path: string[];
      price: number | null;
      merchant: string;
      product_type: string;
      product_type_source: string | null;
      to_whom: string[];
    }>(
      `SELECT id::text AS id, title, description, category_path, price_value::float8 AS price, merchant, product_type,
              product_type_source, to_whom FROM products`,
    );
    const admin = rows.find((row) => row.id === chosen?.id);
    expect(admin).toMatchObject({ product_type: 'whisky', product_type_source: 'admin' });
    expect(admin?.to_whom).not.toContain('barn');
    for (const row of rows.filter((one) => one.id !== chosen?.id)) {
      const result = tagProduct({
        title: row.title,
        description: row.description ?? '',
        categoryPath: row.category_path,
        brand: '',
        price: row.price,
        merchant: row.merchant,
      });
      expect([row.product_type, row.product_type_source], row.title).toEqual([
        result.product_type,
        result.product_type_source,
      ]);
    }
    expect(rows.filter((row) => row.product_type !== 'okand').length).toBeGreaterThan(rows.length * 0.8);
  });

  it('tags every product needing tags exactly once with exact approved and rejected counts', async () => {
    const started = await post(startRoute, { kind: 'alla' });
    expect(started.status).toBe(201);
    expect(started.data.run).toMatchObject({ kind: 'alla', status: 'running', remaining: expected.total });
    expect(started.data.needsTagging.total).toBe(expected.total);
    const progress: TaggingRun[] = [];
    const run = await driveJob(test.db, taggingJob, started.data.run?.id ?? '', {
      honourDelays: false,
      onProgress: (current) => progress.push(current),
    });
    expect(run).toMatchObject({
      status: 'done',
      processed: expected.total,
      approved: expected.approved,
      rejected: expected.rejected,
      remaining: 0,
      batch_number: Math.ceil(expected.total / 200),
      errors: 0,
    });
    expect(progress.map((p) => p.processed)).toEqual([...progress.map((p) => p.processed)].sort((a, b) => a - b));
    expect(await tagged()).toEqual({ writes: expected.total, products: expected.total });
    const [db] = await test.db.query<{ needing: number; rejected: number; hiddenRejected: number }>(
      `SELECT count(*) FILTER (WHERE needs_tagging)::int AS needing,
              count(*) FILTER (WHERE ai_rejection_reason IS NOT NULL)::int AS rejected,
              count(*) FILTER (WHERE ai_rejection_reason IS NOT NULL AND NOT is_active)::int AS "hiddenRejected"
       FROM products`,
    );
    expect(db).toEqual({ needing: 0, rejected: expected.rejected, hiddenRejected: expected.rejected });
    const after = await state();
    expect(after.run).toMatchObject({ status: 'done', open: false, totalProcessed: expected.total });
    expect(after.needsTagging).toEqual({ total: 0, taysta: 0 });
    // Nothing left: a new run is refused with a reason.
    const again = await post(startRoute, { kind: '5000' });
    expect(again.status).toBe(409);
    expect(again.data.error).toBe(TAGGING_TEXT.noneToTag);
  });

  it('runs the 5000 kind in batches of 100 and the Taysta kind over Taysta only', async () => {
    const five = await post(startRoute, { kind: '5000' });
    expect(five.data.run).toMatchObject({ batchSize: 100, kind: '5000' });
    const first = await tagRunBatch(test.db, five.data.run?.id ?? '');
    expect(first.updated).toBe(100);
    await untagAll();
    const taysta = await post(startRoute, { kind: 'taysta' });
    expect(taysta.data.run).toMatchObject({ kind: 'taysta', merchant: 'Taysta', remaining: expected.taysta });
    const run = await driveJob(test.db, taggingJob, taysta.data.run?.id ?? '', { honourDelays: false });
    expect(run).toMatchObject({ status: 'done', processed: expected.taysta });
    const [left] = await test.db.query<{ taysta: number; others: number }>(
      `SELECT count(*) FILTER (WHERE merchant = 'Taysta' AND needs_tagging)::int AS taysta,
              count(*) FILTER (WHERE merchant <> 'Taysta' AND needs_tagging)::int AS others FROM products`,
    );
    expect(left).toEqual({ taysta: 0, others: expected.total - expected.taysta });
  });

  it('pauses after the batch under way, refuses new runs while progress is saved and continues where it stopped', async () => {
    const started = await post(startRoute, { kind: 'alla' });
    const id = started.data.run?.id ?? '';
    let paused = false;
    const run = await driveJob(test.db, taggingJob, id, {
      honourDelays: false,
      onProgress: () => {
        if (!paused) {
          paused = true;
          void post(pauseRoute, {});
        }
      },
    });
    expect(run?.status).toBe('paused');
    const saved = await state();
    expect(saved.run).toMatchObject({ status: 'paused', open: true, isRunning: false });
    const processed = saved.run?.totalProcessed ?? 0;
    expect(processed).toBeGreaterThan(0);
    expect(processed).toBeLessThan(expected.total);

    const refused = await post(startRoute, { kind: '5000' });
    expect(refused.status).toBe(409);
    expect(refused.data.error).toBe(TAGGING_TEXT.found);

    const continued = await post(continueRoute, {});
    expect(continued.status).toBe(200);
    expect(continued.data.run).toMatchObject({ status: 'running', totalProcessed: processed });
    const done = await driveJob(test.db, taggingJob, id, { honourDelays: false });
    expect(done).toMatchObject({ status: 'done', processed: expected.total, approved: expected.approved });
    expect(await tagged()).toEqual({ writes: expected.total, products: expected.total });
  });

  it('restarts: the saved progress is deleted and the same kind starts from the beginning', async () => {
    const started = await post(startRoute, { kind: 'alla' });
    const oldId = started.data.run?.id ?? '';
    await tagRunBatch(test.db, oldId);
    await post(pauseRoute, {});
    const restarted = await post(restartRoute, {});
    expect(restarted.status).toBe(201);
    expect(restarted.data.run).toMatchObject({ kind: 'alla', status: 'running', totalProcessed: 0, batchNumber: 0 });
    expect(restarted.data.run?.id).not.toBe(oldId);
    expect(await getTaggingRun(test.db, oldId)).toBeNull();
    // The old run's batch under way finds its run gone and writes nothing.
    await expect(tagRunBatch(test.db, oldId)).rejects.toThrow(TAGGING_TEXT.gone);
    const [{ runs }] = (await test.db.query<{ runs: number }>(
      "SELECT count(*)::int AS runs FROM jobs WHERE kind = 'tagging'",
    )) as [{ runs: number }];
    expect(runs).toBe(1);
    const none = await post(restartRoute, {});
    expect(none.status).toBe(201);
    await test.db.query("DELETE FROM jobs WHERE kind = 'tagging'");
    const nothing = await post(restartRoute, {});
    expect(nothing.status).toBe(409);
    expect(nothing.data.error).toBe(TAGGING_TEXT.noOpenRun);
  });

  it('gives two admins starting at once one run', async () => {
    const answers = await Promise.all([post(startRoute, { kind: 'alla' }), post(startRoute, { kind: '5000' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const [{ runs }] = (await test.db.query<{ runs: number }>(
      "SELECT count(*)::int AS runs FROM jobs WHERE kind = 'tagging'",
    )) as [{ runs: number }];
    expect(runs).toBe(1);
  });

  it('follows the spec on failed batches: retries with backoff, stops after three, and stops at once without credits', async () => {
    const started = await post(startRoute, { kind: 'alla' });
    let run = (await getTaggingRun(test.db, started.data.run?.id ?? '')) as TaggingRun;
    run = await recordFailure(test.db, taggingJob, run, new Error('tidsgräns'));
    expect(run).toMatchObject({ status: 'running', failures_in_row: 1, last_error: 'tidsgräns' });
    const wait = (r: TaggingRun) => new Date(r.next_batch_at).getTime() - new Date(r.updated_at).getTime();
    expect(wait(run)).toBeGreaterThanOrEqual(1900);
    run = await recordFailure(test.db, taggingJob, run, new Error('tidsgräns'));
    expect(wait(run)).toBeGreaterThanOrEqual(3900);
    run = await recordFailure(test.db, taggingJob, run, new Error('tidsgräns'));
    expect(run).toMatchObject({ status: 'stopped', errors: 3, last_error: `${TAGGING_TEXT.gaveUp}: tidsgräns` });
    expect((await state()).run).toMatchObject({ status: 'failed', open: true, lastError: expect.any(String) });

    await post(continueRoute, {});
    run = (await getTaggingRun(test.db, run.id)) as TaggingRun;
    expect(run).toMatchObject({ status: 'running', failures_in_row: 0, last_error: null });
    const limited = Object.assign(new Error('429'), { status: 429, retryAfterMs: null });
    run = await recordFailure(test.db, taggingJob, run, limited);
    expect(run).toMatchObject({ status: 'running', last_error: TAGGING_TEXT.rateLimit });
    const credits = Object.assign(new Error('402'), { status: 402 });
    run = await recordFailure(test.db, taggingJob, run, credits);
    expect(run).toMatchObject({ status: 'stopped', last_error: TAGGING_TEXT.credits });
  });

  it('answers the tag-products contract, batch by batch, with the same job functions', async () => {
    let totals = { updated: 0, approved: 0, rejected: 0 };
    let calls = 0;
    for (;;) {
      const { status, data } = await post<{
        updated: number;
        hasMore: boolean;
        remaining: number;
        approved: number;
        rejected: number;
      }>(tagProductsRoute, { offset: 0, limit: 90, tag_all: false });
      expect(status).toBe(200);
      calls += 1;
      totals = {
        updated: totals.updated + data.updated,
        approved: totals.approved + data.approved,
        rejected: totals.rejected + data.rejected,
      };
      expect(data.remaining).toBe(expected.total - totals.updated);
      expect(data.approved + data.rejected).toBe(data.updated);
      if (!data.hasMore) break;
    }
    expect(calls).toBe(Math.ceil(expected.total / 90));
    expect(totals).toEqual({ updated: expected.total, approved: expected.approved, rejected: expected.rejected });
    expect(await tagged()).toEqual({ writes: expected.total, products: expected.total });

    // tag_all walks the whole catalogue by offset (the default limit is 200), a merchant's only with merchant.
    const all = await tagProductsBatch(test.db, { offset: 0, limit: 200, tag_all: true });
    expect(all).toMatchObject({ updated: 200, hasMore: true, remaining: expected.total - 200 });
    const defaults = await post<{ updated: number }>(tagProductsRoute, { offset: 0, tag_all: true });
    expect(defaults.data.updated).toBe(200);
    const taysta = await post<{ updated: number; hasMore: boolean }>(tagProductsRoute, {
      offset: 0,
      limit: 1000,
      tag_all: true,
      merchant: 'Taysta',
    });
    expect(taysta.data).toMatchObject({ updated: expected.taysta, hasMore: false });
  });

  it('rejects bad bodies with a Swedish error and leaves the database unchanged', async () => {
    const before = await databaseChecksum(test.db);
    for (const [route, body] of [
      [startRoute, { kind: '6000' }],
      [startRoute, { kind: 'merchant' }],
      [startRoute, { kind: 'alla', extra: 1 }],
      [pauseRoute, { x: 1 }],
      [continueRoute, { x: 1 }],
      [restartRoute, { x: 1 }],
      [tagProductsRoute, { offset: -1 }],
      [tagProductsRoute, { limit: 0 }],
      [tagProductsRoute, { tag_all: 'ja' }],
      [tagProductsRoute, { limit: 100000 }],
    ] as const) {
      const answer = await post(route, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.data.error).toEqual(expect.any(String));
    }
    const merchant = await post(startRoute, { kind: 'merchant' });
    expect(JSON.stringify(merchant.data)).toContain(TAGGING_TEXT.merchantRequired);
    expect((await post(pauseRoute, {})).status).toBe(409);
    expect((await post(continueRoute, {})).status).toBe(409);
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  describe('runners', () => {
    let server: Server;
    let origin = '';
    const invocations: unknown[] = [];

    beforeAll(async () => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        request.on('end', () => {
          invocations.push({ path: request.url, body: JSON.parse(body || '{}') });
          response.writeHead(202).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('the background function drives the run, hands over before its budget ends and the scheduler picks up a stalled run', async () => {
      invocations.length = 0;
      const started = await post(startRoute, { kind: 'alla' });
      const id = started.data.run?.id ?? '';
      const request = () =>
        new Request(`${origin}${JOBS_BACKGROUND_PATH}`, {
          method: 'POST',
          body: JSON.stringify({ runId: id }),
        });
      // A spent budget: the run is still running, so the function invokes itself again with it.
      const handed = await handleJobsBackground(test.db, request(), { budgetMs: -1 });
      expect(handed?.status).toBe('running');
      expect(invocations).toEqual([{ path: JOBS_BACKGROUND_PATH, body: { runId: id } }]);

      // A runner that died holding the lease: the scheduler waits for the lease to run out, then starts one.
      await test.db.query("UPDATE jobs SET lease_until = now() + interval '1 minute' WHERE id = $1", [id]);
      expect(await handOverJobs(test.db, origin)).toEqual([]);
      await test.db.query("UPDATE jobs SET lease_until = now() - interval '1 second' WHERE id = $1", [id]);
      expect(await handOverJobs(test.db, origin)).toEqual([id]);
      expect(invocations).toHaveLength(2);

      const done = await handleJobsBackground(test.db, request());
      expect(done).toMatchObject({ status: 'done', processed: expected.total, approved: expected.approved });
      expect(invocations).toHaveLength(2);
      expect(await tagged()).toEqual({ writes: expected.total, products: expected.total });
    }, 60_000);

    it('the npm start runner picks up a started run and finishes it', async () => {
      let runner: BackgroundRunner | undefined;
      try {
        runner = startJobRunner(test.db, taggingJob, { intervalMs: 50, drive: () => ({}) });
        const started = await post(startRoute, { kind: 'alla' });
        const end = Date.now() + 60_000;
        let current = await state();
        while (current.run?.status !== 'done' && Date.now() < end) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          current = await state();
        }
        expect(current.run).toMatchObject({
          id: started.data.run?.id,
          status: 'done',
          totalProcessed: expected.total,
          approved: expected.approved,
          rejected: expected.rejected,
          remaining: 0,
        });
        expect(current.run?.speed).toBeGreaterThan(0);
      } finally {
        await runner?.stop();
      }
      expect(await tagged()).toEqual({ writes: expected.total, products: expected.total });
    }, 90_000);
  });
});
