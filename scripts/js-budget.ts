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
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScripts } from '../src/lib/build/page-scripts.ts';

/** Most JavaScript (gzip) a landing, info or home page may ship. */
export const PAGE_JS_BUDGET_BYTES = 80 * 1024;

/** Pages whose purpose is an interactive island; reported, not budgeted. */
const ISLAND_PAGES = [/^\/bla-igenom/, /^\/utforska/, /^\/sparade/, /^\/presentgenerator/, /^\/rimmstuga/, /^\/admin/];

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
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
