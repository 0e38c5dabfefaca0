-- Feed imports write thousands of products per statement; two per-row costs of that write go.

-- Price history once per statement from the transition tables, instead of a PL/pgSQL call and an INSERT per row:
-- the same rows (every new product; an update only when its price or original price changed).
DROP TRIGGER products_price_history ON products;
DROP FUNCTION pp_record_price();

CREATE FUNCTION pp_record_prices_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO price_history (product_id, price, original_price)
    SELECT id, price_value, original_price FROM new_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION pp_record_prices_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO price_history (product_id, price, original_price)
    SELECT n.id, n.price_value, n.original_price
      FROM new_rows n JOIN old_rows o USING (id)
     WHERE n.price_value IS DISTINCT FROM o.price_value OR n.original_price IS DISTINCT FROM o.original_price;
  RETURN NULL;
END $$;

CREATE TRIGGER products_price_history_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_record_prices_inserted();
CREATE TRIGGER products_price_history_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_record_prices_updated();

-- Merchant names are matched in product_tallies (a few hundred rows) and then read through products_merchant_idx,
-- so the trigram index over every product's merchant name is no longer read.
DROP INDEX products_admin_merchant_trgm_idx;

-- A feed row whose digest equals the stored product's is not staged as a product: only its id is kept (a few
-- thousand per row), so the run's end still knows which products the feed held, and its batches skip it.
CREATE TABLE import_stage_unchanged (
  run_id uuid NOT NULL REFERENCES import_runs (id) ON DELETE CASCADE,
  chunk integer NOT NULL,
  merchant_pids text[] NOT NULL,
  PRIMARY KEY (run_id, chunk)
);
