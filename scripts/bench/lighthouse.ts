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

/** Middle value of the runs (Lighthouse varies from run to run; its docs recommend the median of several). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** One Lighthouse run of a URL in a separate process; scores 0–100 in CATEGORIES order. */
async function scoreOnce(url: string, chrome: string, out: string): Promise<number[]> {
  await run(
    process.execPath,
    [
      CLI,
      url,
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(out, 'utf8')) as { categories: Record<string, { score: number | null }> };
  return CATEGORIES.map((id) => Math.round((report.categories[id]?.score ?? 0) * 100));
}

/**
 * Lighthouse (mobile, the default form factor) on the given paths of a running server with Debian's Chromium:
 * `runs` runs per page, the median of each category reported with the range of the performance score.
 */
export async function benchLighthouse(baseUrl: string, paths: readonly string[], runs = 3): Promise<BenchRow[]> {
  const chrome = chromePath();
  if (!chrome) return [{ section: 'lighthouse', name: 'hoppades över', value: 'ingen Chromium (CHROMIUM_PATH)' }];
  const dir = await mkdtemp(join(tmpdir(), 'presentpilot-lighthouse-'));
  const rows: BenchRow[] = [];
  try {
    for (const path of paths) {
      const results: number[][] = [];
      for (let index = 0; index < runs; index++) {
        results.push(await scoreOnce(`${baseUrl}${path}`, chrome, join(dir, 'report.json')));
      }
      const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((_, category) =>
        median(results.map((scores) => scores[category] ?? 0)),
      );
      const spread = results.map((scores) => scores[0] ?? 0);
      rows.push({
        section: `lighthouse (mobil, median av ${runs})`,
        name: path,
        value: `prestanda ${performance} (${Math.min(...spread)}–${Math.max(...spread)}) · tillgänglighet ${accessibility} · bästa praxis ${bestPractices} · SEO ${seo}`,
        budget: '≥ 95 / 100 / 100 / 100',
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}
