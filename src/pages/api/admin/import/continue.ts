import type { APIRoute } from 'astro';
import { continueSync, parseSyncInput } from '../../../../features/import/admin/sync.server.ts';
import { continueBodySchema } from '../../../../features/import/admin/sync.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/import/continue {merchantId, auto} — continues a paused run batch after batch (auto) or for one
 * batch, paused again after it (manual). Answers the state.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const { merchantId, auto } = parseSyncInput(continueBodySchema, await readJsonBody(request, 4000));
    return json(await continueSync(await getDb(), merchantId, auto));
  });
