-- Admin sign-in: sessions keyed by the SHA-256 of a random token (the token itself is never stored), with an idle
-- timeout (last_seen_at) and an absolute lifetime (expires_at). Failed logins are counted per account and per
-- client (a keyed hash of the IP, never the IP itself) for the lockout.
DELETE FROM sessions;
ALTER TABLE sessions RENAME COLUMN id TO token_hash;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

DROP TABLE login_attempts;
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key text NOT NULL,
  client_key text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account_idx ON login_failures (account_key, failed_at DESC);
CREATE INDEX login_failures_client_idx ON login_failures (client_key, failed_at DESC);
