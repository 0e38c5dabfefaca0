import type { APIRoute } from 'astro';
import { yearRedirectResponse } from '../features/landing/year-redirect.ts';

/** Last year's page: a permanent redirect to this year's page. */
export const prerender = false;

export const GET: APIRoute = ({ url }) =>
  yearRedirectResponse(url.pathname) ?? new Response('Sidan kunde inte hittas', { status: 404 });
