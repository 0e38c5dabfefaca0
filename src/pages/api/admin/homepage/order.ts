import type { APIRoute } from 'astro';
import { reorderCategories } from '../../../../features/home/admin/homepage.server.ts';
import { orderBodySchema } from '../../../../features/home/admin/homepage.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 64_000;

/**
 * PUT /api/admin/homepage/order — {ids}: every category id in the new order; sort_order becomes 0..n-1 in one
 * transaction. 400 when the ids are not exactly the current categories.
 */
export const PUT: APIRoute = ({ request }) =>
  handle(async () => {
    const { ids } = parseWith(orderBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    return json({ categories: await reorderCategories(await getDb(), ids) });
  });
