import type { APIRoute } from 'astro';
import { trendStats } from '../../../../features/tracking/admin/trends.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/trends — {keywords, topSearches, searches, clicks, trendingProducts}: the trend keywords and the
 * last 7 days' search and click aggregates ('Uppdatera statistik').
 */
export const GET: APIRoute = () => handle(async () => json(await trendStats(await getDb())));
