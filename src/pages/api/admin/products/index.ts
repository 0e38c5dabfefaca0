import type { APIRoute } from 'astro';
import { listProducts } from '../../../../features/catalogue/admin/products.server.ts';
import { listQuerySchema } from '../../../../features/catalogue/admin/products.ts';
import { currentChangeCursor } from '../../../../features/live/changes.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/products?filter=all|active|hidden|needs_tagging&merchant=&type=&sort=newest|price_asc|price_desc|name
 * &offset=&limit= — one page (at most 50) of a list, hidden products included, with the total that matches; `type`
 * keeps one product type ('okand': the products whose type is not known; an unknown id → 400). The change-feed cursor
 * is read first, so a change made while the page is read is sent again rather than missed.
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const query = parseWith(listQuerySchema, queryObject(url));
    const db = await getDb();
    const [cursor, page] = await Promise.all([currentChangeCursor(db), listProducts(db, query)]);
    return json({ ...page, cursor });
  });
