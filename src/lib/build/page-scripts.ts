/**
 * The scripts a built page loads at start-up, read from its HTML and the client folder: module scripts (src and
 * inline), astro-island component and renderer chunks, and every module they import statically. The JavaScript
 * budget (scripts/js-budget.ts) sums them; the module preloads (module-preload.ts) announce them in the page's head.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { AFTER_PAINT_TYPE } from './after-paint-scripts.ts';

const STATIC_IMPORT = /\bimport\s*(?:[\w*{$][^'"`;]*?\bfrom\s*)?["']([^"']+)["']/g;
const RE_EXPORT = /\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;

/** Specifiers a module imports statically (dynamic `import()` is left out: it loads on demand). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const pattern of [STATIC_IMPORT, RE_EXPORT]) {
    for (const match of code.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

export interface PageScripts {
  /** Script files (absolute paths) the page loads at start-up, with their static imports, shallowest first. */
  files: Set<string>;
  /** Inline module scripts' code. */
  inline: string[];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Which scripts of a page to follow: all of them, or only those that run as the page loads (no idle/visible island). */
export type ScriptSelection = 'all' | 'at-load';

/**
 * The scripts an HTML page references at load, each file followed through its static imports breadth first (so a
 * file's place in `files` is its depth in the import graph). With 'at-load', islands that hydrate later
 * (client:idle, client:visible, …) are left out.
 */
export function pageScripts(html: string, clientDir: string, selection: ScriptSelection = 'all'): PageScripts {
  const files = new Set<string>();
  const inline: string[] = [];
  const queue: string[] = [];
  const fromUrl = (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) queue.push(join(clientDir, url.split(/[?#]/)[0] ?? url));
  };
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    const type = attribute(attrs, 'type');
    // A module script that waits for the page's largest paint still loads at start-up.
    if (type && type !== 'module' && type !== 'text/javascript' && type !== AFTER_PAINT_TYPE) continue;
    const src = attribute(attrs, 'src');
    if (src) fromUrl(src);
    else if (match[2]?.trim()) {
      inline.push(match[2]);
      for (const specifier of staticImports(match[2])) fromUrl(specifier);
    }
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const attrs = match[1] ?? '';
    if (selection === 'at-load' && attribute(attrs, 'client') !== 'load') continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(attrs, name);
      if (url) fromUrl(url);
    }
  }
  for (let index = 0; index < queue.length; index++) {
    const file = queue[index] as string;
    if (files.has(file) || !existsSync(file)) continue;
    files.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (/^[a-z]+:/i.test(specifier)) continue;
      queue.push(specifier.startsWith('/') ? join(clientDir, specifier) : resolve(dirname(file), specifier));
    }
  }
  return { files, inline };
}

/** A file's URL path on the site from its path in the client folder. */
export function urlPath(clientDir: string, file: string): string {
  return `/${relative(clientDir, file).split(sep).join('/')}`;
}
