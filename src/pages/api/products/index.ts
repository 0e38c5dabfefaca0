import type { APIRoute } from 'astro';
import { listAnswer } from '../../../features/catalogue/catalogue-answers.server.ts';
import { productListQuerySchema } from '../../../features/catalogue/catalogue-query.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/products — the product list with budget, audience and facet filters. Answers are kept in memory until the
 * catalogue changes.
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const query = parseWith(productListQuerySchema, queryObject(url));
    const products = await listAnswer(await getDb(), query);
    return json({ products, count: products.length });
  });
