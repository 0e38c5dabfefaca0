import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code comments point to the rule they follow as `docs/<page>.md#<anchor>`, and the docs link to each other the same
 * way. Every such reference must name a page that exists and an anchor on it: an explicit `<a id="…">` or a heading's
 * GitHub anchor (lower-case, punctuation dropped, spaces to hyphens).
 */

const ROOT = resolve(import.meta.dirname, '..');
const CODE_FOLDERS = ['src', 'scripts', 'tests'];
const CODE_FILE = /\.(ts|tsx|astro|mjs|sql)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'fixtures']);
/** `docs/product/chat.md#quick-form` in code; the anchor is optional. */
const CODE_REFERENCE = /\bdocs\/[\w/-]+\.md(?:#[\w-]+)?/g;
/** `](gift-matching.md#ranking)` or `](../security.md#outbound)` in the docs; external links are not checked. */
const DOCS_LINK = /\]\(((?![a-z]+:)[\w./-]+\.md)(#[\w-]+)?\)/g;

function filesUnder(folder: string, wanted: RegExp): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(path, wanted);
    return wanted.test(entry.name) ? [path] : [];
  });
}

/** GitHub's anchor for a heading. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors a markdown page offers: its `<a id>` elements and its headings outside code blocks. */
function anchorsOf(page: string): Set<string> {
  const cached = anchorCache.get(page);
  if (cached) return cached;
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of readFileSync(page, 'utf8').split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode) continue;
    for (const match of line.matchAll(/<a id="([^"]+)"/g)) anchors.add(match[1] ?? '');
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(headingAnchor(heading[1] ?? ''));
  }
  anchorCache.set(page, anchors);
  return anchors;
}

/** Why a reference does not resolve, or null when it does. */
function problemOf(page: string, anchor: string | undefined): string | null {
  if (!existsSync(page)) return 'no such page';
  if (anchor && !anchorsOf(page).has(anchor)) return `no anchor #${anchor}`;
  return null;
}

interface Reference {
  from: string;
  target: string;
  problem: string | null;
}

function codeReferences(): Reference[] {
  return CODE_FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder), CODE_FILE)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CODE_REFERENCE)].map((match) => {
      const [path = '', anchor] = match[0].split('#');
      return { from: relative(ROOT, file), target: match[0], problem: problemOf(join(ROOT, path), anchor) };
    }),
  );
}

function docsLinks(): Reference[] {
  return filesUnder(join(ROOT, 'docs'), /\.md$/).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(DOCS_LINK)].map((match) => {
      const page = match[1] ?? '';
      const anchor = match[2]?.slice(1);
      return {
        from: relative(ROOT, file),
        target: page + (match[2] ?? ''),
        problem: problemOf(resolve(dirname(file), page), anchor),
      };
    }),
  );
}

describe('docs references', () => {
  it('reads GitHub heading anchors', () => {
    expect(headingAnchor('Browse everything: `/bla-igenom`')).toBe('browse-everything-bla-igenom');
    expect(headingAnchor("'Redigera produkt'")).toBe('redigera-produkt');
    expect(headingAnchor('Trend score and boost')).toBe('trend-score-and-boost');
  });

  it('finds the references code comments make', () => {
    expect(codeReferences().length).toBeGreaterThan(150);
  });

  it('every docs/….md#anchor in src, scripts and tests names an existing page and anchor', () => {
    const broken = codeReferences().filter((reference) => reference.problem);
    expect(broken.map(({ from, target, problem }) => `${from}: ${target} (${problem})`)).toEqual([]);
  });

  it('every link between docs pages names an existing page and anchor', () => {
    const broken = docsLinks().filter((reference) => reference.problem);
    expect(broken.map(({ from, target, problem }) => `${from}: ${target} (${problem})`)).toEqual([]);
  });
});
