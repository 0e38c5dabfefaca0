import type { APIRoute } from 'astro';
import { readStats } from '../../../features/tracking/admin/stats.server.ts';
import { statsQuerySchema } from '../../../features/tracking/admin/stats.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/stats?period=24h|7d|30d — total clicks and views, click-through rate, the top 10 clicked products,
 * up to 20 active products without clicks and clicks and views per hour (24h) or day.
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const { period } = parseWith(statsQuerySchema, queryObject(url));
    return json(await readStats(await getDb(), period));
  });
