/**
 * The jobs table as the code reads and writes it: one row per job, whatever its kind (migrations/021_jobs.sql).
 * A kind keeps what it was started with in `params`, where it is in `cursor` and what it did in `counts`; it reads
 * its jobs here and changes those three objects here. Status changes belong to the engine (job-engine.server.ts).
 */
import type { Queryable } from '../db/db.server.ts';

export type JobKindName = 'import' | 'tagging';

/** The status of a job of any kind; its meaning: migrations/021_jobs.sql and docs/operations.md#the-job-engine. */
export type JobStatus = 'queued' | 'running' | 'paused' | 'stopped' | 'failed' | 'done';

/** A job may be claimed, paused or continued while open; at most one open job holds a lock key. */
export const JOB_OPEN = "status IN ('queued', 'running', 'paused', 'stopped')";
/** Queued and running jobs are the ones runners pick up. */
export const JOB_ACTIVE = "status IN ('queued', 'running')";

/** A row of the jobs table; P, C and N are the kind's params, cursor and counts. */
export interface JobRecord<P = object, C = object, N = object> {
  id: string;
  kind: JobKindName;
  lock_key: string;
  status: JobStatus;
  params: P;
  cursor: C;
  counts: N;
  next_run_at: string;
  lease_until: string | null;
  heartbeat_at: string | null;
  failures: number;
  failures_in_row: number;
  last_error: string | null;
  started_by: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** The fields every kind's run shows as they are: its schedule, lease, last error and times. */
export function runTimesOf(job: JobRecord) {
  return {
    failures_in_row: job.failures_in_row,
    next_batch_at: job.next_run_at,
    lease_until: job.lease_until,
    heartbeat_at: job.heartbeat_at,
    last_error: job.last_error,
    started_by: job.started_by,
    created_at: job.created_at,
    finished_at: job.finished_at,
  };
}

/** A job of a kind by id, or null; `forUpdate` locks it until the transaction ends. */
export async function readJob<J extends JobRecord>(
  db: Queryable,
  kind: JobKindName,
  id: string,
  forUpdate = false,
): Promise<J | null> {
  const [job] = await db.query<J>(`SELECT * FROM jobs WHERE id = $1 AND kind = $2${forUpdate ? ' FOR UPDATE' : ''}`, [
    id,
    kind,
  ]);
  return job ?? null;
}

/** What a step changes in its job; every change also stamps updated_at. */
export interface JobChange {
  /** Merged into the job's params, cursor and counts. */
  params?: Record<string, unknown>;
  cursor?: Record<string, unknown>;
  counts?: Record<string, unknown>;
  /** Added to the numbers in counts. */
  add?: Record<string, number>;
  /** The runner is alive: heartbeat_at = now. */
  heartbeat?: boolean;
  /** A good step: the failures in a row and the last error are cleared. */
  good?: boolean;
  /** The next step is due this many milliseconds from now. */
  nextRunInMs?: number;
}

/** Changes a job (only while its status is `onlyIf`, when given); the job as it is now, or null when none changed. */
export async function updateJob<J extends JobRecord>(
  db: Queryable,
  id: string,
  change: JobChange,
  onlyIf?: JobStatus,
): Promise<J | null> {
  const [job] = await db.query<J>(
    `UPDATE jobs SET params = params || $2::jsonb, cursor = cursor || $3::jsonb,
       counts = counts || $4::jsonb || coalesce((
         SELECT jsonb_object_agg(a.key, coalesce((counts ->> a.key)::numeric, 0) + a.value::numeric)
         FROM jsonb_each_text($5::jsonb) a), '{}'::jsonb),
       heartbeat_at = CASE WHEN $6::boolean THEN now() ELSE heartbeat_at END,
       failures_in_row = CASE WHEN $7::boolean THEN 0 ELSE failures_in_row END,
       last_error = CASE WHEN $7::boolean THEN NULL ELSE last_error END,
       next_run_at = CASE WHEN $8::float8 IS NULL THEN next_run_at ELSE now() + make_interval(secs => $8::float8) END,
       updated_at = now()
     WHERE id = $1 AND ($9::text IS NULL OR status = $9::text)
     RETURNING *`,
    [
      id,
      JSON.stringify(change.params ?? {}),
      JSON.stringify(change.cursor ?? {}),
      JSON.stringify(change.counts ?? {}),
      JSON.stringify(change.add ?? {}),
      change.heartbeat ?? false,
      change.good ?? false,
      change.nextRunInMs === undefined ? null : change.nextRunInMs / 1000,
      onlyIf ?? null,
    ],
  );
  return job ?? null;
}
