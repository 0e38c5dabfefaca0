import type { Queryable } from '../../lib/db/db.server.ts';
import { keyedHash } from '../../lib/keyed-hash.server.ts';
import { isOverTrackLimit, secondsLeftInWindow, trackWindowStart } from './track-limit.ts';

/** The answer for one event: whether it may be stored, and how long a refused client should wait. */
export interface TrackAllowance {
  allowed: boolean;
  /** This client's events in the current window, this one included. */
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one event of a client (by IP address) in the current window and says whether it is within the limit.
 * The database holds only an HMAC of the address and the window start, with the count; the same statement deletes
 * the rows of windows that have ended. One statement, safe with many server instances.
 */
export async function countTrackEvent(db: Queryable, clientAddress: string, now = Date.now()): Promise<TrackAllowance> {
  const windowStart = trackWindowStart(now).toISOString();
  const clientKey = keyedHash('track-limit', `${clientAddress}\u0000${windowStart}`);
  const rows = await db.query<{ events: number }>(
    `WITH ended AS (DELETE FROM track_rate_windows WHERE window_start < $2::timestamptz)
     INSERT INTO track_rate_windows (client_key, window_start, events) VALUES ($1, $2::timestamptz, 1)
     ON CONFLICT (client_key) DO UPDATE SET events = track_rate_windows.events + 1
     RETURNING events`,
    [clientKey, windowStart],
  );
  const count = rows[0]?.events ?? 1;
  return { allowed: !isOverTrackLimit(count), count, retryAfterSeconds: secondsLeftInWindow(now) };
}
