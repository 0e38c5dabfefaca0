/**
 * The import as a kind of job (the engine: src/lib/jobs/job-engine.server.ts). A runner that takes the run first
 * stages its feed when that is still to do (a feed that cannot be read ends the run as failed); then each step imports
 * the next batch from the stage following the cadence (cadence.ts). The batch that empties the stage finishes the
 * run, and the site is then rebuilt.
 */
import type { Db } from '../../lib/db/db.server.ts';
import { errorText, failJob, type JobKind } from '../../lib/jobs/job-engine.server.ts';
import { classifyFailure } from '../../lib/jobs/job-failure.ts';
import type { FeedSource } from '../feeds/feed-reader.server.ts';
import { type FetchFeedOptions, fetchFeed } from '../feeds/fetch-feed.server.ts';
import { requestPublish } from '../publish/publish.server.ts';
import { afterFailedBatch, IMPORT_TEXT } from './cadence.ts';
import { finishRun, getRun, type ImportRun, importBatch, recordBatchSuccess, stageRun } from './import-run.server.ts';

export interface ImportDriveOptions {
  /** Opens the run's feed (a URL fetch, or a file for the CLI). A fetch stopped by the drive's signal fails nothing. */
  openSource: (run: ImportRun) => Promise<FeedSource>;
}

/** Ends a run whose feed could not be read. */
async function failRun(db: Db, run: ImportRun, error: unknown): Promise<ImportRun> {
  await failJob(db, run.id, errorText(error));
  return (await getRun(db, run.id)) ?? run;
}

export const importJob: JobKind<ImportRun, ImportDriveOptions> = {
  name: 'import',
  label: '[import]',
  leaseSeconds: 60,
  pausedMessage: IMPORT_TEXT.paused,
  read: getRun,
  async prepare(db, run, { options }) {
    if (run.phase !== 'staging') return run;
    try {
      return await stageRun(db, run, await options.openSource(run));
    } catch (error) {
      if (options.signal?.aborted) return run;
      return failRun(db, run, error);
    }
  },
  async step(db, run) {
    const batch = await importBatch(db, run.id);
    const after = await recordBatchSuccess(db, batch.run, batch.processed);
    if (batch.hasMore) return { run: after, finished: false };
    return { run: await finishRun(db, run.id), finished: true };
  },
  failurePlan(run, error) {
    const next = afterFailedBatch(
      { chunkSize: run.chunk_size, goodBatchesInRow: run.good_batches_in_row, failuresInRow: run.failures_in_row },
      classifyFailure(error),
    );
    return {
      delayMs: next.delayMs,
      message: next.pause ? IMPORT_TEXT.paused : errorText(error),
      stop: next.pause ? 'paused' : null,
      params: { chunk_size: next.chunkSize },
      cursor: { good_batches_in_row: next.goodBatchesInRow },
    };
  },
  async finished(db, run) {
    await requestPublish(`import av ${run.merchant}`, { now: true, db });
  },
};

/** Opens a run's feed URL with the fetch rules (http(s) only; private addresses as allowed). */
export async function fetchRunFeed(run: ImportRun, options: FetchFeedOptions): Promise<FeedSource> {
  return (await fetchFeed(run.feed_url, options)).body;
}

/** The drive options of a runner that fetches feed URLs: private addresses only on the embedded database. */
export function fetchingDrive(db: Db, fetchOptions: FetchFeedOptions = {}, signal?: AbortSignal): ImportDriveOptions {
  const options: FetchFeedOptions = {
    allowPrivate: db.kind === 'pglite',
    ...fetchOptions,
    ...(signal ? { signal } : {}),
  };
  return { openSource: (run) => fetchRunFeed(run, options) };
}
