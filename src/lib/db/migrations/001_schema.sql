-- Presentpilot schema: catalogue, curation, statistics and admin accounts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is STABLE; indexes and generated columns need an IMMUTABLE wrapper with a fixed dictionary.
CREATE OR REPLACE FUNCTION pp_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;

CREATE OR REPLACE FUNCTION pp_join(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(value, ' '), '') $$;

-- Swedish stemming on accent-folded words, so "horlurar" finds "hörlurar".
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'pp_swedish') THEN
    CREATE TEXT SEARCH CONFIGURATION pp_swedish (COPY = swedish);
    ALTER TEXT SEARCH CONFIGURATION pp_swedish
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, swedish_stem;
  END IF;
END $$;

CREATE TABLE merchants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  feed_url text,
  status_url text,
  source_id text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price_value numeric(12, 2) CHECK (price_value IS NULL OR price_value >= 0),
  currency text NOT NULL DEFAULT 'SEK',
  merchant text NOT NULL,
  merchant_pid text NOT NULL,
  ean text,
  image_url text,
  image_width integer,
  image_height integer,
  product_url text NOT NULL,
  category_path text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  audience text,
  interests text[] NOT NULL DEFAULT '{}',
  occasions text[] NOT NULL DEFAULT '{}',
  to_whom text[] NOT NULL DEFAULT '{}',
  age_groups text[] NOT NULL DEFAULT '{}',
  themes text[] NOT NULL DEFAULT '{}',
  price_bucket text CHECK (price_bucket IS NULL OR price_bucket IN ('under-200', '200-500', '500-1000', '1000-plus')),
  source text NOT NULL DEFAULT 'manual',
  rank_boost real NOT NULL DEFAULT 0,
  trend_boost real NOT NULL DEFAULT 0,
  trend_score real NOT NULL DEFAULT 0,
  featured boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  needs_tagging boolean NOT NULL DEFAULT false,
  ai_rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('pp_swedish', title), 'A') ||
    setweight(to_tsvector('pp_swedish', pp_join(tags) || ' ' || pp_join(category_path) || ' ' || merchant), 'B') ||
    setweight(to_tsvector('pp_swedish', pp_join(interests) || ' ' || pp_join(occasions) || ' ' || pp_join(themes) || ' ' ||
      pp_join(to_whom) || ' ' || coalesce(audience, '')), 'C') ||
    setweight(to_tsvector('pp_swedish', description), 'D')
  ) STORED,
  UNIQUE (merchant, merchant_pid)
);

CREATE INDEX products_search_idx ON products USING gin (search_vector);
CREATE INDEX products_active_updated_idx ON products (updated_at DESC, id) WHERE is_active;
CREATE INDEX products_active_price_idx ON products (price_value) WHERE is_active;
CREATE INDEX products_merchant_idx ON products (merchant);
CREATE INDEX products_needs_tagging_idx ON products (id) WHERE needs_tagging;
CREATE INDEX products_facets_idx ON products USING gin (interests, occasions, to_whom, age_groups, themes, tags);

-- Words of the catalogue, for typo tolerance: a misspelt search term is corrected to the nearest word here.
CREATE TABLE search_words (
  word text PRIMARY KEY,
  frequency integer NOT NULL
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

CREATE VIEW products_public AS
  SELECT id, title, merchant_pid, description, image_url, image_width, image_height, price_value, currency,
         product_url, merchant, category_path, tags, audience, occasions, interests, to_whom, age_groups, themes,
         price_bucket, source, featured, created_at, updated_at, rank_boost, trend_boost, trend_score, is_active
  FROM products
  WHERE is_active;

CREATE TABLE import_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  run_at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL,
  session_id text,
  added integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  deactivated integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  session_added integer NOT NULL DEFAULT 0,
  session_updated integer NOT NULL DEFAULT 0,
  is_final_batch boolean NOT NULL DEFAULT false,
  errors text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX import_logs_run_at_idx ON import_logs (run_at DESC);

CREATE TABLE product_statistics (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN ('click', 'view')),
  source text,
  "timestamp" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_statistics_time_idx ON product_statistics ("timestamp" DESC, event_type);
CREATE INDEX product_statistics_product_idx ON product_statistics (product_id);

CREATE TABLE trend_keywords (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  keyword text NOT NULL UNIQUE,
  score real NOT NULL DEFAULT 0,
  fetched_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE homepage_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  slug text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE homepage_category_products (
  category_id uuid NOT NULL REFERENCES homepage_categories (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);

CREATE TABLE tip_pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  slug text NOT NULL UNIQUE,
  ingress text,
  content jsonb NOT NULL DEFAULT '{"tips": []}',
  cta_text text,
  cta_url text,
  extra_tip text,
  meta_title text CHECK (meta_title IS NULL OR char_length(meta_title) <= 60),
  meta_description text CHECK (meta_description IS NULL OR char_length(meta_description) <= 160),
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tip_page_banners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES tip_pages (id) ON DELETE CASCADE,
  banner_type text NOT NULL CHECK (banner_type IN
    ('desktop_top', 'desktop_bottom', 'tablet_top', 'tablet_bottom', 'mobile_top', 'mobile_bottom')),
  html_code text NOT NULL,
  image_url text,
  link_url text,
  width integer,
  height integer,
  UNIQUE (page_id, banner_type)
);

CREATE TABLE taxonomy_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text,
  emoji text,
  interests text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE discount_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant text NOT NULL,
  code text NOT NULL,
  discount text NOT NULL,
  description text NOT NULL,
  valid_until date NOT NULL,
  category text NOT NULL,
  shop_url text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin')),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key_idx ON login_attempts (key, attempted_at DESC);

-- Change feed for live catalogue updates: every write bumps updated_at; clients resume from a cursor.
CREATE INDEX products_changes_idx ON products (updated_at, id);

CREATE OR REPLACE FUNCTION pp_touch_updated_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN NEW.updated_at := clock_timestamp(); RETURN NEW; END $$;

CREATE TRIGGER products_touch BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION pp_touch_updated_at();
