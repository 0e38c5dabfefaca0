import { describe, expect, it } from 'vitest';
import type { ImportRun } from '../import-run.server.ts';
import { durationText, percentDone, syncRunOf } from './progress.ts';

const T0 = Date.parse('2026-11-23T10:00:00Z');

function run(over: Partial<ImportRun>): ImportRun {
  return {
    id: 'r1',
    merchant: 'Butiken',
    feed_url: 'https://example.se/feed.xml',
    status: 'running',
    phase: 'importing',
    auto_continue: true,
    max_products: 40000,
    chunk_size: 8000,
    total: 10000,
    feed_complete: true,
    cursor: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    failed: 0,
    deactivated: 0,
    batches: 0,
    good_batches_in_row: 0,
    failures_in_row: 0,
    next_batch_at: new Date(T0).toISOString(),
    lease_until: null,
    heartbeat_at: null,
    last_error: null,
    started_by: 'a@x.se',
    created_at: new Date(T0).toISOString(),
    finished_at: null,
    ...over,
  };
}

describe('syncRunOf', () => {
  it('gives rows per second, time left and the countdown of a running run', () => {
    const now = T0 + 10_000;
    const state = syncRunOf(run({ cursor: 4000, next_batch_at: new Date(now + 1500).toISOString() }), now);
    expect(state).toMatchObject({
      processed: 4000,
      total: 10000,
      rowsPerSecond: 400,
      secondsLeft: 15,
      secondsToNextBatch: 2,
      finished: false,
      pausedByFailures: false,
    });
  });

  it('shows no countdown while staging or paused, and 0 s left once done', () => {
    expect(syncRunOf(run({ phase: 'staging', total: null }), T0 + 1000)).toMatchObject({
      secondsToNextBatch: null,
      secondsLeft: null,
    });
    const paused = syncRunOf(
      run({ status: 'paused', last_error: 'Import pausad: För många fel i rad', cursor: 2000 }),
      T0 + 5000,
    );
    expect(paused).toMatchObject({ secondsToNextBatch: null, pausedByFailures: true });
    const done = syncRunOf(
      run({ status: 'done', cursor: 10000, finished_at: new Date(T0 + 4000).toISOString() }),
      T0 + 60_000,
    );
    expect(done).toMatchObject({ finished: true, secondsLeft: 0, rowsPerSecond: 2500 });
  });

  it('accepts the timestamps as Date objects too', () => {
    const state = syncRunOf(
      run({ created_at: new Date(T0) as unknown as string, next_batch_at: new Date(T0) as unknown as string }),
      T0,
    );
    expect(state.createdAt).toBe('2026-11-23T10:00:00.000Z');
    expect(state.secondsToNextBatch).toBe(0);
  });
});

describe('percentDone and durationText', () => {
  it('rounds the bar down and caps it at 100', () => {
    expect(percentDone(0, null)).toBe(0);
    expect(percentDone(1999, 2000)).toBe(99);
    expect(percentDone(2000, 2000)).toBe(100);
  });

  it('says seconds, minutes and hours', () => {
    expect(durationText(null)).toBe('–');
    expect(durationText(45)).toBe('45 s');
    expect(durationText(185)).toBe('3 min 5 s');
    expect(durationText(3720)).toBe('1 h 2 min');
  });
});
