import type { APIRoute } from 'astro';
import { productCounts } from '../../../features/catalogue/admin/products.server.ts';
import { currentChangeCursor } from '../../../features/live/changes.server.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json } from '../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/counts — the five counters {total, active, trends, needsTagging, hidden}, and the change-feed cursor
 * they were read at, so the panel can follow later changes.
 */
export const GET: APIRoute = () =>
  handle(async () => {
    const db = await getDb();
    const [counts, cursor] = await Promise.all([productCounts(db), currentChangeCursor(db)]);
    return json({ ...counts, cursor });
  });
