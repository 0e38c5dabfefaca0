import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BenchRow } from './measure.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../../node_modules/lighthouse/cli/index.js', import.meta.url));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function chromePath(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
}

/**
 * Lighthouse (mobile, the default form factor) on the given paths of a running server, in a separate process with
 * Debian's Chromium. Scores are 0–100 per category.
 */
export async function benchLighthouse(baseUrl: string, paths: readonly string[]): Promise<BenchRow[]> {
  const chrome = chromePath();
  if (!chrome) return [{ section: 'lighthouse', name: 'hoppades över', value: 'ingen Chromium (CHROMIUM_PATH)' }];
  const dir = await mkdtemp(join(tmpdir(), 'presentpilot-lighthouse-'));
  const rows: BenchRow[] = [];
  try {
    for (const path of paths) {
      const out = join(dir, 'report.json');
      await run(
        process.execPath,
        [
          CLI,
          `${baseUrl}${path}`,
          '--output=json',
          `--output-path=${out}`,
          `--only-categories=${CATEGORIES.join(',')}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
      );
      const report = JSON.parse(await readFile(out, 'utf8')) as {
        categories: Record<string, { score: number | null }>;
      };
      const scores = CATEGORIES.map((id) => Math.round((report.categories[id]?.score ?? 0) * 100));
      rows.push({
        section: 'lighthouse (mobil)',
        name: path,
        value: `prestanda ${scores[0]} · tillgänglighet ${scores[1]} · bästa praxis ${scores[2]} · SEO ${scores[3]}`,
        budget: '≥ 95 / 100 / 100 / 100',
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}
