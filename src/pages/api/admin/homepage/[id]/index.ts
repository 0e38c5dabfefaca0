import type { APIRoute } from 'astro';
import { deleteCategory, updateCategory } from '../../../../../features/home/admin/homepage.server.ts';
import { categoryBodySchema, categoryIdSchema, emptyBodySchema } from '../../../../../features/home/admin/homepage.ts';
import { getDb } from '../../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 16_000;

/**
 * PUT /api/admin/homepage/[id] — saves {title, productIds?}; the slug follows the title, the selection is replaced
 * when given. 404 for an unknown category, 400 for a bad form, 409 when the slug is taken.
 */
export const PUT: APIRoute = ({ params, request }) =>
  handle(async () => {
    const { id } = parseWith(categoryIdSchema, params);
    const body = parseWith(categoryBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    return json({ category: await updateCategory(await getDb(), id, body) });
  });

/** DELETE /api/admin/homepage/[id] — body {}; deletes the category and its selection. 404 when unknown. */
export const DELETE: APIRoute = ({ params, request }) =>
  handle(async () => {
    const { id } = parseWith(categoryIdSchema, params);
    parseWith(emptyBodySchema, await readJsonBody(request, 1_000));
    return json({ deleted: await deleteCategory(await getDb(), id) });
  });
