/**
 * The background tagging runner of the `npm start` process: every second it looks for a due run (running, its next
 * batch due, its lease free or run out) and drives it. Its timers never keep the process alive, and stop() lets the
 * batch under way commit first.
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { startBackgroundRunner } from '../../lib/jobs/background-runner.server.ts';
import { driveTaggingRun } from './tagging-driver.server.ts';
import type { TaggingRun } from './tagging-run.server.ts';

export interface TaggingRunnerOptions {
  /** How often to look for a due run; default 1 s. */
  intervalMs?: number;
  onProgress?: (run: TaggingRun) => void;
}

export interface TaggingRunner {
  /** Looks for a due run now and drives it; resolves when that drive ends (or at once when one is under way). */
  tick(): Promise<void>;
  /** Stops looking and waits for the batch under way to commit. */
  stop(): Promise<void>;
}

/** The running run that no runner holds and whose next batch is due, if any. */
export async function dueTaggingRunId(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text FROM tagging_runs
     WHERE status = 'running' AND next_batch_at <= now() AND (lease_until IS NULL OR lease_until < now())
     LIMIT 1`,
  );
  return row?.id ?? null;
}

/** Starts the runner on a database; the first look is right away. */
export function startTaggingRunner(db: Db, options: TaggingRunnerOptions = {}): TaggingRunner {
  return startBackgroundRunner(db, {
    intervalMs: options.intervalMs,
    leaseTable: 'tagging_runs',
    logLabel: '[taggning]',
    async step({ signal, sleep }) {
      const id = await dueTaggingRunId(db);
      if (!id) return false;
      const run = await driveTaggingRun(db, id, {
        signal,
        sleep,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      return run !== null;
    },
  });
}
