import type { APIRoute } from 'astro';
import { tagProductsBatch } from '../../../features/tagging/admin/tagging.server.ts';
import { tagProductsSchema } from '../../../features/tagging/tagging-rules.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/tag-products {offset, limit = 200, tag_all, merchant?} — the tag-products call
 * (docs/product/admin-tagging.md#tag-products): tags one batch with the tagging job's functions; answers {updated,
 * hasMore, remaining, approved, rejected}.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = parseWith(tagProductsSchema, await readJsonBody(request, 4000));
    return json(await tagProductsBatch(await getDb(), body));
  });
