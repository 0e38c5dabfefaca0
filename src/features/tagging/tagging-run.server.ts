/**
 * An AI tagging run as a server-side job (docs/product/admin-tagging.md#run; docs/operations.md#jobs: long work runs on
 * the server as jobs). One run is open at a time (running, paused or stopped on an error: the saved progress). A batch
 * takes the next products needing tags in the run's scope in id order after the cursor, tags them, and writes the tags
 * with the run's new cursor and counts in ONE transaction: a crash loses nothing and no product is tagged twice.
 * Runners (the `npm start` process, the CLI, Netlify functions) drive it through the job engine (tagging-job.server.ts).
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { HttpError } from '../../lib/http.ts';
import { completeJob } from '../../lib/jobs/job-engine.server.ts';
import {
  JOB_OPEN,
  type JobChange,
  type JobRecord,
  type JobStatus,
  readJob,
  runTimesOf,
  updateJob,
} from '../../lib/jobs/job-store.server.ts';
import { TaggingEngineError, tagBatch } from './engine.server.ts';
import { type ProductToTag, readProducts, TAG_COLUMNS, type TagOutcomeLike, writeTags } from './tag-write.server.ts';
import {
  secondsLeft,
  TAGGING_TEXT,
  TAYSTA_MERCHANT,
  type TaggingKind,
  type TaggingRunView,
  taggingPlan,
  taggingSpeed,
} from './tagging-rules.ts';

/** Tags products with the configured engine (engine.server.ts: offline without a key, the model with one). */
export function tagItems(items: ProductToTag[], signal?: AbortSignal): Promise<TagOutcomeLike[]> {
  return tagBatch(items, signal ? { signal } : {});
}

export interface TaggingRun {
  id: string;
  kind: TaggingKind;
  merchant: string | null;
  batch_size: number;
  pause_ms: number;
  max_products: number | null;
  status: JobStatus;
  cursor: string | null;
  batch_number: number;
  processed: number;
  remaining: number;
  approved: number;
  rejected: number;
  errors: number;
  failures_in_row: number;
  model_tagged: number;
  segment_started_at: string;
  segment_processed: number;
  next_batch_at: string;
  lease_until: string | null;
  heartbeat_at: string | null;
  last_error: string | null;
  started_by: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** What a tagging job was started with (its params). */
interface TaggingParams {
  scope: TaggingKind;
  merchant: string | null;
  batch_size: number;
  pause_ms: number;
  max_products: number | null;
}

/** Where a tagging job is (its cursor): the last product tagged, and where the speed is measured from. */
interface TaggingCursor {
  id: string | null;
  segment_started_at: string;
  segment_processed: number;
}

type TaggingCounts = Pick<
  TaggingRun,
  'batch_number' | 'processed' | 'remaining' | 'approved' | 'rejected' | 'model_tagged'
>;

type TaggingJob = JobRecord<TaggingParams, TaggingCursor, TaggingCounts>;

/** A tagging job as the tagging code reads it: one object with typed fields. */
function taggingRunOf(job: TaggingJob): TaggingRun {
  const { params, cursor, counts } = job;
  return {
    id: job.id,
    kind: params.scope,
    merchant: params.merchant,
    batch_size: params.batch_size,
    pause_ms: params.pause_ms,
    max_products: params.max_products,
    status: job.status,
    cursor: cursor.id,
    batch_number: counts.batch_number,
    processed: counts.processed,
    remaining: counts.remaining,
    approved: counts.approved,
    rejected: counts.rejected,
    errors: job.failures,
    model_tagged: counts.model_tagged,
    segment_started_at: cursor.segment_started_at,
    segment_processed: cursor.segment_processed,
    updated_at: job.updated_at,
    ...runTimesOf(job),
  };
}

/** Changes a tagging job (only while its status is `onlyIf`, when given); the run as it is now, or null. */
export async function changeTaggingRun(
  db: Queryable,
  id: string,
  change: JobChange,
  onlyIf?: JobStatus,
): Promise<TaggingRun | null> {
  const job = await updateJob<TaggingJob>(db, id, change, onlyIf);
  return job ? taggingRunOf(job) : null;
}

const TAGGING_JOBS = "SELECT * FROM jobs WHERE kind = 'tagging'";
/** How long a claimed run is held by one runner before another may take it over (a model batch can be slow). */
export const TAGGING_LEASE_SECONDS = 180;

export async function getTaggingRun(db: Queryable, id: string): Promise<TaggingRun | null> {
  const job = await readJob<TaggingJob>(db, 'tagging', id);
  return job ? taggingRunOf(job) : null;
}

/** The run locked until the transaction ends, or null. */
async function lockTaggingRun(tx: Queryable, id: string): Promise<TaggingRun | null> {
  const job = await readJob<TaggingJob>(tx, 'tagging', id, true);
  return job ? taggingRunOf(job) : null;
}

/** The open run (the saved progress), or 409 'Ingen pågående taggning' when there is none. */
export async function requireOpenTaggingRun(db: Queryable): Promise<TaggingRun> {
  const open = await openTaggingRun(db);
  if (!open) throw new HttpError(409, TAGGING_TEXT.noOpenRun);
  return open;
}

/** The open run (the saved progress), or null. */
export async function openTaggingRun(db: Queryable): Promise<TaggingRun | null> {
  const [job] = await db.query<TaggingJob>(`${TAGGING_JOBS} AND ${JOB_OPEN} LIMIT 1`);
  return job ? taggingRunOf(job) : null;
}

/** The open run, else the latest one. */
export async function latestTaggingRun(db: Queryable): Promise<TaggingRun | null> {
  const [job] = await db.query<TaggingJob>(`${TAGGING_JOBS} ORDER BY (${JOB_OPEN}) DESC, created_at DESC LIMIT 1`);
  return job ? taggingRunOf(job) : null;
}

/** The merchant a kind of run is limited to. */
function merchantOf(kind: TaggingKind, merchant: string | undefined): string | null {
  if (kind === 'taysta') return TAYSTA_MERCHANT;
  if (kind === 'merchant') return merchant ?? null;
  return null;
}

/** Products still to tag in a run's scope after its cursor (capped by the run's limit). */
export async function remainingOf(
  db: Queryable,
  scope: { cursor: string | null; merchant: string | null; max_products: number | null; processed: number },
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products
     WHERE needs_tagging AND ($1::uuid IS NULL OR id > $1::uuid) AND ($2::text IS NULL OR merchant = $2::text)`,
    [scope.cursor, scope.merchant],
  );
  const n = row?.n ?? 0;
  return scope.max_products === null ? n : Math.max(0, Math.min(n, scope.max_products - scope.processed));
}

/**
 * Starts a run of a kind, unless one is open: two admins starting at once get one run (a unique index allows one
 * open run), and the second is told 'Pågående taggning hittad' (409).
 */
export async function startTaggingRun(
  db: Queryable,
  input: { kind: TaggingKind; merchant?: string; startedBy: string | null },
): Promise<TaggingRun> {
  const plan = taggingPlan(input.kind);
  const merchant = merchantOf(input.kind, input.merchant);
  if (input.kind === 'merchant' && !merchant) throw new HttpError(400, TAGGING_TEXT.merchantRequired);
  const remaining = await remainingOf(db, { cursor: null, merchant, max_products: plan.maxProducts, processed: 0 });
  if (remaining === 0) throw new HttpError(409, TAGGING_TEXT.noneToTag);
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO jobs (kind, lock_key, status, params, cursor, counts, started_by)
     VALUES ('tagging', 'tagging', 'running',
       jsonb_build_object('scope', $1::text, 'merchant', $2::text, 'batch_size', $3::int, 'pause_ms', $4::int,
         'max_products', $5::int),
       jsonb_build_object('id', null, 'segment_started_at', now(), 'segment_processed', 0),
       jsonb_build_object('batch_number', 0, 'processed', 0, 'remaining', $6::int, 'approved', 0, 'rejected', 0,
         'model_tagged', 0),
       $7)
     ON CONFLICT (lock_key) WHERE ${JOB_OPEN} DO NOTHING
     RETURNING id::text`,
    [input.kind, merchant, plan.batchSize, plan.pauseMs, plan.maxProducts, remaining, input.startedBy],
  );
  const run = inserted ? await getTaggingRun(db, inserted.id) : null;
  if (!run) throw new HttpError(409, TAGGING_TEXT.found);
  return run;
}

/** The next products of a run: its scope, after its cursor, in id order, at most a batch (and the run's limit). */
export async function nextProducts(db: Queryable, run: TaggingRun): Promise<ProductToTag[]> {
  const room = run.max_products === null ? run.batch_size : Math.min(run.batch_size, run.max_products - run.processed);
  if (room <= 0) return [];
  return readProducts(
    db,
    `SELECT ${TAG_COLUMNS} FROM products
     WHERE needs_tagging AND ($1::uuid IS NULL OR id > $1::uuid) AND ($2::text IS NULL OR merchant = $2::text)
     ORDER BY id LIMIT $3`,
    [run.cursor, run.merchant, room],
  );
}

export interface TaggingBatchResult {
  run: TaggingRun;
  /** Products written by this batch. */
  updated: number;
  /** True when this call ended the run (done): its caller publishes. */
  finished: boolean;
}

/** Ends a running run with nothing left (its counts changed by `change`); the run when this call made it done. */
export async function finishTaggingRun(db: Queryable, id: string, change: JobChange = {}): Promise<TaggingRun | null> {
  const done = await completeJob(db, id, { ...change, counts: { ...change.counts, remaining: 0 } }, 'running');
  return done ? getTaggingRun(db, id) : null;
}

/**
 * Tags the run's next batch: reads it, tags it (the model may take a while, so outside any transaction), then in
 * one transaction checks that the cursor is still where the batch began (else another runner did it: nothing is
 * written), writes the tags and moves the cursor and counts. The run is done when nothing remains. Throws when
 * tagging fails (the caller records the failure).
 */
export async function tagRunBatch(db: Db, runId: string, signal?: AbortSignal): Promise<TaggingBatchResult> {
  const run = await getTaggingRun(db, runId);
  if (!run) throw new Error(TAGGING_TEXT.gone);
  if (run.status !== 'running') return { run, updated: 0, finished: false };
  const products = await nextProducts(db, run);
  if (products.length === 0) {
    const done = await finishTaggingRun(db, run.id);
    return done ? { run: done, updated: 0, finished: true } : { run, updated: 0, finished: false };
  }
  let outcomes: TagOutcomeLike[];
  try {
    outcomes = await tagItems(products, signal);
  } catch (error) {
    // An account error (401/403/402/429) part way: what the model had tagged is kept, the cursor stays.
    if (error instanceof TaggingEngineError && error.completed.length > 0)
      await keepCompleted(db, run, error.completed);
    throw error;
  }
  const last = products[products.length - 1]?.id ?? null;
  return db.transaction(async (tx) => {
    const locked = await lockTaggingRun(tx, run.id);
    if (!locked) throw new Error(TAGGING_TEXT.gone);
    if (locked.cursor !== run.cursor || locked.processed !== run.processed || locked.status === 'done') {
      return { run: locked, updated: 0, finished: false };
    }
    const counts = await writeTags(tx, outcomes, true);
    const processed = locked.processed + counts.updated;
    const remaining = await remainingOf(tx, {
      cursor: last,
      merchant: locked.merchant,
      max_products: locked.max_products,
      processed,
    });
    const done = remaining === 0;
    const change: JobChange = {
      cursor: { id: last },
      counts: { processed, remaining },
      add: { approved: counts.approved, rejected: counts.rejected, model_tagged: counts.modelTagged, batch_number: 1 },
      good: true,
      heartbeat: true,
      nextRunInMs: locked.pause_ms,
    };
    // The batch that leaves nothing ends the run, even one paused while it was tagging.
    const updated = done
      ? (await completeJob(tx, run.id, change)) && (await getTaggingRun(tx, run.id))
      : await changeTaggingRun(tx, run.id, change);
    if (!updated) throw new Error(TAGGING_TEXT.gone);
    return { run: updated, updated: counts.updated, finished: done };
  });
}

/**
 * Writes the products a failed batch had tagged before the error, with the run's counts, in one transaction (only
 * when the run is still where the batch began, as a normal batch). The cursor stays: the batch's other products
 * still need tags and are taken by the next batch; the ones written here no longer are.
 */
async function keepCompleted(db: Db, run: TaggingRun, outcomes: readonly TagOutcomeLike[]): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockTaggingRun(tx, run.id);
    if (!locked || locked.cursor !== run.cursor || locked.processed !== run.processed || locked.status === 'done') {
      return;
    }
    const counts = await writeTags(tx, outcomes, true);
    const processed = locked.processed + counts.updated;
    const remaining = await remainingOf(tx, {
      cursor: locked.cursor,
      merchant: locked.merchant,
      max_products: locked.max_products,
      processed,
    });
    await changeTaggingRun(tx, run.id, {
      counts: { processed, remaining },
      add: { approved: counts.approved, rejected: counts.rejected, model_tagged: counts.modelTagged },
      heartbeat: true,
    });
  });
}

/**
 * 'Starta om': deletes the saved progress and starts the same kind of run from the beginning. A batch under way in
 * a runner finds its run gone and writes nothing.
 */
export async function restartTaggingRun(db: Db, startedBy: string | null): Promise<TaggingRun> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.query<{ kind: TaggingKind; merchant: string | null }>(
      `DELETE FROM jobs WHERE kind = 'tagging' AND ${JOB_OPEN}
       RETURNING params ->> 'scope' AS kind, params ->> 'merchant' AS merchant`,
    );
    if (!deleted) throw new HttpError(409, TAGGING_TEXT.noOpenRun);
    return startTaggingRun(tx, {
      kind: deleted.kind,
      ...(deleted.merchant && deleted.kind === 'merchant' ? { merchant: deleted.merchant } : {}),
      startedBy,
    });
  });
}

/** The live state the tab shows (docs/product/admin-tagging.md#tab). */
export function runView(run: TaggingRun): TaggingRunView {
  const speed = taggingSpeed(
    run.processed - run.segment_processed,
    new Date(run.segment_started_at).getTime(),
    new Date(run.updated_at).getTime(),
  );
  const open = run.status !== 'done';
  return {
    id: run.id,
    kind: run.kind,
    merchant: run.merchant,
    // The screen says 'failed' for a run stopped on an error (open, its progress kept).
    status: run.status === 'stopped' ? 'failed' : (run.status as TaggingRunView['status']),
    isRunning: run.status === 'running',
    open,
    batchNumber: run.batch_number,
    batchSize: run.batch_size,
    totalProcessed: run.processed,
    remaining: run.remaining,
    speed,
    approved: run.approved,
    rejected: run.rejected,
    errors: run.errors,
    estimatedTimeRemaining: open ? secondsLeft(run.remaining, speed) : 0,
    lastError: run.last_error,
    phase: null,
    startedAt: new Date(run.created_at).toISOString(),
    updatedAt: new Date(run.updated_at).toISOString(),
    finishedAt: run.finished_at ? new Date(run.finished_at).toISOString() : null,
  };
}
