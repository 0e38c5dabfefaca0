import { describe, expect, it } from 'vitest';
import {
  CORE_PAGES,
  INFO_PAGES,
  routeOfPageFile,
  sitemapPaths,
  sitemapXml,
  siteSections,
  takenRootPaths,
} from './site-pages.ts';

const tipPages = [
  { slug: 'julklappstips-till-mamma', title: 'Julklappstips till mamma' },
  { slug: 'present-till-den-som-har-allt', title: 'Present till den som har allt' },
];

describe('siteSections', () => {
  const sections = siteSections({ year: 2026, tipPages });
  const paths = sections.flatMap((section) => section.links.map((link) => link.path));

  it('lists every public page once: screens, themes, tips, budget, recipients, categories and info pages', () => {
    expect(sections.map((section) => section.id)).toEqual([
      'hitta-presenter',
      'teman',
      'tips',
      'budget',
      'mottagare',
      'kategorier',
      'om',
    ]);
    expect(paths).toEqual([...new Set(paths)]);
    for (const path of [
      '/',
      '/rabattkoder',
      '/julklappstips',
      '/julklappstips-2026',
      '/arets-julklapp-2026',
      '/fars-dag-present',
      '/black-week-erbjudanden',
      '/tips',
      '/tips/julklappstips-till-mamma',
      '/presenter-under-1000-kr',
      '/present-till-kollega',
      '/kategori/mat-dryck',
      '/kategori/ovrigt',
      '/om-oss',
      '/sitemap',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith('/kategori/'))).toHaveLength(13);
    expect(paths).not.toContain('/julklappstips-2025');
  });

  it('leaves out main screens the build does not have', () => {
    const built = siteSections({ year: 2026, tipPages: [], hasPage: (path) => path !== '/rimmstuga' });
    const builtPaths = built.flatMap((section) => section.links.map((link) => link.path));
    expect(builtPaths).not.toContain('/rimmstuga');
    expect(builtPaths).toContain('/tips');
  });

  it('gives sitemap.xml every indexable page, without the personal saved list', () => {
    const xmlPaths = sitemapPaths(sections);
    expect(xmlPaths).toContain('/tips/present-till-den-som-har-allt');
    expect(xmlPaths).not.toContain('/sparade');
    expect(xmlPaths.length).toBe(paths.length - 1);
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped URLs', () => {
    const xml = sitemapXml(['/', '/kategori/mat-dryck', '/tips/a&b'], 'https://presentpilot.se');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://presentpilot.se/</loc>');
    expect(xml).toContain('<loc>https://presentpilot.se/kategori/mat-dryck</loc>');
    expect(xml).toContain('<loc>https://presentpilot.se/tips/a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('adds lastmod when given', () => {
    expect(sitemapXml(['/'], 'http://localhost:4321/', '2026-11-22')).toContain(
      '<url><loc>http://localhost:4321/</loc><lastmod>2026-11-22</lastmod></url>',
    );
  });
});

describe('routeOfPageFile', () => {
  it.each([
    ['/src/pages/index.astro', '/'],
    ['/src/pages/utforska.astro', '/utforska'],
    ['/src/pages/presentgenerator/index.astro', '/presentgenerator'],
    ['/src/pages/presentgenerator/express.astro', '/presentgenerator/express'],
    ['/src/pages/[slug].astro', null],
    ['/src/pages/kategori/[slug].astro', null],
    ['/src/pages/api/track.ts', null],
  ])('%s → %s', (file, route) => {
    expect(routeOfPageFile(file)).toBe(route);
  });
});

describe('takenRootPaths', () => {
  it('reserves static pages, landing pages, year redirects and folders', () => {
    const taken = takenRootPaths(['/nagot-nytt'], 2026);
    for (const path of [
      '/nagot-nytt',
      '/tips',
      '/admin',
      '/api',
      '/julklappstips-2026',
      '/julklappstips-2025',
      '/arets-julklapp-2025',
      '/present-till-mamma',
      '/presenter-under-200-kr',
      ...CORE_PAGES.map((page) => page.path),
      ...INFO_PAGES.map((page) => page.path),
    ]) {
      expect(taken.has(path)).toBe(true);
    }
    expect(taken.has('/presenttips-till-pappa')).toBe(false);
  });
});
