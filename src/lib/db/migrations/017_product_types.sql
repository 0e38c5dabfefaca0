-- Every product knows what it is and which variants it belongs with (issue 19): its type from the product-type
-- ontology (src/features/catalogue/concepts/product-types.ts; 'okand' until it can be told), where that type came
-- from, and its family (the variants of one product: the feed's item_group_id, or the same merchant and title once
-- colour, size, scent and volume words are removed; src/features/catalogue/concepts/family.ts). The feed's numeric
-- Google product category and item_group_id are kept as the feed gave them.
ALTER TABLE products ADD COLUMN product_type text NOT NULL DEFAULT 'okand';
-- 'google', 'category', 'title', 'description' (the import's and tagger's rules), 'model', 'admin' (never
-- overwritten by an import or a re-tag); null while the type is the default.
ALTER TABLE products ADD COLUMN product_type_source text;
ALTER TABLE products ADD COLUMN family_id text;
ALTER TABLE products ADD COLUMN google_category_id integer;
ALTER TABLE products ADD COLUMN item_group_id text;

CREATE INDEX products_type_idx ON products (product_type) WHERE is_active;
CREATE INDEX products_merchant_family_idx ON products (merchant, family_id);

-- The visitor reads see the type and the family (one product per family in an answer). Columns are added at the end,
-- so the view can be replaced in place.
CREATE OR REPLACE VIEW products_public AS
  SELECT id, title, merchant_pid, description, image_url, image_width, image_height, price_value, currency,
         product_url, merchant, category_path, tags, audience, occasions, interests, to_whom, age_groups, themes,
         price_bucket, source, featured, created_at, updated_at, rank_boost, trend_boost, trend_score, is_active,
         product_type, family_id
  FROM products
  WHERE is_active;

-- The admin's counters and list totals come from product_tallies (migration 007); they are kept per type too, so
-- the products tab can filter by type (and list the products of unknown type) with its total from a few hundred
-- rows. Every existing product has the default type, so the existing tallies are those of 'okand'.
ALTER TABLE product_tallies ADD COLUMN product_type text NOT NULL DEFAULT 'okand';
ALTER TABLE product_tallies DROP CONSTRAINT product_tallies_pkey;
ALTER TABLE product_tallies ADD PRIMARY KEY (merchant, is_active, needs_tagging, trending, product_type);

CREATE OR REPLACE FUNCTION pp_tally_products() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_tallies AS t (merchant, is_active, needs_tagging, trending, product_type, n)
      SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0), product_type, count(*)
        FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (merchant, is_active, needs_tagging, trending, product_type) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_tallies AS t (merchant, is_active, needs_tagging, trending, product_type, n)
      SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0), product_type, -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (merchant, is_active, needs_tagging, trending, product_type) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO product_tallies AS t (merchant, is_active, needs_tagging, trending, product_type, n)
      SELECT merchant, is_active, needs_tagging, trending, product_type, sum(delta)
        FROM (
          SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0) AS trending, product_type,
                 1 AS delta
            FROM new_rows
          UNION ALL
          SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0), product_type, -1
            FROM old_rows
        ) AS changes
       GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (merchant, is_active, needs_tagging, trending, product_type) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
