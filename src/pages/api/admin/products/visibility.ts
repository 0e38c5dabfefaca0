import type { APIRoute } from 'astro';
import { setVisibility } from '../../../../features/admin/products/products.server.ts';
import { visibilityBodySchema } from '../../../../features/admin/products/products.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 64_000;

/**
 * POST /api/admin/products/visibility {ids, active} | {scope: {filter, merchant?} | {q}, active} — shows or hides
 * the chosen products or every product of the scope in one statement; answers {updated} (rows that changed).
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = parseWith(visibilityBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    const target = 'ids' in body ? { ids: body.ids } : { scope: body.scope };
    return json({ updated: await setVisibility(await getDb(), target, body.active) });
  });
