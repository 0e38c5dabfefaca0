-- Long work (feed imports, AI tagging) as rows of ONE jobs table, driven by one engine (src/lib/jobs/job-engine.server.ts).
-- Every kind shares the status, the lease and heartbeat, the next run time and the failure counts; what differs per
-- kind lives in three JSON objects: params (what the job was started with), cursor (where it is) and counts.
--
-- Status, the same for every kind:
--   queued   waiting for its first runner;
--   running  a runner may take it when next_run_at is due;
--   paused   stopped by an admin or by its retry policy, progress kept: continue goes on where it stopped;
--   stopped  stopped on an error, progress kept: continue goes on where it stopped;
--   failed   ended on an error, final;
--   done     finished, final.
-- A job is open while queued, running, paused or stopped; at most one open job holds a lock_key.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('import', 'tagging')),
  lock_key text NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'paused', 'stopped', 'failed', 'done')),
  params jsonb NOT NULL DEFAULT '{}',
  cursor jsonb NOT NULL DEFAULT '{}',
  counts jsonb NOT NULL DEFAULT '{}',
  next_run_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  heartbeat_at timestamptz,
  -- Failed steps over the job, and in a row since the last good step.
  failures integer NOT NULL DEFAULT 0,
  failures_in_row integer NOT NULL DEFAULT 0,
  last_error text,
  started_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE UNIQUE INDEX jobs_one_open_per_lock ON jobs (lock_key) WHERE status IN ('queued', 'running', 'paused', 'stopped');
CREATE INDEX jobs_due_idx ON jobs (kind, next_run_at) WHERE status IN ('queued', 'running');
CREATE INDEX jobs_kind_created_idx ON jobs (kind, created_at DESC);
CREATE INDEX jobs_merchant_idx ON jobs ((params ->> 'merchant'), created_at DESC);

-- The keys of `fresh` whose values differ from `old`: a write through a kind's view changes only what it changed, so
-- a pause written meanwhile by the engine is not overwritten by a step's stale row.
CREATE FUNCTION pp_jsonb_changed(fresh jsonb, old jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT coalesce(jsonb_object_agg(n.key, n.value), '{}'::jsonb)
  FROM jsonb_each(fresh) n
  WHERE n.value IS DISTINCT FROM old -> n.key
$$;

INSERT INTO jobs (id, kind, lock_key, status, params, cursor, counts, next_run_at, lease_until, heartbeat_at,
  failures, failures_in_row, last_error, started_by, created_at, updated_at, finished_at)
SELECT id, 'import', 'import:' || merchant, status,
  jsonb_build_object('merchant', merchant, 'feed_url', feed_url, 'auto_continue', auto_continue,
    'max_products', max_products, 'chunk_size', chunk_size),
  jsonb_build_object('phase', phase, 'position', cursor, 'total', total, 'feed_complete', feed_complete,
    'good_batches_in_row', good_batches_in_row),
  jsonb_build_object('added', added, 'updated', updated, 'unchanged', unchanged, 'skipped', skipped, 'failed', failed,
    'deactivated', deactivated, 'batches', batches),
  next_batch_at, lease_until, heartbeat_at, 0, failures_in_row, last_error, started_by, created_at,
  coalesce(finished_at, heartbeat_at, created_at), finished_at
FROM import_runs;

INSERT INTO jobs (id, kind, lock_key, status, params, cursor, counts, next_run_at, lease_until, heartbeat_at,
  failures, failures_in_row, last_error, started_by, created_at, updated_at, finished_at)
SELECT id, 'tagging', 'tagging', CASE WHEN status = 'failed' THEN 'stopped' ELSE status END,
  jsonb_build_object('scope', kind, 'merchant', merchant, 'batch_size', batch_size, 'pause_ms', pause_ms,
    'max_products', max_products),
  jsonb_build_object('id', cursor, 'segment_started_at', segment_started_at, 'segment_processed', segment_processed),
  jsonb_build_object('batch_number', batch_number, 'processed', processed, 'remaining', remaining,
    'approved', approved, 'rejected', rejected, 'model_tagged', model_tagged),
  next_batch_at, lease_until, heartbeat_at, errors, failures_in_row, last_error, started_by, created_at, updated_at,
  finished_at
FROM tagging_runs;

ALTER TABLE import_stage DROP CONSTRAINT import_stage_run_id_fkey;
ALTER TABLE import_row_errors DROP CONSTRAINT import_row_errors_run_id_fkey;
ALTER TABLE import_stage_unchanged DROP CONSTRAINT import_stage_unchanged_run_id_fkey;
DROP TABLE import_runs;
DROP TABLE tagging_runs;
ALTER TABLE import_stage ADD FOREIGN KEY (run_id) REFERENCES jobs (id) ON DELETE CASCADE;
ALTER TABLE import_row_errors ADD FOREIGN KEY (run_id) REFERENCES jobs (id) ON DELETE CASCADE;
ALTER TABLE import_stage_unchanged ADD FOREIGN KEY (run_id) REFERENCES jobs (id) ON DELETE CASCADE;

-- An import job as the import's code reads and writes it: one row per run with typed columns.
CREATE VIEW import_runs AS
SELECT id,
  params ->> 'merchant' AS merchant,
  params ->> 'feed_url' AS feed_url,
  status,
  cursor ->> 'phase' AS phase,
  (params ->> 'auto_continue')::boolean AS auto_continue,
  (params ->> 'max_products')::int AS max_products,
  (params ->> 'chunk_size')::int AS chunk_size,
  (cursor ->> 'total')::int AS total,
  (cursor ->> 'feed_complete')::boolean AS feed_complete,
  (cursor ->> 'position')::int AS cursor,
  (counts ->> 'added')::int AS added,
  (counts ->> 'updated')::int AS updated,
  (counts ->> 'unchanged')::int AS unchanged,
  (counts ->> 'skipped')::int AS skipped,
  (counts ->> 'failed')::int AS failed,
  (counts ->> 'deactivated')::int AS deactivated,
  (counts ->> 'batches')::int AS batches,
  (cursor ->> 'good_batches_in_row')::int AS good_batches_in_row,
  failures_in_row,
  next_run_at AS next_batch_at,
  lease_until,
  heartbeat_at,
  last_error,
  started_by,
  created_at,
  finished_at
FROM jobs WHERE kind = 'import';

ALTER VIEW import_runs ALTER COLUMN id SET DEFAULT gen_random_uuid();
ALTER VIEW import_runs ALTER COLUMN status SET DEFAULT 'queued';
ALTER VIEW import_runs ALTER COLUMN phase SET DEFAULT 'staging';
ALTER VIEW import_runs ALTER COLUMN auto_continue SET DEFAULT true;
ALTER VIEW import_runs ALTER COLUMN max_products SET DEFAULT 40000;
ALTER VIEW import_runs ALTER COLUMN chunk_size SET DEFAULT 8000;
ALTER VIEW import_runs ALTER COLUMN feed_complete SET DEFAULT true;
ALTER VIEW import_runs ALTER COLUMN cursor SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN added SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN updated SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN unchanged SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN skipped SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN failed SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN deactivated SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN batches SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN good_batches_in_row SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN failures_in_row SET DEFAULT 0;
ALTER VIEW import_runs ALTER COLUMN next_batch_at SET DEFAULT now();
ALTER VIEW import_runs ALTER COLUMN created_at SET DEFAULT now();

CREATE FUNCTION pp_import_params(r import_runs) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT jsonb_build_object('merchant', r.merchant, 'feed_url', r.feed_url, 'auto_continue', r.auto_continue,
    'max_products', r.max_products, 'chunk_size', r.chunk_size)
$$;
CREATE FUNCTION pp_import_cursor(r import_runs) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT jsonb_build_object('phase', r.phase, 'position', r.cursor, 'total', r.total, 'feed_complete', r.feed_complete,
    'good_batches_in_row', r.good_batches_in_row)
$$;
CREATE FUNCTION pp_import_counts(r import_runs) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT jsonb_build_object('added', r.added, 'updated', r.updated, 'unchanged', r.unchanged, 'skipped', r.skipped,
    'failed', r.failed, 'deactivated', r.deactivated, 'batches', r.batches)
$$;

CREATE FUNCTION pp_import_runs_write() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO jobs (id, kind, lock_key, status, params, cursor, counts, next_run_at, lease_until, heartbeat_at,
      failures_in_row, last_error, started_by, created_at, finished_at)
    VALUES (NEW.id, 'import', 'import:' || NEW.merchant, NEW.status, pp_import_params(NEW), pp_import_cursor(NEW),
      pp_import_counts(NEW), NEW.next_batch_at, NEW.lease_until, NEW.heartbeat_at, NEW.failures_in_row,
      NEW.last_error, NEW.started_by, NEW.created_at, NEW.finished_at);
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE jobs SET
      status = CASE WHEN NEW.status IS DISTINCT FROM OLD.status THEN NEW.status ELSE status END,
      params = params || pp_jsonb_changed(pp_import_params(NEW), pp_import_params(OLD)),
      cursor = cursor || pp_jsonb_changed(pp_import_cursor(NEW), pp_import_cursor(OLD)),
      counts = counts || pp_jsonb_changed(pp_import_counts(NEW), pp_import_counts(OLD)),
      next_run_at = CASE WHEN NEW.next_batch_at IS DISTINCT FROM OLD.next_batch_at THEN NEW.next_batch_at
        ELSE next_run_at END,
      lease_until = CASE WHEN NEW.lease_until IS DISTINCT FROM OLD.lease_until THEN NEW.lease_until
        ELSE lease_until END,
      heartbeat_at = CASE WHEN NEW.heartbeat_at IS DISTINCT FROM OLD.heartbeat_at THEN NEW.heartbeat_at
        ELSE heartbeat_at END,
      failures_in_row = CASE WHEN NEW.failures_in_row IS DISTINCT FROM OLD.failures_in_row THEN NEW.failures_in_row
        ELSE failures_in_row END,
      last_error = CASE WHEN NEW.last_error IS DISTINCT FROM OLD.last_error THEN NEW.last_error ELSE last_error END,
      started_by = CASE WHEN NEW.started_by IS DISTINCT FROM OLD.started_by THEN NEW.started_by ELSE started_by END,
      finished_at = CASE WHEN NEW.finished_at IS DISTINCT FROM OLD.finished_at THEN NEW.finished_at
        ELSE finished_at END,
      updated_at = now()
    WHERE id = OLD.id;
    RETURN NEW;
  END IF;
  DELETE FROM jobs WHERE id = OLD.id;
  RETURN OLD;
END $$;

CREATE TRIGGER import_runs_write INSTEAD OF INSERT OR UPDATE OR DELETE ON import_runs
  FOR EACH ROW EXECUTE FUNCTION pp_import_runs_write();

-- A tagging job as the tagging code reads and writes it ('failed' there is the jobs table's 'stopped': the saved
-- progress stopped on an error).
CREATE VIEW tagging_runs AS
SELECT id,
  params ->> 'scope' AS kind,
  params ->> 'merchant' AS merchant,
  (params ->> 'batch_size')::int AS batch_size,
  (params ->> 'pause_ms')::int AS pause_ms,
  (params ->> 'max_products')::int AS max_products,
  CASE WHEN status = 'stopped' THEN 'failed' ELSE status END AS status,
  (cursor ->> 'id')::uuid AS cursor,
  (counts ->> 'batch_number')::int AS batch_number,
  (counts ->> 'processed')::int AS processed,
  (counts ->> 'remaining')::int AS remaining,
  (counts ->> 'approved')::int AS approved,
  (counts ->> 'rejected')::int AS rejected,
  failures AS errors,
  failures_in_row,
  (counts ->> 'model_tagged')::int AS model_tagged,
  (cursor ->> 'segment_started_at')::timestamptz AS segment_started_at,
  (cursor ->> 'segment_processed')::int AS segment_processed,
  next_run_at AS next_batch_at,
  lease_until,
  heartbeat_at,
  last_error,
  started_by,
  created_at,
  updated_at,
  finished_at
FROM jobs WHERE kind = 'tagging';

ALTER VIEW tagging_runs ALTER COLUMN id SET DEFAULT gen_random_uuid();
ALTER VIEW tagging_runs ALTER COLUMN status SET DEFAULT 'running';
ALTER VIEW tagging_runs ALTER COLUMN batch_number SET DEFAULT 0;
ALTER VIEW tagging_runs ALTER COLUMN processed SET DEFAULT 0;
ALTER VIEW tagging_runs ALTER COLUMN remaining SET DEFAULT 0;
ALTER VIEW tagging_runs ALTER COLUMN approved SET DEFAULT 0;
ALTER VIEW tagging_runs ALTER COLUMN rejected SET DEFAULT 0;
ALTER VIEW tagging_runs ALTER COLUMN errors SET DEFAULT 0;
ALTER VIEW tagging_runs ALTER COLUMN failures_in_row SET DEFAULT 0;
ALTER VIEW tagging_runs ALTER COLUMN model_tagged SET DEFAULT 0;
ALTER VIEW tagging_runs ALTER COLUMN segment_started_at SET DEFAULT now();
ALTER VIEW tagging_runs ALTER COLUMN segment_processed SET DEFAULT 0;
ALTER VIEW tagging_runs ALTER COLUMN next_batch_at SET DEFAULT now();
ALTER VIEW tagging_runs ALTER COLUMN created_at SET DEFAULT now();
ALTER VIEW tagging_runs ALTER COLUMN updated_at SET DEFAULT now();

CREATE FUNCTION pp_tagging_params(r tagging_runs) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT jsonb_build_object('scope', r.kind, 'merchant', r.merchant, 'batch_size', r.batch_size,
    'pause_ms', r.pause_ms, 'max_products', r.max_products)
$$;
CREATE FUNCTION pp_tagging_cursor(r tagging_runs) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT jsonb_build_object('id', r.cursor, 'segment_started_at', r.segment_started_at,
    'segment_processed', r.segment_processed)
$$;
CREATE FUNCTION pp_tagging_counts(r tagging_runs) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT jsonb_build_object('batch_number', r.batch_number, 'processed', r.processed, 'remaining', r.remaining,
    'approved', r.approved, 'rejected', r.rejected, 'model_tagged', r.model_tagged)
$$;
CREATE FUNCTION pp_tagging_status(status text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT CASE WHEN status = 'failed' THEN 'stopped' ELSE status END
$$;

CREATE FUNCTION pp_tagging_runs_write() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO jobs (id, kind, lock_key, status, params, cursor, counts, next_run_at, lease_until, heartbeat_at,
      failures, failures_in_row, last_error, started_by, created_at, updated_at, finished_at)
    VALUES (NEW.id, 'tagging', 'tagging', pp_tagging_status(NEW.status), pp_tagging_params(NEW),
      pp_tagging_cursor(NEW), pp_tagging_counts(NEW), NEW.next_batch_at, NEW.lease_until, NEW.heartbeat_at,
      NEW.errors, NEW.failures_in_row, NEW.last_error, NEW.started_by, NEW.created_at, NEW.updated_at,
      NEW.finished_at);
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE jobs SET
      status = CASE WHEN NEW.status IS DISTINCT FROM OLD.status THEN pp_tagging_status(NEW.status) ELSE status END,
      params = params || pp_jsonb_changed(pp_tagging_params(NEW), pp_tagging_params(OLD)),
      cursor = cursor || pp_jsonb_changed(pp_tagging_cursor(NEW), pp_tagging_cursor(OLD)),
      counts = counts || pp_jsonb_changed(pp_tagging_counts(NEW), pp_tagging_counts(OLD)),
      next_run_at = CASE WHEN NEW.next_batch_at IS DISTINCT FROM OLD.next_batch_at THEN NEW.next_batch_at
        ELSE next_run_at END,
      lease_until = CASE WHEN NEW.lease_until IS DISTINCT FROM OLD.lease_until THEN NEW.lease_until
        ELSE lease_until END,
      heartbeat_at = CASE WHEN NEW.heartbeat_at IS DISTINCT FROM OLD.heartbeat_at THEN NEW.heartbeat_at
        ELSE heartbeat_at END,
      failures = CASE WHEN NEW.errors IS DISTINCT FROM OLD.errors THEN NEW.errors ELSE failures END,
      failures_in_row = CASE WHEN NEW.failures_in_row IS DISTINCT FROM OLD.failures_in_row THEN NEW.failures_in_row
        ELSE failures_in_row END,
      last_error = CASE WHEN NEW.last_error IS DISTINCT FROM OLD.last_error THEN NEW.last_error ELSE last_error END,
      started_by = CASE WHEN NEW.started_by IS DISTINCT FROM OLD.started_by THEN NEW.started_by ELSE started_by END,
      updated_at = CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE updated_at END,
      finished_at = CASE WHEN NEW.finished_at IS DISTINCT FROM OLD.finished_at THEN NEW.finished_at
        ELSE finished_at END
    WHERE id = OLD.id;
    RETURN NEW;
  END IF;
  DELETE FROM jobs WHERE id = OLD.id;
  RETURN OLD;
END $$;

CREATE TRIGGER tagging_runs_write INSTEAD OF INSERT OR UPDATE OR DELETE ON tagging_runs
  FOR EACH ROW EXECUTE FUNCTION pp_tagging_runs_write();
