/**
 * The background tagging runner of the `npm start` process: every second it looks for a due run (running, its next
 * batch due, its lease free or run out) and drives it. Its timers never keep the process alive, and stop() lets the
 * batch under way commit first.
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
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
  const intervalMs = options.intervalMs ?? 1000;
  const controller = new AbortController();
  // The embedded database has one owner, this process: a lease left by a process that died is stale.
  const ready =
    db.kind === 'pglite'
      ? db.query('UPDATE tagging_runs SET lease_until = NULL WHERE lease_until IS NOT NULL').then(() => undefined)
      : Promise.resolve();
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(wait);
        controller.signal.removeEventListener('abort', wake);
        resolve();
      };
      const wait = setTimeout(wake, ms);
      wait.unref();
      controller.signal.addEventListener('abort', wake, { once: true });
    });

  async function driveDue(): Promise<void> {
    await ready;
    while (!controller.signal.aborted) {
      const id = await dueTaggingRunId(db);
      if (!id) return;
      const run = await driveTaggingRun(db, id, {
        signal: controller.signal,
        sleep,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      if (!run) return;
    }
  }

  function tick(): Promise<void> {
    if (controller.signal.aborted) return Promise.resolve();
    if (current) return current;
    current = driveDue()
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('[taggning] körningen stannade av ett fel', error);
      })
      .finally(() => {
        current = null;
      });
    return current;
  }

  function schedule(): void {
    if (controller.signal.aborted) return;
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  void tick().finally(schedule);

  return {
    tick,
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await current;
    },
  };
}
