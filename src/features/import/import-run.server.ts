/**
 * A merchant feed import as a server-side job. A run is created once per merchant at a time, its feed is read and
 * staged once, then batches are taken from the stage by position: each batch is one transaction holding its
 * upsert and the run's new cursor and counts, so running a batch twice changes nothing and a crash loses nothing.
 * The job engine (import-job.server.ts) drives a run through these functions.
 */
import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { completeJob, pauseJob } from '../../lib/jobs/job-engine.server.ts';
import {
  JOB_OPEN,
  type JobChange,
  type JobRecord,
  type JobStatus,
  readJob,
  runTimesOf,
  updateJob,
} from '../../lib/jobs/job-store.server.ts';
import { refreshSearchWords } from '../catalogue/catalogue.server.ts';
import { sharedTailHeads } from '../catalogue/concepts/family.ts';
import { DEACTIVATION } from '../catalogue/deactivation.ts';
import { groupTailVariants, tailFamilyId } from '../catalogue/tail-families.server.ts';
import { feedProductSchema } from '../feeds/feed-product.ts';
import { type FeedSource, openFeed } from '../feeds/feed-reader.server.ts';
import { afterGoodBatch, type ImportSettings } from './cadence.ts';
import { feedDigest, type ImportRow, importRowOf } from './import-row.ts';
import { upsertImportRows } from './import-upsert.server.ts';

/** An import job's status: the engine's, but never 'stopped' (the import's policy pauses instead). */
export type RunStatus = Exclude<JobStatus, 'stopped'>;

export interface ImportRun {
  id: string;
  merchant: string;
  feed_url: string;
  status: RunStatus;
  phase: 'staging' | 'importing' | 'finishing';
  auto_continue: boolean;
  max_products: number;
  chunk_size: number;
  total: number | null;
  feed_complete: boolean;
  cursor: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
  deactivated: number;
  batches: number;
  good_batches_in_row: number;
  failures_in_row: number;
  next_batch_at: string;
  lease_until: string | null;
  heartbeat_at: string | null;
  last_error: string | null;
  started_by: string | null;
  created_at: string;
  finished_at: string | null;
}

/** What an import job was started with (its params). */
interface ImportParams {
  merchant: string;
  feed_url: string;
  auto_continue: boolean;
  max_products: number;
  chunk_size: number;
}

/** Where an import job is (its cursor): the phase, the stage position, the staged total. */
interface ImportCursor {
  phase: ImportRun['phase'];
  position: number;
  total: number | null;
  feed_complete: boolean;
  good_batches_in_row: number;
}

type ImportCounts = Pick<
  ImportRun,
  'added' | 'updated' | 'unchanged' | 'skipped' | 'failed' | 'deactivated' | 'batches'
>;

type ImportJob = JobRecord<ImportParams, ImportCursor, ImportCounts>;

/** An import job as the import reads it: one object with typed fields. */
function importRunOf(job: ImportJob): ImportRun {
  const { params, cursor, counts } = job;
  return {
    id: job.id,
    merchant: params.merchant,
    feed_url: params.feed_url,
    status: job.status as RunStatus,
    phase: cursor.phase,
    auto_continue: params.auto_continue,
    max_products: params.max_products,
    chunk_size: params.chunk_size,
    total: cursor.total ?? null,
    feed_complete: cursor.feed_complete,
    cursor: cursor.position,
    added: counts.added,
    updated: counts.updated,
    unchanged: counts.unchanged,
    skipped: counts.skipped,
    failed: counts.failed,
    deactivated: counts.deactivated,
    batches: counts.batches,
    good_batches_in_row: cursor.good_batches_in_row,
    ...runTimesOf(job),
  };
}

/** Changes an import job; the run as it is now (throws when it is gone). */
async function changeRun(db: Queryable, id: string, change: JobChange): Promise<ImportRun> {
  const job = await updateJob<ImportJob>(db, id, change);
  if (!job) throw new Error('Importen finns inte längre');
  return importRunOf(job);
}

/** The merchant's import jobs, the open one first, then the latest. */
const MERCHANT_RUNS = `SELECT * FROM jobs WHERE kind = 'import' AND params ->> 'merchant' = $1`;
const STAGE_BATCH = 2000;
/** Ids of unchanged feed rows per import_stage_unchanged row. */
const UNCHANGED_BATCH = 5000;
/** Shared title heads per import_stage_families insert. */
const FAMILY_BATCH = 5000;

/** A run by id, or null. */
export async function getRun(db: Queryable, id: string): Promise<ImportRun | null> {
  const job = await readJob<ImportJob>(db, 'import', id);
  return job ? importRunOf(job) : null;
}

/** The merchant's open run (queued, running or paused), or its latest. */
export async function currentRun(db: Queryable, merchant: string): Promise<ImportRun | null> {
  const [job] = await db.query<ImportJob>(`${MERCHANT_RUNS} ORDER BY (${JOB_OPEN}) DESC, created_at DESC LIMIT 1`, [
    merchant,
  ]);
  return job ? importRunOf(job) : null;
}

/**
 * Starts an import of a merchant's feed, or returns the run already open for it: two admins starting one merchant
 * get one run.
 */
export async function startRun(
  db: Queryable,
  input: {
    merchant: string;
    feedUrl: string;
    settings: ImportSettings;
    startedBy: string | null;
    autoContinue?: boolean;
  },
): Promise<{ run: ImportRun; created: boolean }> {
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO jobs (kind, lock_key, status, params, cursor, counts, started_by)
     VALUES ('import', 'import:' || $1, 'running',
       jsonb_build_object('merchant', $1::text, 'feed_url', $2::text, 'max_products', $3::int, 'chunk_size', $4::int,
         'auto_continue', $6::boolean),
       '{"phase": "staging", "position": 0, "total": null, "feed_complete": true, "good_batches_in_row": 0}',
       '{"added": 0, "updated": 0, "unchanged": 0, "skipped": 0, "failed": 0, "deactivated": 0, "batches": 0}', $5)
     ON CONFLICT (lock_key) WHERE ${JOB_OPEN} DO NOTHING
     RETURNING id::text`,
    [
      input.merchant,
      input.feedUrl,
      input.settings.maxProducts,
      input.settings.chunkSize,
      input.startedBy,
      input.autoContinue ?? true,
    ],
  );
  const created = inserted ? await getRun(db, inserted.id) : null;
  if (created) return { run: created, created: true };
  const [open] = await db.query<ImportJob>(`${MERCHANT_RUNS} AND ${JOB_OPEN}`, [input.merchant]);
  if (!open) throw new Error('Importen kunde inte startas');
  return { run: importRunOf(open), created: false };
}

/**
 * Reads the feed and stages it: each product row by position (up to max_products) — in import_stage, or, when its
 * digest equals the stored product's, only its id in import_stage_unchanged — and each other row in
 * import_row_errors. Staging again (after a crash) starts over, so it is idempotent. Ends in the importing phase
 * with the total known.
 */
export async function stageRun(db: Db, run: ImportRun, source: FeedSource): Promise<ImportRun> {
  await clearStage(db, run.id);
  await db.query('DELETE FROM import_row_errors WHERE run_id = $1', [run.id]);
  const stored = await storedDigests(db, run.merchant);
  const feed = await openFeed(source);
  let position = 0;
  let staged: { position: number; row_number: number; product: unknown }[] = [];
  let unchanged: string[] = [];
  let unchangedChunks = 0;
  let errors: { row_number: number; product_id: string | null; reason: string }[] = [];
  let truncated = false;
  const write = async (part: {
    staged: typeof staged;
    unchanged: string[];
    chunk: number;
    errors: typeof errors;
  }): Promise<void> => {
    if (part.staged.length > 0) {
      await db.query(
        `INSERT INTO import_stage (run_id, position, row_number, merchant_pid, product)
         SELECT $1, s.position, s.row_number, s.product->>'merchantPid', s.product
         FROM jsonb_to_recordset($2::jsonb) AS s(position int, row_number int, product jsonb)`,
        [run.id, JSON.stringify(part.staged)],
      );
    }
    if (part.unchanged.length > 0) {
      await db.query('INSERT INTO import_stage_unchanged (run_id, chunk, merchant_pids) VALUES ($1, $2, $3::text[])', [
        run.id,
        part.chunk,
        part.unchanged,
      ]);
    }
    if (part.errors.length > 0) {
      await db.query(
        `INSERT INTO import_row_errors (run_id, row_number, product_id, reason)
         SELECT $1, e.row_number, e.product_id, e.reason
         FROM jsonb_to_recordset($2::jsonb) AS e(row_number int, product_id text, reason text)
         ON CONFLICT DO NOTHING`,
        [run.id, JSON.stringify(part.errors)],
      );
    }
  };
  // The database writes one part of the stage while the feed's next part is read (a server database works on a core
  // of its own meanwhile). One write is under way at a time; one that fails fails the staging at the next flush.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    await writing;
    const part = { staged, unchanged, chunk: unchangedChunks, errors };
    if (unchanged.length > 0) unchangedChunks += 1;
    staged = [];
    unchanged = [];
    errors = [];
    writing = write(part);
    writing.catch(() => {});
  };
  // A merchant id seen twice in one feed: the first row counts, later ones are reported.
  const seen = new Set<string>();
  // Titles of the in-stock rows without an item group (the products whose tail variants the run's end groups), and
  // which of them the batches will write.
  const tailTitles: string[] = [];
  const stagedTailTitles = new Set<string>();
  for await (const result of feed.rows) {
    if ('product' in result && seen.has(result.product.merchantPid)) {
      errors.push({
        row_number: result.row,
        product_id: result.product.merchantPid,
        reason: 'id finns redan i flödet',
      });
    } else if ('product' in result) {
      seen.add(result.product.merchantPid);
      if (position >= run.max_products) {
        truncated = true;
        break;
      }
      const pid = result.product.merchantPid;
      const tail = result.product.inStock && !result.product.itemGroupId;
      if (tail) tailTitles.push(result.product.title);
      if (stored.get(pid) === feedDigest(result.product)) unchanged.push(pid);
      else {
        staged.push({ position, row_number: result.row, product: result.product });
        if (tail) stagedTailTitles.add(result.product.title);
      }
      position += 1;
    } else {
      errors.push({ row_number: result.row, product_id: result.id, reason: result.reason });
    }
    if (staged.length >= STAGE_BATCH || errors.length >= STAGE_BATCH || unchanged.length >= UNCHANGED_BATCH) {
      await flush();
    }
  }
  await flush();
  for (const [index, message] of feed.info.documentErrors.entries()) {
    errors.push({ row_number: -(index + 1), product_id: null, reason: message });
  }
  await flush();
  await writing;
  await stageFamilies(db, run.id, tailTitles, stagedTailTitles);
  const [{ count = 0 } = {}] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM import_row_errors WHERE run_id = $1',
    [run.id],
  );
  return changeRun(db, run.id, {
    cursor: { phase: 'importing', total: position, position: 0, feed_complete: !truncated },
    counts: { failed: count },
    heartbeat: true,
  });
}

/** Empties a run's stage. */
async function clearStage(db: Queryable, runId: string): Promise<void> {
  await db.query('DELETE FROM import_stage WHERE run_id = $1', [runId]);
  await db.query('DELETE FROM import_stage_unchanged WHERE run_id = $1', [runId]);
  await db.query('DELETE FROM import_stage_families WHERE run_id = $1', [runId]);
}

/**
 * Keeps the shared title heads of the feed's tail variants (the grouping the run's end does over the merchant's
 * active products) for the titles the batches write, so they write those products with their family at once
 * instead of the run's end rewriting them.
 */
async function stageFamilies(
  db: Queryable,
  runId: string,
  titles: readonly string[],
  written: ReadonlySet<string>,
): Promise<void> {
  if (written.size === 0) return;
  const heads = [...sharedTailHeads(titles)].filter(([title]) => written.has(title));
  for (let start = 0; start < heads.length; start += FAMILY_BATCH) {
    const part = heads.slice(start, start + FAMILY_BATCH);
    await db.query(
      `INSERT INTO import_stage_families (run_id, title, head)
       SELECT $1, f.title, f.head FROM unnest($2::text[], $3::text[]) AS f(title, head)`,
      [runId, part.map(([title]) => title), part.map(([, head]) => head)],
    );
  }
}

/** The batch's rows of tail variants get the family of their shared head (the one the run's end would give). */
async function applyStagedFamilies(tx: Queryable, runId: string, rows: ImportRow[]): Promise<void> {
  const titles = rows.filter((row) => row.in_stock && !row.item_group_id).map((row) => row.title);
  if (titles.length === 0) return;
  const heads = await tx.query<{ title: string; head: string }>(
    'SELECT title, head FROM import_stage_families WHERE run_id = $1 AND title = ANY($2::text[])',
    [runId, titles],
  );
  if (heads.length === 0) return;
  const headOf = new Map(heads.map((row) => [row.title, row.head]));
  for (const row of rows) {
    const head = row.in_stock && !row.item_group_id ? headOf.get(row.title) : undefined;
    if (head !== undefined) row.family_id = tailFamilyId(row.merchant, head);
  }
}

/**
 * The stored digest of each of the merchant's products that an unchanged feed row leaves as it is (the same rows
 * the upsert skips: not hidden for a reason other than stock).
 */
async function storedDigests(db: Queryable, merchant: string): Promise<Map<string, string>> {
  const rows = await db.query<{ merchant_pid: string; feed_digest: string }>(
    `SELECT merchant_pid, feed_digest FROM products
     WHERE merchant = $1 AND feed_digest IS NOT NULL AND (deactivation_reason IS NULL OR deactivation_reason = $2)`,
    [merchant, DEACTIVATION.outOfStock],
  );
  return new Map(rows.map((row) => [row.merchant_pid, row.feed_digest]));
}

export interface BatchResult {
  processed: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  hasMore: boolean;
  nextOffset: number;
  run: ImportRun;
}

/**
 * Imports the next batch from the stage: positions [cursor, cursor + chunk) in one transaction with the run's new
 * cursor and counts. Positions staged as unchanged count as unchanged; a row that no longer validates is counted as
 * skipped. Does nothing when no rows remain.
 */
export async function importBatch(db: Db, runId: string): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const job = await readJob<ImportJob>(tx, 'import', runId, true);
    if (!job) throw new Error('Importen finns inte längre');
    const run = importRunOf(job);
    const total = run.total ?? 0;
    const nextOffset = Math.min(total, run.cursor + run.chunk_size);
    const stage = await tx.query<{ product: unknown }>(
      `SELECT product FROM import_stage WHERE run_id = $1 AND position >= $2 AND position < $3 ORDER BY position`,
      [run.id, run.cursor, nextOffset],
    );
    const rows: ImportRow[] = [];
    let skipped = 0;
    for (const { product } of stage) {
      const parsed = feedProductSchema.safeParse(product);
      if (parsed.success) rows.push(importRowOf(run.merchant, parsed.data));
      else skipped += 1;
    }
    await applyStagedFamilies(tx, run.id, rows);
    const counts = await upsertImportRows(tx, rows);
    const processed = Math.max(0, nextOffset - run.cursor);
    counts.unchanged += processed - stage.length;
    const updated = await changeRun(tx, run.id, {
      cursor: { position: nextOffset },
      add: { added: counts.added, updated: counts.updated, unchanged: counts.unchanged, skipped, batches: 1 },
      heartbeat: true,
    });
    return {
      processed,
      ...counts,
      skipped,
      hasMore: nextOffset < total,
      nextOffset,
      run: updated,
    };
  });
}

/**
 * Completes a run whose stage is imported: the merchant's products missing from a complete feed are hidden (with
 * a reason and counted), import_logs gets its final row, price buckets and typo-correction words are refreshed (when
 * the run changed something) and the stage is cleared.
 */
export async function finishRun(db: Db, runId: string): Promise<ImportRun> {
  const run = await getRun(db, runId);
  if (!run) throw new Error('Importen finns inte längre');
  const deactivated = run.feed_complete
    ? await db.query(
        `UPDATE products p SET is_active = false, deactivation_reason = $3
         WHERE p.merchant = $1 AND p.is_active AND p.source NOT IN ('manual', 'amazon')
           AND NOT EXISTS (SELECT 1 FROM import_stage s WHERE s.run_id = $2 AND s.merchant_pid = p.merchant_pid)
           AND NOT EXISTS (
             SELECT 1 FROM (SELECT unnest(merchant_pids) AS pid FROM import_stage_unchanged WHERE run_id = $2) u
             WHERE u.pid = p.merchant_pid)
         RETURNING 1`,
        [run.merchant, run.id, DEACTIVATION.missing],
      )
    : [];
  const errors = await db.query<{ text: string }>(
    `SELECT concat('rad ', row_number, coalesce(' (' || product_id || ')', ''), ': ', reason) AS text
     FROM import_row_errors WHERE run_id = $1 ORDER BY row_number LIMIT 50`,
    [run.id],
  );
  await db.query(
    `INSERT INTO import_logs (source, session_id, added, updated, deactivated, skipped, session_added,
       session_updated, is_final_batch, errors)
     VALUES (coalesce((SELECT source_id FROM merchants WHERE name = $1), $1), $2, $3, $4, $5, $6, $3, $4, true, $7)`,
    [
      run.merchant,
      run.id,
      run.added,
      run.updated,
      deactivated.length,
      run.skipped + run.failed,
      errors.map((e) => e.text),
    ],
  );
  await clearStage(db, run.id);
  // The typo-correction words come from active products' titles, tags and categories: a run that added, changed
  // and hid nothing leaves them as they are, and the rebuild (a pass over the whole catalogue) is skipped.
  if (run.added + run.updated + deactivated.length > 0) await refreshSearchWords(db);
  // Variants named only by a short title tail ("Doftljus Vanilj – Skogsgrön", "… – Vinterskog") become one family.
  if (run.added + run.updated > 0) await groupTailVariants(db, run.merchant);
  const done = await completeJob(db, run.id, {
    cursor: { phase: 'finishing' },
    counts: { deactivated: deactivated.length },
  });
  const finished = done ? await getRun(db, done.id) : null;
  if (!finished) throw new Error('Importen finns inte längre');
  return finished;
}

/**
 * Records a good batch: the chunk grows by the cadence rules and the next batch waits 2 s (5 s after an empty one); a
 * run continued by hand (auto_continue off) is paused again after it.
 */
export async function recordBatchSuccess(db: Queryable, run: ImportRun, processed: number): Promise<ImportRun> {
  const next = afterGoodBatch(
    { chunkSize: run.chunk_size, goodBatchesInRow: run.good_batches_in_row, failuresInRow: run.failures_in_row },
    processed,
  );
  const updated = await changeRun(db, run.id, {
    params: { chunk_size: next.chunkSize },
    cursor: { good_batches_in_row: next.goodBatchesInRow },
    good: true,
    nextRunInMs: next.delayMs,
  });
  if (updated.auto_continue || !(await pauseJob(db, run.id))) return updated;
  return { ...updated, status: 'paused' };
}
