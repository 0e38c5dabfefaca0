import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AFTER_PAINT_TYPE, withScriptsAfterPaint } from './after-paint-scripts.ts';
import { pageScripts, urlPath } from './page-scripts.ts';

const client = mkdtempSync(join(tmpdir(), 'after-paint-'));
afterAll(() => rmSync(client, { recursive: true, force: true }));
mkdirSync(join(client, '_astro'));
writeFileSync(join(client, '_astro', 'layout.js'), 'import"./store.js";');
writeFileSync(join(client, '_astro', 'store.js'), 'export const s=1;');
writeFileSync(join(client, '_astro', 'page.js'), '');

const scripts =
  '<script type="module" src="/_astro/layout.js"></script><script type="module" src="/_astro/page.js"></script>';

describe('module scripts after the largest paint', () => {
  it("gives a marked page's module scripts the waiting type, keeping their sources and order", () => {
    const html = `<html><head><script>inline()</script></head><body><div data-scripts-after-paint>x</div>${scripts}</body></html>`;
    expect(withScriptsAfterPaint(html)).toBe(
      `<html><head><script>inline()</script></head><body><div data-scripts-after-paint>x</div><script type="${AFTER_PAINT_TYPE}" src="/_astro/layout.js"></script><script type="${AFTER_PAINT_TYPE}" src="/_astro/page.js"></script></body></html>`,
    );
  });

  it('leaves a page without the mark as it is', () => {
    const html = `<html><body><div data-scripts-after-painted>x</div>${scripts}</body></html>`;
    expect(withScriptsAfterPaint(html)).toBe(html);
  });

  it("still counts the waiting scripts and their imports as the page's start-up scripts (the JS budget)", () => {
    const html = withScriptsAfterPaint(`<body data-scripts-after-paint>${scripts}</body>`);
    expect([...pageScripts(html, client).files].map((file) => urlPath(client, file))).toEqual([
      '/_astro/layout.js',
      '/_astro/page.js',
      '/_astro/store.js',
    ]);
  });
});
