/**
 * The Netlify side of the job engine: one background function (jobs-background) drives the job named in its body for
 * a time budget, keeping the job's lease alive while the invocation lives, and hands the rest to a fresh invocation
 * of itself before its 15 minutes are up; the scheduled function asks it to drive every job no runner holds.
 */
import type { Db } from '../db/db.server.ts';
import { driveJob, type JobKind, type JobRow, renewLease } from './job-engine.server.ts';

/** The background function's path on the site. */
export const JOBS_BACKGROUND_PATH = '/.netlify/functions/jobs-background';
/** A background function may run 15 minutes; the drive stops in time to hand over. */
export const BACKGROUND_BUDGET_MS = 14 * 60_000;

/** Asks the background function to drive a job (Netlify answers 202 at once). */
export async function invokeJobsBackground(siteUrl: string, runId: string): Promise<void> {
  const response = await fetch(new URL(JOBS_BACKGROUND_PATH, siteUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ runId }),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Bakgrundsjobbet svarade ${response.status}`);
}

/** The job named in a background function's body, if any. */
export async function runIdOf(request: Request): Promise<string | null> {
  try {
    const body = (await request.json()) as { runId?: unknown };
    return typeof body.runId === 'string' && /^[0-9a-f-]{36}$/i.test(body.runId) ? body.runId : null;
  } catch {
    return null;
  }
}

/** Does the work while renewing the job's lease every `everyMs`; a failed renewal is logged under `logLabel`. */
async function whileRenewingLease<T>(
  renew: () => Promise<unknown>,
  everyMs: number,
  logLabel: string,
  work: () => Promise<T>,
): Promise<T> {
  const keepAlive = setInterval(() => {
    renew().catch((error: unknown) => console.error(`${logLabel} leasen kunde inte förnyas`, error));
  }, everyMs);
  try {
    return await work();
  } finally {
    clearInterval(keepAlive);
  }
}

export interface BackgroundOptions {
  /** Default BACKGROUND_BUDGET_MS. */
  budgetMs?: number;
  /** How often the lease is renewed while the invocation lives; default a third of the kind's lease. */
  leaseRenewMs?: number;
}

/**
 * Drives a job for at most the budget. The lease is renewed before each step; a step (fetching and staging a big
 * feed, waiting on a provider) can take longer than the lease, so it is also kept alive while this invocation lives
 * and the scheduler never hands a job in progress to a second one. When the job is still queued or running
 * afterwards, the background function is invoked again with it at `origin`. Returns the job as the drive left it
 * (null when another runner holds it).
 */
export async function driveInBackground<R extends JobRow, O>(
  db: Db,
  kind: JobKind<R, O>,
  runId: string,
  origin: string,
  drive: O,
  options: BackgroundOptions = {},
): Promise<R | null> {
  const run = await whileRenewingLease(
    () => renewLease(db, kind, runId),
    options.leaseRenewMs ?? (kind.leaseSeconds * 1000) / 3,
    kind.label,
    () => driveJob(db, kind, runId, { ...drive, budgetMs: options.budgetMs ?? BACKGROUND_BUDGET_MS }),
  );
  if (run && (run.status === 'queued' || run.status === 'running')) await invokeJobsBackground(origin, run.id);
  return run;
}
