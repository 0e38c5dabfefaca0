/**
 * The admin-proxy contract (docs/product/admin-import.md#admin-proxy). Action 'tag' is the tag-products call
 * (tagging/admin/tagging.server.ts). Action 'import' runs on top of the import job: `count_only` answers the feed's
 * total; otherwise one batch is imported from `offset` with `limit` rows (clamped to the chunk range) in the run named
 * by `session_id`, or in a new run, and the answer carries the run's totals. The run is held by a lease while the batch
 * runs, so the background runner never works on it at the same time; a run started here waits for the next call
 * (auto_continue off).
 */
import type { Db } from '../../../lib/db/db.server.ts';
import { HttpError, notFound } from '../../../lib/http.ts';
import { claimJob, pauseJob, recordFailure, releaseJob } from '../../../lib/jobs/job-engine.server.ts';
import { updateJob } from '../../../lib/jobs/job-store.server.ts';
import { countFeed } from '../../feeds/feed-reader.server.ts';
import { fetchFeed } from '../../feeds/fetch-feed.server.ts';
import { requestPublish } from '../../publish/publish.server.ts';
import { type TagProductsAnswer, tagProductsBatch } from '../../tagging/admin/tagging.server.ts';
import { clampChunk, importSettingsSchema } from '../cadence.ts';
import { importJob } from '../import-job.server.ts';
import {
  finishRun,
  getRun,
  type ImportRun,
  importBatch,
  recordBatchSuccess,
  stageRun,
  startRun,
} from '../import-run.server.ts';
import { feedFetchOptions, syncMerchant } from './sync.server.ts';
import { type AdminProxyBody, type AdminProxyImportBody, type AdminProxyTagBody, SYNC_TEXT } from './sync.ts';

export interface AdminProxyBatch {
  processed: number;
  added: number;
  updated: number;
  skipped: number;
  hasMore: boolean;
  nextOffset: number;
  session_id: string;
  session_totals: { added: number; updated: number; skipped: number };
}

const failure = (error: unknown) =>
  error instanceof HttpError ? error : new HttpError(502, error instanceof Error ? error.message : String(error));

async function runFor(
  db: Db,
  body: AdminProxyImportBody,
  merchant: { name: string; feedUrl: string },
): Promise<ImportRun> {
  if (body.session_id) {
    const run = await getRun(db, body.session_id);
    if (!run || run.merchant !== merchant.name) throw notFound(SYNC_TEXT.runNotFound);
    return run;
  }
  const { run, created } = await startRun(db, {
    merchant: merchant.name,
    feedUrl: merchant.feedUrl,
    settings: importSettingsSchema.parse({ chunkSize: body.limit }),
    startedBy: 'admin-proxy',
    autoContinue: false,
  });
  if (!created) return run;
  await pauseJob(db, run.id);
  return (await getRun(db, run.id)) ?? run;
}

/** One admin-proxy call: action 'tag' is one tag-products batch; 'import' the feed's total, or one batch. */
export async function adminProxy(
  db: Db,
  body: AdminProxyBody,
): Promise<{ total: number } | AdminProxyBatch | TagProductsAnswer> {
  if (body.action === 'tag') return adminProxyTag(db, body);
  const merchant = await syncMerchant(db, body.merchant_id);
  if (!merchant.feedUrl) throw new HttpError(400, SYNC_TEXT.noFeedUrl);
  const feedUrl = merchant.feedUrl;
  if (body.count_only) {
    try {
      const feed = await fetchFeed(feedUrl, feedFetchOptions(db));
      return { total: (await countFeed(feed.body)).total };
    } catch (error) {
      throw failure(error);
    }
  }
  const opened = await runFor(db, body, { name: merchant.name, feedUrl });
  if (opened.status === 'done' || opened.status === 'failed') {
    const processed = 0;
    return {
      processed,
      added: 0,
      updated: 0,
      skipped: 0,
      hasMore: false,
      nextOffset: opened.cursor,
      session_id: opened.id,
      session_totals: { added: opened.added, updated: opened.updated, skipped: opened.skipped },
    };
  }
  let run = await claimJob(db, importJob, opened.id);
  if (!run) throw new HttpError(409, SYNC_TEXT.busy);
  try {
    if (run.phase === 'staging') {
      try {
        run = await stageRun(db, run, (await fetchFeed(feedUrl, feedFetchOptions(db))).body);
      } catch (error) {
        throw failure(error);
      }
    }
    const total = run.total ?? 0;
    await updateJob(db, run.id, {
      cursor: { position: Math.min(body.offset, total) },
      params: { chunk_size: clampChunk(body.limit) },
    });
    try {
      const batch = await importBatch(db, run.id);
      let after = await recordBatchSuccess(db, batch.run, batch.processed);
      if (!batch.hasMore) {
        after = await finishRun(db, run.id);
        await requestPublish(`import av ${after.merchant}`, { now: true, db });
      }
      return {
        processed: batch.processed,
        added: batch.added,
        updated: batch.updated,
        skipped: batch.skipped,
        hasMore: batch.hasMore,
        nextOffset: batch.nextOffset,
        session_id: run.id,
        session_totals: { added: after.added, updated: after.updated, skipped: after.skipped },
      };
    } catch (error) {
      const current = await getRun(db, run.id);
      if (current) await recordFailure(db, importJob, current, error);
      throw failure(error);
    }
  } finally {
    await releaseJob(db, opened.id);
  }
}

/**
 * The admin-proxy call's 'tag' action (docs/product/admin-tagging.md#tag-products): the tagging tab's tag-products
 * batch (limit 200 unless given), of one merchant when merchant_id (or the merchant's name) is given; `count_only`
 * answers how many products in that scope the call would tag.
 */
export async function adminProxyTag(db: Db, body: AdminProxyTagBody): Promise<TagProductsAnswer | { total: number }> {
  const merchant = body.merchant_id ? (await syncMerchant(db, body.merchant_id)).name : body.merchant;
  if (body.count_only) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE ($1 OR needs_tagging) AND ($2::text IS NULL OR merchant = $2::text)`,
      [body.tag_all, merchant ?? null],
    );
    return { total: row?.n ?? 0 };
  }
  return tagProductsBatch(db, {
    offset: body.offset,
    limit: body.limit,
    tag_all: body.tag_all,
    ...(merchant ? { merchant } : {}),
  });
}
