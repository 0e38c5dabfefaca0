-- AI tagging runs as server-side jobs (docs/product/admin-tagging.md#tab, live tagging state and saved progress;
-- docs/product/admin-tagging.md#run): one row per run with its scope, cadence, cursor (the last product id tagged,
-- products taken in id order), counts, lease and heartbeat. A run that is running, paused or stopped on an error is the
-- saved progress; at most one exists at a time, so two admins starting a run get one.
CREATE TABLE tagging_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- '5000': the next 5,000 products needing tags; 'taysta': merchant Taysta's; 'alla': all; 'merchant': one merchant's.
  kind text NOT NULL CHECK (kind IN ('5000', 'taysta', 'alla', 'merchant')),
  merchant text CHECK ((kind IN ('taysta', 'merchant')) = (merchant IS NOT NULL)),
  batch_size integer NOT NULL CHECK (batch_size BETWEEN 1 AND 1000),
  pause_ms integer NOT NULL CHECK (pause_ms BETWEEN 0 AND 60000),
  -- At most this many products (the 5000 run); null: every product in scope.
  max_products integer CHECK (max_products IS NULL OR max_products > 0),
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'paused', 'failed', 'done')),
  cursor uuid,
  batch_number integer NOT NULL DEFAULT 0,
  processed integer NOT NULL DEFAULT 0,
  remaining integer NOT NULL DEFAULT 0,
  approved integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  -- Failed batch attempts over the run, and in a row since the last good batch.
  errors integer NOT NULL DEFAULT 0,
  failures_in_row integer NOT NULL DEFAULT 0,
  -- Products the model tagged (the rest went to the offline tagger).
  model_tagged integer NOT NULL DEFAULT 0,
  -- Speed is measured from the latest start or continue: when it was and how many were processed by then.
  segment_started_at timestamptz NOT NULL DEFAULT now(),
  segment_processed integer NOT NULL DEFAULT 0,
  next_batch_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  heartbeat_at timestamptz,
  last_error text,
  started_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE UNIQUE INDEX tagging_runs_one_open ON tagging_runs ((true)) WHERE status IN ('running', 'paused', 'failed');
CREATE INDEX tagging_runs_created_idx ON tagging_runs (created_at DESC);
-- The merchant scopes read a merchant's products needing tags in id order.
CREATE INDEX products_merchant_needs_tagging_idx ON products (merchant, id) WHERE needs_tagging;
