/**
 * The loop behind the background runners of the `npm start` process (import, tagging): it looks for due work right
 * away and then every interval, one drive at a time. Its timers never keep the process alive, and stop() lets the
 * step under way reach a safe stop first.
 */
import type { Db } from '../db/db.server.ts';

export interface RunnerStepContext {
  /** Aborted when the runner stops. */
  signal: AbortSignal;
  /** Waits ms, or less when the runner stops; never keeps the process alive. */
  sleep: (ms: number) => Promise<void>;
}

export interface BackgroundRunnerOptions {
  /** How often to look for due work; default 1 s. */
  intervalMs?: number | undefined;
  /** The runs table whose leases go stale with a process that died (embedded database only). */
  leaseTable: 'import_runs' | 'tagging_runs';
  /** The log prefix of a drive that stopped on an error, e.g. `[import]`. */
  logLabel: string;
  /** Drives one due run; false when nothing more is due now. */
  step: (context: RunnerStepContext) => Promise<boolean>;
}

export interface BackgroundRunner {
  /** Looks for a due run now and drives it; resolves when that drive ends (or at once when one is under way). */
  tick(): Promise<void>;
  /** Stops looking and waits for the run under way to reach a safe stop. */
  stop(): Promise<void>;
}

/** Starts the loop on a database; the first look is right away. */
export function startBackgroundRunner(db: Db, options: BackgroundRunnerOptions): BackgroundRunner {
  const intervalMs = options.intervalMs ?? 1000;
  const controller = new AbortController();
  // The embedded database has one owner, this process: a lease left by a process that died is stale.
  const ready =
    db.kind === 'pglite'
      ? db
          .query(`UPDATE ${options.leaseTable} SET lease_until = NULL WHERE lease_until IS NOT NULL`)
          .then(() => undefined)
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
      if (!(await options.step({ signal: controller.signal, sleep }))) return;
    }
  }

  function tick(): Promise<void> {
    if (controller.signal.aborted) return Promise.resolve();
    if (current) return current;
    current = driveDue()
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`${options.logLabel} körningen stannade av ett fel`, error);
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
