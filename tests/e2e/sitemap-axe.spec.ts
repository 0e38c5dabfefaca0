import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './helpers.ts';

/** Every URL of sitemap.xml as a path on the server under test. */
async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

test('sitemap.xml lists absolute URLs of the landing, tip and info pages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/kategori\/mat-dryck<\/loc>/);
  const paths = await sitemapPaths(request);
  const year = new Date().getFullYear();
  for (const path of [
    '/',
    '/julklappstips',
    `/julklappstips-${year}`,
    '/present-till-mamma',
    '/presenter-under-200-kr',
    '/tips',
    '/tips/julklappstips-till-pappa',
    '/rabattkoder',
    '/om-oss',
    '/sitemap',
  ]) {
    expect(paths).toContain(path);
  }
  expect(new Set(paths).size).toBe(paths.length);
});

test('every page in sitemap.xml answers 200 and has no accessibility violations', async ({ page, request }) => {
  const paths = await sitemapPaths(request);
  test.setTimeout(30_000 + paths.length * 10_000);
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoA11yViolations(page);
    });
  }
});
