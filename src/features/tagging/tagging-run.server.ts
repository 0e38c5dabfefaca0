/**
 * An AI tagging run as a server-side job (docs/product/admin-tagging.md#run; docs/operations.md#jobs: long work runs on
 * the server as jobs). One run is open at a time (running, paused or stopped on an error: the saved progress). A batch
 * takes the next products needing tags in the run's scope in id order after the cursor, tags them, and writes the tags
 * with the run's new cursor and counts in ONE transaction: a crash loses nothing and no product is tagged twice.
 * Runners (the `npm start` process, the CLI, Netlify functions) drive it through the job engine (tagging-job.server.ts).
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { HttpError } from '../../lib/http.ts';
import { TaggingEngineError, tagBatch } from './engine.server.ts';
import { type ProductToTag, readProducts, TAG_COLUMNS, type TagOutcomeLike, writeTags } from './tag-write.server.ts';
import {
  secondsLeft,
  TAGGING_TEXT,
  TAYSTA_MERCHANT,
  type TaggingKind,
  type TaggingRunView,
  type TaggingStatus,
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
  status: TaggingStatus;
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

export const OPEN = "status IN ('running', 'paused', 'failed')";
/** The jobs table's open statuses (its unique index of one open tagging job). */
const OPEN_JOB = "status IN ('queued', 'running', 'paused', 'stopped')";
/** How long a claimed run is held by one runner before another may take it over (a model batch can be slow). */
export const TAGGING_LEASE_SECONDS = 180;

export async function getTaggingRun(db: Queryable, id: string): Promise<TaggingRun | null> {
  const [run] = await db.query<TaggingRun>('SELECT * FROM tagging_runs WHERE id = $1', [id]);
  return run ?? null;
}

/** The open run (the saved progress), or 409 'Ingen pågående taggning' when there is none. */
export async function requireOpenTaggingRun(db: Queryable): Promise<TaggingRun> {
  const open = await openTaggingRun(db);
  if (!open) throw new HttpError(409, TAGGING_TEXT.noOpenRun);
  return open;
}

/** The open run (the saved progress), or null. */
export async function openTaggingRun(db: Queryable): Promise<TaggingRun | null> {
  const [run] = await db.query<TaggingRun>(`SELECT * FROM tagging_runs WHERE ${OPEN} LIMIT 1`);
  return run ?? null;
}

/** The open run, else the latest one. */
export async function latestTaggingRun(db: Queryable): Promise<TaggingRun | null> {
  const [run] = await db.query<TaggingRun>(
    `SELECT * FROM tagging_runs ORDER BY (${OPEN}) DESC, created_at DESC LIMIT 1`,
  );
  return run ?? null;
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
     ON CONFLICT (lock_key) WHERE ${OPEN_JOB} DO NOTHING
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

/** Ends a running run with nothing left; `finished` only for the call that made it done. */
async function finishIfRunning(db: Queryable, id: string): Promise<TaggingBatchResult | null> {
  const [done] = await db.query<TaggingRun>(
    `UPDATE tagging_runs SET status = 'done', remaining = 0, finished_at = now(), updated_at = now(),
       lease_until = NULL, last_error = NULL
     WHERE id = $1 AND status = 'running' RETURNING *`,
    [id],
  );
  return done ? { run: done, updated: 0, finished: true } : null;
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
  if (products.length === 0) return (await finishIfRunning(db, run.id)) ?? { run, updated: 0, finished: false };
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
    const [locked] = await tx.query<TaggingRun>('SELECT * FROM tagging_runs WHERE id = $1 FOR UPDATE', [run.id]);
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
    const [updated] = await tx.query<TaggingRun>(
      `UPDATE tagging_runs SET cursor = $2, processed = $3, approved = approved + $4, rejected = rejected + $5,
         model_tagged = model_tagged + $6, remaining = $7, batch_number = batch_number + 1, failures_in_row = 0,
         last_error = NULL, heartbeat_at = now(), updated_at = now(),
         next_batch_at = now() + make_interval(secs => pause_ms / 1000.0),
         status = CASE WHEN $8 THEN 'done' ELSE status END,
         finished_at = CASE WHEN $8 THEN now() ELSE finished_at END,
         lease_until = CASE WHEN $8 THEN NULL ELSE lease_until END
       WHERE id = $1 RETURNING *`,
      [run.id, last, processed, counts.approved, counts.rejected, counts.modelTagged, remaining, done],
    );
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
    const [locked] = await tx.query<TaggingRun>('SELECT * FROM tagging_runs WHERE id = $1 FOR UPDATE', [run.id]);
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
    await tx.query(
      `UPDATE tagging_runs SET processed = $2, approved = approved + $3, rejected = rejected + $4,
         model_tagged = model_tagged + $5, remaining = $6, heartbeat_at = now(), updated_at = now()
       WHERE id = $1`,
      [run.id, processed, counts.approved, counts.rejected, counts.modelTagged, remaining],
    );
  });
}

/**
 * 'Starta om': deletes the saved progress and starts the same kind of run from the beginning. A batch under way in
 * a runner finds its run gone and writes nothing.
 */
export async function restartTaggingRun(db: Db, startedBy: string | null): Promise<TaggingRun> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.query<{ kind: TaggingKind; merchant: string | null }>(
      `DELETE FROM tagging_runs WHERE ${OPEN} RETURNING kind, merchant`,
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
    status: run.status,
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
