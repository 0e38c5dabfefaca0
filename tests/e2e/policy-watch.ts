/**
 * Watches a page for Content-Security-Policy violations: every `securitypolicyviolation` event of every document is
 * kept in `window.__cspViolations`, and Chromium's console messages about the policy (a refused script, style or
 * request) are collected too.
 */
import type { Page } from '@playwright/test';

export interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every CSP violation event of every document in `window.__cspViolations`. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const found: { page: string; directive: string; blocked: string; sample: string }[] = [];
    (window as unknown as { __cspViolations: typeof found }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

export async function violationsOf(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations ?? []);
}

/** Console messages about the policy (Chromium logs a refused script, style or request as an error). */
export function recordPolicyConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|content-security-policy/i.test(message.text())) {
      messages.push(`${page.url()}: ${message.text()}`);
    }
  });
  return messages;
}

/** Every URL of sitemap.xml as a path on the server under test. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}
