/**
 * Every public page of the site, grouped as the HTML sitemap (/sitemap) shows them; /sitemap.xml lists the same
 * pages as absolute URLs, and tip pages at /{slug} must not take any of their paths.
 */

import { SITE } from '../../lib/site.ts';
import { shortTitle } from '../landing/related-pages.ts';
import { CATEGORY_PAGES, PRICE_PAGES, RECIPIENT_PAGES } from '../landing/seo-pages.ts';
import { themePages, yearRedirects } from '../landing/theme-pages.ts';
import { tipPagePath } from '../tips/tips.ts';

/** A page in the sitemap. */
export interface SiteLink {
  path: string;
  label: string;
  /** False for pages that are public but personal (the visitor's own saved list): left out of sitemap.xml. */
  indexable?: boolean;
}

/** A group of the HTML sitemap. */
export interface SiteSection {
  /** Anchor on /sitemap, e.g. "kategorier". */
  id: string;
  title: string;
  links: SiteLink[];
}

/** The site's main screens (built by other features; listed only when their page exists). */
export const CORE_PAGES: readonly SiteLink[] = [
  { path: '/', label: 'Hem' },
  { path: '/presentgenerator', label: 'Presentgenerator' },
  { path: '/presentgenerator/express', label: 'AI Express' },
  { path: '/utforska', label: 'Utforska' },
  { path: '/bla-igenom', label: 'Alla produkter' },
  { path: '/rabattkoder', label: 'Rabattkoder' },
  { path: '/rimmstuga', label: 'Rimmstuga' },
  { path: '/sparade', label: 'Sparade presenter', indexable: false },
];

/** The static information pages. */
export const INFO_PAGES: readonly SiteLink[] = [
  { path: '/om-oss', label: `Om ${SITE.name}` },
  { path: '/kontakt', label: 'Kontakt' },
  { path: '/integritetspolicy', label: 'Integritetspolicy' },
  { path: '/cookies', label: 'Cookies' },
  { path: '/sitemap', label: 'Sajtkarta' },
];

/** What the sitemap is built from. */
export interface SiteInput {
  /** The year the theme pages are built for. */
  year: number;
  /** Active tip pages, in their order. */
  tipPages: readonly { slug: string; title: string }[];
  /** Whether a core page exists in this build; every core page when left out. */
  hasPage?: (path: string) => boolean;
}

/**
 * The HTML sitemap's groups: main screens, theme pages, tips, budget pages, recipient pages, categories and the
 * information pages. Empty groups are left out.
 */
export function siteSections({ year, tipPages, hasPage = () => true }: SiteInput): SiteSection[] {
  const sections: SiteSection[] = [
    { id: 'hitta-presenter', title: 'Hitta presenter', links: CORE_PAGES.filter((page) => hasPage(page.path)) },
    {
      id: 'teman',
      title: 'Presenttips inför högtider',
      links: themePages(year).map((page) => ({ path: page.path, label: shortTitle(page.title) })),
    },
    {
      id: 'tips',
      title: 'Tips och guider',
      links: [
        { path: '/tips', label: 'Alla tips' },
        ...tipPages.map((page) => ({ path: tipPagePath(page.slug), label: page.title })),
      ],
    },
    {
      id: 'budget',
      title: 'Presenter efter budget',
      links: PRICE_PAGES.map((page) => ({ path: page.path, label: shortTitle(page.title) })),
    },
    {
      id: 'mottagare',
      title: 'Presenter efter mottagare',
      links: RECIPIENT_PAGES.map((page) => ({ path: page.path, label: shortTitle(page.title) })),
    },
    {
      id: 'kategorier',
      title: 'Kategorier',
      links: CATEGORY_PAGES.map((page) => ({ path: page.path, label: shortTitle(page.title) })),
    },
    { id: 'om', title: `Om ${SITE.name}`, links: [...INFO_PAGES] },
  ];
  return sections.filter((section) => section.links.length > 0);
}

/** The paths for sitemap.xml: every indexable page once, in sitemap order. */
export function sitemapPaths(sections: readonly SiteSection[]): string[] {
  const paths = sections.flatMap((section) =>
    section.links.filter((link) => link.indexable !== false).map((link) => link.path),
  );
  return [...new Set(paths)];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** sitemap.xml (sitemaps.org 0.9) for the paths, as absolute URLs on the site's address. */
export function sitemapXml(paths: readonly string[], siteUrl: string, lastModified?: string): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const urls = paths.map((path) => {
    const loc = escapeXml(new URL(path, base).href);
    return lastModified
      ? `  <url><loc>${loc}</loc><lastmod>${lastModified}</lastmod></url>`
      : `  <url><loc>${loc}</loc></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The route of a page file under src/pages ("/src/pages/utforska.astro" → "/utforska", ".../index.astro" → the
 * folder), or null for dynamic routes ([slug]) and non-page files.
 */
export function routeOfPageFile(file: string): string | null {
  const match = /(?:^|\/)pages(\/.*)\.astro$/.exec(file);
  if (!match?.[1] || match[1].includes('[')) return null;
  const route = match[1].replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** Top-level paths that are not pages but must never be taken by a tip page either. */
const RESERVED_ROOT_PATHS = [
  '/admin',
  '/api',
  '/tips',
  '/kategori',
  '/presentgenerator',
  '/404',
  '/sitemap.xml',
  '/robots.txt',
];

/**
 * Every path a tip page must not take at /{slug}: the static pages, the theme and SEO pages (also the year pages
 * and their redirects) and the reserved folders.
 */
export function takenRootPaths(staticRoutes: readonly string[], year: number): Set<string> {
  return new Set([
    ...staticRoutes,
    ...RESERVED_ROOT_PATHS,
    ...themePages(year).map((page) => page.path),
    ...[...PRICE_PAGES, ...RECIPIENT_PAGES].map((page) => page.path),
    ...CORE_PAGES.map((page) => page.path),
    ...INFO_PAGES.map((page) => page.path),
    ...yearRedirects(year).map((redirect) => redirect.from),
  ]);
}
