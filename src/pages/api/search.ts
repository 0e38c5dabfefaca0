import type { APIRoute } from 'astro';
import { searchAnswer } from '../../features/catalogue/catalogue-answers.server.ts';
import { searchQuerySchema } from '../../features/catalogue/catalogue-query.ts';
import { countSearch } from '../../features/tracking/search-count.server.ts';
import { getDb } from '../../lib/db/db.server.ts';
import { clientAddressOf, handle, json, parseWith, queryObject } from '../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/search?q=&limit= — Swedish full-text catalogue search with typo tolerance (limit ≤ 200). The search is
 * counted for trends as (day, normalised term), and the client once per term and day as a keyed hash of its address
 * and the term (never the address). Answers are kept in memory until the catalogue changes.
 */
export const GET: APIRoute = (context) =>
  handle(async () => {
    const { q, limit } = parseWith(searchQuerySchema, queryObject(context.url));
    const db = await getDb();
    const [products] = await Promise.all([searchAnswer(db, q, limit), countSearch(db, q, clientAddressOf(context))]);
    return json({ products, count: products.length });
  });
