import type { APIRoute } from 'astro';
import { savedPriceDrops } from '../../../features/saved/price-drops.server.ts';
import { priceDropsQuerySchema } from '../../../features/saved/price-drops-query.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/products/price-drops?ids=a,b&since=t1,t2 — the saved gifts (id, saved at ms) that are cheaper now than
 * when they were saved: `{ drops: [{ id, was, now }] }`. Nothing about the request is stored.
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const saved = parseWith(priceDropsQuerySchema, queryObject(url));
    return json({ drops: await savedPriceDrops(await getDb(), saved) });
  });
