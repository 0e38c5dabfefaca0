import type { MiddlewareHandler } from 'astro';
import { securityHeaders } from './headers.ts';

/** A response whose headers can be changed (a redirect or a fetched response has read-only headers). */
function writable(response: Response): Response {
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/**
 * Adds the security headers to every on-demand answer (the API, also as Netlify Functions, where `_headers` does
 * not reach). A policy the route already set (Astro's own for an on-demand page) is kept: ours is added as a
 * second one, and a browser enforces both.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const response = writable(await next());
  for (const [name, value] of Object.entries(securityHeaders(context.url.pathname))) {
    const current = response.headers.get(name);
    if (name === 'Content-Security-Policy' && current && current !== value) response.headers.append(name, value);
    else response.headers.set(name, value);
  }
  return response;
};
