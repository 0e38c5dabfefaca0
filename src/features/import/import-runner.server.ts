/**
 * The background import runner of the `npm start` process: every second it looks for a due run (queued or running,
 * its next batch due, its lease free or run out) and drives it batch after batch with the cadence's pauses, one run
 * at a time. Feeds are fetched with the SSRF rules; loopback and private addresses only on the embedded database
 * (local mode). Its timers never keep the process alive, and stop() lets the batch under way commit first.
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { startBackgroundRunner } from '../../lib/jobs/background-runner.server.ts';
import type { FeedSource } from '../feeds/feed-reader.server.ts';
import { type FetchFeedOptions, fetchFeed } from '../feeds/fetch-feed.server.ts';
import { driveRun } from './import-driver.server.ts';
import type { ImportRun } from './import-run.server.ts';

export interface ImportRunnerOptions {
  /** How often to look for a due run; default 1 s. */
  intervalMs?: number;
  /** Fetch limits for feed URLs (timeouts, size); allowPrivate defaults to true on the embedded database only. */
  fetchOptions?: FetchFeedOptions;
  /** Reports a run after each step (tests, logs). */
  onProgress?: (run: ImportRun) => void;
}

export interface ImportRunner {
  /** Looks for a due run now and drives it; resolves when that drive ends (or at once when one is under way). */
  tick(): Promise<void>;
  /** Stops looking and waits for the run under way to reach a safe stop. */
  stop(): Promise<void>;
}

/** The run that should go next: due, not held by a runner, the longest waiting first. */
export async function dueRunId(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text FROM import_runs
     WHERE status IN ('queued', 'running') AND next_batch_at <= now()
       AND (lease_until IS NULL OR lease_until < now())
     ORDER BY next_batch_at LIMIT 1`,
  );
  return row?.id ?? null;
}

/** Opens a run's feed URL with the fetch rules (http(s) only; private addresses as allowed). */
export async function fetchRunFeed(run: ImportRun, options: FetchFeedOptions): Promise<FeedSource> {
  return (await fetchFeed(run.feed_url, options)).body;
}

/** Starts the runner on a database; the first look is right away. */
export function startImportRunner(db: Db, options: ImportRunnerOptions = {}): ImportRunner {
  return startBackgroundRunner(db, {
    intervalMs: options.intervalMs,
    leaseTable: 'import_runs',
    logLabel: '[import]',
    async step({ signal, sleep }) {
      const id = await dueRunId(db);
      if (!id) return false;
      const fetchOptions: FetchFeedOptions = { allowPrivate: db.kind === 'pglite', ...options.fetchOptions, signal };
      await driveRun(db, id, {
        openSource: (run) => fetchRunFeed(run, fetchOptions),
        signal,
        sleep,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      return true;
    },
  });
}
