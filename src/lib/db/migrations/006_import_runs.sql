-- Merchant feed imports as server-side jobs: a run row (status, cursor, counts, lease, heartbeat), the feed staged
-- once per run, the rows that could not be imported, and every price change of a product.
ALTER TABLE products ADD COLUMN brand text;
ALTER TABLE products ADD COLUMN original_price numeric(12, 2) CHECK (original_price IS NULL OR original_price >= 0);
ALTER TABLE products ADD COLUMN in_stock boolean NOT NULL DEFAULT true;
-- A digest of the feed row a product was last written from: an unchanged row is skipped without a write.
ALTER TABLE products ADD COLUMN feed_digest text;
ALTER TABLE products ADD COLUMN deactivation_reason text;

ALTER TABLE merchants ADD COLUMN import_every_hours integer NOT NULL DEFAULT 24
  CHECK (import_every_hours BETWEEN 1 AND 720);

CREATE TABLE import_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant text NOT NULL,
  feed_url text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'paused', 'done', 'failed')),
  -- 'staging' until the feed is read into import_stage, then 'importing'.
  phase text NOT NULL DEFAULT 'staging' CHECK (phase IN ('staging', 'importing', 'finishing')),
  auto_continue boolean NOT NULL DEFAULT true,
  max_products integer NOT NULL DEFAULT 40000 CHECK (max_products BETWEEN 1000 AND 500000),
  chunk_size integer NOT NULL DEFAULT 8000 CHECK (chunk_size BETWEEN 2000 AND 10000),
  total integer,
  -- False when the feed had more products than max_products: products missing from it are then not hidden.
  feed_complete boolean NOT NULL DEFAULT true,
  cursor integer NOT NULL DEFAULT 0,
  added integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  unchanged integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  deactivated integer NOT NULL DEFAULT 0,
  batches integer NOT NULL DEFAULT 0,
  good_batches_in_row integer NOT NULL DEFAULT 0,
  failures_in_row integer NOT NULL DEFAULT 0,
  next_batch_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  heartbeat_at timestamptz,
  last_error text,
  started_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- Two admins starting one merchant get one run.
CREATE UNIQUE INDEX import_runs_one_open_per_merchant ON import_runs (merchant)
  WHERE status IN ('queued', 'running', 'paused');
CREATE INDEX import_runs_due_idx ON import_runs (next_batch_at) WHERE status IN ('queued', 'running');
CREATE INDEX import_runs_merchant_idx ON import_runs (merchant, created_at DESC);

CREATE TABLE import_stage (
  run_id uuid NOT NULL REFERENCES import_runs (id) ON DELETE CASCADE,
  position integer NOT NULL,
  row_number integer NOT NULL,
  merchant_pid text NOT NULL,
  product jsonb NOT NULL,
  PRIMARY KEY (run_id, position)
);
CREATE INDEX import_stage_pid_idx ON import_stage (run_id, merchant_pid);

CREATE TABLE import_row_errors (
  run_id uuid NOT NULL REFERENCES import_runs (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  product_id text,
  reason text NOT NULL,
  PRIMARY KEY (run_id, row_number)
);

CREATE TABLE price_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price numeric(12, 2),
  original_price numeric(12, 2),
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_history_product_idx ON price_history (product_id, recorded_at DESC);

-- Every price a product has had, whoever changed it (import, admin edit): the "Tidigare pris" rule reads the lowest
-- of the previous 30 days from here.
CREATE OR REPLACE FUNCTION pp_record_price() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price_value IS DISTINCT FROM OLD.price_value
     OR NEW.original_price IS DISTINCT FROM OLD.original_price THEN
    INSERT INTO price_history (product_id, price, original_price) VALUES (NEW.id, NEW.price_value, NEW.original_price);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF price_value, original_price ON products
  FOR EACH ROW EXECUTE FUNCTION pp_record_price();
