/**
 * The job runner of the `npm start` process: one loop per kind of job (imports and tagging runs go on side by side),
 * each looking for a due job right away and then every interval and driving it, one job at a time. Its timers never
 * keep the process alive, and stop() lets the step under way commit first.
 */
import type { Db } from '../db/db.server.ts';
import { type DriveOptions, driveJob, dueJobId, type JobKind, type JobRow, releaseAll } from './job-engine.server.ts';

export interface RunnerStepContext {
  /** Aborted when the runner stops. */
  signal: AbortSignal;
  /** Waits ms, or less when the runner stops; never keeps the process alive. */
  sleep: (ms: number) => Promise<void>;
}

export interface BackgroundRunnerOptions {
  /** How often to look for due work; default 1 s. */
  intervalMs?: number | undefined;
  /** The kind of job whose leases go stale with a process that died (embedded database only). */
  kind: Pick<JobKind<JobRow>, 'name' | 'label'>;
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
function startBackgroundRunner(db: Db, options: BackgroundRunnerOptions): BackgroundRunner {
  const intervalMs = options.intervalMs ?? 1000;
  const controller = new AbortController();
  // The embedded database has one owner, this process: a lease left by a process that died is stale.
  const ready = db.kind === 'pglite' ? releaseAll(db, options.kind.name) : Promise.resolve();
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
        if (!controller.signal.aborted) console.error(`${options.kind.label} körningen stannade av ett fel`, error);
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

export interface JobRunnerOptions<R, O> {
  /** How often to look for a due job; default 1 s. */
  intervalMs?: number;
  /** Reports a job after each step (tests, logs). */
  onProgress?: (run: R) => void;
  /** The kind's own drive options (the import's feed fetch), for a drive stopped by `signal`. */
  drive: (signal: AbortSignal) => O;
}

/** Starts a runner of one kind of job on a database; the first look is right away. */
export function startJobRunner<R extends JobRow, O>(
  db: Db,
  kind: JobKind<R, O>,
  options: JobRunnerOptions<R, O>,
): BackgroundRunner {
  return startBackgroundRunner(db, {
    intervalMs: options.intervalMs,
    kind,
    async step({ signal, sleep }) {
      const id = await dueJobId(db, kind.name);
      if (!id) return false;
      const drive: DriveOptions<R> = {
        signal,
        sleep,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      };
      const run = await driveJob(db, kind, id, { ...drive, ...options.drive(signal) });
      return run !== null;
    },
  });
}
