import type { Db } from '../../lib/db/db.server.ts';
import type { FeedSource } from '../feeds/feed-reader.server.ts';
import { requestPublish } from '../publish/publish.server.ts';
import {
  claimRun,
  finishRun,
  getRun,
  type ImportRun,
  importBatch,
  LEASE_SECONDS,
  recordBatchFailure,
  recordBatchSuccess,
  releaseRun,
  stageRun,
} from './import-run.server.ts';

export interface DriveOptions {
  /** Opens the run's feed (a URL fetch, or a file for the CLI). */
  openSource: (run: ImportRun) => Promise<FeedSource>;
  /** Wait for the cadence's pause between batches (default true; the CLI may go at full speed). */
  honourDelays?: boolean;
  /** Stop after this many milliseconds (a serverless runner re-invokes itself); default no limit. */
  budgetMs?: number;
  onProgress?: (run: ImportRun) => void;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Stops the drive at the next step (the batch under way commits first). A feed fetch that fails because of it
   * leaves the run as it was, to be staged again later, instead of failing it.
   */
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drives one run as far as it can go: claims it (or returns null when another runner holds it), stages the feed if
 * that is still to do, then imports batch after batch following the cadence until the run is done, paused or the
 * time budget is spent. Every step commits, so stopping anywhere loses nothing.
 */
export async function driveRun(db: Db, runId: string, options: DriveOptions): Promise<ImportRun | null> {
  const sleep = options.sleep ?? defaultSleep;
  const started = Date.now();
  let run = await claimRun(db, runId);
  if (!run) return null;
  try {
    if (run.phase === 'staging') {
      try {
        run = await stageRun(db, run, await options.openSource(run));
      } catch (error) {
        if (options.signal?.aborted) return run;
        const message = error instanceof Error ? error.message : String(error);
        const [failed] = await db.query<ImportRun>(
          `UPDATE import_runs SET status = 'failed', last_error = $2, finished_at = now() WHERE id = $1 RETURNING *`,
          [run.id, message],
        );
        return failed ?? null;
      }
      options.onProgress?.(run);
    }
    while (run.status === 'running' || run.status === 'queued') {
      if (options.budgetMs !== undefined && Date.now() - started > options.budgetMs) break;
      if (options.signal?.aborted) break;
      const wait = new Date(run.next_batch_at).getTime() - Date.now();
      if (options.honourDelays !== false && wait > 0) await sleep(Math.min(wait, 1000));
      else {
        await db.query('UPDATE import_runs SET lease_until = now() + make_interval(secs => $2) WHERE id = $1', [
          run.id,
          LEASE_SECONDS,
        ]);
        try {
          const batch = await importBatch(db, run.id);
          run = await recordBatchSuccess(db, batch.run, batch.processed);
          if (!batch.hasMore) {
            run = await finishRun(db, run.id);
            options.onProgress?.(run);
            await requestPublish(`import av ${run.merchant}`, { now: true, db });
            break;
          }
        } catch (error) {
          const current = await getRun(db, run.id);
          if (!current) return null;
          run = await recordBatchFailure(db, current, error);
        }
        options.onProgress?.(run);
      }
      // An admin may have paused it meanwhile.
      run = (await getRun(db, run.id)) ?? run;
    }
    return run;
  } finally {
    await releaseRun(db, runId);
  }
}
