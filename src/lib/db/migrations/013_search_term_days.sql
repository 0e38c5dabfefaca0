-- Trends (docs/product/admin-trends.md#counting): catalogue searches counted per day and normalised term, and
-- nothing else: no visitor, address, session or time of day. Days older than 30 are deleted when trends are read.
CREATE TABLE search_term_days (
  day date NOT NULL,
  term text NOT NULL CHECK (char_length(term) BETWEEN 2 AND 60),
  count integer NOT NULL DEFAULT 1 CHECK (count > 0),
  PRIMARY KEY (day, term)
);

-- Keywords staff added by hand stay in the list until removed; the others are replaced on every trend run.
ALTER TABLE trend_keywords ADD COLUMN manual boolean NOT NULL DEFAULT false;
