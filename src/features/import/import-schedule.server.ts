/**
 * The Netlify runners' work, thin around the import job: the background function drives one run for a time budget
 * and hands the rest to a fresh invocation of itself; the scheduled function starts each merchant's scheduled import
 * and a background function for every run nobody drives (never started, or its runner died: its lease ran out).
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { invokeBackgroundFunction, runIdOf, whileRenewingLease } from '../../lib/jobs/netlify-background.server.ts';
import type { FetchFeedOptions } from '../feeds/fetch-feed.server.ts';
import { importSettingsSchema } from './cadence.ts';
import { driveRun } from './import-driver.server.ts';
import { type ImportRun, LEASE_SECONDS, startRun } from './import-run.server.ts';
import { dueRunId, fetchRunFeed } from './import-runner.server.ts';
import { isImportDue, needsRunner } from './import-schedule.ts';

/** The background function's path on the site. */
export const BACKGROUND_PATH = '/.netlify/functions/import-background';
/** A background function may run 15 minutes; the drive stops in time to hand over. */
export const BACKGROUND_BUDGET_MS = 14 * 60_000;
/** How often a background invocation renews its run's lease while it lives (well inside LEASE_SECONDS). */
export const LEASE_RENEW_MS = 20_000;
/** Who started a scheduled import, as import_runs.started_by. */
export const SCHEDULED_BY = 'schemaläggning';

/** Open runs no runner holds: queued or running with the lease free or run out. */
export async function runsNeedingRunner(db: Queryable, now = Date.now()): Promise<string[]> {
  const runs = await db.query<{ id: string; status: string; lease_until: string | null }>(
    `SELECT id::text, status, lease_until FROM import_runs WHERE status IN ('queued', 'running') ORDER BY next_batch_at`,
  );
  return runs.filter((run) => needsRunner(run, now)).map((run) => run.id);
}

/**
 * Starts the scheduled import of every merchant that is due. Two schedulers at once still give one run per
 * merchant (startRun's unique open run). Returns the runs it created.
 */
export async function startDueImports(db: Queryable, now = Date.now()): Promise<ImportRun[]> {
  const merchants = await db.query<{
    name: string;
    is_active: boolean;
    feed_url: string | null;
    import_every_hours: number;
    last_import_at: string | null;
    has_open_run: boolean;
  }>(
    `SELECT m.name, m.is_active, m.feed_url, m.import_every_hours,
       (SELECT max(r.created_at) FROM import_runs r WHERE r.merchant = m.name) AS last_import_at,
       EXISTS (SELECT 1 FROM import_runs r WHERE r.merchant = m.name
               AND r.status IN ('queued', 'running', 'paused')) AS has_open_run
     FROM merchants m WHERE m.is_active AND m.feed_url IS NOT NULL ORDER BY m.name`,
  );
  const settings = importSettingsSchema.parse({});
  const started: ImportRun[] = [];
  for (const merchant of merchants) {
    const due = isImportDue(
      {
        isActive: merchant.is_active,
        feedUrl: merchant.feed_url,
        importEveryHours: merchant.import_every_hours,
        lastImportAt: merchant.last_import_at,
        hasOpenRun: merchant.has_open_run,
      },
      now,
    );
    if (!due || !merchant.feed_url) continue;
    const { run, created } = await startRun(db, {
      merchant: merchant.name,
      feedUrl: merchant.feed_url,
      settings,
      startedBy: SCHEDULED_BY,
    });
    if (created) started.push(run);
  }
  return started;
}

/** Asks the background function to drive a run (it answers 202 at once on Netlify). */
export async function invokeBackground(siteUrl: string, runId: string): Promise<void> {
  await invokeBackgroundFunction(BACKGROUND_PATH, siteUrl, runId, 'Bakgrundsimporten');
}

export interface BackgroundOptions {
  budgetMs?: number;
  /** How often the lease is renewed while the invocation lives; default LEASE_RENEW_MS. */
  leaseRenewMs?: number;
  fetchOptions?: FetchFeedOptions;
}

/**
 * The background function: drives the run in the body (or the next due one) for at most the budget, then, when the
 * run is still open, invokes itself again with the same run — before its own limit — so that the next 15 minutes go
 * on where this one stopped. Returns the run as the drive left it (null when another runner holds it).
 */
export async function handleImportBackground(
  db: Db,
  request: Request,
  options: BackgroundOptions = {},
): Promise<ImportRun | null> {
  const runId = (await runIdOf(request)) ?? (await dueRunId(db));
  if (!runId) return null;
  const fetchOptions: FetchFeedOptions = { allowPrivate: db.kind === 'pglite', ...options.fetchOptions };
  // The lease is renewed before each batch; fetching and staging a big feed can take longer than the lease, so it is
  // also kept alive while this invocation lives, and the scheduler never hands a run in progress to a second one.
  const run = await whileRenewingLease(
    () =>
      db.query(
        `UPDATE import_runs SET lease_until = now() + make_interval(secs => $2), heartbeat_at = now()
         WHERE id = $1 AND lease_until IS NOT NULL`,
        [runId, LEASE_SECONDS],
      ),
    options.leaseRenewMs ?? LEASE_RENEW_MS,
    '[import]',
    () =>
      driveRun(db, runId, {
        openSource: (current) => fetchRunFeed(current, fetchOptions),
        budgetMs: options.budgetMs ?? BACKGROUND_BUDGET_MS,
      }),
  );
  if (run && (run.status === 'queued' || run.status === 'running')) {
    await invokeBackground(new URL(request.url).origin, run.id);
  }
  return run;
}

export interface ScheduledResult {
  started: string[];
  invoked: string[];
}

/**
 * The scheduled function: starts the merchants' due imports, then a background function for every run no runner
 * holds (the new ones and any whose runner died). A failed invocation is logged; the next tick tries again.
 */
export async function handleImportScheduled(db: Db, siteUrl: string, now = Date.now()): Promise<ScheduledResult> {
  const started = await startDueImports(db, now);
  const runIds = await runsNeedingRunner(db, now);
  const invoked: string[] = [];
  for (const runId of runIds) {
    try {
      await invokeBackground(siteUrl, runId);
      invoked.push(runId);
    } catch (error) {
      console.error('[import] bakgrundsimporten kunde inte startas', runId, error);
    }
  }
  return { started: started.map((run) => run.id), invoked };
}
