import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, openHydrated } from './helpers.ts';
import { recordPolicyConsole, recordViolations, sitemapPaths, type Violation, violationsOf } from './policy-watch.ts';

/** The sitemap walk is split into this many tests, so both workers share it. */
const SHARDS = 4;

test('sitemap.xml lists absolute URLs of the landing, tip and info pages', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/kategori\/mat-dryck<\/loc>/);
  const paths = await sitemapPaths(page);
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

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every page in sitemap.xml answers 200, has no accessibility violations and no policy violation (part ${shard + 1} of ${SHARDS})`, async ({
    page,
  }) => {
    await recordViolations(page);
    const console = recordPolicyConsole(page);
    const paths = (await sitemapPaths(page)).filter((_, index) => index % SHARDS === shard);
    expect(paths.length).toBeGreaterThan(0);
    test.setTimeout(30_000 + paths.length * 10_000);
    const violations: Violation[] = [];
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await openHydrated(page, path);
        expect(response?.status(), path).toBe(200);
        // The deferred work of a page (carousels, live updates, lazy images) starts within its first moments.
        await page.waitForTimeout(250);
        await expectNoA11yViolations(page);
        violations.push(...(await violationsOf(page)));
      });
    }
    expect(violations).toEqual([]);
    expect(console).toEqual([]);
  });
}
