/**
 * The Netlify runners called directly on PGlite with the real migrations: the scheduled function starts a due
 * merchant's import once (two schedulers at once included) and asks the background function to drive every run no
 * runner holds; the background function drives a run to its end, and when its time budget runs out it invokes
 * itself again with the same run — here against a server on 127.0.0.1 that records the call.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jobsBackground from '../../netlify/functions/jobs-background.mts';
import jobsScheduled, { config as scheduledConfig } from '../../netlify/functions/jobs-scheduled.mts';
import { writeGoogleMerchantXml } from '../../src/dev/feeds/feed-writers.ts';
import { generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { importSettingsSchema } from '../../src/features/import/cadence.ts';
import { getRun, type ImportRun, startRun } from '../../src/features/import/import-run.server.ts';
import { SCHEDULED_BY } from '../../src/features/import/import-schedule.server.ts';
import { handleJobsBackground } from '../../src/features/jobs/jobs.server.ts';
import { JOBS_BACKGROUND_PATH } from '../../src/lib/jobs/netlify-background.server.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

describe('the Netlify import functions (PGlite)', () => {
  const test = useDemoDatabase();
  let server: Server;
  let origin = '';
  let feedUrl = '';
  const invocations: { path: string; body: { runId?: string } }[] = [];
  let leaseHeldDuringFetch: boolean | null = null;

  beforeAll(async () => {
    const chunks: Buffer[] = [];
    await writeGoogleMerchantXml(
      [...generateFeedItems(3000, 7)],
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
    );
    const feed = Buffer.concat(chunks);
    server = createServer((request, response) => {
      if (request.method === 'POST') {
        let body = '';
        request.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        request.on('end', () => {
          invocations.push({ path: request.url ?? '', body: JSON.parse(body) as { runId?: string } });
          response.writeHead(202).end();
        });
        return;
      }
      if (request.url === '/slow.xml') {
        // While the feed is being fetched, the run's lease runs out: the invocation must renew it.
        void (async () => {
          await test.db.query(
            `UPDATE jobs SET lease_until = now() - interval '1 second' WHERE params ->> 'merchant' = 'Långsam'`,
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
          const [row] = await test.db.query<{ held: boolean }>(
            `SELECT lease_until > now() AS held FROM jobs WHERE params ->> 'merchant' = 'Långsam'`,
          );
          leaseHeldDuringFetch = row?.held ?? null;
          response.writeHead(200, { 'content-type': 'application/xml' }).end(feed);
        })();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/xml' }).end(feed);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    feedUrl = `${origin}/feed.xml`;
    delete process.env.URL;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  const runsOf = (merchant: string) =>
    test.db.query<Pick<ImportRun, 'id' | 'status' | 'started_by' | 'feed_url'>>(
      `SELECT id::text, status, started_by, params ->> 'feed_url' AS feed_url FROM jobs
       WHERE kind = 'import' AND params ->> 'merchant' = $1 ORDER BY created_at`,
      [merchant],
    );
  /** An import job of a merchant in a given state (the runs the scheduler finds). */
  const insertRun = async (merchant: string, columns: string, values: string) => {
    const [row] = await test.db.query<{ id: string }>(
      `INSERT INTO jobs (kind, lock_key, params, ${columns})
       VALUES ('import', 'import:' || $1::text, jsonb_build_object('merchant', $1::text, 'feed_url', $2::text), ${values})
       RETURNING id::text`,
      [merchant, feedUrl],
    );
    return row;
  };
  const backgroundRequest = (runId: string) =>
    new Request(`${origin}${JOBS_BACKGROUND_PATH}`, { method: 'POST', body: JSON.stringify({ runId }) });

  it('runs every 5 minutes', () => {
    expect(scheduledConfig).toEqual({ schedule: '*/5 * * * *' });
  });

  it('starts a due merchant’s import once and a background function for every run no runner holds', async () => {
    await test.db.query('UPDATE merchants SET feed_url = NULL');
    await test.db.query(
      `INSERT INTO merchants (name, feed_url, source_id, import_every_hours) VALUES
         ('Schemabutiken', $1, 'schema-1', 24), ('Nyss importerad', $1, 'schema-2', 24),
         ('Var sjätte timme', $1, 'schema-3', 6), ('Vilande', $1, 'schema-4', 24)`,
      [feedUrl],
    );
    await test.db.query(`UPDATE merchants SET is_active = false WHERE name = 'Vilande'`);
    const finished = 'status, created_at, finished_at';
    await insertRun('Nyss importerad', finished, "'done', now() - interval '1 hour', now() - interval '50 minutes'");
    await insertRun('Var sjätte timme', finished, "'done', now() - interval '7 hours', now() - interval '7 hours'");
    const stalled = await insertRun('Avbruten', 'status, lease_until', "'running', now() - interval '1 minute'");
    const held = await insertRun('Upptagen', 'status, lease_until', "'running', now() + interval '1 minute'");
    const paused = await insertRun('Pausad', 'status', "'paused'");

    const tick = () =>
      jobsScheduled(
        new Request(`${origin}/.netlify/functions/jobs-scheduled`, {
          method: 'POST',
          body: JSON.stringify({ next_run: new Date().toISOString() }),
        }),
      );
    await Promise.all([tick(), tick()]);

    const [scheduled, ...more] = await runsOf('Schemabutiken');
    expect(more).toEqual([]);
    expect(scheduled).toMatchObject({ status: 'running', started_by: SCHEDULED_BY, feed_url: feedUrl });
    const [sixHourly] = (await runsOf('Var sjätte timme')).filter((run) => run.status === 'running');
    expect(sixHourly?.started_by).toBe(SCHEDULED_BY);
    expect(await runsOf('Nyss importerad')).toHaveLength(1);
    expect(await runsOf('Vilande')).toEqual([]);

    const invoked = new Set(invocations.map((call) => call.body.runId));
    expect(invocations.every((call) => call.path === JOBS_BACKGROUND_PATH)).toBe(true);
    expect(invoked).toEqual(new Set([scheduled?.id, sixHourly?.id, stalled?.id]));
    expect(invoked.has(held?.id)).toBe(false);
    expect(invoked.has(paused?.id)).toBe(false);
    await test.db.query(`UPDATE jobs SET status = 'failed' WHERE params ->> 'merchant' IN ('Avbruten', 'Upptagen')`);
  });

  it('drives a run to its end without invoking itself again', async () => {
    const [run] = await runsOf('Schemabutiken');
    const before = invocations.length;
    await jobsBackground(backgroundRequest(run!.id));
    const done = await getRun(test.db, run!.id);
    expect(done?.total).toBeGreaterThan(2500);
    expect(done).toMatchObject({ status: 'done', cursor: done?.total, added: done?.total, lease_until: null });
    const [{ count }] = (await test.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products WHERE merchant = 'Schemabutiken'`,
    )) as [{ count: number }];
    expect(count).toBe(done?.total);
    expect(invocations.length).toBe(before);
  });

  it('when its time budget runs out, invokes itself with the run, and the next invocation finishes it', async () => {
    const settings = importSettingsSchema.parse({ maxProducts: 40_000, chunkSize: 2000 });
    const { run } = await startRun(test.db, { merchant: 'Tidsgräns', feedUrl, settings, startedBy: null });
    const before = invocations.length;

    const stopped = await handleJobsBackground(test.db, backgroundRequest(run.id), { budgetMs: 0 });
    expect(stopped).toMatchObject({ status: 'running', phase: 'importing', cursor: 0 });
    expect((await getRun(test.db, run.id))?.lease_until).toBeNull();
    expect(invocations.slice(before)).toEqual([{ path: JOBS_BACKGROUND_PATH, body: { runId: run.id } }]);

    await jobsBackground(backgroundRequest(invocations.at(-1)?.body.runId ?? ''));
    const done = await getRun(test.db, run.id);
    expect(done).toMatchObject({ status: 'done', added: done?.total, cursor: done?.total });
    expect(invocations.length).toBe(before + 1);
  });

  it('keeps its run’s lease while a slow feed is fetched, so the scheduler does not hand the run to another', async () => {
    const settings = importSettingsSchema.parse({ maxProducts: 40_000, chunkSize: 10_000 });
    const { run } = await startRun(test.db, {
      merchant: 'Långsam',
      feedUrl: `${origin}/slow.xml`,
      settings,
      startedBy: null,
    });
    await handleJobsBackground(test.db, backgroundRequest(run.id), { leaseRenewMs: 50 });
    expect(leaseHeldDuringFetch).toBe(true);
    expect(await getRun(test.db, run.id)).toMatchObject({ status: 'done', lease_until: null });
  });
});
