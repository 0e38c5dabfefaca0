import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticImports } from '../src/lib/build/page-scripts.ts';
import { measure } from './js-budget.ts';

const root = mkdtempSync(join(tmpdir(), 'js-budget-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('page JavaScript budget', () => {
  it('follows static imports but not dynamic ones', () => {
    expect(
      staticImports('import{a as b}from"./atom.js";import"./side.js";export*from"./re.js";const x=import("./lazy.js")'),
    ).toEqual(['./atom.js', './side.js', './re.js']);
  });

  it('sums every script a page loads, islands included, once per file', () => {
    const client = join(root, 'client');
    mkdirSync(join(client, '_astro'), { recursive: true });
    mkdirSync(join(client, 'bla-igenom'), { recursive: true });
    writeFileSync(join(client, '_astro', 'shared.js'), 'export const s = 1;'.repeat(50));
    writeFileSync(join(client, '_astro', 'page.js'), 'import"./shared.js";const l=import("./lazy.js");');
    writeFileSync(join(client, '_astro', 'lazy.js'), 'x'.repeat(100_000));
    writeFileSync(join(client, '_astro', 'island.js'), 'import"./shared.js";');
    writeFileSync(
      join(client, 'index.html'),
      '<script type="module" src="/_astro/page.js"></script><script type="module">import "/_astro/shared.js"</script>',
    );
    writeFileSync(
      join(client, 'bla-igenom', 'index.html'),
      '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/page.js"></astro-island>',
    );
    const rows = measure(client);
    expect(rows.map((row) => [row.route, row.budgeted])).toEqual([
      ['/', true],
      ['/bla-igenom', false],
    ]);
    expect(rows[0]!.bytes).toBeGreaterThan(0);
    expect(rows[0]!.bytes).toBeLessThan(1000);
  });
});
