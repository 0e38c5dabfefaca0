-- The import and tagging code now reads and writes the jobs table itself (src/lib/jobs/job-store.server.ts): the
-- import_runs and tagging_runs views of migration 021, their write triggers and helper functions go.
DROP VIEW import_runs CASCADE;
DROP VIEW tagging_runs CASCADE;
DROP FUNCTION pp_import_runs_write();
DROP FUNCTION pp_tagging_runs_write();
DROP FUNCTION pp_tagging_status(text);
DROP FUNCTION pp_jsonb_changed(jsonb, jsonb);
