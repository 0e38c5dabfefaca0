/**
 * The tagging run's rules (docs/product/admin-tagging.md#run), pure: each kind of run's batch size, pause and limit,
 * what a failed batch leads to (wait and retry, or stop with the spec's text), the admin screen's network retries,
 * speed and the time left. The job and the Synkronisering tab both use them.
 */
import { z } from 'zod';
import type { JobFailure } from '../../lib/jobs/job-failure.ts';

export const TAGGING_KINDS = ['5000', 'taysta', 'alla', 'merchant'] as const;
export type TaggingKind = (typeof TAGGING_KINDS)[number];
export type TaggingStatus = 'running' | 'paused' | 'failed' | 'done';

/** The merchant of the 'Taysta' run. */
export const TAYSTA_MERCHANT = 'Taysta';

export const TAGGING_TEXT = {
  sessionExpired: 'Session utgången: Din admin-inloggning har gått ut. Logga in igen.',
  credits: 'AI-krediter slut',
  rateLimit: 'Rate limit: För många förfrågningar. Väntar innan nästa försök...',
  gaveUp: 'Fel efter flera försök',
  found: 'Pågående taggning hittad',
  restartConfirm: 'Detta kommer radera all sparad progress och starta om från början. Är du säker?',
  restarted: 'Progress raderad',
  noOpenRun: 'Ingen taggning pågår',
  notPaused: 'Taggningen är inte pausad',
  noneToTag: 'Inga produkter behöver taggas',
  merchantRequired: 'Välj butik för en taggning av en butik',
  gone: 'Taggningen finns inte längre',
} as const;

export interface TaggingPlan {
  batchSize: number;
  pauseMs: number;
  /** At most this many products in the run; null: every product in scope. */
  maxProducts: number | null;
}

/**
 * Batch size, pause and limit of a kind of run (docs/product/admin-tagging.md#run): 5000 in 100s a second apart; the
 * others 200s, 2 s apart.
 */
export function taggingPlan(kind: TaggingKind): TaggingPlan {
  if (kind === '5000') return { batchSize: 100, pauseMs: 1000, maxProducts: 5000 };
  return { batchSize: 200, pauseMs: 2000, maxProducts: null };
}

/** The tag-products call's batch size when none is given (docs/product/admin-tagging.md#tag-products). */
export const TAG_PRODUCTS_LIMIT = 200;
/** Tries of one batch before the run stops (docs/product/admin-tagging.md#run). */
export const MAX_BATCH_TRIES = 3;
/** First wait after a failed batch; it doubles each try (docs/product/admin-tagging.md#run). */
export const BATCH_BACKOFF_MS = 2000;
/**
 * Wait per attempt after a rate limit (docs/product/admin-tagging.md#run); a provider's retry-after wins when longer.
 */
export const RATE_LIMIT_WAIT_MS = 2000;
/** Longest wait after a rate limit. */
export const RATE_LIMIT_MAX_WAIT_MS = 60_000;
/** The screen's network retries and their step (docs/product/admin-tagging.md#tab). */
export const NETWORK_RETRIES = 2;
export const NETWORK_BACKOFF_MS = 500;

export type FailureOutcome =
  | { action: 'retry'; delayMs: number; message: string }
  | { action: 'stop'; message: string };

/**
 * What follows a failed batch, `attempt` being this failure's number in a row (1 for the first). A refused key or
 * no credits stop the run at once; a rate limit waits 2 s × attempt (or the provider's retry-after) and tries again
 * however often it takes; any other error is tried 3 times in all, waiting 2 s, then 4 s, and then the run stops
 * with 'Fel efter flera försök'.
 */
export function afterFailure(
  kind: JobFailure,
  attempt: number,
  detail: { message: string; retryAfterMs?: number | null },
): FailureOutcome {
  if (kind === 'credits') return { action: 'stop', message: TAGGING_TEXT.credits };
  if (kind === 'auth') return { action: 'stop', message: detail.message };
  if (kind === 'rate-limit') {
    const wait = Math.max(RATE_LIMIT_WAIT_MS * attempt, detail.retryAfterMs ?? 0);
    return { action: 'retry', delayMs: Math.min(wait, RATE_LIMIT_MAX_WAIT_MS), message: TAGGING_TEXT.rateLimit };
  }
  if (attempt >= MAX_BATCH_TRIES) return { action: 'stop', message: `${TAGGING_TEXT.gaveUp}: ${detail.message}` };
  return { action: 'retry', delayMs: BATCH_BACKOFF_MS * 2 ** (attempt - 1), message: detail.message };
}

/** The screen's wait before network retry number `attempt` (1-based), or null when it gives up. */
export function networkRetryDelay(attempt: number): number | null {
  return attempt >= 1 && attempt <= NETWORK_RETRIES ? NETWORK_BACKOFF_MS * attempt : null;
}

/** Products per second since `startedAt`, or null before anything was measured. */
export function taggingSpeed(processedSince: number, startedAt: number, now: number): number | null {
  const seconds = (now - startedAt) / 1000;
  if (processedSince <= 0 || seconds <= 0) return null;
  return processedSince / seconds;
}

/** Seconds left at the measured speed, or null when unknown; 0 when nothing remains. */
export function secondsLeft(remaining: number, speed: number | null): number | null {
  if (remaining <= 0) return 0;
  if (speed === null || speed <= 0) return null;
  return Math.ceil(remaining / speed);
}

/** "1 h 5 min", "3 min 20 s", "12 s"; '–' when unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${rest} s`;
  return `${rest} s`;
}

/** The provider batches an 'Alla produkter' run with a model has open. */
export interface OpenBatchCounts {
  openBatches: number;
  /** Products in them. */
  total: number;
  /** Of those, the requests the provider has answered so far. */
  done: number;
}

/** The phase a Batch API run shows while the provider works: 'väntar på OpenAI-batch (1 batch, 20 av 500 klara)'. */
export function batchPhaseText(counts: OpenBatchCounts): string | null {
  if (counts.openBatches <= 0) return null;
  const batches = counts.openBatches === 1 ? '1 batch' : `${counts.openBatches} batchar`;
  const done = Math.min(counts.done, counts.total);
  return `väntar på OpenAI-batch (${batches}, ${done.toLocaleString('sv-SE')} av ${counts.total.toLocaleString('sv-SE')} klara)`;
}

/** The body of a start: which run, and the merchant of a merchant run. */
export const startTaggingSchema = z
  .object({
    kind: z.enum(TAGGING_KINDS),
    merchant: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .refine((body) => body.kind !== 'merchant' || body.merchant !== undefined, {
    message: TAGGING_TEXT.merchantRequired,
    path: ['merchant'],
  });

/** The tag-products call (docs/product/admin-tagging.md#tag-products). */
export const tagProductsSchema = z
  .object({
    offset: z.number().int().min(0).max(10_000_000).default(0),
    limit: z.number().int().min(1).max(1000).default(TAG_PRODUCTS_LIMIT),
    tag_all: z.boolean().default(false),
    merchant: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

export type TagProductsBody = z.infer<typeof tagProductsSchema>;

/** The live tagging state the tab shows (docs/product/admin-tagging.md#tab), read from the server. */
export interface TaggingRunView {
  id: string;
  kind: TaggingKind;
  merchant: string | null;
  status: TaggingStatus;
  isRunning: boolean;
  /** A saved progress: running, paused or stopped on an error. */
  open: boolean;
  batchNumber: number;
  batchSize: number;
  totalProcessed: number;
  remaining: number;
  /** Products per second, or null before the first batch. */
  speed: number | null;
  approved: number;
  rejected: number;
  errors: number;
  estimatedTimeRemaining: number | null;
  lastError: string | null;
  /** What a Batch API run is doing, e.g. 'väntar på OpenAI-batch (…)'; null otherwise. */
  phase: string | null;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface TaggingState {
  run: TaggingRunView | null;
  /** Products needing tags now: all, and merchant Taysta's. */
  needsTagging: { total: number; taysta: number };
  engine: 'offline' | 'openai';
}

/** A kind's button label on the tab. */
export const KIND_LABEL: Record<TaggingKind, string> = {
  '5000': '5000 produkter',
  taysta: 'Taysta',
  alla: 'Alla produkter',
  merchant: 'Butik',
};
