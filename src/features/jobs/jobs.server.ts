/**
 * The kinds of job the site runs (import-job.server.ts, tagging-job.server.ts) and their runners: the `npm start`
 * process runs one loop per kind; on Netlify one background function drives any job and one scheduled function
 * starts the merchants' due imports and a background function for every job nobody drives.
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { type BackgroundRunner, startJobRunner } from '../../lib/jobs/background-runner.server.ts';
import {
  type BackgroundOptions,
  driveInBackground,
  invokeJobsBackground,
  runIdOf,
} from '../../lib/jobs/netlify-background.server.ts';
import type { FetchFeedOptions } from '../feeds/fetch-feed.server.ts';
import { fetchingDrive, importJob } from '../import/import-job.server.ts';
import type { ImportRun } from '../import/import-run.server.ts';
import { startDueImports } from '../import/import-schedule.server.ts';
import { needsRunner } from '../import/import-schedule.ts';
import { taggingJob } from '../tagging/tagging-job.server.ts';
import type { TaggingRun } from '../tagging/tagging-run.server.ts';

/** Starts the runners of every kind of job on a database (imports and tagging runs go on side by side). */
export function startJobRunners(db: Db): BackgroundRunner[] {
  return [
    startJobRunner(db, importJob, { drive: (signal) => fetchingDrive(db, {}, signal) }),
    startJobRunner(db, taggingJob, { drive: () => ({}) }),
  ];
}

/** Queued or running jobs that no runner holds (never picked up, or their runner died: the lease ran out). */
export async function jobsNeedingRunner(db: Queryable, now = Date.now()): Promise<string[]> {
  const jobs = await db.query<{ id: string; status: string; lease_until: string | null }>(
    `SELECT id::text, status, lease_until FROM jobs WHERE status IN ('queued', 'running') ORDER BY next_run_at`,
  );
  return jobs.filter((job) => needsRunner(job, now)).map((job) => job.id);
}

export interface JobsBackgroundOptions extends BackgroundOptions {
  /** Fetch limits for an import's feed URL. */
  fetchOptions?: FetchFeedOptions;
}

/**
 * The background function: drives the job in the body (or the first one no runner holds) for at most the budget and
 * hands the rest to a fresh invocation. Returns the job as the drive left it (null when there is none or another
 * runner holds it).
 */
export async function handleJobsBackground(
  db: Db,
  request: Request,
  options: JobsBackgroundOptions = {},
): Promise<ImportRun | TaggingRun | null> {
  const runId = (await runIdOf(request)) ?? (await jobsNeedingRunner(db))[0];
  if (!runId) return null;
  const [job] = await db.query<{ kind: string }>('SELECT kind FROM jobs WHERE id = $1', [runId]);
  const origin = new URL(request.url).origin;
  if (job?.kind === 'import') {
    return driveInBackground(db, importJob, runId, origin, fetchingDrive(db, options.fetchOptions), options);
  }
  if (job?.kind === 'tagging') return driveInBackground(db, taggingJob, runId, origin, {}, options);
  return null;
}

export interface ScheduledResult {
  started: string[];
  invoked: string[];
}

/**
 * The scheduled function: starts the merchants' due imports, then a background function for every job no runner
 * holds (the new ones and any whose runner died). A failed invocation is logged; the next tick tries again.
 */
export async function handleJobsScheduled(db: Db, siteUrl: string, now = Date.now()): Promise<ScheduledResult> {
  const started = await startDueImports(db, now);
  return { started: started.map((run) => run.id), invoked: await handOverJobs(db, siteUrl, now) };
}

/** Invokes a background function for every job no runner holds; returns the jobs it was invoked for. */
export async function handOverJobs(db: Queryable, siteUrl: string, now = Date.now()): Promise<string[]> {
  const invoked: string[] = [];
  for (const runId of await jobsNeedingRunner(db, now)) {
    try {
      await invokeJobsBackground(siteUrl, runId);
      invoked.push(runId);
    } catch (error) {
      console.error('[jobb] bakgrundsfunktionen kunde inte startas', runId, error);
    }
  }
  return invoked;
}
