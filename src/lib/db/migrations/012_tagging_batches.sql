-- Model tagging through the provider's Batch API: one row per provider batch, holding the products it was sent,
-- so a run that stops (a restart, a closed tab, a deploy) picks up its open batches instead of paying for them twice.
-- A batch is open until its answers are written to the products (applied_at).
CREATE TABLE tagging_batches (
  -- The provider's batch id.
  id text PRIMARY KEY,
  input_file_id text NOT NULL,
  model text NOT NULL,
  product_ids uuid[] NOT NULL,
  -- The provider's last reported status: validating, in_progress, finalizing, completed, failed, expired, cancelling,
  -- cancelled.
  status text NOT NULL DEFAULT 'validating',
  completed_requests integer NOT NULL DEFAULT 0,
  failed_requests integer NOT NULL DEFAULT 0,
  -- Products whose answer came from the model, and those tagged offline because their line failed or was unreadable.
  model_tagged integer NOT NULL DEFAULT 0,
  offline_tagged integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  checked_at timestamptz,
  applied_at timestamptz
);
CREATE INDEX tagging_batches_open_idx ON tagging_batches (created_at) WHERE applied_at IS NULL;
