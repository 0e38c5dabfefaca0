import type { APIRoute } from 'astro';
import { amazonStatus } from '../../../../features/catalogue/admin/amazon.server.ts';
import { handle, json } from '../../../../lib/http.ts';

export const prerender = false;

/** GET /api/admin/amazon/status — {configured, missing}: whether search can run and which variables to set. */
export const GET: APIRoute = () => handle(() => json(amazonStatus()));
