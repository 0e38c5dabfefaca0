import type { APIRoute } from 'astro';
import { searchAnswer } from '../../features/catalogue/catalogue-answers.server.ts';
import { searchQuerySchema } from '../../features/catalogue/catalogue-query.ts';
import { countSearch } from '../../features/tracking/search-count.server.ts';
import { getDb } from '../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/search?q=&limit= — Swedish full-text catalogue search with typo tolerance (limit ≤ 200). The search is
 * counted for trends as (day, normalised term) only. Answers are kept in memory until the catalogue changes.
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const { q, limit } = parseWith(searchQuerySchema, queryObject(url));
    const db = await getDb();
    const [products] = await Promise.all([searchAnswer(db, q, limit), countSearch(db, q)]);
    return json({ products, count: products.length });
  });
