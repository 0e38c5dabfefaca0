import { type APIResponse, expect, test } from '@playwright/test';
import { openHydrated } from './helpers.ts';
import { recordPolicyConsole, recordViolations, sitemapPaths, type Violation, violationsOf } from './policy-watch.ts';
import { quietChat } from './visitor-fixtures.ts';

/** Interactive pages and a missing page, which the site must also run under its policy (those not in sitemap.xml). */
const EXTRA_PATHS = [
  '/bla-igenom',
  '/utforska',
  '/presentgenerator',
  '/presentgenerator/express',
  '/rimmstuga',
  '/sparade',
  '/finns-inte-alls',
];

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

test.beforeEach(async ({ page }) => {
  await quietChat(page);
  await recordViolations(page);
});

// The pages of sitemap.xml are checked against the policy in sitemap-axe.spec.ts, on the same visit as axe.
test('the interactive pages outside the sitemap run without a policy violation', async ({ page }) => {
  const console = recordPolicyConsole(page);
  const sitemap = new Set(await sitemapPaths(page));
  const paths = EXTRA_PATHS.filter((path) => !sitemap.has(path));
  test.setTimeout(30_000 + paths.length * 4_000);
  const violations: Violation[] = [];
  for (const path of paths) {
    await openHydrated(page, path);
    // The deferred work of a page (carousels, live updates, lazy images) starts within its first moments.
    await page.waitForTimeout(250);
    violations.push(...(await violationsOf(page)));
  }
  expect(violations).toEqual([]);
  expect(console).toEqual([]);
});

test('the chat, the random gift and saving a gift work under the policy', async ({ page }) => {
  const console = recordPolicyConsole(page);
  await openHydrated(page, '/');

  await page.getByRole('button', { name: 'Öppna Presentpilot AI' }).click();
  const log = page.getByRole('log', { name: 'AI-chatt' });
  await expect(log).toBeVisible();
  await page.getByRole('button', { name: 'Hoppa över' }).click();
  const input = page.getByRole('textbox', { name: 'Meddelande till AI-assistenten' });
  await input.fill('Present till mamma som gillar kaffe, max 400 kr');
  await input.press('Enter');
  await expect(log.locator('[data-product-card]').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Stäng chatten' }).click();

  await page.locator('[data-site-header]').getByRole('button', { name: 'Slumpa present' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slumpad present' });
  await expect(dialog.getByRole('link', { name: 'Köp här' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Spara present' }).click();
  await expect(page.getByText('Sparad!')).toBeVisible();
  await page.keyboard.press('Escape');

  await openHydrated(page, '/sparade');
  await expect(page.locator('[data-saved-grid] [data-product-card]')).not.toHaveCount(0);

  expect(await violationsOf(page)).toEqual([]);
  expect(console).toEqual([]);
});

test('pages carry a hash-based script policy; pages, assets and API answers carry the security headers', async ({
  page,
}) => {
  const home = await page.request.get('/');
  expectSecurityHeaders(home, 'page');
  const html = await home.text();
  const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const scriptSrc = /script-src ([^;]+)/.exec(meta)?.[1] ?? '';
  expect(scriptSrc).toMatch(/'sha256-/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(meta).toContain("object-src 'none'");

  // An injected inline script (what a successful XSS would add) is refused and reported.
  await openHydrated(page, '/om-oss');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedRan = true;';
    document.head.append(script);
    return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violationsOf(page)).map((v) => v.directive)).toEqual(['script-src-elem']);

  const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const assetResponse = await page.request.get(asset ?? '');
  expect(assetResponse.status()).toBe(200);
  expectSecurityHeaders(assetResponse, 'asset');
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const missing = await page.request.get('/_astro/finns-inte.Abc123.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');

  const api = await page.request.get('/api/search?q=kaffe');
  expect(api.status()).toBe(200);
  expectSecurityHeaders(api, 'API');
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");

  for (const path of ['/admin', '/api/admin/products']) {
    const admin = await page.request.get(path, { maxRedirects: 0 });
    expect(admin.headers()['cache-control'], path).toBe('no-store');
  }
});
