import type { APIRoute } from 'astro';
import { noFieldsSchema } from '../../../../features/import/admin/sync.ts';
import { runTrends } from '../../../../features/tracking/admin/trends.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/trends/boost {} — 'Hämta och boosta trender': picks the trend keywords and sets the products'
 * trend_score and trend_boost; answers {keywords, trending, touched}.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    parseWith(noFieldsSchema, await readJsonBody(request, 1000));
    return json(await runTrends(await getDb()));
  });
