import type { APIRoute } from 'astro';
import { createCategory, listCategories } from '../../../../features/home/admin/homepage.server.ts';
import { categoryBodySchema } from '../../../../features/home/admin/homepage.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 16_000;

/** GET /api/admin/homepage — every homepage category in its order, hidden ones too, with its selected products. */
export const GET: APIRoute = () => handle(async () => json({ categories: await listCategories(await getDb()) }));

/**
 * POST /api/admin/homepage — adds a category {title, productIds?} last in the order; the slug is made from the
 * title. 400 for a bad form or selection, 409 when the slug is taken.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = parseWith(categoryBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    return json({ category: await createCategory(await getDb(), body) }, { status: 201 });
  });
