-- Per-client limit of /api/track (src/features/tracking/track-limit.ts): events counted per client and fixed
-- window. A client is a keyed hash (HMAC) of its IP address and the window's start, never the address itself, so
-- one window's key says nothing about the next; rows of windows that have ended are deleted.
CREATE TABLE track_rate_windows (
  client_key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  events integer NOT NULL DEFAULT 1
);
CREATE INDEX track_rate_windows_start_idx ON track_rate_windows (window_start);
