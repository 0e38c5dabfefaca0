import type { APIRoute } from 'astro';
import { productCounts } from '../../../features/admin/products/products.server.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json } from '../../../lib/http.ts';

export const prerender = false;

/** GET /api/admin/counts — the five counters: {total, active, trends, needsTagging, hidden}. */
export const GET: APIRoute = () => handle(async () => json(await productCounts(await getDb())));
