import type { APIRoute } from 'astro';
import { recalcPriceBuckets } from '../../../../features/import/admin/catalogue-maintenance.server.ts';
import { noFieldsSchema } from '../../../../features/import/admin/sync.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/** POST /api/admin/import/recalc-buckets {} — recomputes every product's price bucket; answers {changed}. */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    parseWith(noFieldsSchema, await readJsonBody(request, 1000));
    return json(await recalcPriceBuckets(await getDb()));
  });
