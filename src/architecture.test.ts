/**
 * The layers, checked on the import graph (docs/architecture.md#layers). Every .ts/.tsx file under src/ is read,
 * its import statements (`import … from`, `export … from`, `import '…'`, `import('…')`) are resolved, and the test
 * fails when:
 * - an island (a .tsx file) imports a `*.server.ts` module, even for a type;
 * - a file that runs in the browser or at build time imports server code other than with `import type` (only
 *   server modules, API routes, the middleware, src/dev and tests may);
 * - src/lib imports from src/features or src/dev, or production code imports from src/dev;
 * - feature folders import each other in a cycle;
 * - a feature folder imports from features/admin (admin is a layer over the domains, which own their admin code);
 * - features/admin holds server code outside auth/ (the panel, the UI kit and the tab islands are all it keeps);
 * - a .tsx file names an API path itself instead of calling a typed client.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

interface Import {
  /** The importing file, relative to the project root. */
  from: string;
  /** The imported file, relative to the project root. */
  to: string;
  /** `import type` / `export type`: erased, never loaded at run time. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

const STATIC_IMPORT =
  /^[ \t]*(?:import|export)\s+(type\s+)?(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT_IMPORT = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // a package or a virtual module
  const base = resolve(dirname(file), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) return relative(ROOT, candidate);
  }
  throw new Error(`${relative(ROOT, file)}: cannot resolve '${specifier}'`);
}

function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const to = resolveSpecifier(file, specifier);
    if (to) found.push({ from: relative(ROOT, file), to, typeOnly });
  };
  for (const match of text.matchAll(STATIC_IMPORT)) add(match[2] as string, Boolean(match[1]));
  for (const match of text.matchAll(SIDE_EFFECT_IMPORT)) add(match[1] as string, false);
  for (const match of text.matchAll(DYNAMIC_IMPORT)) add(match[1] as string, false);
  return found;
}

const FILES = sourceFiles(SRC);
const TEXTS = new Map(FILES.map((file) => [relative(ROOT, file), readFileSync(file, 'utf8')]));
const IMPORTS = FILES.flatMap((file) => importsOf(file, TEXTS.get(relative(ROOT, file)) as string));

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const isServerModule = (path: string) => /\.server\.tsx?$/.test(path);
const isIsland = (path: string) => path.endsWith('.tsx') && !isTest(path);
const inLib = (path: string) => path.startsWith('src/lib/');
const inDev = (path: string) => path.startsWith('src/dev/');
/** Files that run only on the server (or in tests and scripts) and so may load server code. */
const runsOnServer = (path: string) =>
  isServerModule(path) || isTest(path) || inDev(path) || path.startsWith('src/pages/') || path === 'src/middleware.ts';

const show = (list: readonly Import[]) =>
  list.map((edge) => `${edge.from} → ${edge.to}${edge.typeOnly ? ' (type)' : ''}`);

/** The feature folder of a file under src/features (`catalogue`, `admin`, …), or null. */
function featureOf(path: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Strongly connected groups of more than one feature folder (Tarjan), each sorted. */
function featureCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

describe('the import graph', () => {
  it('is read: every source file is parsed and relative imports resolve', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(IMPORTS.length).toBeGreaterThan(1000);
    // The parser sees the kinds of import it checks: type-only, dynamic, and islands importing pure modules.
    expect(IMPORTS.some((edge) => edge.typeOnly)).toBe(true);
    expect(
      IMPORTS.some((edge) => edge.from === 'src/lib/db/db.server.ts' && edge.to.endsWith('migrate.server.ts')),
    ).toBe(true);
  });

  it('islands import no server module, not even for a type', () => {
    expect(show(IMPORTS.filter((edge) => isIsland(edge.from) && isServerModule(edge.to)))).toEqual([]);
  });

  it('code that runs in the browser or at build time imports server code only with `import type`', () => {
    const wrong = IMPORTS.filter((edge) => !runsOnServer(edge.from) && isServerModule(edge.to) && !edge.typeOnly);
    expect(show(wrong)).toEqual([]);
  });

  it('src/lib imports no feature and nothing from src/dev', () => {
    const wrong = IMPORTS.filter((edge) => inLib(edge.from) && (featureOf(edge.to) !== null || inDev(edge.to)));
    expect(show(wrong)).toEqual([]);
  });

  it('production code imports nothing from src/dev (only tests and scripts do)', () => {
    const wrong = IMPORTS.filter((edge) => !inDev(edge.from) && !isTest(edge.from) && inDev(edge.to));
    expect(show(wrong)).toEqual([]);
  });

  it('feature folders import each other without cycles', () => {
    const edges = new Map<string, Set<string>>();
    for (const edge of IMPORTS) {
      const from = featureOf(edge.from);
      const to = featureOf(edge.to);
      if (!from || !to || from === to || isTest(edge.from)) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
    expect(edges.size).toBeGreaterThan(5);
    expect(featureCycles(edges)).toEqual([]);
  });

  it('no feature imports from features/admin: the admin layer calls the domains, never the other way', () => {
    const wrong = IMPORTS.filter((edge) => featureOf(edge.from) !== 'admin' && featureOf(edge.from) !== null).filter(
      (edge) => featureOf(edge.to) === 'admin',
    );
    expect(show(wrong)).toEqual([]);
  });

  it('features/admin is the shell: its only server code is auth/; the domains hold their admin server code', () => {
    const wrong = [...TEXTS.keys()].filter(
      (path) => featureOf(path) === 'admin' && isServerModule(path) && !path.startsWith('src/features/admin/auth/'),
    );
    expect(wrong).toEqual([]);
  });

  it('islands reach the API only through typed clients: no literal /api/ path in a .tsx file', () => {
    const wrong = [...TEXTS]
      .filter(([path]) => path.endsWith('.tsx'))
      .flatMap(([path, text]) =>
        text
          .split('\n')
          .map((line, index) => ({ line, number: index + 1 }))
          .filter(({ line }) => /['"`]\/api\//.test(line))
          .map(({ number }) => `${path}:${number}`),
      );
    expect(wrong).toEqual([]);
  });
});
