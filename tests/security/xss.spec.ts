/**
 * The XSS corpus through every input a visitor, a feed and an admin control, and every page showing it opened in
 * Chromium (xss-site.ts builds the site from a database full of payloads). On every page: no dialog, no payload
 * calling `__xss`, no Content-Security-Policy violation. Requests leaving the test's own server are refused, so
 * a payload's foreign address is never fetched.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { batches, PAYLOADS } from './corpus.ts';
import { expect, test } from './xss-site.ts';

test.describe.configure({ mode: 'default' });
// One build of the payload site, at desktop width: the 'xss' project of playwright.config.ts.

interface Finding {
  page: string;
  kind: 'dialog' | 'flag' | 'csp';
  detail: string;
}

const findings: Finding[] = [];
let pagesOpened = 0;

/** Before any page script: `__xss` records a payload that ran, alert/confirm/prompt are recorded, CSP reports kept. */
async function watch(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __xssHits: string[]; __cspViolations: string[] };
    w.__xssHits = [];
    w.__cspViolations = [];
    w.__xss = (line: unknown) => w.__xssHits.push(`payload ${String(line)}`);
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      const original = window[name] as (...args: unknown[]) => unknown;
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        w.__xssHits.push(`${name}(${args.map(String).join(', ')})`);
        return original.apply(window, args);
      };
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  // Nothing leaves the machine: a payload's foreign address is refused before any lookup.
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/])(?!data:|blob:|about:)/, (route) => route.abort());
}

function listenForDialogs(page: Page): void {
  page.on('dialog', (dialog) => {
    findings.push({ page: page.url(), kind: 'dialog', detail: `${dialog.type()}: ${dialog.message()}` });
    void dialog.dismiss().catch(() => undefined);
  });
}

/** Reads the flag and the violations of the page's main frame and every frame in it. */
async function collect(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const seen = await frame
      .evaluate(() => {
        const w = window as unknown as { __xssHits?: string[]; __cspViolations?: string[] };
        return { hits: w.__xssHits ?? [], violations: w.__cspViolations ?? [] };
      })
      .catch(() => ({ hits: [] as string[], violations: [] as string[] }));
    for (const hit of seen.hits) findings.push({ page: frame.url(), kind: 'flag', detail: hit });
    for (const violation of seen.violations) findings.push({ page: frame.url(), kind: 'csp', detail: violation });
  }
}

/** Opens a page, waits for its islands, scrolls to the end (lazy lists load) and collects what happened. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  pagesOpened++;
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await collect(page);
}

test.beforeEach(async ({ context, page }) => {
  await watch(context);
  listenForDialogs(page);
});

test.afterAll(() => {
  const summary = `${PAYLOADS.length} payloads, ${pagesOpened} page loads`;
  console.log(`XSS run: ${summary}, ${findings.length} findings`);
});

test('the watch sees a payload that runs, a dialog and an inline handler the policy blocks', async ({ page }) => {
  await visit(page, '/om-oss');
  expect(findings).toEqual([]);
  await page.evaluate(() => (window as unknown as { __xss: (line: number) => void }).__xss(0));
  await page.evaluate(() => alert('kontroll'));
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="/finns-inte.png" onerror="__xss(-1)">'),
  );
  await expect
    .poll(async () => {
      await collect(page);
      return findings.some((finding) => finding.kind === 'csp');
    })
    .toBe(true);
  expect(findings.map((finding) => finding.kind)).toEqual(expect.arrayContaining(['flag', 'dialog', 'csp']));
  expect(findings.some((finding) => finding.detail === 'payload 0')).toBe(true);
  expect(findings.some((finding) => finding.detail === 'payload -1')).toBe(false);
  findings.length = 0;
});

test('feed, admin and tip-page payloads: every built page, tip page and landing page', async ({ page, xssSite }) => {
  test.setTimeout(600_000);
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(200);
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  const paths = new Set([
    ...sitemap,
    '/bla-igenom',
    '/utforska',
    '/tips',
    ...xssSite.tipSlugs.flatMap((slug) => [`/tips/${slug}`, `/${slug}`]),
  ]);
  for (const slug of xssSite.tipSlugs) expect(sitemap.some((path) => path.endsWith(slug))).toBe(true);
  for (const path of paths) await visit(page, path);
  // The payload products are on the pages: first on browse, in the home page's categories.
  await visit(page, '/bla-igenom');
  await expect(page.locator('[data-product-card]').filter({ hasText: 'Redigerad' }).first()).toBeAttached();
  await visit(page, '/');
  await expect(
    page
      .locator('[data-product-card]')
      .filter({ hasText: /Redigerad|Gåva/ })
      .first(),
  ).toBeAttached();
  expect(findings).toEqual([]);
});

test('URL filters and share links carry the payloads', async ({ page, xssSite }) => {
  test.setTimeout(600_000);
  for (const group of batches(PAYLOADS, 6)) {
    const [q, merchant, audience, occasion, interest, sort] = group.map((payload) => payload.text);
    const params = new URLSearchParams({ q: q ?? '', merchants: merchant ?? '', audiences: audience ?? '' });
    params.append('occasions', occasion ?? '');
    params.append('interests', interest ?? '');
    params.append('sort', sort ?? '');
    params.append('min', q ?? '');
    await visit(page, `/bla-igenom?${params}`);
    await visit(page, `/utforska?${params}`);
  }
  // A shared saved list of the payload products, and share links whose ids are payloads.
  for (const ids of batches(xssSite.productIds, 100)) await visit(page, `/sparade?lista=${ids.join(',')}`);
  for (const group of batches(PAYLOADS, 20)) {
    await visit(page, `/sparade?lista=${encodeURIComponent(group.map((payload) => payload.text).join(','))}`);
  }
  expect(findings).toEqual([]);
});

test('search: every payload typed into the search boxes', async ({ page }) => {
  test.setTimeout(600_000);
  await visit(page, '/bla-igenom');
  const browseSearch = page.locator('[data-browse-search]');
  for (const payload of PAYLOADS) {
    await browseSearch.fill(payload.text);
    await page.waitForTimeout(20);
  }
  await page.waitForLoadState('networkidle');
  await collect(page);
  await visit(page, '/utforska');
  const exploreSearch = page.locator('[data-explore-search]');
  for (const payload of PAYLOADS) await exploreSearch.fill(payload.text);
  await page.waitForLoadState('networkidle');
  await collect(page);
  expect(findings).toEqual([]);
});

test('chat: the corpus sent as messages, echoed and answered', async ({ page }) => {
  test.setTimeout(600_000);
  const input = page.getByRole('textbox', { name: 'Meddelande till AI-assistenten' });
  const log = page.getByRole('log', { name: 'AI-chatt' });
  const groups = batches(PAYLOADS, 20);
  for (const [index, group] of groups.entries()) {
    if (index % 6 === 0) {
      await visit(page, '/');
      await page.evaluate(() => localStorage.removeItem('presentpilot-chat-messages'));
      await visit(page, '/');
      await page.getByRole('button', { name: 'Öppna Presentpilot AI' }).click();
      const skip = page.getByRole('button', { name: 'Hoppa över' });
      if (await skip.isVisible()) await skip.click();
    }
    const message = `Present till mamma, max 500 kr ${group.map((payload) => payload.text).join(' ')}`.slice(0, 2000);
    await input.fill(message);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Skicka' })).toBeDisabled();
    await expect(log.getByText('AI-assistenten skriver …')).toHaveCount(0, { timeout: 30_000 });
    await collect(page);
  }
  expect(findings).toEqual([]);
});

test('Rimmstuga and AI Express: the corpus in every field', async ({ page }) => {
  test.setTimeout(600_000);
  await visit(page, '/rimmstuga');
  const recipient = page.getByRole('textbox', { name: 'Mottagarens namn' });
  const gift = page.getByRole('textbox', { name: 'Vad är presenten?' });
  const note = page.getByRole('textbox', { name: /Personlig hälsning/ });
  // Each field packed with as many payloads as its limit holds (60, 120 and 200 characters).
  const queue = PAYLOADS.map((payload) => payload.text);
  const take = (limit: number) => {
    let text = queue.shift()?.slice(0, limit) ?? 'Greta';
    while (queue.length > 0 && text.length + 1 + (queue[0]?.length ?? 0) <= limit) text += ` ${queue.shift()}`;
    return text;
  };
  while (queue.length > 0) {
    await recipient.fill(take(60));
    await gift.fill(take(120));
    await note.fill(take(200));
    await page.getByRole('button', { name: 'Skriv rim' }).click();
    await expect(page.getByRole('button', { name: 'Skriv rim' })).toBeEnabled({ timeout: 15_000 });
  }
  await collect(page);

  for (const group of batches(PAYLOADS, 40)) {
    await visit(page, '/presentgenerator/express');
    const textbox = page.locator('[data-express-step] textarea');
    await textbox.fill(
      `Min mamma ${group
        .slice(0, 20)
        .map((payload) => payload.text)
        .join(' ')}`,
    );
    await textbox.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Budget och intressen' })).toBeVisible();
    await textbox.fill(
      `Runt 500 kr ${group
        .slice(20)
        .map((payload) => payload.text)
        .join(' ')}`,
    );
    await textbox.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Stämmer det här?' })).toBeVisible();
    await collect(page);
  }
  expect(findings).toEqual([]);
});

test('admin screens listing the payload products', async ({ page, context, xssSite, adminCookie }) => {
  test.setTimeout(300_000);
  const [name, value] = adminCookie.split('=');
  await context.addCookies([{ name: name ?? '', value: value ?? '', url: xssSite.base }]);
  await visit(page, '/admin');
  await expect(page.getByRole('tablist', { name: 'Adminflikar' })).toBeVisible();
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await page.waitForLoadState('networkidle');
    await collect(page);
  }
  await page.getByRole('tab', { name: /Produkter/ }).click();
  const search = page.getByRole('searchbox').first();
  for (const term of ['Gåva', 'Redigerad', ...PAYLOADS.slice(0, 30).map((payload) => payload.text)]) {
    await search.fill(term);
    await page.waitForLoadState('networkidle');
  }
  await search.fill('Redigerad');
  await page.waitForLoadState('networkidle');
  await collect(page);
  expect(findings).toEqual([]);
});
