import type { APIRoute } from 'astro';
import { adminOf } from '../../../../features/admin/auth/admin-user.ts';
import { parseSyncInput, startSync } from '../../../../features/import/admin/sync.server.ts';
import { startBodySchema } from '../../../../features/import/admin/sync.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/import/start {merchantId, maxProducts, chunkSize} — starts the merchant's import (the background
 * runner drives it), or gives the run already open: two admins starting one merchant get one run. Answers the state.
 */
export const POST: APIRoute = ({ request, locals }) =>
  handle(async () => {
    const body = parseSyncInput(startBodySchema, await readJsonBody(request, 4000));
    const state = await startSync(await getDb(), { ...body, startedBy: adminOf(locals).email });
    return json(state, { status: 201 });
  });
