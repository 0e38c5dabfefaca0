/**
 * The security headers of every answer, in one place: the local server (`scripts/serve.ts`), the middleware of
 * on-demand answers (API routes, on Netlify too) and the `_headers` file of the Netlify build all read them here,
 * and the page policy that Astro writes into each page's <meta> starts from the same directives.
 *
 * The page policy comes in two parts. Astro hashes the scripts and styles it puts into each prerendered page and
 * writes `script-src` / `style-src` with those hashes, together with `PAGE_CSP_DIRECTIVES`, into a <meta> of that
 * page. The header repeats every directive except `default-src` (which would also rule scripts and so block the
 * hashed ones) and adds what a <meta> cannot carry: `frame-ancestors`. A browser enforces both, so a page runs
 * under their intersection.
 */

/** Sources for each kind of resource a page loads; scripts and styles are left to Astro (hashes). */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  // Product images come from the merchants' servers over https; the drawn illustrations can be data: URLs.
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "font-src 'self'",
  "media-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * Style sources: Tailwind's built sheets are files, but React style attributes and the tip-page banner rules are
 * inline, and an inline style cannot run code. Scripts get no such allowance.
 */
export const PAGE_STYLE_SOURCES = ["'self'", "'unsafe-inline'"] as const;

/** The page policy sent as a header (see the module comment). */
export const PAGE_HEADER_CSP = [
  ...PAGE_CSP_DIRECTIVES.filter((directive) => !directive.startsWith('default-src')),
  "frame-ancestors 'none'",
].join('; ');

/** An API answer is data, never a document that loads anything. */
export const API_HEADER_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Features no page of the site uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Headers every answer carries, whatever it is. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The admin pages and the admin API: never stored by a browser or a shared cache. */
export function isAdminPath(pathname: string): boolean {
  return /^\/(admin|api\/admin)(\/|$)/.test(pathname);
}

/** An answer from the API (JSON, server-sent events). */
export function isApiPath(pathname: string): boolean {
  return /^\/api(\/|$)/.test(pathname);
}

/** The security headers for an answer to `pathname` (the path only, without query). */
export function securityHeaders(pathname: string): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': isApiPath(pathname) ? API_HEADER_CSP : PAGE_HEADER_CSP,
    ...(isAdminPath(pathname) ? { 'Cache-Control': 'no-store' } : {}),
  };
}

/**
 * Netlify's `_headers` file for the static files of the build (pages and assets). Netlify does not apply it to
 * answers from functions: those get the same headers from the middleware.
 */
export function netlifyHeadersFile(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    '# Written by the build from src/lib/security/headers.ts; edit that file, not this one.',
    block('/*', securityHeaders('/')),
    block('/admin', { 'Cache-Control': 'no-store' }),
    block('/admin/*', { 'Cache-Control': 'no-store' }),
  ].join('\n\n')}\n`;
}
