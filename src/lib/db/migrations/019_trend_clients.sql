-- Trends that one client cannot steer (issue 24). A search counts towards trends once per client, term and day: the
-- client is a keyed hash (HMAC with the server's secret) of its address and the term, never the address, kept 7 days
-- (the trend window). One client's different terms cannot be linked to each other.
CREATE TABLE search_term_clients (
  day date NOT NULL,
  term text NOT NULL CHECK (char_length(term) BETWEEN 2 AND 60),
  client_key text NOT NULL CHECK (client_key ~ '^[0-9a-f]{32}$'),
  PRIMARY KEY (day, term, client_key)
);

-- How many distinct clients searched each keyword in the window (0 for keywords from clicks or staff only).
ALTER TABLE trend_keywords ADD COLUMN clients integer NOT NULL DEFAULT 0 CHECK (clients >= 0);

-- Keywords staff blocked: never an automatic keyword from the next trend run on, until removed from this list.
CREATE TABLE trend_blocked_keywords (
  keyword text PRIMARY KEY CHECK (char_length(keyword) BETWEEN 2 AND 60),
  created_at timestamptz NOT NULL DEFAULT now()
);
