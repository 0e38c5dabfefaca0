/**
 * `npm run check:js`: after a build, sums the gzip size of every script each HTML page references — module
 * scripts (src and inline), their static imports, and astro-island component/renderer chunks with theirs — and
 * fails when a landing, info or home page ships more than 80 KB. Pages whose job is an interactive island
 * (browse, explore, saved, generator, Rimmstuga, admin) are reported but not held to that budget.
 *
 *   npm run check:js                      # reads PRESENTPILOT_OUT_DIR or dist/node
 *   npm run check:js -- --out dist/g1     # another build
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Most JavaScript (gzip) a landing, info or home page may ship. */
export const PAGE_JS_BUDGET_BYTES = 80 * 1024;

/** Pages whose purpose is an interactive island; reported, not budgeted. */
const ISLAND_PAGES = [/^\/bla-igenom/, /^\/utforska/, /^\/sparade/, /^\/presentgenerator/, /^\/rimmstuga/, /^\/admin/];

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

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

interface PageScripts {
  /** Script files (absolute paths) the page loads at start-up, with their static imports. */
  files: Set<string>;
  /** Inline module scripts' code. */
  inline: string[];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The scripts an HTML page references at load. */
export function pageScripts(html: string, clientDir: string): PageScripts {
  const files = new Set<string>();
  const inline: string[] = [];
  const visit = (file: string) => {
    if (files.has(file) || !existsSync(file)) return;
    files.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (/^[a-z]+:/i.test(specifier)) continue;
      visit(specifier.startsWith('/') ? join(clientDir, specifier) : resolve(dirname(file), specifier));
    }
  };
  const fromUrl = (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) visit(join(clientDir, url.split(/[?#]/)[0] ?? url));
  };
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    const type = attribute(attrs, 'type');
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    const src = attribute(attrs, 'src');
    if (src) fromUrl(src);
    else if (match[2]?.trim()) {
      inline.push(match[2]);
      for (const specifier of staticImports(match[2])) fromUrl(specifier);
    }
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(match[1] ?? '', name);
      if (url) fromUrl(url);
    }
  }
  return { files, inline };
}

function gzipSize(text: string | Buffer): number {
  return gzipSync(text, { level: 9 }).byteLength;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function routeOf(clientDir: string, file: string): string {
  const path = `/${relative(clientDir, file).split(sep).join('/')}`;
  return path
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');
}

/** Per-page gzip JavaScript of a build's client folder. */
export function measure(clientDir: string): { route: string; bytes: number; budgeted: boolean }[] {
  const cache = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSize(readFileSync(file));
      cache.set(file, size);
    }
    return size;
  };
  return htmlFiles(clientDir)
    .map((file) => {
      const route = routeOf(clientDir, file);
      const { files, inline } = pageScripts(readFileSync(file, 'utf8'), clientDir);
      const bytes =
        [...files].reduce((sum, path) => sum + sizeOf(path), 0) + inline.reduce((s, c) => s + gzipSize(c), 0);
      return { route, bytes, budgeted: !ISLAND_PAGES.some((pattern) => pattern.test(route)) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

function main(): void {
  const out = argument('--out') ?? process.env.PRESENTPILOT_OUT_DIR ?? 'dist/node';
  const clientDir = resolve(out, 'client');
  if (!existsSync(clientDir)) {
    console.error(`Hittar inget bygge i ${clientDir}. Bygg först (npm run build) eller ange --out.`);
    process.exit(2);
  }
  const rows = measure(clientDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const over = rows.filter((row) => row.budgeted && row.bytes > PAGE_JS_BUDGET_BYTES);
  const width = Math.max(...rows.map((row) => row.route.length), 10);
  console.log(`JavaScript per sida (gzip), budget ${kb(PAGE_JS_BUDGET_BYTES)} för landnings-, info- och startsidor\n`);
  for (const row of rows) {
    const mark = !row.budgeted ? '  (ö)' : row.bytes > PAGE_JS_BUDGET_BYTES ? '  ÖVER BUDGET' : '';
    console.log(`${row.route.padEnd(width)}  ${kb(row.bytes).padStart(9)}${mark}`);
  }
  const budgeted = rows.filter((row) => row.budgeted);
  const largest = budgeted.reduce((max, row) => Math.max(max, row.bytes), 0);
  console.log(`\n${rows.length} sidor; största budgeterade sida ${kb(largest)}; (ö) = interaktiv ö-sida utan budget`);
  if (over.length > 0) {
    console.error(`\n${over.length} sida/sidor över budget: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
