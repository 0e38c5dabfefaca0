import type { MiddlewareHandler } from 'astro';
import { json } from './http.ts';

/** Order of the methods in an Allow header; any other exported method follows in alphabetical order. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The methods an endpoint module answers, from the names it exports (Astro calls the export named like the
 * request's method): upper-case function exports, with HEAD wherever GET is (Astro answers HEAD with GET).
 * Null when it exports ALL, which takes every method.
 */
export function allowedMethods(module: Record<string, unknown>): string[] | null {
  const methods = Object.keys(module).filter((name) => /^[A-Z]+$/.test(name) && typeof module[name] === 'function');
  if (methods.includes('ALL')) return null;
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
  const rank = (method: string) => {
    const index = METHOD_ORDER.indexOf(method);
    return index === -1 ? METHOD_ORDER.length : index;
  };
  return methods.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The route pattern Astro gives an endpoint file under src/pages (`context.routePattern`):
 * `…/pages/api/products/[id].ts` → `/api/products/[id]`, `…/pages/api/products/index.ts` → `/api/products`.
 */
export function routePatternOfEndpointFile(file: string): string | null {
  const match = /(?:^|\/)pages(\/.*)\.(?:ts|js|mts|mjs)$/.exec(file);
  if (!match?.[1]) return null;
  return match[1].replace(/\/index$/, '') || '/';
}

/** True for paths under /api/. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** 405 with an Allow header and a Swedish JSON message. */
export function methodNotAllowed(method: string, allow: readonly string[]): Response {
  return json(
    { error: `Metoden ${method} stöds inte här. Tillåtna metoder: ${allow.join(', ')}.` },
    { status: 405, headers: { allow: allow.join(', ') } },
  );
}

type EndpointModules = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Middleware piece for every path under /api/: a method the route module does not export is answered 405 JSON with
 * an Allow header listing the ones it does, before the route runs. The methods come from the modules themselves,
 * so a new endpoint file needs nothing here. (A path that is no endpoint reaches api/[...path].ts: 404 JSON.)
 */
export function apiMethodsFor(modules: EndpointModules): MiddlewareHandler {
  const byPattern = new Map<string, () => Promise<Record<string, unknown>>>();
  for (const [file, load] of Object.entries(modules)) {
    const pattern = routePatternOfEndpointFile(file);
    if (pattern && isApiPath(pattern)) byPattern.set(pattern, load);
  }
  return async (context, next) => {
    if (!isApiPath(context.url.pathname)) return next();
    const load = byPattern.get(context.routePattern);
    if (!load) return next();
    const allow = allowedMethods(await load());
    const method = context.request.method.toUpperCase();
    if (allow === null || allow.includes(method)) return next();
    return methodNotAllowed(method, allow);
  };
}

/** The piece for this site's endpoints: every file under src/pages/api/ (Astro ignores names starting with _). */
export const apiMethods: MiddlewareHandler = apiMethodsFor(
  import.meta.glob<Record<string, unknown>>(['../pages/api/**/*.{ts,js}', '!**/_*', '!**/*.test.ts']),
);
