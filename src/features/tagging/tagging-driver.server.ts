/**
 * Drives one tagging run as far as it can go: claims it (null when another runner holds it), then tags batch after
 * batch with the run's pause between them until it is done, paused, stopped on an error or the time budget is
 * spent. Every batch commits with its cursor, so stopping anywhere loses nothing. The runner that finishes a run
 * asks for the site to be rebuilt.
 */
import type { Db } from '../../lib/db/db.server.ts';
import { requestPublish } from '../publish/publish.server.ts';
import { batchApiStep, usesBatchApi } from './tagging-batch-run.server.ts';
import {
  claimTaggingRun,
  getTaggingRun,
  recordTaggingFailure,
  releaseTaggingRun,
  renewTaggingLease,
  type TaggingRun,
  tagRunBatch,
} from './tagging-run.server.ts';

export interface TaggingDriveOptions {
  /** Wait the run's pause between batches (default true; the CLI may go at full speed). */
  honourDelays?: boolean;
  /** Stop after this many milliseconds (a serverless runner re-invokes itself); default no limit. */
  budgetMs?: number;
  onProgress?: (run: TaggingRun) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Stops the drive at the next step (the batch under way commits first; a Batch API wait stops at once). */
  signal?: AbortSignal;
  /** The Batch API run's poll interval, provider batch size and watch interval (tests shorten them). */
  batchApi?: { pollIntervalMs?: number; requestsPerBatch?: number; watchMs?: number };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks for the site to be rebuilt at once after a finished run. */
export async function publishAfterTagging(db: Db): Promise<void> {
  await requestPublish('taggning klar', { now: true, db });
}

export async function driveTaggingRun(
  db: Db,
  runId: string,
  options: TaggingDriveOptions = {},
): Promise<TaggingRun | null> {
  const sleep = options.sleep ?? defaultSleep;
  const started = Date.now();
  let run = await claimTaggingRun(db, runId);
  if (!run) return null;
  try {
    while (run.status === 'running') {
      if (options.budgetMs !== undefined && Date.now() - started > options.budgetMs) break;
      if (options.signal?.aborted) break;
      const wait = new Date(run.next_batch_at).getTime() - Date.now();
      if (options.honourDelays !== false && wait > 0) {
        await sleep(Math.min(wait, 1000));
      } else {
        await renewTaggingLease(db, run.id);
        try {
          const batch = usesBatchApi(run)
            ? await batchApiStep(db, run, {
                ...options.batchApi,
                ...(options.signal ? { signal: options.signal } : {}),
                ...(options.budgetMs !== undefined ? { deadline: started + options.budgetMs } : {}),
                ...(options.onProgress ? { onProgress: options.onProgress } : {}),
              })
            : await tagRunBatch(db, run.id, options.signal);
          run = batch.run;
          if (batch.finished) {
            options.onProgress?.(run);
            if (run.processed > 0) await publishAfterTagging(db);
            break;
          }
        } catch (error) {
          if (options.signal?.aborted) break;
          const current = await getTaggingRun(db, run.id);
          if (!current) return null;
          run = await recordTaggingFailure(db, current, error);
          if (run.status === 'failed') console.error(`[taggning] stoppad: ${run.last_error ?? ''}`);
        }
        options.onProgress?.(run);
      }
      // An admin may have paused or restarted it meanwhile.
      const current = await getTaggingRun(db, run.id);
      if (!current) return null;
      run = current;
    }
    return run;
  } finally {
    await releaseTaggingRun(db, runId);
  }
}
