/**
 * The one place that picks the tagging engine (docs/product/admin-tagging.md#model-tagger): without OPENAI_API_KEY
 * every product goes to the offline tagger; with it, the model tags batches of MODEL_BATCH_SIZE products (OPENAI_MODEL,
 * OPENAI_BASE_URL).
 *
 * What an error means:
 * - A batch whose request fails for any other reason (5xx, timeout, network, malformed JSON), and a product the
 *   answer leaves out or answers unreadably, falls back to the offline tagger: tagBatch still tags every product.
 * - The model provider refusing the key (401/403), out of credits (402) or rate limiting (429) is about the
 *   account, not the product: tagBatch throws TaggingAuthError / TaggingCreditsError / TaggingRateLimitError so
 *   the job can stop or wait (docs/product/admin-tagging.md#run). The error's `completed` holds the products already
 *   tagged. Pass `{ accountErrors: 'fallback' }` to tag those offline instead.
 */
import { env } from '../../lib/env.ts';
import { createModelTagger, type ModelTagger } from './openai-tagger.server.ts';
import { MODEL_BATCH_SIZE } from './openai-tagging.ts';
import { type TaggerInput, type TaggerResult, tagProduct } from './tagger.ts';

export type TaggingEngineKind = 'offline' | 'openai';

export interface TagItem {
  id: string;
  input: TaggerInput;
}

export interface TagOutcome {
  id: string;
  result: TaggerResult;
  /** Who tagged it: 'openai' only when the model's answer was used. */
  engine: TaggingEngineKind;
}

export interface TagBatchOptions {
  /** 'throw' (default): 401/403/402/429 throw the typed errors below; 'fallback': tag offline instead. */
  accountErrors?: 'throw' | 'fallback';
  signal?: AbortSignal;
}

/** A model provider error the tagging job acts on; `completed` holds what was tagged before it. */
export class TaggingEngineError extends Error {
  readonly status: number;
  completed: TagOutcome[] = [];

  constructor(status: number, message: string) {
    super(message);
    this.name = 'TaggingEngineError';
    this.status = status;
  }
}

/** 401/403: the provider refused OPENAI_API_KEY. */
export class TaggingAuthError extends TaggingEngineError {
  constructor(status: 401 | 403) {
    super(status, 'AI-tjänsten nekade nyckeln (OPENAI_API_KEY). Kontrollera nyckeln.');
    this.name = 'TaggingAuthError';
  }
}

/** 402: the account has no credits left. */
export class TaggingCreditsError extends TaggingEngineError {
  constructor() {
    super(402, 'AI-krediter slut');
    this.name = 'TaggingCreditsError';
  }
}

/** 429: too many requests; `retryAfterMs` is the provider's retry-after when it gave one. */
export class TaggingRateLimitError extends TaggingEngineError {
  readonly retryAfterMs: number | null;

  constructor(retryAfterMs: number | null) {
    super(429, 'Rate limit: För många förfrågningar. Väntar innan nästa försök...');
    this.name = 'TaggingRateLimitError';
    this.retryAfterMs = retryAfterMs;
  }
}

/** Milliseconds to wait from retry-after-ms / retry-after headers (seconds or an HTTP date), or null. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return Math.round(ms);
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : null;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The typed error for an account-level provider failure, or null for any other error. */
export function accountError(error: unknown): TaggingEngineError | null {
  if (!error || typeof error !== 'object') return null;
  const { status, headers } = error as { status?: unknown; headers?: unknown };
  if (status === 401 || status === 403) return new TaggingAuthError(status);
  if (status === 402) return new TaggingCreditsError();
  if (status === 429) return new TaggingRateLimitError(retryAfterMs(headers instanceof Headers ? headers : undefined));
  return null;
}

/** What is logged about a failed request: never the key, the request or the answer. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { name, status } = error as { name?: unknown; status?: unknown };
    return [typeof name === 'string' ? name : 'Error', typeof status === 'number' ? `status ${status}` : '']
      .filter(Boolean)
      .join(' ');
  }
  return 'okänt fel';
}

let cached: { key: string; tagger: ModelTagger | null } | undefined;

/** The configured model tagger, or null without OPENAI_API_KEY (rebuilt when the environment changes). */
export function modelTagger(): ModelTagger | null {
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, OPENAI_MODEL: model } = env();
  const key = JSON.stringify([apiKey ?? '', baseURL ?? '', model ?? '']);
  if (cached?.key === key) return cached.tagger;
  const tagger = apiKey ? createModelTagger({ apiKey, baseURL, model }) : null;
  cached = { key, tagger };
  return tagger;
}

/** The engine tagBatch uses now. */
export function taggingEngineKind(): TaggingEngineKind {
  return modelTagger() ? 'openai' : 'offline';
}

function offline(item: TagItem): TagOutcome {
  return { id: item.id, result: tagProduct(item.input), engine: 'offline' };
}

/** Requests in flight at once for one tagBatch call. */
const CONCURRENCY = 4;

/**
 * Tags the products, in the order given. See the file comment for which engine answers and what errors mean.
 */
export async function tagBatch(items: TagItem[], options: TagBatchOptions = {}): Promise<TagOutcome[]> {
  const tagger = modelTagger();
  if (!tagger) return items.map(offline);
  const chunks: TagItem[][] = [];
  for (let start = 0; start < items.length; start += MODEL_BATCH_SIZE)
    chunks.push(items.slice(start, start + MODEL_BATCH_SIZE));
  const answers: (Map<string, TaggerResult> | null)[] = new Array(chunks.length).fill(null);
  let failure: TaggingEngineError | null = null;
  let next = 0;
  const worker = async () => {
    while (next < chunks.length && !failure) {
      const index = next++;
      const chunk = chunks[index] ?? [];
      try {
        answers[index] = await tagger.tag(chunk, options.signal);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        const account = accountError(error);
        if (account && options.accountErrors !== 'fallback') {
          failure ??= account;
          return;
        }
        console.warn(`[tagging] modellen misslyckades (${describeError(error)}); offline-taggaren tar över`);
        answers[index] = new Map();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, chunks.length) }, worker));
  const outcomes: TagOutcome[] = [];
  let missing = 0;
  for (const [index, chunk] of chunks.entries()) {
    const answer = answers[index];
    if (!answer) continue;
    for (const item of chunk) {
      const result = answer.get(item.id);
      if (result) outcomes.push({ id: item.id, result, engine: 'openai' });
      else {
        missing++;
        outcomes.push(offline(item));
      }
    }
  }
  if (missing > 0) console.warn(`[tagging] ${missing} produkter utan användbart modellsvar; offline-taggaren tog dem`);
  if (failure) {
    const error: TaggingEngineError = failure;
    error.completed = outcomes;
    throw error;
  }
  return outcomes;
}
