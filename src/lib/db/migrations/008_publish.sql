-- Publishing the static site: one row that every admin (and every process) reads. Whether the prerendered pages are
-- behind the database (dirty since, the last change, why), the current or last build, and when it last landed.
CREATE TABLE publish_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  dirty_since timestamptz,
  last_change_at timestamptz,
  -- [{reason, at}], the latest 20, one entry per distinct reason.
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- An import or tagging run asked for a rebuild without waiting for edits to settle.
  publish_now boolean NOT NULL DEFAULT false,
  build_state text NOT NULL DEFAULT 'idle' CHECK (build_state IN ('idle', 'building', 'failed')),
  build_mode text CHECK (build_mode IN ('local', 'hook')),
  build_started_at timestamptz,
  build_finished_at timestamptz,
  build_error text,
  published_at timestamptz
);

INSERT INTO publish_state DEFAULT VALUES;
