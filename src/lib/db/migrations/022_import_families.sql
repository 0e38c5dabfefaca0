-- New products of a feed import are written once, with their family, instead of twice.

-- The variants a merchant names only by a short title tail share a family (catalogue/tail-families.server.ts). The
-- import works the shared heads out while it reads the feed and keeps them here, title by title, so each batch
-- writes its products with that family at once; the run's end then finds (next to) nothing left to regroup, where it
-- used to rewrite most new products a second time (every index entry and the search vector again).
CREATE TABLE import_stage_families (
  run_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  title text NOT NULL,
  head text NOT NULL,
  PRIMARY KEY (run_id, title)
);

-- A merchant's products are found through the unique (merchant, merchant_pid) index just as well: one index less
-- to write for every new product.
DROP INDEX products_merchant_idx;
