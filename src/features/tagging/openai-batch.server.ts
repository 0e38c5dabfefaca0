/**
 * "All products" with a model: the provider's Batch API (half the price of direct requests, no rate limit to
 * pace). Products marked needs_tagging (optionally only some ids) are written to JSONL files, one Responses API
 * request per product with custom_id = product id, uploaded (purpose 'batch') and sent as batches to
 * /v1/responses. Each batch is recorded in tagging_batches with its products; the run polls the open batches,
 * reads each finished batch's output and error files, cleans the answers as the direct tagger does, tags every
 * product whose line failed or answered unreadably with the offline tagger, and writes the results.
 *
 * needs_tagging is the queue: a run (or a resumed run after a restart) first picks up the batches still open in
 * tagging_batches, then sends only the products still needing tags and in no open batch. To re-tag products that
 * are tagged already, set their needs_tagging first. One caller at a time (the tagging job holds a lease).
 */

import { toFile } from 'openai';
import type { Db, Queryable } from '../../lib/db/types.ts';
import { accountError, describeError, modelTagger, type TagOutcome } from './engine.server.ts';
import { BATCH_ENDPOINT, type BatchOutputReading, batchInputLine, readBatchOutput } from './openai-batch.ts';
import { taggingRequestBody } from './openai-tagger.server.ts';
import { productToTag, TAG_COLUMNS, type WriteCounts, writeTags } from './tag-write.server.ts';
import { type TaggerInput, tagProduct } from './tagger.ts';

/** Products per provider batch: a file of about 20 MB, well under the provider's 50,000 lines and 200 MB. */
export const REQUESTS_PER_BATCH = 5_000;
/** Milliseconds between two looks at the open batches. */
export const POLL_INTERVAL_MS = 30_000;
/** Failed looks at the provider in a row before the run gives up (it can be resumed). */
const MAX_POLL_FAILURES = 5;

const TERMINAL = new Set(['completed', 'failed', 'expired', 'cancelled']);

export interface BatchTaggingProgress {
  /** 'skickar': uploading new batches; 'väntar': the provider is working; 'sparar': writing a finished batch. */
  phase: 'skickar' | 'väntar' | 'sparar';
  /** Open batches and the products in them. */
  openBatches: number;
  total: number;
  /** Requests the provider reports finished (completed) or failed across the open batches. */
  completed: number;
  failed: number;
  /** Products written by this call so far. */
  tagged: number;
  approved: number;
  rejected: number;
}

export interface BatchTaggingOptions {
  /** Only these products (still subject to needs_tagging); all products needing tags when left out. */
  productIds?: readonly string[];
  onProgress?: (progress: BatchTaggingProgress) => void | Promise<void>;
  /** Stops waiting (the open batches stay recorded; the next call resumes them). */
  signal?: AbortSignal;
  pollIntervalMs?: number;
  requestsPerBatch?: number;
  /**
   * Called inside the transaction that writes a finished batch's tags, with what was written: a caller's own
   * counts (the tagging run's) commit together with the tags or not at all.
   */
  onApplied?: (tx: Queryable, written: WriteCounts) => Promise<void>;
}

export interface BatchTaggingResult {
  /** Provider batch ids finished and written by this call. */
  batches: string[];
  tagged: number;
  modelTagged: number;
  offlineTagged: number;
  approved: number;
  rejected: number;
  /** Batches the provider failed, expired or cancelled as a whole (their products were tagged offline). */
  failedBatches: { id: string; status: string; error: string | null }[];
}

interface BatchRow {
  id: string;
  product_ids: string[];
  status: string;
}

/** The tagger's input for the given products (products deleted since are left out). */
export async function loadTaggerInputs(db: Queryable, ids: readonly string[]): Promise<Map<string, TaggerInput>> {
  const rows = await db.query<Parameters<typeof productToTag>[0]>(
    `SELECT ${TAG_COLUMNS} FROM products WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, productToTag(row).input]));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** Account errors (401/403/402/429) become the engine's typed errors; anything else is thrown as it is. */
function rethrow(error: unknown): never {
  throw accountError(error) ?? error;
}

async function openBatches(db: Queryable): Promise<BatchRow[]> {
  return db.query<BatchRow>(
    'SELECT id, product_ids::text[] AS product_ids, status FROM tagging_batches WHERE applied_at IS NULL ORDER BY created_at',
  );
}

/** Product ids needing tags, in the scope, not in an open batch, in id order. */
async function queuedIds(db: Queryable, scope: readonly string[] | undefined, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT p.id FROM products p
      WHERE p.needs_tagging AND ($1::uuid[] IS NULL OR p.id = ANY($1::uuid[]))
        AND NOT EXISTS (SELECT 1 FROM tagging_batches b WHERE b.applied_at IS NULL AND p.id = ANY(b.product_ids))
      ORDER BY p.id LIMIT $2`,
    [scope ?? null, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Tags the products needing tags through the Batch API, resuming open batches first; resolves when every batch
 * this call waited for is written. Throws TaggingAuthError / TaggingCreditsError / TaggingRateLimitError when the
 * provider refuses the account, and an Error without OPENAI_API_KEY. On abort it rejects with the signal's reason;
 * the batches stay open and the next call continues them.
 */
export async function runBatchTagging(db: Db, options: BatchTaggingOptions = {}): Promise<BatchTaggingResult> {
  const tagger = modelTagger();
  if (!tagger) throw new Error('OPENAI_API_KEY saknas: taggning via Batch API kräver en nyckel');
  const { client, model } = tagger;
  const perBatch = Math.max(1, options.requestsPerBatch ?? REQUESTS_PER_BATCH);
  const pollMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const result: BatchTaggingResult = {
    batches: [],
    tagged: 0,
    modelTagged: 0,
    offlineTagged: 0,
    approved: 0,
    rejected: 0,
    failedBatches: [],
  };
  const counts = new Map<string, { completed: number; failed: number }>();

  const report = async (phase: BatchTaggingProgress['phase'], open: readonly BatchRow[]) => {
    if (!options.onProgress) return;
    let completed = 0;
    let failed = 0;
    for (const row of open) {
      completed += counts.get(row.id)?.completed ?? 0;
      failed += counts.get(row.id)?.failed ?? 0;
    }
    await options.onProgress({
      phase,
      openBatches: open.length,
      total: open.reduce((sum, row) => sum + row.product_ids.length, 0),
      completed,
      failed,
      tagged: result.tagged,
      approved: result.approved,
      rejected: result.rejected,
    });
  };

  /** Sends the products still queued as new batches. */
  const queue = async () => {
    for (;;) {
      const ids = await queuedIds(db, options.productIds, perBatch);
      if (ids.length === 0) return;
      await report('skickar', await openBatches(db));
      const inputs = await loadTaggerInputs(db, ids);
      if (inputs.size === 0) continue;
      const lines = ids.flatMap((id) => {
        const input = inputs.get(id);
        return input ? [batchInputLine(id, taggingRequestBody(model, [{ id, input }]))] : [];
      });
      const file = await client.files
        .create(
          { file: await toFile(Buffer.from(`${lines.join('\n')}\n`), 'taggning.jsonl'), purpose: 'batch' },
          options.signal ? { signal: options.signal } : {},
        )
        .catch(rethrow);
      const batch = await client.batches
        .create(
          {
            input_file_id: file.id,
            endpoint: BATCH_ENDPOINT,
            completion_window: '24h',
            metadata: { presentpilot: 'taggning' },
          },
          options.signal ? { signal: options.signal } : {},
        )
        .catch(rethrow);
      await db.query(
        `INSERT INTO tagging_batches (id, input_file_id, model, product_ids, status) VALUES ($1, $2, $3, $4::uuid[], $5)`,
        [batch.id, file.id, model, [...inputs.keys()], batch.status],
      );
    }
  };

  /** Reads a file's text into the reading, or leaves the reading as it is when there is no such file. */
  const readFile = async (
    fileId: string | null | undefined,
    sent: Map<string, TaggerInput>,
    into: BatchOutputReading,
  ) => {
    if (!fileId) return;
    const response = await client.files
      .content(fileId, options.signal ? { signal: options.signal } : {})
      .catch(rethrow);
    readBatchOutput(await response.text(), sent, into);
  };

  let failuresInRow = 0;
  await queue();
  for (;;) {
    const open = await openBatches(db);
    if (open.length === 0) {
      // Products marked for tagging while the batches ran (an import) go out too.
      await queue();
      if ((await openBatches(db)).length === 0) break;
      continue;
    }
    let finishedOne = false;
    for (const row of open) {
      let batch: Awaited<ReturnType<typeof client.batches.retrieve>>;
      try {
        batch = await client.batches.retrieve(row.id, options.signal ? { signal: options.signal } : {});
        failuresInRow = 0;
      } catch (error) {
        if (options.signal?.aborted) throw options.signal.reason;
        const account = accountError(error);
        if (account) throw account;
        failuresInRow++;
        console.warn(`[tagging] kunde inte läsa batchens status (${describeError(error)})`);
        if (failuresInRow >= MAX_POLL_FAILURES) throw error;
        continue;
      }
      const requestCounts = {
        completed: batch.request_counts?.completed ?? 0,
        failed: batch.request_counts?.failed ?? 0,
      };
      counts.set(row.id, requestCounts);
      if (!TERMINAL.has(batch.status)) {
        await db.query(
          `UPDATE tagging_batches SET status = $2, completed_requests = $3, failed_requests = $4, checked_at = now()
            WHERE id = $1`,
          [row.id, batch.status, requestCounts.completed, requestCounts.failed],
        );
        continue;
      }
      await report('sparar', open);
      const sent = await loadTaggerInputs(db, row.product_ids);
      const reading: BatchOutputReading = { results: new Map(), unusable: 0 };
      await readFile(batch.output_file_id, sent, reading);
      await readFile(batch.error_file_id, sent, reading);
      const outcomes: TagOutcome[] = [...sent].map(([id, input]) => {
        const answer = reading.results.get(id);
        return answer ? { id, result: answer, engine: 'openai' } : { id, result: tagProduct(input), engine: 'offline' };
      });
      const error = batch.errors?.data?.[0]?.message ?? null;
      if (batch.status !== 'completed') {
        result.failedBatches.push({ id: row.id, status: batch.status, error });
        console.warn(`[tagging] batchen ${row.id} slutade som ${batch.status}; offline-taggaren tog det som saknades`);
      }
      const modelCount = outcomes.filter((outcome) => outcome.engine === 'openai').length;
      const saved = await db.transaction(async (tx) => {
        const written = await writeTags(tx, outcomes, true);
        await tx.query(
          `UPDATE tagging_batches SET status = $2, completed_requests = $3, failed_requests = $4, model_tagged = $5,
                  offline_tagged = $6, last_error = $7, checked_at = now(), applied_at = now()
            WHERE id = $1`,
          [
            row.id,
            batch.status,
            requestCounts.completed,
            requestCounts.failed,
            modelCount,
            outcomes.length - modelCount,
            error,
          ],
        );
        await options.onApplied?.(tx, written);
        return written;
      });
      result.batches.push(row.id);
      result.tagged += saved.updated;
      result.approved += saved.approved;
      result.rejected += saved.rejected;
      result.modelTagged += modelCount;
      result.offlineTagged += outcomes.length - modelCount;
      finishedOne = true;
    }
    const stillOpen = await openBatches(db);
    await report('väntar', stillOpen);
    if (!finishedOne && stillOpen.length > 0) await sleep(pollMs, options.signal);
  }
  return result;
}
