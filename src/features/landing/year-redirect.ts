/**
 * The answer for an earlier year's page (/julklappstips-2025, /arets-julklapp-2025): a permanent redirect to this
 * year's page, taken from the theme pages' redirect list.
 */
import { yearRedirects } from './theme-pages.ts';
import { buildYear } from './year.ts';

/** A 301 to the current year's page for a path of an earlier year, or null when the path is not one. */
export function yearRedirectResponse(path: string, year: number = buildYear()): Response | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const redirect = yearRedirects(year).find((candidate) => candidate.from === normalized);
  if (!redirect) return null;
  return new Response(null, {
    status: redirect.status,
    headers: { location: redirect.to, 'cache-control': 'public, max-age=3600' },
  });
}
