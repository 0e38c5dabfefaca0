-- New entries of a GIN index first go to its pending list, an unsorted list that every scan of the index reads from
-- end to end, until a vacuum or autovacuum (or a list past gin_pending_list_limit, 4 MB by default) moves them into
-- the index proper. After an import the text-search index held about 400 pending pages, and every term of every
-- search read them all (1.5–1.9 ms a term on the 40,000-product bench catalogue, most of a search of a rare word);
-- nothing empties the list on the embedded database, nor on a server with autovacuum off or below its thresholds.
-- A 256 kB list (at most 32 pages) keeps that under 0.2 ms a term for about 4 % more import time (64 kB: some 10 %).
-- docs/performance.md#new-search-cpu has the figures.
ALTER INDEX products_search_idx SET (gin_pending_list_limit = 256);
ALTER INDEX products_facets_idx SET (gin_pending_list_limit = 256);

-- The typo-correction word list is rewritten whole after each import (refreshSearchWords), so its trigram index's
-- pending list held every word (84 pages) and the look-up of each new search term read them all. Written straight
-- into the index, the rewrite takes about 35 ms longer (2,300 words).
ALTER INDEX search_words_trgm_idx SET (fastupdate = off);
