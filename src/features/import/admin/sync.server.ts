/**
 * The Synkronisering tab's server side: the chosen merchant's job state, start / pause / continue / reset of its
 * import run (the run functions of src/features/import do the work; the background runner drives it), the feed
 * scan, the last run's row errors, the import logs.
 */
import type { z } from 'zod';
import type { Db, Queryable } from '../../../lib/db/db.server.ts';
import { badRequest, HttpError, notFound, parseWith } from '../../../lib/http.ts';
import { continueJob, pauseJob } from '../../../lib/jobs/job-engine.server.ts';
import { MERCHANT_TEXT } from '../../catalogue/admin/merchant.ts';
import { findMerchant } from '../../catalogue/admin/merchants.server.ts';
import { countFeed } from '../../feeds/feed-reader.server.ts';
import { fetchFeed } from '../../feeds/fetch-feed.server.ts';
import { importSettingsSchema } from '../cadence.ts';
import { importJob } from '../import-job.server.ts';
import { currentRun, type ImportRun, startRun } from '../import-run.server.ts';
import { syncRunOf } from './progress.ts';
import { type ImportLogEntry, SYNC_TEXT, type SyncMerchant, type SyncState } from './sync.ts';

const conflict = (message: string) => new HttpError(409, message);

/** Parses a request of the tab; a missing merchant is answered 'Välj butik först', anything else 'Ogiltiga parametrar'. */
export function parseSyncInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  const choose = !result.success && result.error.issues.some((issue) => issue.message === SYNC_TEXT.chooseMerchant);
  return parseWith(schema, input, choose ? SYNC_TEXT.chooseMerchant : undefined);
}

/** A merchant for the tab (404 when unknown), with its last completed import. */
export async function syncMerchant(db: Queryable, id: string): Promise<SyncMerchant & { sourceId: string }> {
  const merchant = await findMerchant(db, id);
  if (!merchant) throw notFound(MERCHANT_TEXT.notFound);
  const [last] = await db.query<{ run_at: Date | string }>(
    `SELECT run_at FROM import_logs WHERE source = $1 AND is_final_batch ORDER BY run_at DESC LIMIT 1`,
    [merchant.sourceId],
  );
  return {
    id: merchant.id,
    name: merchant.name,
    sourceId: merchant.sourceId,
    feedUrl: merchant.feedUrl,
    lastImportAt: last ? new Date(last.run_at).toISOString() : null,
    counts: merchant.counts,
  };
}

/** Everything the tab shows for a merchant: its info box and its current (or latest) run. */
export async function syncState(db: Queryable, merchantId: string, now = Date.now()): Promise<SyncState> {
  const { sourceId: _sourceId, ...merchant } = await syncMerchant(db, merchantId);
  const run = await currentRun(db, merchant.name);
  return { merchant, run: run ? syncRunOf(run, now) : null };
}

function feedUrlOf(merchant: { feedUrl: string | null }): string {
  if (!merchant.feedUrl) throw badRequest(SYNC_TEXT.noFeedUrl);
  return merchant.feedUrl;
}

/** Starts the merchant's import, or gives the run already open for it (two admins, one run). */
export async function startSync(
  db: Queryable,
  input: { merchantId: string; maxProducts: number; chunkSize: number; startedBy: string | null },
): Promise<SyncState> {
  const merchant = await syncMerchant(db, input.merchantId);
  await startRun(db, {
    merchant: merchant.name,
    feedUrl: feedUrlOf(merchant),
    settings: importSettingsSchema.parse({ maxProducts: input.maxProducts, chunkSize: input.chunkSize }),
    startedBy: input.startedBy,
  });
  return syncState(db, input.merchantId);
}

/**
 * 'Återställ och Starta Ny Import': once the merchant's run has finished (done or failed), a new run starts from
 * the beginning; 409 while a run is still open.
 */
export async function resetSync(
  db: Queryable,
  input: { merchantId: string; maxProducts: number; chunkSize: number; startedBy: string | null },
): Promise<SyncState> {
  const merchant = await syncMerchant(db, input.merchantId);
  const run = await currentRun(db, merchant.name);
  if (run && !isFinished(run)) throw conflict(SYNC_TEXT.stillOpen);
  return startSync(db, input);
}

function isFinished(run: ImportRun): boolean {
  return run.status === 'done' || run.status === 'failed';
}

async function openRunOf(db: Queryable, merchantId: string): Promise<ImportRun> {
  const merchant = await syncMerchant(db, merchantId);
  const run = await currentRun(db, merchant.name);
  if (!run || isFinished(run)) throw conflict(SYNC_TEXT.noOpenRun);
  return run;
}

/** Pauses the merchant's run: the batch under way finishes, no new one starts. */
export async function pauseSync(db: Queryable, merchantId: string): Promise<SyncState> {
  const run = await openRunOf(db, merchantId);
  if (run.status !== 'paused') await pauseJob(db, run.id);
  return syncState(db, merchantId);
}

/** Continues a paused run automatically (batch after batch) or manually (one batch, then paused again). */
export async function continueSync(db: Queryable, merchantId: string, auto: boolean): Promise<SyncState> {
  const run = await openRunOf(db, merchantId);
  if (!(await continueJob(db, importJob, run.id, { auto_continue: auto }))) throw conflict(SYNC_TEXT.notPaused);
  return syncState(db, merchantId);
}

/** Fetch rules for a merchant's feed: loopback and private addresses only on the embedded database (local mode). */
export function feedFetchOptions(db: Pick<Db, 'kind'>) {
  return { allowPrivate: db.kind === 'pglite' };
}

/** Counts the products of the merchant's feed (rows that will be errors included), fetched with the SSRF rules. */
export async function scanFeed(db: Db, merchantId: string): Promise<{ total: number }> {
  const merchant = await syncMerchant(db, merchantId);
  try {
    const feed = await fetchFeed(feedUrlOf(merchant), feedFetchOptions(db));
    const { total } = await countFeed(feed.body);
    return { total };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, error instanceof Error ? error.message : String(error));
  }
}

interface RowError {
  row_number: number;
  product_id: string | null;
  reason: string;
}

/** The row errors of the merchant's latest run, in chunks by row number. */
export async function* runErrorRows(db: Queryable, merchantId: string, chunk = 5000): AsyncGenerator<RowError[]> {
  const merchant = await syncMerchant(db, merchantId);
  const run = await currentRun(db, merchant.name);
  if (!run) return;
  let after: number | null = null;
  for (;;) {
    const rows: RowError[] = await db.query<RowError>(
      `SELECT row_number, product_id, reason FROM import_row_errors
       WHERE run_id = $1 AND ($2::int IS NULL OR row_number > $2) ORDER BY row_number LIMIT $3`,
      [run.id, after, chunk],
    );
    if (rows.length === 0) return;
    yield rows;
    after = (rows.at(-1) as RowError).row_number;
  }
}

/** The last 10 import logs, newest first: the merchant's when one is chosen, else every merchant's. */
export async function importLogs(db: Queryable, merchantId?: string): Promise<ImportLogEntry[]> {
  const source = merchantId ? (await syncMerchant(db, merchantId)).sourceId : null;
  const rows = await db.query<{
    id: string;
    run_at: Date | string;
    source: string;
    added: number;
    updated: number;
    deactivated: number;
    skipped: number;
    session_added: number;
    session_updated: number;
    is_final_batch: boolean;
    errors: string[];
  }>(
    `SELECT id::text, run_at, source, added, updated, deactivated, skipped, session_added, session_updated,
       is_final_batch, errors
     FROM import_logs WHERE $1::text IS NULL OR source = $1 ORDER BY run_at DESC, id LIMIT 10`,
    [source],
  );
  return rows.map((row) => ({
    id: row.id,
    runAt: new Date(row.run_at).toISOString(),
    source: row.source,
    added: row.added,
    updated: row.updated,
    deactivated: row.deactivated,
    skipped: row.skipped,
    sessionAdded: row.session_added,
    sessionUpdated: row.session_updated,
    isFinalBatch: row.is_final_batch,
    errors: row.errors,
  }));
}
