/**
 * The publish state row (migration 008): marking the site dirty, claiming a build (one at a time, across admins
 * and processes) and recording how it ended. Every timestamp comes from the database clock.
 */
import type { Queryable } from '../../lib/db/db.server.ts';
import type { BuildState, PublishState } from './publish.ts';
import { STALE_BUILD_MS } from './publish.ts';

/** How many distinct reasons are kept. */
const MAX_REASONS = 20;
/** A reason is cut to this many characters. */
const MAX_REASON_LENGTH = 200;

interface Row {
  dirty_since: Date | string | null;
  last_change_at: Date | string | null;
  reasons: { reason: string; at: string }[] | string;
  publish_now: boolean;
  build_state: BuildState;
  build_started_at: Date | string | null;
  build_finished_at: Date | string | null;
  build_error: string | null;
  published_at: Date | string | null;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function fromRow(row: Row): PublishState {
  return {
    dirtySince: date(row.dirty_since),
    lastChangeAt: date(row.last_change_at),
    reasons: typeof row.reasons === 'string' ? JSON.parse(row.reasons) : row.reasons,
    publishNow: row.publish_now,
    buildState: row.build_state,
    buildStartedAt: date(row.build_started_at),
    buildFinishedAt: date(row.build_finished_at),
    buildError: row.build_error,
    publishedAt: date(row.published_at),
  };
}

const COLUMNS = `dirty_since, last_change_at, reasons, publish_now, build_state, build_started_at, build_finished_at,
  build_error, published_at`;

/** The state and the database's clock, read together. */
export async function readPublishState(db: Queryable): Promise<{ state: PublishState; now: Date }> {
  const [row] = await db.query<Row & { now: Date | string }>(`SELECT ${COLUMNS}, now() AS now FROM publish_state`);
  if (!row) throw new Error('publish_state saknas (migrering 008)');
  return { state: fromRow(row), now: new Date(row.now) };
}

/** Marks the site dirty for a reason; `now` asks for a rebuild without waiting for edits to settle. */
export async function markDirty(db: Queryable, reason: string, now = false): Promise<void> {
  await db.query(
    `UPDATE publish_state SET
       dirty_since = COALESCE(dirty_since, now()),
       last_change_at = now(),
       publish_now = publish_now OR $2,
       reasons = (
         SELECT COALESCE(jsonb_agg(entry ORDER BY position), '[]'::jsonb) FROM (
           SELECT entry, position FROM jsonb_array_elements(
             (SELECT COALESCE(jsonb_agg(kept), '[]'::jsonb) FROM jsonb_array_elements(reasons) kept
               WHERE kept->>'reason' <> $1)
             || jsonb_build_array(jsonb_build_object('reason', $1::text, 'at', now()))
           ) WITH ORDINALITY AS listed(entry, position)
           ORDER BY position DESC LIMIT ${MAX_REASONS}
         ) latest
       )`,
    [reason.slice(0, MAX_REASON_LENGTH), now],
  );
}

/**
 * Claims the build: only when none runs (or the one marked as running is stale). Returns the state as claimed, or
 * null when another build already runs.
 */
export async function claimBuild(db: Queryable, mode: 'local' | 'hook'): Promise<PublishState | null> {
  const [row] = await db.query<Row>(
    `UPDATE publish_state SET build_state = 'building', build_mode = $1, build_started_at = now(),
       build_finished_at = NULL, build_error = NULL, publish_now = false
     WHERE build_state <> 'building' OR build_started_at IS NULL
       OR build_started_at < now() - make_interval(secs => $2)
     RETURNING ${COLUMNS}`,
    [mode, STALE_BUILD_MS / 1000],
  );
  return row ? fromRow(row) : null;
}

/**
 * A build landed: the site is published as of the build's start. Changes made while it ran (after its start) may
 * have missed it, so they keep the site dirty, with their reasons.
 */
export async function finishBuild(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE publish_state SET build_state = 'idle', build_finished_at = now(), build_error = NULL,
       published_at = now(),
       reasons = (SELECT COALESCE(jsonb_agg(entry), '[]'::jsonb) FROM jsonb_array_elements(reasons) entry
                  WHERE (entry->>'at')::timestamptz >= build_started_at),
       dirty_since = CASE WHEN last_change_at >= build_started_at THEN
                       COALESCE((SELECT min((entry->>'at')::timestamptz) FROM jsonb_array_elements(reasons) entry
                                 WHERE (entry->>'at')::timestamptz >= build_started_at), last_change_at)
                     END
     WHERE build_state = 'building'`,
  );
}

/** A build failed: the site stays dirty and the state says why. */
export async function failBuild(db: Queryable, error: string): Promise<void> {
  await db.query(
    `UPDATE publish_state SET build_state = 'failed', build_finished_at = now(), build_error = $1
     WHERE build_state = 'building'`,
    [error.slice(0, 2000)],
  );
}

/** The embedded database has one owner: a build it marks as running died with the previous process. */
export async function clearInterruptedBuild(db: Queryable, message: string): Promise<void> {
  await db.query(
    `UPDATE publish_state SET build_state = 'failed', build_finished_at = now(), build_error = $1
     WHERE build_state = 'building'`,
    [message],
  );
}
