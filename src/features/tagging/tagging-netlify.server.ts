/**
 * The Netlify runners of a tagging run, thin around the job: the background function drives the open run for a
 * time budget and hands the rest to a fresh invocation of itself before its 15 minutes are up; the scheduled
 * function starts a background function when a running run has no runner (never picked up, or its runner died and
 * its lease ran out).
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { invokeBackgroundFunction, runIdOf, whileRenewingLease } from '../../lib/jobs/netlify-background.server.ts';
import { driveTaggingRun } from './tagging-driver.server.ts';
import { renewTaggingLease, type TaggingRun } from './tagging-run.server.ts';

/** The background function's path on the site. */
export const TAGGING_BACKGROUND_PATH = '/.netlify/functions/tagging-background';
/** A background function may run 15 minutes; the drive stops in time to hand over. */
export const TAGGING_BUDGET_MS = 14 * 60_000;
/** How often a background invocation renews its run's lease while it lives. */
export const TAGGING_LEASE_RENEW_MS = 30_000;

/** The running run no runner holds (its lease free or run out), if any. */
export async function taggingRunNeedingRunner(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text FROM tagging_runs WHERE status = 'running' AND (lease_until IS NULL OR lease_until < now())
     LIMIT 1`,
  );
  return row?.id ?? null;
}

/** Asks the background function to drive a run (Netlify answers 202 at once). */
export async function invokeTaggingBackground(siteUrl: string, runId: string): Promise<void> {
  await invokeBackgroundFunction(TAGGING_BACKGROUND_PATH, siteUrl, runId, 'Bakgrundstaggningen');
}

export interface TaggingBackgroundOptions {
  budgetMs?: number;
  leaseRenewMs?: number;
}

/**
 * The background function: drives the run in the body (or the one needing a runner) for at most the budget; when
 * the run is still running afterwards, invokes itself again with it. Returns the run as the drive left it (null
 * when another runner holds it or there is none).
 */
export async function handleTaggingBackground(
  db: Db,
  request: Request,
  options: TaggingBackgroundOptions = {},
): Promise<TaggingRun | null> {
  const runId = (await runIdOf(request)) ?? (await taggingRunNeedingRunner(db));
  if (!runId) return null;
  const run = await whileRenewingLease(
    () => renewTaggingLease(db, runId),
    options.leaseRenewMs ?? TAGGING_LEASE_RENEW_MS,
    '[taggning]',
    () => driveTaggingRun(db, runId, { budgetMs: options.budgetMs ?? TAGGING_BUDGET_MS }),
  );
  if (run?.status === 'running') await invokeTaggingBackground(new URL(request.url).origin, run.id);
  return run;
}

/** The scheduled function's part: a background function for the running run nobody drives. */
export async function handleTaggingScheduled(db: Db, siteUrl: string): Promise<string | null> {
  const runId = await taggingRunNeedingRunner(db);
  if (!runId) return null;
  try {
    await invokeTaggingBackground(siteUrl, runId);
    return runId;
  } catch (error) {
    console.error('[taggning] bakgrundstaggningen kunde inte startas', runId, error);
    return null;
  }
}
