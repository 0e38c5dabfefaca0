import type { APIRoute } from 'astro';
import { routeOfPageFile, sitemapPaths, sitemapXml, siteSections } from '../features/info/site-pages.ts';
import { buildYear } from '../features/landing/year.ts';
import { listActiveTipPages } from '../features/tips/tips.server.ts';
import { getDb } from '../lib/db/db.server.ts';
import { SITE } from '../lib/site.ts';

/** sitemap.xml: every public prerendered page of this build, as absolute URLs. */
export const GET: APIRoute = async ({ site }) => {
  const built = new Set(
    Object.keys(import.meta.glob('/src/pages/**/*.astro')).flatMap((file) => routeOfPageFile(file) ?? []),
  );
  const sections = siteSections({
    year: buildYear(),
    tipPages: await listActiveTipPages(await getDb()),
    hasPage: (path) => built.has(path),
  });
  return new Response(sitemapXml(sitemapPaths(sections), (site ?? new URL(SITE.url)).href), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
