/**
 * The job engine: long work (a feed import, an AI tagging run) is a row of the jobs table, and every kind goes through
 * the same life: claimed by one runner under a lease (no session locks: Neon's pooler has none), kept alive by a
 * heartbeat, stepped until its step says it is finished, retried or stopped by its kind's pure failure policy, paused
 * and continued by an admin. A kind (import-job.server.ts, tagging-job.server.ts) gives only its step, its failure
 * policy and what happens when it finishes. Statuses and their meaning: migrations/021_jobs.sql and
 * docs/operations.md#the-job-engine.
 */
import type { Db, Queryable } from '../db/db.server.ts';
import {
  JOB_ACTIVE,
  JOB_OPEN,
  type JobChange,
  type JobKindName,
  type JobStatus,
  updateJob,
} from './job-store.server.ts';

export type { JobKindName } from './job-store.server.ts';

const LEASE_FREE = '(lease_until IS NULL OR lease_until < now())';

/** The columns the engine reads from a kind's row. */
export interface JobRow {
  id: string;
  status: string;
  next_batch_at: string | Date;
}

/** What a failed step leads to, from the kind's pure retry policy. */
export interface FailurePlan {
  /** Wait before the next try. */
  delayMs: number;
  /** Shown as the job's last error. */
  message: string;
  /** 'paused' or 'stopped' ends the tries (the progress stays, to be continued); null retries. */
  stop: 'paused' | 'stopped' | null;
  /** Kind fields the policy changes (e.g. the import's smaller chunk). */
  params?: Record<string, unknown>;
  cursor?: Record<string, unknown>;
}

export interface StepResult<R> {
  run: R;
  /** True when this step finished the job (only for the call that did). */
  finished: boolean;
}

export interface DriveOptions<R> {
  /** Wait for the job's next run time between steps (default true; a CLI may go at full speed). */
  honourDelays?: boolean;
  /** Stop after this many milliseconds (a serverless runner re-invokes itself); default no limit. */
  budgetMs?: number;
  onProgress?: (run: R) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Stops the drive at the next step (the step under way commits first). */
  signal?: AbortSignal;
}

export interface StepContext<R, O> {
  options: DriveOptions<R> & O;
  /** When the drive's time budget ends (ms since the epoch), if it has one. */
  deadline?: number;
}

/** What the engine knows of a kind besides its step: its name, lease, how to read it and its failure policy. */
export interface JobKindInfo<R extends JobRow> {
  name: JobKindName;
  /** Log prefix, e.g. `[import]`. */
  label: string;
  /** How long a claim holds the job before another runner may take it over. */
  leaseSeconds: number;
  /** When set, continuing clears only this error (the one the policy paused with); otherwise any error. */
  pausedMessage?: string;
  read(db: Queryable, id: string): Promise<R | null>;
  failurePlan(run: R, error: unknown): FailurePlan;
  /** What else changes when an admin continues the job (the tagging speed's new segment). */
  continued?(db: Queryable, id: string): Promise<void>;
}

/** One kind of job: its info, what one step does and what follows its end. */
export interface JobKind<R extends JobRow, O = object> extends JobKindInfo<R> {
  /** Work done once a runner holds the job, before its steps and whatever the time budget (the import's staging). */
  prepare?(db: Db, run: R, context: StepContext<R, O>): Promise<R>;
  step(db: Db, run: R, context: StepContext<R, O>): Promise<StepResult<R>>;
  finished(db: Db, run: R): Promise<void>;
}

async function readAfter<R extends JobRow>(
  db: Queryable,
  kind: JobKindInfo<R>,
  rows: { id: string }[],
): Promise<R | null> {
  const [row] = rows;
  return row ? kind.read(db, row.id) : null;
}

/** Claims an open job for one runner until its lease ends; null when another runner holds it. */
export async function claimJob<R extends JobRow>(db: Queryable, kind: JobKindInfo<R>, id: string): Promise<R | null> {
  const rows = await db.query<{ id: string }>(
    `UPDATE jobs SET lease_until = now() + make_interval(secs => $3), heartbeat_at = now()
     WHERE id = $1 AND kind = $2 AND ${JOB_OPEN} AND ${LEASE_FREE}
     RETURNING id::text`,
    [id, kind.name, kind.leaseSeconds],
  );
  return readAfter(db, kind, rows);
}

/** Keeps a claimed job's lease and heartbeat alive. */
export async function renewLease(
  db: Queryable,
  kind: Pick<JobKindInfo<JobRow>, 'leaseSeconds'>,
  id: string,
): Promise<void> {
  await db.query(
    `UPDATE jobs SET lease_until = now() + make_interval(secs => $2), heartbeat_at = now()
     WHERE id = $1 AND lease_until IS NOT NULL`,
    [id, kind.leaseSeconds],
  );
}

/** Lets go of a job's lease. */
export async function releaseJob(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE jobs SET lease_until = NULL WHERE id = $1', [id]);
}

/** Frees every lease of a kind (the embedded database has one owner: a lease left by a process that died is stale). */
export async function releaseAll(db: Queryable, kind: JobKindName): Promise<void> {
  await db.query('UPDATE jobs SET lease_until = NULL WHERE kind = $1 AND lease_until IS NOT NULL', [kind]);
}

/** Records a failed step by the kind's policy: retried after its delay, or paused or stopped with its message. */
export async function recordFailure<R extends JobRow>(
  db: Queryable,
  kind: JobKindInfo<R>,
  run: R,
  error: unknown,
): Promise<R> {
  const plan = kind.failurePlan(run, error);
  const rows = await db.query<{ id: string }>(
    `UPDATE jobs SET failures = failures + 1, failures_in_row = failures_in_row + 1, last_error = $2,
       next_run_at = now() + make_interval(secs => $3), updated_at = now(),
       params = params || $4::jsonb, cursor = cursor || $5::jsonb,
       status = CASE WHEN $6::text IS NOT NULL AND ${JOB_ACTIVE} THEN $6::text ELSE status END
     WHERE id = $1 RETURNING id::text`,
    [
      run.id,
      plan.message,
      plan.delayMs / 1000,
      JSON.stringify(plan.params ?? {}),
      JSON.stringify(plan.cursor ?? {}),
      plan.stop,
    ],
  );
  const updated = await readAfter(db, kind, rows);
  if (!updated) throw new Error('Jobbet finns inte längre');
  return updated;
}

/** Pauses a queued or running job (the step under way finishes; no new one starts). False when it was not. */
export async function pauseJob(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET status = 'paused', updated_at = now() WHERE id = $1 AND ${JOB_ACTIVE} RETURNING 1`,
    [id],
  );
  return rows.length > 0;
}

/**
 * Continues a paused or stopped job where it stopped, its next step due now; `params` changes how it goes on (the
 * import's one batch at a time). False when it was neither.
 */
export async function continueJob(
  db: Queryable,
  kind: Pick<JobKindInfo<JobRow>, 'pausedMessage' | 'continued'>,
  id: string,
  params: Record<string, unknown> = {},
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET status = 'running', failures_in_row = 0, next_run_at = now(), updated_at = now(),
       params = params || $2::jsonb,
       last_error = CASE WHEN $3::text IS NULL OR last_error = $3::text THEN NULL ELSE last_error END
     WHERE id = $1 AND status IN ('paused', 'stopped') RETURNING 1`,
    [id, JSON.stringify(params), kind.pausedMessage ?? null],
  );
  if (rows.length === 0) return false;
  await kind.continued?.(db, id);
  return true;
}

/**
 * Finishes a job (only while its status is `onlyIf`, when given) with the step's last changes: done, its lease
 * freed, no error left. Null when it was not finished here.
 */
export async function completeJob(
  db: Queryable,
  id: string,
  change: JobChange = {},
  onlyIf?: JobStatus,
): Promise<{ id: string } | null> {
  const changed = await updateJob(db, id, change, onlyIf);
  if (!changed) return null;
  const [done] = await db.query<{ id: string }>(
    `UPDATE jobs SET status = 'done', finished_at = now(), lease_until = NULL, last_error = NULL, failures_in_row = 0
     WHERE id = $1 RETURNING id::text`,
    [id],
  );
  return done ?? null;
}

/** Ends a job on an error that no retry mends (an import whose feed could not be read): failed, final. */
export async function failJob(db: Queryable, id: string, message: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET status = 'failed', last_error = $2, finished_at = now(), updated_at = now() WHERE id = $1
     RETURNING 1`,
    [id, message],
  );
  return rows.length > 0;
}

/** The job of a kind that should go next: due, not held by a runner, the longest waiting first. */
export async function dueJobId(db: Queryable, kind: JobKindName): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text FROM jobs WHERE kind = $1 AND ${JOB_ACTIVE} AND next_run_at <= now() AND ${LEASE_FREE}
     ORDER BY next_run_at LIMIT 1`,
    [kind],
  );
  return row?.id ?? null;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drives one job as far as it can go: claims it (null when another runner holds it), then steps it, waiting for its
 * next run time between steps, until it is finished, paused, stopped or the time budget is spent. Every step commits,
 * so stopping anywhere loses nothing. Null too when the job was deleted meanwhile.
 */
export async function driveJob<R extends JobRow, O>(
  db: Db,
  kind: JobKind<R, O>,
  id: string,
  options: DriveOptions<R> & O,
): Promise<R | null> {
  const sleep = options.sleep ?? defaultSleep;
  const started = Date.now();
  const context: StepContext<R, O> = {
    options,
    ...(options.budgetMs !== undefined ? { deadline: started + options.budgetMs } : {}),
  };
  let run = await claimJob(db, kind, id);
  if (!run) return null;
  try {
    if (kind.prepare) {
      const prepared = await kind.prepare(db, run, context);
      if (prepared !== run) options.onProgress?.(prepared);
      run = prepared;
    }
    while (run.status === 'running' || run.status === 'queued') {
      if (options.budgetMs !== undefined && Date.now() - started > options.budgetMs) break;
      if (options.signal?.aborted) break;
      const wait = new Date(run.next_batch_at).getTime() - Date.now();
      if (options.honourDelays !== false && wait > 0) {
        await sleep(Math.min(wait, 1000));
      } else {
        await renewLease(db, kind, run.id);
        try {
          const result = await kind.step(db, run, context);
          run = result.run;
          if (result.finished) {
            options.onProgress?.(run);
            await kind.finished(db, run);
            break;
          }
        } catch (error) {
          if (options.signal?.aborted) break;
          const current = await kind.read(db, run.id);
          if (!current) return null;
          run = await recordFailure(db, kind, current, error);
          if (run.status !== 'running') console.error(`${kind.label} stoppad: ${errorText(error)}`);
        }
        options.onProgress?.(run);
      }
      // An admin may have paused, continued or deleted it meanwhile.
      const current = await kind.read(db, run.id);
      if (!current) return null;
      run = current;
    }
    return run;
  } finally {
    await releaseJob(db, id);
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
