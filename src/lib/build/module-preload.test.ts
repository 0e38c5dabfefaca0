import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modulePreloads, withModulePreloads } from './module-preload.ts';

const client = mkdtempSync(join(tmpdir(), 'module-preload-'));
afterAll(() => rmSync(client, { recursive: true, force: true }));

mkdirSync(join(client, '_astro'));
const files: Record<string, string> = {
  // A dynamic import written with a space, so the architecture test does not take it for one of this file's own.
  'page.js': 'import"./store.js";const l=import ("./lazy.js");',
  'store.js': 'import{a}from"./atom.js";',
  'atom.js': 'export const a=1;',
  'lazy.js': 'export const lazy=1;',
  'island.js': 'import"./card.js";import"./store.js";',
  'card.js': 'import"./price.js";',
  'price.js': 'export const p=1;',
  'renderer.js': 'import"./react-dom.js";',
  'react-dom.js': 'export const r=1;',
  'drawer.js': 'import"./drawer-part.js";',
  'drawer-part.js': '',
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(client, '_astro', name), code);

const page = [
  '<html><head><title>t</title></head><body><div data-module-preload>',
  '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js" client="load"></astro-island>',
  '<astro-island component-url="/_astro/drawer.js" renderer-url="/_astro/renderer.js" client="idle"></astro-island>',
  '</div><script type="module" src="/_astro/page.js"></script></body></html>',
].join('');

describe('module preloads', () => {
  it("announces a page script's imports and a client:load island's graph, shallowest first", () => {
    expect(modulePreloads(page, client)).toEqual([
      '/_astro/island.js',
      '/_astro/renderer.js',
      '/_astro/store.js',
      '/_astro/card.js',
      '/_astro/react-dom.js',
      '/_astro/atom.js',
      '/_astro/price.js',
    ]);
  });

  it('leaves out dynamic imports, islands that hydrate later and the scripts the page names itself', () => {
    const urls = modulePreloads(page, client);
    for (const url of ['/_astro/lazy.js', '/_astro/drawer.js', '/_astro/drawer-part.js', '/_astro/page.js']) {
      expect(urls).not.toContain(url);
    }
  });

  it('writes the links at the end of the head, once', () => {
    const html = withModulePreloads(page, client);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/island.js"><link rel="modulepreload"');
    expect(html.indexOf('modulepreload')).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(withModulePreloads(html, client)).toBe(html);
    expect(withModulePreloads('<html><head></head><body data-module-preload>x</body></html>', client)).toBe(
      '<html><head></head><body data-module-preload>x</body></html>',
    );
  });

  it('leaves a page that does not ask for them as it is', () => {
    const plain = page.replace('<div data-module-preload>', '<div>');
    expect(withModulePreloads(plain, client)).toBe(plain);
  });
});
