/**
 * The background import runner of `npm start` on the embedded database: it clears the lease a killed process left,
 * drives a due run to its end against a feed on 127.0.0.1, and stops between batches without losing anything — a
 * new runner finishes the same run with every product once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGoogleMerchantXml } from '../../src/dev/feeds/feed-writers.ts';
import { generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { importSettingsSchema } from '../../src/features/import/cadence.ts';
import { fetchingDrive, importJob } from '../../src/features/import/import-job.server.ts';
import { getRun, type ImportRun, startRun } from '../../src/features/import/import-run.server.ts';
import { startJobRunner } from '../../src/lib/jobs/background-runner.server.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const settings = importSettingsSchema.parse({ maxProducts: 40_000, chunkSize: 2000 });

async function until(read: () => Promise<ImportRun | null>, done: (run: ImportRun) => boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const run = await read();
    if (run && done(run)) return run;
    if (Date.now() > end) throw new Error(`timed out, last: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the background import runner (PGlite)', () => {
  const test = useDemoDatabase();
  let server: Server;
  let feedUrl = '';
  let valid = 0;

  beforeAll(async () => {
    const items = [...generateFeedItems(5000, 5)];
    const chunks: Buffer[] = [];
    await writeGoogleMerchantXml(
      items,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
    );
    const feed = Buffer.concat(chunks);
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(feed);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it('clears a dead process’s lease and drives the run to its end', async () => {
    const { run } = await startRun(test.db, { merchant: 'Lånad', feedUrl, settings, startedBy: null });
    await test.db.query(`UPDATE jobs SET lease_until = now() + interval '1 hour' WHERE id = $1`, [run.id]);
    const runner = startJobRunner(test.db, importJob, {
      intervalMs: 50,
      drive: (signal) => fetchingDrive(test.db, {}, signal),
    });
    try {
      const done = await until(
        () => getRun(test.db, run.id),
        (current) => current.status === 'done',
      );
      valid = done.total ?? 0;
      expect(valid).toBeGreaterThan(4000);
      expect(done).toMatchObject({ added: valid, cursor: valid, lease_until: null });
    } finally {
      await runner.stop();
    }
  });

  it('stops between batches; another runner finishes the same run with every product once', async () => {
    const { run } = await startRun(test.db, { merchant: 'Avbruten', feedUrl, settings, startedBy: null });
    const first = startJobRunner(test.db, importJob, {
      intervalMs: 50,
      drive: (signal) => fetchingDrive(test.db, {}, signal),
    });
    await until(
      () => getRun(test.db, run.id),
      (current) => current.cursor > 0,
    );
    const started = Date.now();
    await first.stop();
    expect(Date.now() - started).toBeLessThan(3000);
    const stopped = await getRun(test.db, run.id);
    expect(stopped).toMatchObject({ status: 'running', lease_until: null });
    expect(stopped?.cursor).toBeLessThan(stopped?.total ?? 0);
    await first.tick();
    expect((await getRun(test.db, run.id))?.cursor).toBe(stopped?.cursor);

    const second = startJobRunner(test.db, importJob, {
      intervalMs: 50,
      drive: (signal) => fetchingDrive(test.db, {}, signal),
    });
    try {
      const done = await until(
        () => getRun(test.db, run.id),
        (current) => current.status === 'done',
      );
      expect(done).toMatchObject({ total: valid, added: valid, updated: 0, unchanged: 0 });
      const [{ n, distinct }] = (await test.db.query<{ n: number; distinct: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT merchant_pid)::int AS distinct FROM products WHERE merchant = 'Avbruten'`,
      )) as [{ n: number; distinct: number }];
      expect({ n, distinct }).toEqual({ n: valid, distinct: valid });
    } finally {
      await second.stop();
    }
  });
});
