/**
 * One spelling per concept: recipients, occasions, interests, age groups and themes are spelled in the concept
 * registry (this folder) and nowhere else as a table. The test reads every .ts/.tsx/.astro file under src/
 * (outside this folder, fixtures, tests and the demo catalogue's data) and fails when an array literal, the
 * entries of a `new Map([...])`-style pair list or the keys of an object literal name three or more distinct
 * concepts of one kind, in any of their spellings (stored value, generator or wizard id, spec value, label,
 * sentence form, ASCII folding: 'inflytt', 'inflyttning', 'fodelsedag', 'mors dag' …). Such a table belongs in
 * the registry as a field of each concept, with the other modules deriving from it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  AGE_GROUP_CONCEPTS,
  INTEREST_CONCEPTS,
  OCCASION_CONCEPTS,
  RECIPIENT_CONCEPTS,
  THEME_CONCEPTS,
} from './index.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const SRC = join(ROOT, 'src');
/** Tables of ids this many distinct concepts of one kind long count as a second table. */
const THRESHOLD = 3;

/**
 * Files that still hold a table of their own, with the reason. Keep this list short: each entry is a debt.
 * The offline tagger's modules are being rewritten on top of product types (issue 19, items 2–5).
 */
const PENDING: Readonly<Record<string, string>> = {};

/** Folders and files that are data, not tables of ids: left out of the scan, with the reason. */
const EXEMPT: Readonly<Record<string, string>> = {
  'src/dev/feeds/feed-vocabulary.ts': "word pools for the synthetic feed's Swedish prose, not a vocabulary",
  'src/dev/relevance/': "the relevance benchmark's yardstick, deliberately independent of the code it grades",
};

type Kind = 'recipient' | 'occasion' | 'interest' | 'age group' | 'theme';

const fold = (text: string) => text.toLocaleLowerCase('sv-SE').normalize('NFD').replace(/\p{M}/gu, '');

/** Every spelling of every concept → its kind and id. */
function spellings(): Map<string, { kind: Kind; id: string }[]> {
  const map = new Map<string, { kind: Kind; id: string }[]>();
  const add = (kind: Kind, id: string, values: readonly (string | undefined)[]) => {
    for (const value of values) {
      if (!value) continue;
      for (const form of new Set([value, value.toLocaleLowerCase('sv-SE'), fold(value)])) {
        for (const variant of new Set([form, form.replace(/-/g, ' '), form.replace(/ /g, '-')])) {
          const list = map.get(variant) ?? [];
          if (!list.some((entry) => entry.kind === kind && entry.id === id)) list.push({ kind, id });
          map.set(variant, list);
        }
      }
    }
  };
  for (const c of RECIPIENT_CONCEPTS) add('recipient', c.id, [c.id, c.toWhomValue, c.wizardId, c.label]);
  for (const c of OCCASION_CONCEPTS) {
    add('occasion', c.id, [c.id, c.catalogueValue, c.generatorId, c.wizardId, c.specValue, c.label, c.phrase]);
  }
  for (const c of INTEREST_CONCEPTS) add('interest', c.id, [c.id, c.catalogueValue, c.generatorId, c.label, c.phrase]);
  for (const c of AGE_GROUP_CONCEPTS) add('age group', c.id, [c.id]);
  for (const c of THEME_CONCEPTS) add('theme', c.id, [c.id, c.label]);
  return map;
}

const SPELLINGS = spellings();

function stringValue(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return null;
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

interface SecondTable {
  line: number;
  kind: Kind;
  ids: string[];
  text: string;
}

/** The tables of concept ids in one file's source text. */
function findSecondTables(source: string, fileName = 'sample.ts'): SecondTable[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: SecondTable[] = [];
  const check = (node: ts.Node, values: readonly string[]) => {
    const byKind = new Map<Kind, Set<string>>();
    for (const value of values) {
      for (const { kind, id } of SPELLINGS.get(value) ?? []) {
        const ids = byKind.get(kind) ?? new Set<string>();
        ids.add(id);
        byKind.set(kind, ids);
      }
    }
    for (const [kind, ids] of byKind) {
      if (ids.size < THRESHOLD) continue;
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ line, kind, ids: [...ids], text: node.getText(file).slice(0, 120).replace(/\s+/g, ' ') });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const values: string[] = [];
      for (const element of node.elements) {
        const value = stringValue(element);
        if (value !== null) values.push(value);
        // [['mamma', …], ['pappa', …]]: the keys of a pair list (new Map([...]), Object.fromEntries([...])).
        if (ts.isArrayLiteralExpression(element) && element.elements[0]) {
          const key = stringValue(element.elements[0]);
          if (key !== null) values.push(key);
        }
      }
      check(node, values);
    } else if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties.flatMap((property) =>
        property.name ? [propertyName(property.name)].filter((key) => key !== null) : [],
      );
      check(node, keys);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The TypeScript parts of an .astro file: its frontmatter and its script tags. */
function astroCode(text: string): string {
  const parts: string[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front?.[1]) parts.push(front[1]);
  for (const match of text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) parts.push(match[1] ?? '');
  return parts.join('\n;\n');
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const rel = relative(ROOT, path);
    if (entry.isDirectory()) {
      if (entry.name === 'fixtures' || entry.name === '__snapshots__') continue;
      if (rel === join('src', 'features', 'catalogue', 'concepts') || rel === join('src', 'dev', 'demo')) {
        continue;
      }
      files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|astro)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

describe('the concept registry', () => {
  it('is the only table of recipient, occasion, interest, age group and theme ids', () => {
    const problems: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const rel = relative(ROOT, path).split('\\').join('/');
      if (PENDING[rel] || Object.keys(EXEMPT).some((exempt) => rel.startsWith(exempt))) continue;
      const text = readFileSync(path, 'utf8');
      const code = path.endsWith('.astro') ? astroCode(text) : text;
      for (const table of findSecondTables(code, path)) {
        problems.push(`${rel}:${table.line}: ${table.kind}s ${table.ids.join(', ')} — ${table.text}`);
      }
    }
    expect(problems, 'derive these tables from src/features/catalogue/concepts/ instead').toEqual([]);
  });

  it('catches a re-added table of ids, in any spelling', () => {
    const sample = `
      const OCCASION_TO_CATALOGUE: Record<string, string> = { inflyttning: 'inflytt', fodelsedag: 'födelsedag', 'mors dag': 'mors-dag' };
      export const RECIPIENTS = ['mamma', 'pappa', 'van'];
      const labels = new Map([['gaming', 'spel'], ['musik/film', 'musik och film'], ['tech', 'teknik']]);
      const fine = ['mamma', 'kvinna'];
      const words = ['hem', 'inredning', 'dekoration'];
    `;
    const tables = findSecondTables(sample);
    expect(tables.map((table) => [table.line, table.kind])).toEqual([
      [2, 'occasion'],
      [3, 'recipient'],
      [4, 'interest'],
    ]);
  });

  it('pending files are still there (drop an entry once its file derives from the registry)', () => {
    for (const rel of Object.keys(PENDING)) expect(() => readFileSync(join(ROOT, rel))).not.toThrow();
  });
});
