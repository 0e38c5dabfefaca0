import { savesQuerySchema } from './price-drops-query.ts';
import { SAVED_MAX, type SavedEntry } from './saved.ts';

/**
 * Query of `GET /api/products/saved-list?ids=a,b&since=t1,t2`: the visitor's saved ids, newest first, and for each
 * when it was saved (0 when unknown), at most SAVED_MAX pairs; an id given twice counts once.
 */
export const savedListQuerySchema = savesQuerySchema(SAVED_MAX).transform((entries): SavedEntry[] => {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.productId) && Boolean(seen.add(entry.productId)));
});
