import type { APIRoute } from 'astro';
import { parseSyncInput, scanFeed } from '../../../../features/import/admin/sync.server.ts';
import { merchantBodySchema } from '../../../../features/import/admin/sync.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/** POST /api/admin/import/scan {merchantId} — fetches the merchant's feed and counts its products: {total}. */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const { merchantId } = parseSyncInput(merchantBodySchema, await readJsonBody(request, 4000));
    return json(await scanFeed(await getDb(), merchantId));
  });
