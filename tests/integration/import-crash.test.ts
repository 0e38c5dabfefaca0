/**
 * kill -9 during an import: the CLI is killed in the middle of a run on an embedded database on disk, started again,
 * and the run completes with exactly the feed's products, none twice, the counts exact.
 */
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeGoogleMerchantXml } from '../../src/dev/feeds/feed-writers.ts';
import { generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { openPglite } from '../../src/lib/db/pglite.server.ts';
import { runScript } from './helpers/cli.ts';

function runImport(dataDir: string, feed: string, onLine: (line: string, child: ChildProcess) => void) {
  return runScript(
    ['scripts/import.ts', '--merchant', 'Kraschtest', '--feed', feed, '--chunk', '2000'],
    { PRESENTPILOT_DATA_DIR: dataDir, DATABASE_URL: '' },
    onLine,
  );
}

describe('an import killed with SIGKILL', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('resumes where it stopped and ends with every product once', async () => {
    dir = await mkdtemp(join(tmpdir(), 'presentpilot-crash-'));
    const feed = join(dir, 'feed.xml');
    const items = [...generateFeedItems(9000, 11)].map((item) => ({ ...item, merchant: 'Kraschtest' }));
    const out = createWriteStream(feed);
    await writeGoogleMerchantXml(items, out);
    await new Promise((resolve) => out.end(resolve));

    let killedAt = -1;
    const first = await runImport(join(dir, 'db'), feed, (line, child) => {
      const match = /\] (\d+)\/(\d+)/.exec(line);
      if (match && killedAt < 0 && Number(match[1]) >= 2000 && Number(match[1]) < Number(match[2])) {
        killedAt = Number(match[1]);
        child.kill('SIGKILL');
      }
    });
    expect(first.signal, first.output).toBe('SIGKILL');
    expect(killedAt).toBeGreaterThan(0);

    const second = await runImport(join(dir, 'db'), feed, () => undefined);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain('Fortsätter den import av Kraschtest som redan pågår.');

    const db = await openPglite(join(dir, 'db'));
    try {
      const [run] = await db.query<{
        status: string;
        total: number;
        added: number;
        updated: number;
        unchanged: number;
      }>(
        `SELECT status, (cursor ->> 'total')::int AS total, (counts ->> 'added')::int AS added,
           (counts ->> 'updated')::int AS updated, (counts ->> 'unchanged')::int AS unchanged
         FROM jobs WHERE kind = 'import' AND params ->> 'merchant' = 'Kraschtest'`,
      );
      const [{ products, distinct }] = (await db.query<{ products: number; distinct: number }>(
        "SELECT count(*)::int AS products, count(DISTINCT merchant_pid)::int AS distinct FROM products WHERE merchant = 'Kraschtest'",
      )) as [{ products: number; distinct: number }];
      expect(run?.status).toBe('done');
      expect(products).toBe(run?.total);
      expect(distinct).toBe(products);
      expect(run?.added).toBe(products);
      expect(run?.updated).toBe(0);
      expect(run?.unchanged).toBe(0);
    } finally {
      await db.close();
    }
  }, 300_000);
});
