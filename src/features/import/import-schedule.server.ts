/**
 * The merchants' scheduled imports: the Netlify scheduled function (src/features/jobs/jobs.server.ts) starts each
 * merchant's import when it is due.
 */
import type { Queryable } from '../../lib/db/db.server.ts';
import { JOB_OPEN } from '../../lib/jobs/job-store.server.ts';
import { importSettingsSchema } from './cadence.ts';
import { type ImportRun, startRun } from './import-run.server.ts';
import { isImportDue } from './import-schedule.ts';

/** Who started a scheduled import, as its job's started_by. */
export const SCHEDULED_BY = 'schemaläggning';

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
       (SELECT max(j.created_at) FROM jobs j WHERE j.kind = 'import' AND j.params ->> 'merchant' = m.name)
         AS last_import_at,
       EXISTS (SELECT 1 FROM jobs j WHERE j.kind = 'import' AND j.params ->> 'merchant' = m.name
               AND j.${JOB_OPEN}) AS has_open_run
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
