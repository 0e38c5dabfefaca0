import type { APIRoute } from 'astro';
import { searchProducts } from '../../../../features/catalogue/admin/products.server.ts';
import { searchQuerySchema } from '../../../../features/catalogue/admin/products.ts';
import { currentChangeCursor } from '../../../../features/live/changes.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/products/search?q=&limit= — title or merchant contains q, hidden products too, at most 200, with the
 * change-feed cursor read first (a change made meanwhile is sent again rather than missed).
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const { q, limit } = parseWith(searchQuerySchema, queryObject(url));
    const db = await getDb();
    const [cursor, found] = await Promise.all([currentChangeCursor(db), searchProducts(db, q, limit)]);
    return json({ ...found, cursor });
  });
