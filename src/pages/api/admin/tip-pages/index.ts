import type { APIRoute } from 'astro';
import { tipPageBodySchema } from '../../../../features/tips/admin/tip-page.ts';
import { createTipPage, listTipPages } from '../../../../features/tips/admin/tip-pages.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 512 * 1024;

/** GET /api/admin/tip-pages — every tip page in its order, hidden ones too. */
export const GET: APIRoute = () =>
  handle(async () => {
    const pages = await listTipPages(await getDb());
    return json({ pages });
  });

/** POST /api/admin/tip-pages — adds a tip page last; 400 for a bad form, 409 when the slug is taken. */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = parseWith(tipPageBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    const page = await createTipPage(await getDb(), body);
    return json({ page }, { status: 201 });
  });
