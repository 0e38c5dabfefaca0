import type { APIRoute } from 'astro';
import { adminProxy } from '../../../features/import/admin/admin-proxy.server.ts';
import { adminProxyBodySchema } from '../../../features/import/admin/sync.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/admin-proxy {action: 'import', merchant_id, offset, limit, session_id, count_only} — the spec's
 * batch contract on the import job: count_only → {total}; else one batch → {processed, added, updated, skipped,
 * hasMore, nextOffset, session_id, session_totals}. {action: 'tag', offset, limit = 200, tag_all, merchant_id? or
 * merchant?, count_only} — one tag-products batch → {updated, hasMore, remaining, approved, rejected}.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = parseWith(adminProxyBodySchema, await readJsonBody(request, 4000));
    return json(await adminProxy(await getDb(), body));
  });
