import type { APIRoute } from 'astro';
import { searchProducts } from '../../features/catalogue/catalogue.server.ts';
import { searchQuerySchema } from '../../features/catalogue/catalogue-query.ts';
import { getDb } from '../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../lib/http.ts';

export const prerender = false;

/** GET /api/search?q=&limit= — Swedish full-text catalogue search with typo tolerance (limit ≤ 200). */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const { q, limit } = parseWith(searchQuerySchema, queryObject(url));
    const products = await searchProducts(await getDb(), q, limit);
    return json({ products, count: products.length });
  });
