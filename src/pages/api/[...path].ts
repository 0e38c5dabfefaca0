import type { APIRoute } from 'astro';
import { json } from '../../lib/http.ts';

export const prerender = false;

/** Any path under /api/ that is no endpoint, whatever the method: 404 JSON instead of the site's HTML page. */
export const ALL: APIRoute = () => json({ error: 'Det finns ingen sådan adress i API:et' }, { status: 404 });
