import type { MiddlewareHandler } from 'astro';
import { json } from './http.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * The cross-site rule Astro's `security.checkOrigin` applies, kept here so its answer is JSON and comes after the
 * method check: a request that may change something (not GET, HEAD or OPTIONS) is refused when its Origin is not
 * this site's and it either has a body type a plain HTML form can send or no body type at all. A JSON body from
 * another origin needs a CORS preflight, which this site never grants, so it is not refused here.
 */
export function isCrossSiteRequest(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.headers.get('origin') === url.origin) return false;
  const type = request.headers.get('content-type');
  if (type === null) return true;
  const lower = type.toLowerCase();
  return FORM_CONTENT_TYPES.some((form) => lower.includes(form));
}

/** Middleware piece for on-demand routes: 403 JSON for a cross-site request (see isCrossSiteRequest). */
export const apiSameOrigin: MiddlewareHandler = (context, next) => {
  if (context.isPrerendered || !isCrossSiteRequest(context.request, context.url)) return next();
  return json({ error: 'Förfrågningar från andra webbplatser tas inte emot' }, { status: 403 });
};
