import type { APIRoute } from 'astro';
import { searchProducts } from '../../../../features/admin/products/products.server.ts';
import { searchQuerySchema } from '../../../../features/admin/products/products.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../../lib/http.ts';

export const prerender = false;

/** GET /api/admin/products/search?q=&limit= — title or merchant contains q, hidden products too, at most 200. */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const { q, limit } = parseWith(searchQuerySchema, queryObject(url));
    return json(await searchProducts(await getDb(), q, limit));
  });
