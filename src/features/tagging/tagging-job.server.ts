/**
 * AI tagging as a kind of job (the engine: src/lib/jobs/job-engine.server.ts). One step tags the run's next batch
 * (or, for 'Alla produkter' with a model, waits on the provider's Batch API); a failed step follows the spec's rules
 * (tagging-rules.ts): wait and try again, or stop with the progress kept. The runner that finishes a run asks for the
 * site to be rebuilt.
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { errorText, type JobKind } from '../../lib/jobs/job-engine.server.ts';
import { classifyFailure } from '../../lib/jobs/job-failure.ts';
import { requestPublish } from '../publish/publish.server.ts';
import { batchApiStep, usesBatchApi } from './tagging-batch-run.server.ts';
import { afterFailure } from './tagging-rules.ts';
import { getTaggingRun, TAGGING_LEASE_SECONDS, type TaggingRun, tagRunBatch } from './tagging-run.server.ts';

export interface TaggingDriveOptions {
  /** The Batch API run's poll interval, provider batch size and watch interval (tests shorten them). */
  batchApi?: { pollIntervalMs?: number; requestsPerBatch?: number; watchMs?: number };
}

/** Asks for the site to be rebuilt at once after a finished run. */
export async function publishAfterTagging(db: Db): Promise<void> {
  await requestPublish('taggning klar', { now: true, db });
}

export const taggingJob: JobKind<TaggingRun, TaggingDriveOptions> = {
  name: 'tagging',
  label: '[taggning]',
  leaseSeconds: TAGGING_LEASE_SECONDS,
  read: getTaggingRun,
  async step(db, run, { options, deadline }) {
    const batch = usesBatchApi(run)
      ? await batchApiStep(db, run, {
          ...options.batchApi,
          ...(options.signal ? { signal: options.signal } : {}),
          ...(deadline !== undefined ? { deadline } : {}),
          ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        })
      : await tagRunBatch(db, run.id, options.signal);
    return { run: batch.run, finished: batch.finished };
  },
  failurePlan(run, error) {
    const retryAfter = error && typeof error === 'object' ? (error as { retryAfterMs?: unknown }).retryAfterMs : null;
    const outcome = afterFailure(classifyFailure(error), run.failures_in_row + 1, {
      message: errorText(error),
      retryAfterMs: typeof retryAfter === 'number' ? retryAfter : null,
    });
    return outcome.action === 'retry'
      ? { delayMs: outcome.delayMs, message: outcome.message, stop: null }
      : { delayMs: 0, message: outcome.message, stop: 'stopped' };
  },
  async continued(db: Queryable, id: string) {
    // Speed is measured from the latest start or continue.
    await db.query(
      `UPDATE jobs SET cursor = cursor || jsonb_build_object('segment_started_at', now(),
         'segment_processed', counts -> 'processed')
       WHERE id = $1`,
      [id],
    );
  },
  async finished(db, run) {
    if (run.processed > 0) await publishAfterTagging(db);
  },
};
