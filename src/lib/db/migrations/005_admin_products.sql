-- The admin's product lists: name order the Swedish way whatever the database's collation (å ä ö after z; the
-- same translation as svSortKey in src/features/catalogue/admin/products.ts, compared byte by byte with
-- COLLATE "C"), and an index for each sort of a 50-row page and for the title/merchant search.
CREATE OR REPLACE FUNCTION pp_sv_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖåäöÆæØøÉéÈèÜü', 'abcdefghijklmnopqrstuvwxyz{|}{|}||}}eeeeyy') $$;

CREATE INDEX products_admin_name_idx ON products ((pp_sv_sort_key(title) COLLATE "C"), id);
CREATE INDEX products_admin_created_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_admin_price_asc_idx ON products (price_value ASC NULLS LAST, id);
CREATE INDEX products_admin_price_desc_idx ON products (price_value DESC NULLS LAST, id DESC);
CREATE INDEX products_admin_title_trgm_idx ON products USING gin (title gin_trgm_ops);
CREATE INDEX products_admin_merchant_trgm_idx ON products USING gin (merchant gin_trgm_ops);
