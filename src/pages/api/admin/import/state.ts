import type { APIRoute } from 'astro';
import { parseSyncInput, syncState } from '../../../../features/import/admin/sync.server.ts';
import { merchantQuerySchema } from '../../../../features/import/admin/sync.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, queryObject } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/import/state?merchantId= — the merchant's info box (feed URL, last import, product counts) and its
 * current or latest import run with processed of total, counts, rows/s, time left, seconds to the next batch.
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const { merchantId } = parseSyncInput(merchantQuerySchema, queryObject(url));
    return json(await syncState(await getDb(), merchantId));
  });
