import type { APIRoute } from 'astro';
import { adminOf } from '../../../../features/admin/auth/admin-user.ts';
import { parseSyncInput, resetSync } from '../../../../features/import/admin/sync.server.ts';
import { startBodySchema } from '../../../../features/import/admin/sync.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/import/reset {merchantId, maxProducts, chunkSize} — 'Återställ och Starta Ny Import': when the
 * merchant's run has finished, a new run starts from the beginning; 409 while one is open. Answers the state.
 */
export const POST: APIRoute = ({ request, locals }) =>
  handle(async () => {
    const body = parseSyncInput(startBodySchema, await readJsonBody(request, 4000));
    const state = await resetSync(await getDb(), { ...body, startedBy: adminOf(locals).email });
    return json(state, { status: 201 });
  });
