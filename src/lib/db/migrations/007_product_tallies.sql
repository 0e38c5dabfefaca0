-- Product counts kept per (merchant, active, needs tagging, trending), so the admin's five counters and the total of
-- a list are a sum over a few hundred rows instead of a count over the whole catalogue. Statement-level triggers
-- with transition tables apply one grouped delta per statement (an import batch of 2,000 rows is one upsert per
-- group), in key order so concurrent writers lock the same rows in the same order.
CREATE TABLE product_tallies (
  merchant text NOT NULL,
  is_active boolean NOT NULL,
  needs_tagging boolean NOT NULL,
  trending boolean NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, is_active, needs_tagging, trending)
);

CREATE OR REPLACE FUNCTION pp_tally_products() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_tallies AS t (merchant, is_active, needs_tagging, trending, n)
      SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0), count(*)
        FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (merchant, is_active, needs_tagging, trending) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_tallies AS t (merchant, is_active, needs_tagging, trending, n)
      SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0), -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (merchant, is_active, needs_tagging, trending) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO product_tallies AS t (merchant, is_active, needs_tagging, trending, n)
      SELECT merchant, is_active, needs_tagging, trending, sum(delta)
        FROM (
          SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0) AS trending, 1 AS delta
            FROM new_rows
          UNION ALL
          SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0), -1 FROM old_rows
        ) AS changes
       GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (merchant, is_active, needs_tagging, trending) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION pp_tally_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN DELETE FROM product_tallies; RETURN NULL; END $$;

CREATE TRIGGER products_tally_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_tally_products();
CREATE TRIGGER products_tally_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_tally_products();
CREATE TRIGGER products_tally_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_tally_products();
CREATE TRIGGER products_tally_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION pp_tally_truncate();

INSERT INTO product_tallies (merchant, is_active, needs_tagging, trending, n)
  SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0), count(*)
    FROM products GROUP BY 1, 2, 3, 4;

-- Hidden products are few: their lists read them through this index and sort the handful.
CREATE INDEX products_admin_hidden_idx ON products (created_at DESC, id DESC) WHERE NOT is_active;
