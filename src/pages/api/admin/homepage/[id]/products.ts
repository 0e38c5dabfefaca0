import type { APIRoute } from 'astro';
import { setCategoryProducts } from '../../../../../features/home/admin/homepage.server.ts';
import { categoryIdSchema, selectionBodySchema } from '../../../../../features/home/admin/homepage.ts';
import { getDb } from '../../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 16_000;

/** PUT /api/admin/homepage/[id]/products — {productIds}: the selection in its order, at most 15, each once. */
export const PUT: APIRoute = ({ params, request }) =>
  handle(async () => {
    const { id } = parseWith(categoryIdSchema, params);
    const { productIds } = parseWith(selectionBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    return json({ category: await setCategoryProducts(await getDb(), id, productIds) });
  });
