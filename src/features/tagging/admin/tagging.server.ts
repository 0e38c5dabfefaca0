/**
 * The Synkronisering tab's tagging API on top of the tagging job: the live state (the open run or the latest, the
 * products needing tags, the engine) and the tag-products call (docs/product/admin-tagging.md#tag-products), which tags
 * one batch with the same functions as the job.
 */
import type { Db, Queryable } from '../../../lib/db/db.server.ts';
import { HttpError } from '../../../lib/http.ts';
import { TaggingEngineError, taggingEngineKind } from '../engine.server.ts';
import { readProducts, TAG_COLUMNS, writeTags } from '../tag-write.server.ts';
import { openBatchCounts, usesBatchApi } from '../tagging-batch-run.server.ts';
import { publishAfterTagging } from '../tagging-job.server.ts';
import { batchPhaseText, TAYSTA_MERCHANT, type TaggingState, type TagProductsBody } from '../tagging-rules.ts';
import { latestTaggingRun, runView, tagItems } from '../tagging-run.server.ts';

/** The state the tab polls. */
export async function taggingState(db: Queryable): Promise<TaggingState> {
  const run = await latestTaggingRun(db);
  const [counts] = await db.query<{ total: number; taysta: number }>(
    `SELECT coalesce(sum(n), 0)::int AS total, coalesce(sum(n) FILTER (WHERE merchant = $1), 0)::int AS taysta
     FROM product_tallies WHERE needs_tagging`,
    [TAYSTA_MERCHANT],
  );
  const view = run ? runView(run) : null;
  if (run && view && run.status === 'running' && usesBatchApi(run))
    view.phase = batchPhaseText(await openBatchCounts(db));
  return {
    run: view,
    needsTagging: { total: counts?.total ?? 0, taysta: counts?.taysta ?? 0 },
    engine: taggingEngineKind(),
  };
}

export interface TagProductsAnswer {
  updated: number;
  hasMore: boolean;
  remaining: number;
  approved: number;
  rejected: number;
}

/**
 * tag-products {offset, limit, tag_all, merchant?}: tags up to `limit` products in id order from `offset` — the
 * products needing tags (tagged ones leave that set, so callers normally pass offset 0), or with tag_all every
 * product (the offset then walks the catalogue). `remaining` counts what is left after this batch; the site is
 * republished when nothing is.
 */
export async function tagProductsBatch(db: Db, body: TagProductsBody): Promise<TagProductsAnswer> {
  const merchant = body.merchant ?? null;
  const scope = `${body.tag_all ? 'true' : 'needs_tagging'} AND ($1::text IS NULL OR merchant = $1::text)`;
  const products = await readProducts(
    db,
    `SELECT ${TAG_COLUMNS} FROM products WHERE ${scope} ORDER BY id OFFSET $2 LIMIT $3`,
    [merchant, body.offset, body.limit],
  );
  let outcomes: Awaited<ReturnType<typeof tagItems>>;
  try {
    outcomes = await tagItems(products);
  } catch (error) {
    if (!(error instanceof TaggingEngineError)) throw error;
    // What the model had tagged before the account error is kept; the call answers with the spec's text.
    if (error.completed.length > 0) await db.transaction((tx) => writeTags(tx, error.completed, !body.tag_all));
    throw new HttpError(error.status === 402 || error.status === 429 ? error.status : 502, error.message);
  }
  const counts = await db.transaction((tx) => writeTags(tx, outcomes, !body.tag_all));
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE ${scope}`, [merchant]);
  const inScope = row?.n ?? 0;
  const remaining = body.tag_all
    ? Math.max(0, inScope - body.offset - products.length)
    : Math.max(0, inScope - body.offset);
  if (remaining === 0 && counts.updated > 0) await publishAfterTagging(db);
  return {
    updated: counts.updated,
    hasMore: remaining > 0,
    remaining,
    approved: counts.approved,
    rejected: counts.rejected,
  };
}
