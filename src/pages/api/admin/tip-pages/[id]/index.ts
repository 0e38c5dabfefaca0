import type { APIRoute } from 'astro';
import { z } from 'zod';
import { tipPageBodySchema, tipPageIdSchema } from '../../../../../features/tips/admin/tip-page.ts';
import { deleteTipPage, getTipPage, updateTipPage } from '../../../../../features/tips/admin/tip-pages.server.ts';
import { getDb } from '../../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 512 * 1024;

/** GET /api/admin/tip-pages/[id] — one tip page with its tips and (sanitised) banners; 404 when unknown. */
export const GET: APIRoute = ({ params }) =>
  handle(async () => {
    const { id } = parseWith(tipPageIdSchema, params);
    return json({ page: await getTipPage(await getDb(), id) });
  });

/** PUT /api/admin/tip-pages/[id] — saves the form and banners; 400 bad form, 404 unknown, 409 slug taken. */
export const PUT: APIRoute = ({ params, request }) =>
  handle(async () => {
    const { id } = parseWith(tipPageIdSchema, params);
    const body = parseWith(tipPageBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    return json({ page: await updateTipPage(await getDb(), id, body) });
  });

/** DELETE /api/admin/tip-pages/[id] — body {}; deletes the page and its banners; 404 when unknown. */
export const DELETE: APIRoute = ({ params, request }) =>
  handle(async () => {
    const { id } = parseWith(tipPageIdSchema, params);
    parseWith(z.object({}).strict(), await readJsonBody(request, 1000));
    return json({ deleted: await deleteTipPage(await getDb(), id) });
  });
