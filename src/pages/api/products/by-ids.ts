import type { APIRoute } from 'astro';
import { getProductsByIds } from '../../../features/catalogue/catalogue.server.ts';
import { productIdsQuerySchema } from '../../../features/saved/share-query.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../lib/http.ts';

export const prerender = false;

/** GET /api/products/by-ids?ids=a,b,c — the active products among the ids, in the order given (saved lists). */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const { ids } = parseWith(productIdsQuerySchema, queryObject(url));
    const products = await getProductsByIds(await getDb(), ids);
    return json({ products, count: products.length });
  });
