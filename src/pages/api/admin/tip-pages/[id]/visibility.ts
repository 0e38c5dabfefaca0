import type { APIRoute } from 'astro';
import { tipPageIdSchema, visibilityBodySchema } from '../../../../../features/tips/admin/tip-page.ts';
import { setTipPageActive } from '../../../../../features/tips/admin/tip-pages.server.ts';
import { getDb } from '../../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../../lib/http.ts';

export const prerender = false;

/** PATCH /api/admin/tip-pages/[id]/visibility — {isActive}: shows or hides the page; 404 when unknown. */
export const PATCH: APIRoute = ({ params, request }) =>
  handle(async () => {
    const { id } = parseWith(tipPageIdSchema, params);
    const { isActive } = parseWith(visibilityBodySchema, await readJsonBody(request, 1000));
    return json({ page: await setTipPageActive(await getDb(), id, isActive) });
  });
