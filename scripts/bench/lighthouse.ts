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

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null }>;
}

interface RunResult {
  /** 0–100 in CATEGORIES order. */
  scores: number[];
  /** Ids of the weighted audits that did not pass, outside performance (what keeps a category under 100). */
  failed: string[];
}

function failedAudits(report: LighthouseReport): string[] {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (report.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = report.audits[ref.id]?.score;
        return score !== null && score !== undefined && score < 1;
      })
      .map((ref) => ref.id),
  );
}

/** One Lighthouse run of a URL in a separate process. */
async function scoreOnce(url: string, chrome: string, out: string): Promise<RunResult> {
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
  const report = JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
  return {
    scores: CATEGORIES.map((id) => Math.round((report.categories[id]?.score ?? 0) * 100)),
    failed: failedAudits(report),
  };
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
      const failed = new Set<string>();
      for (let index = 0; index < runs; index++) {
        const result = await scoreOnce(`${baseUrl}${path}`, chrome, join(dir, 'report.json'));
        results.push(result.scores);
        for (const id of result.failed) failed.add(id);
      }
      const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((_, category) =>
        median(results.map((scores) => scores[category] ?? 0)),
      );
      const spread = results.map((scores) => scores[0] ?? 0);
      rows.push({
        section: `lighthouse (mobil, median av ${runs})`,
        name: path,
        value: `prestanda ${performance} (${Math.min(...spread)}–${Math.max(...spread)}) · tillgänglighet ${accessibility} · bästa praxis ${bestPractices} · SEO ${seo}${failed.size ? ` · ej godkänt: ${[...failed].join(', ')}` : ''}`,
        budget: '≥ 95 / 100 / 100 / 100',
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}
