/**
 * 'Alla produkter' with OPENAI_API_KEY: the run goes through the provider's Batch API (openai-batch.server.ts)
 * instead of batch after batch of direct requests. One step of the run is one runBatchTagging call: it resumes the
 * batches still open, sends the products still needing tags and waits for the answers. Each finished provider batch
 * writes its tags and the run's counts in one transaction. While it waits, the run's lease and heartbeat are kept
 * and its status is watched: a pause (or a restart, which deletes the run), the drive's own signal or its time
 * budget stop the wait; the open batches stay recorded and the next step picks them up without sending a product
 * twice.
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { renewLease } from '../../lib/jobs/job-engine.server.ts';
import { modelTagger } from './engine.server.ts';
import { type BatchTaggingProgress, runBatchTagging } from './openai-batch.server.ts';
import type { WriteCounts } from './tag-write.server.ts';
import type { OpenBatchCounts } from './tagging-rules.ts';
import {
  changeTaggingRun,
  finishTaggingRun,
  getTaggingRun,
  TAGGING_LEASE_SECONDS,
  type TaggingBatchResult,
  type TaggingRun,
} from './tagging-run.server.ts';

export interface BatchApiStepOptions {
  /** Stops the wait (the drive's signal). */
  signal?: AbortSignal;
  /** Stop waiting at this time (ms since the epoch), the drive's budget; default none. */
  deadline?: number;
  /** Between two looks at the provider's batches (default runBatchTagging's 30 s). */
  pollIntervalMs?: number;
  /** Products per provider batch (default runBatchTagging's). */
  requestsPerBatch?: number;
  /** How often the lease is renewed and the run's status read while waiting; default 5 s. */
  watchMs?: number;
  /** The run after each change the step made. */
  onProgress?: (run: TaggingRun) => void;
}

export interface BatchApiStepResult extends TaggingBatchResult {
  /** True when the step stopped waiting (paused, restarted, signal or budget) before the work was done. */
  stopped: boolean;
}

/** True when a run goes through the Batch API: 'Alla produkter' with a model configured. */
export function usesBatchApi(run: Pick<TaggingRun, 'kind'>): boolean {
  return run.kind === 'alla' && modelTagger() !== null;
}

/** The run's counts after a provider batch was written (inside that batch's transaction). */
async function countWrite(tx: Queryable, runId: string, written: WriteCounts): Promise<void> {
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE needs_tagging');
  await changeTaggingRun(tx, runId, {
    counts: { remaining: row?.n ?? 0 },
    add: {
      processed: written.updated,
      approved: written.approved,
      rejected: written.rejected,
      model_tagged: written.modelTagged,
      batch_number: 1,
    },
    good: true,
    heartbeat: true,
  });
}

/** Keeps the lease and heartbeat while waiting; null when the run is gone. */
async function touch(db: Queryable, runId: string): Promise<TaggingRun | null> {
  await renewLease(db, { leaseSeconds: TAGGING_LEASE_SECONDS }, runId);
  return (await changeTaggingRun(db, runId, {}, 'running')) ?? (await getTaggingRun(db, runId));
}

/** Ends the run when everything is tagged; `finished` only for the call that made it done. */
async function finish(db: Queryable, run: TaggingRun): Promise<BatchApiStepResult> {
  const done = await finishTaggingRun(db, run.id);
  if (done) return { run: done, updated: 0, finished: true, stopped: false };
  return { run: (await getTaggingRun(db, run.id)) ?? run, updated: 0, finished: false, stopped: true };
}

/**
 * Runs the Batch API until every product needing tags is tagged (the run is then done) or the wait is stopped.
 * Throws the provider's errors (the typed account errors among them) for the drive to record by the spec's rules.
 */
export async function batchApiStep(
  db: Db,
  start: TaggingRun,
  options: BatchApiStepOptions = {},
): Promise<BatchApiStepResult> {
  const controller = new AbortController();
  const stop = (reason: string) => {
    if (!controller.signal.aborted) controller.abort(new Error(reason));
  };
  const outer = () => stop('avbruten');
  if (options.signal?.aborted) outer();
  options.signal?.addEventListener('abort', outer, { once: true });
  const budget =
    options.deadline === undefined ? undefined : setTimeout(() => stop('tiden slut'), options.deadline - Date.now());
  let updated = 0;
  const check = async () => {
    const run = await touch(db, start.id);
    if (run?.status === 'running') options.onProgress?.(run);
    else stop('pausad');
  };
  const watch = setInterval(() => {
    check().catch((error: unknown) => console.error('[taggning] leasen kunde inte förnyas', error));
  }, options.watchMs ?? 5000);
  watch.unref?.();
  try {
    await runBatchTagging(db, {
      signal: controller.signal,
      ...(options.pollIntervalMs !== undefined ? { pollIntervalMs: options.pollIntervalMs } : {}),
      ...(options.requestsPerBatch !== undefined ? { requestsPerBatch: options.requestsPerBatch } : {}),
      onApplied: async (tx, written) => {
        updated += written.updated;
        await countWrite(tx, start.id, written);
      },
      onProgress: async (_progress: BatchTaggingProgress) => {
        await check();
      },
    });
    const result = await finish(db, start);
    return { ...result, updated };
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    const run = (await getTaggingRun(db, start.id)) ?? start;
    return { run, updated, finished: false, stopped: true };
  } finally {
    clearInterval(watch);
    clearTimeout(budget);
    options.signal?.removeEventListener('abort', outer);
  }
}

/** The provider batches still open: how many, their products, and the requests the provider has answered. */
export async function openBatchCounts(db: Queryable): Promise<OpenBatchCounts> {
  const [row] = await db.query<{ open: number; total: number; done: number }>(
    `SELECT count(*)::int AS open, coalesce(sum(cardinality(product_ids)), 0)::int AS total,
            coalesce(sum(completed_requests + failed_requests), 0)::int AS done
       FROM tagging_batches WHERE applied_at IS NULL`,
  );
  return { openBatches: row?.open ?? 0, total: row?.total ?? 0, done: row?.done ?? 0 };
}
