/**
 * How many product events one client may send to /api/track: at most `events` in each fixed window of
 * `windowSeconds`, so click counts cannot be inflated by a script. A client is known only by a keyed hash of its
 * IP address and the window's start (see track-limit.server.ts); nothing identifying is kept past the window.
 */
export const TRACK_LIMIT = { events: 60, windowSeconds: 60 } as const;

/** Start of the window `now` falls in (windows are aligned to the epoch, so every server agrees). */
export function trackWindowStart(now: number, windowSeconds: number = TRACK_LIMIT.windowSeconds): Date {
  const length = windowSeconds * 1000;
  return new Date(Math.floor(now / length) * length);
}

/** Whole seconds until the window `now` falls in ends (at least 1): the Retry-After of a refused event. */
export function secondsLeftInWindow(now: number, windowSeconds: number = TRACK_LIMIT.windowSeconds): number {
  const end = trackWindowStart(now, windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now) / 1000));
}

/** True when the client's `count`-th event of the window (this one included) is over the limit. */
export function isOverTrackLimit(count: number, events: number = TRACK_LIMIT.events): boolean {
  return count > events;
}
