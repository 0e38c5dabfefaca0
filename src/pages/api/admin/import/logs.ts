import type { APIRoute } from 'astro';
import { importLogs } from '../../../../features/import/admin/sync.server.ts';
import { optionalMerchantQuerySchema } from '../../../../features/import/admin/sync.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../../lib/http.ts';

export const prerender = false;

/** GET /api/admin/import/logs[?merchantId=] — the last 10 import logs (the merchant's when given), newest first. */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const { merchantId } = parseWith(optionalMerchantQuerySchema, queryObject(url));
    return json({ logs: await importLogs(await getDb(), merchantId) });
  });
