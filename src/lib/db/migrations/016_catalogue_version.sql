-- A counter that moves whenever what a catalogue search or list can answer changes: products written (insert, update,
-- delete, truncate) or the typo-correction word list rebuilt. Answers cached in a server process are valid
-- while it stands still (catalogue/catalogue-answers.server.ts). Statement-level triggers that see their rows, so a
-- statement that touched no row leaves it as it is; one row update per statement, not per product.
CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_version DEFAULT VALUES;

CREATE FUNCTION pp_bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE catalogue_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION pp_bump_catalogue_version_always() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE catalogue_version SET version = version + 1; RETURN NULL; END $$;

CREATE TRIGGER products_version_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_bump_catalogue_version();
CREATE TRIGGER products_version_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_bump_catalogue_version();
CREATE TRIGGER products_version_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_bump_catalogue_version();
CREATE TRIGGER products_version_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION pp_bump_catalogue_version_always();
CREATE TRIGGER search_words_version_insert AFTER INSERT ON search_words
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_bump_catalogue_version();
CREATE TRIGGER search_words_version_update AFTER UPDATE ON search_words
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_bump_catalogue_version();
CREATE TRIGGER search_words_version_delete AFTER DELETE ON search_words
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_bump_catalogue_version();
CREATE TRIGGER search_words_version_truncate AFTER TRUNCATE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION pp_bump_catalogue_version_always();
