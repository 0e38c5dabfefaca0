import { describe, expect, it } from 'vitest';
import { afterFailedBatch, afterGoodBatch, clampChunk, importSettingsSchema } from './cadence.ts';

const start = { chunkSize: 8000, goodBatchesInRow: 0, failuresInRow: 0 };

describe('import cadence', () => {
  it('clamps the chunk to 2,000–10,000 and checks max products', () => {
    expect(clampChunk(500)).toBe(2000);
    expect(clampChunk(12_000)).toBe(10_000);
    expect(importSettingsSchema.parse({})).toEqual({ maxProducts: 40_000, chunkSize: 8000 });
    expect(importSettingsSchema.parse({ chunkSize: 50_000 }).chunkSize).toBe(10_000);
    expect(importSettingsSchema.safeParse({ maxProducts: 1500 }).success).toBe(false);
    expect(importSettingsSchema.safeParse({ maxProducts: 999 * 1000 }).success).toBe(false);
    expect(importSettingsSchema.safeParse({ maxProducts: 500_000 }).success).toBe(true);
  });

  it('grows the chunk 10 % after three good batches, up to 10,000, and waits 2 s (5 s after an empty batch)', () => {
    let state = { ...start };
    const delays: number[] = [];
    for (let batch = 0; batch < 3; batch += 1) {
      const next = afterGoodBatch(state, 100);
      delays.push(next.delayMs);
      state = next;
    }
    expect(state.chunkSize).toBe(8800);
    expect(delays).toEqual([2000, 2000, 2000]);
    expect(afterGoodBatch(state, 0).delayMs).toBe(5000);
    expect(afterGoodBatch({ chunkSize: 9900, goodBatchesInRow: 2, failuresInRow: 0 }, 1).chunkSize).toBe(10_000);
  });

  it('shrinks the chunk to 80 % after a timeout, never under 2,000, retrying after 5 s', () => {
    expect(afterFailedBatch(start, 'timeout')).toMatchObject({ chunkSize: 6400, delayMs: 5000, pause: false });
    expect(afterFailedBatch({ ...start, chunkSize: 2100 }, 'timeout').chunkSize).toBe(2000);
  });

  it('retries a network error after 3 s plus 2 s per retry and pauses at the fifth failure in a row', () => {
    let state = { ...start };
    const seen: { delayMs: number; pause: boolean }[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const next = afterFailedBatch(state, 'network');
      seen.push({ delayMs: next.delayMs, pause: next.pause });
      state = next;
    }
    expect(seen.map((item) => item.delayMs)).toEqual([3000, 5000, 7000, 9000, 11000]);
    expect(seen.map((item) => item.pause)).toEqual([false, false, false, false, true]);
  });
});
