import type { APIRoute } from 'astro';
import { reorderBodySchema } from '../../../../features/tips/admin/tip-page.ts';
import { reorderTipPages } from '../../../../features/tips/admin/tip-pages.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 64_000;

/** PUT /api/admin/tip-pages/order — {ids} in the new order (every page once): sort_order 0..n-1 in one transaction. */
export const PUT: APIRoute = ({ request }) =>
  handle(async () => {
    const { ids } = parseWith(reorderBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    const pages = await reorderTipPages(await getDb(), ids);
    return json({ pages });
  });
