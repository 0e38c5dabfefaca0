-- The default picks of an empty search (catalogue.server.ts defaultPicks) read this index in order and stop at
-- the limit instead of filtering and sorting the whole catalogue. The WHERE clause must stay the same as the
-- query's.
CREATE INDEX products_default_picks_idx
  ON products (featured DESC, rank_boost DESC, trend_score DESC, updated_at DESC, id)
  WHERE is_active AND (
    featured
    OR 'presentkort' = ANY(tags)
    OR 'upplevelse' = ANY(interests) OR 'upplevelse' = ANY(occasions)
    OR audience = 'unisex'
    OR 'födelsedag' = ANY(occasions)
  );
