/**
 * A run's figures as the Synkronisering tab shows them (docs/product/admin-import.md#tab): processed of total, rows per
 * second, time left and the seconds to the next batch, from the run row and the clock. Pure.
 */
import { IMPORT_TEXT } from '../cadence.ts';
import type { ImportRun } from '../import-run.server.ts';
import type { SyncRun } from './sync.ts';

type Stamp = Date | string | null;

const ms = (value: Stamp): number | null => (value === null ? null : new Date(value).getTime());

/** The run as the screen reads it, at time `now` (ms since the epoch). */
export function syncRunOf(run: ImportRun, now: number): SyncRun {
  const active = run.status === 'running' || run.status === 'queued';
  const finished = run.status === 'done' || run.status === 'failed';
  const start = ms(run.created_at) ?? now;
  // A paused or finished run's clock stops at its last step.
  const end = active ? now : (ms(run.finished_at) ?? ms(run.heartbeat_at) ?? now);
  const seconds = Math.max(0, (end - start) / 1000);
  const processed = run.cursor;
  const rowsPerSecond = seconds > 0 ? Math.round(processed / seconds) : 0;
  const left = run.total === null ? null : Math.max(0, run.total - processed);
  let secondsLeft: number | null = null;
  if (finished) secondsLeft = 0;
  else if (left !== null && rowsPerSecond > 0) secondsLeft = Math.ceil(left / (processed / seconds));
  const next = ms(run.next_batch_at);
  const secondsToNextBatch =
    active && run.phase === 'importing' && next !== null ? Math.max(0, Math.ceil((next - now) / 1000)) : null;
  return {
    id: run.id,
    status: run.status,
    phase: run.phase,
    autoContinue: run.auto_continue,
    processed,
    total: run.total,
    maxProducts: run.max_products,
    chunkSize: run.chunk_size,
    added: run.added,
    updated: run.updated,
    unchanged: run.unchanged,
    skipped: run.skipped,
    failed: run.failed,
    deactivated: run.deactivated,
    rowsPerSecond,
    secondsLeft,
    secondsToNextBatch,
    lastError: run.last_error,
    pausedByFailures: run.status === 'paused' && run.last_error === IMPORT_TEXT.paused,
    finished,
    startedBy: run.started_by,
    createdAt: new Date(run.created_at).toISOString(),
    finishedAt: run.finished_at === null ? null : new Date(run.finished_at).toISOString(),
  };
}

/** Processed of total as a whole percentage for the bar (0 before the total is known). */
export function percentDone(processed: number, total: number | null): number {
  if (!total) return 0;
  return Math.min(100, Math.floor((processed / total) * 100));
}

/** Seconds as the screen says them: "45 s", "3 min 5 s", "1 h 2 min". */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '–';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
