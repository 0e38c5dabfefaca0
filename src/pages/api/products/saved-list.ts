import type { APIRoute } from 'astro';
import { savedListAnswer } from '../../../features/saved/saved-list.server.ts';
import { savedListQuerySchema } from '../../../features/saved/saved-list-query.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/products/saved-list?ids=a,b&since=t1,t2 — a visitor's saved list for the first paint of /sparade:
 * `{ products, drops, html }`, the products still shown (in the order given), those that got cheaper since they were
 * saved, and the list's markup as the saved list's island renders it. Nothing about the request is stored.
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const saved = parseWith(savedListQuerySchema, queryObject(url));
    return json(await savedListAnswer(await getDb(), saved));
  });
