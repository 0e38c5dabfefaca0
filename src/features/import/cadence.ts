/**
 * The import's cadence and recovery (docs/product/admin-import.md#run) as numbers a run follows: chunk size, the pause
 * between batches, what a failed batch does next. Pure: the job module applies them.
 */
import { z } from 'zod';
import type { JobFailure } from '../../lib/jobs/job-failure.ts';

export const IMPORT_LIMITS = {
  maxProducts: { default: 40_000, min: 1_000, max: 500_000, step: 1_000 },
  chunk: { default: 8_000, min: 2_000, max: 10_000 },
  /** The chunk grows 10 % after this many good batches in a row. */
  growAfter: 3,
  growth: 1.1,
  /** A statement timeout shrinks the chunk to 80 %. */
  shrink: 0.8,
  delayMs: 2_000,
  idleDelayMs: 5_000,
  timeoutRetryMs: 5_000,
  networkRetryMs: 3_000,
  networkRetryStepMs: 2_000,
  /** After this many failures in a row the run pauses. */
  maxFailuresInRow: 5,
} as const;

export const IMPORT_TEXT = {
  paused: 'Import pausad: För många fel i rad',
  chooseMerchant: 'Välj butik först',
  notAdmin: 'Du måste vara inloggad som admin.',
} as const;

/** Clamps a chunk size into 2,000–10,000 (docs/product/admin-import.md#tab: clamped, not refused). */
export function clampChunk(value: number): number {
  const { min, max } = IMPORT_LIMITS.chunk;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** 'Max produkter': 1,000–500,000 in steps of 1,000. */
export const maxProductsSchema = z
  .number()
  .int()
  .min(IMPORT_LIMITS.maxProducts.min)
  .max(IMPORT_LIMITS.maxProducts.max)
  .multipleOf(IMPORT_LIMITS.maxProducts.step)
  .default(IMPORT_LIMITS.maxProducts.default);

/** Settings an admin starts a run with: max products 1,000–500,000 in steps of 1,000, chunk clamped. */
export const importSettingsSchema = z.object({
  maxProducts: maxProductsSchema,
  chunkSize: z.number().int().positive().transform(clampChunk).default(IMPORT_LIMITS.chunk.default),
});

export type ImportSettings = z.infer<typeof importSettingsSchema>;

export interface CadenceState {
  chunkSize: number;
  goodBatchesInRow: number;
  failuresInRow: number;
}

/** After a good batch: the next chunk (10 % larger after 3 good batches, at most 10,000) and the pause before it. */
export function afterGoodBatch(state: CadenceState, processed: number): CadenceState & { delayMs: number } {
  const good = state.goodBatchesInRow + 1;
  const grow = good >= IMPORT_LIMITS.growAfter;
  return {
    chunkSize: grow ? clampChunk(Math.floor(state.chunkSize * IMPORT_LIMITS.growth)) : state.chunkSize,
    goodBatchesInRow: grow ? 0 : good,
    failuresInRow: 0,
    delayMs: processed > 0 ? IMPORT_LIMITS.delayMs : IMPORT_LIMITS.idleDelayMs,
  };
}

/**
 * After a failed batch: a timeout retries after 5 s with the chunk × 0.8 (not under 2,000); a network error after
 * 3 s + 2 s per retry; anything else like a network error. The fifth failure in a row pauses the run.
 */
export function afterFailedBatch(
  state: CadenceState,
  failure: JobFailure,
): CadenceState & { delayMs: number; pause: boolean } {
  const failuresInRow = state.failuresInRow + 1;
  const pause = failuresInRow >= IMPORT_LIMITS.maxFailuresInRow;
  if (failure === 'timeout') {
    return {
      chunkSize: clampChunk(Math.floor(state.chunkSize * IMPORT_LIMITS.shrink)),
      goodBatchesInRow: 0,
      failuresInRow,
      delayMs: IMPORT_LIMITS.timeoutRetryMs,
      pause,
    };
  }
  return {
    chunkSize: state.chunkSize,
    goodBatchesInRow: 0,
    failuresInRow,
    delayMs: IMPORT_LIMITS.networkRetryMs + IMPORT_LIMITS.networkRetryStepMs * (failuresInRow - 1),
    pause,
  };
}
