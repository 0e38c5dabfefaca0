import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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

/** A directory to keep every run's JSON report in (to see what an audit found), else none is kept. */
const KEEP_REPORTS = process.env.PRESENTPILOT_LIGHTHOUSE_REPORTS;
/**
 * With KEEP_REPORTS, also keep each run's trace and Lighthouse's simulations of it (LANTERN_DEBUG): which requests
 * and tasks the simulated paint waited for, e.g. `…-optimisticLargestContentfulPaint.trace.json`.
 */
const KEEP_TRACES = Boolean(KEEP_REPORTS) && process.env.PRESENTPILOT_LIGHTHOUSE_TRACES === '1';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export function chromePath(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
}

/** Middle value of the runs (Lighthouse varies from run to run; its docs recommend the median of several). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: NetworkRequest[] } }>;
}

interface RunResult {
  /** 0–100 in CATEGORIES order. */
  scores: number[];
  /** Ids of the weighted audits that did not pass, outside performance (what keeps a category under 100). */
  failed: string[];
  /** Cumulative layout shift. */
  cls: number;
  /** Largest contentful paint in ms (simulated slow 4G and a 4× slower CPU, Lighthouse's mobile default). */
  lcp: number;
  /** Bytes of all images the page loaded. */
  imageBytes: number;
  /** Product card images loaded (through the image step, or our own pictures under /images/). */
  cardImages: number;
  /** Bytes the page's own document took over the network (a few hundred when it came from the browser's cache). */
  documentBytes: number;
}

/** A product card's image: the image step's URL (local or Netlify) or one of our own product pictures. */
const CARD_IMAGE = /\/api\/bild\?|\/\.netlify\/images\?|\/images\/(demo|products?)\//;

function requestFigures(report: LighthouseReport): { imageBytes: number; cardImages: number; documentBytes: number } {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const images = requests.filter((item) => item.resourceType === 'Image');
  return {
    documentBytes: requests.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
    imageBytes: images.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    cardImages: new Set(images.filter((item) => CARD_IMAGE.test(item.url)).map((item) => item.url)).size,
  };
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

/**
 * One Lighthouse run of a URL in a separate process: in a Chromium of its own, or (`port`) in an already running one
 * whose storage the run keeps (a page that needs what a visitor stored, e.g. saved gifts).
 */
async function scoreOnce(url: string, chrome: string, out: string, port?: number): Promise<RunResult> {
  const browser = port ? [`--port=${port}`, '--disable-storage-reset'] : [`--chrome-flags=${CHROME_FLAGS}`];
  await run(
    process.execPath,
    [
      CLI,
      url,
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      ...browser,
      ...(KEEP_TRACES ? ['--save-assets'] : []),
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: chrome, ...(KEEP_TRACES ? { LANTERN_DEBUG: '1' } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
  return {
    scores: CATEGORIES.map((id) => Math.round((report.categories[id]?.score ?? 0) * 100)),
    failed: failedAudits(report),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? 0,
    ...requestFigures(report),
  };
}

/** Lighthouse gives up now and then on a busy machine (NO_NAVSTART, a lost trace): two more tries. */
async function retried<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= tries) throw error;
      console.warn(`Lighthouse försöker igen (${attempt}/${tries - 1}): ${String(error).split('\n')[1] ?? error}`);
    }
  }
}

/** A headless Chromium with a profile of its own, reachable on a DevTools port. */
async function startChromium(chrome: string, profile: string): Promise<{ port: number; stop(): void }> {
  const child = spawn(
    chrome,
    [...CHROME_FLAGS.split(' '), '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  for (let tries = 0; tries < 100; tries++) {
    const port = Number((await readFile(portFile, 'utf8').catch(() => '')).split('\n')[0]);
    if (port) return { port, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('Chromium öppnade ingen DevTools-port');
}

/** Moves a run's trace files (report-*.json beside the report) to `prefix`-*.json. */
async function keepTraces(dir: string, prefix: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.startsWith('report-') && name.endsWith('.json')) {
      await copyFile(join(dir, name), `${prefix}${name.slice('report'.length)}`);
      await rm(join(dir, name));
    }
  }
}

/** Sets localStorage entries on the site's origin in the running Chromium and empties its HTTP cache. */
async function presetStorage(port: number, origin: string, entries: Record<string, string>): Promise<void> {
  const { chromium } = await import('playwright');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((values) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

export interface LighthouseOptions {
  /** Runs per page (the median is reported). */
  runs?: number;
  /** localStorage to set before each run of a path (the run then keeps the browser's storage). */
  storage?: Record<string, Record<string, string>>;
  /** Report LCP, CLS and image bytes per card as well. */
  figures?: boolean;
}

/** A document under this many bytes over the network came from the browser's cache (a page is tens of KB). */
const CACHED_DOCUMENT_BYTES = 2048;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures of one page from its runs: medians, and the range of the performance score. */
function pageRow(path: string, results: RunResult[], figures: boolean): BenchRow {
  const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((_, category) =>
    median(results.map((result) => result.scores[category] ?? 0)),
  );
  const spread = results.map((result) => result.scores[0] ?? 0);
  const failed = new Set(results.flatMap((result) => result.failed));
  const parts = [
    `prestanda ${performance} (${Math.min(...spread)}–${Math.max(...spread)})`,
    `tillgänglighet ${accessibility} · bästa praxis ${bestPractices} · SEO ${seo}`,
  ];
  if (figures) {
    const cards = median(results.map((result) => result.cardImages));
    const bytes = median(results.map((result) => result.imageBytes));
    parts.push(
      `CLS ${median(results.map((result) => result.cls)).toFixed(3)}`,
      `LCP ${(median(results.map((result) => result.lcp)) / 1000).toFixed(2)} s`,
      cards
        ? `bilder ${kb(bytes)} / ${cards} kort = ${kb(bytes / cards)} per kort`
        : `bilder ${kb(bytes)}, inga kortbilder`,
    );
  }
  if (failed.size) parts.push(`ej godkänt: ${[...failed].join(', ')}`);
  return {
    section: `lighthouse (mobil, median av ${results.length})`,
    name: path,
    value: parts.join(' · '),
    budget: figures ? '100 / 100 / 100 / 100 · CLS 0 · LCP ≤ 1,5 s · ≤ 40 KB per kort' : '≥ 95 / 100 / 100 / 100',
  };
}

/**
 * Lighthouse (mobile, the default form factor) on the given paths of a running server with Debian's Chromium:
 * `runs` runs per page, the median of each category reported with the range of the performance score (and with
 * `figures`, the median CLS, LCP and image bytes per product card loaded).
 */
export async function benchLighthouse(
  baseUrl: string,
  paths: readonly string[],
  options: LighthouseOptions | number = {},
): Promise<BenchRow[]> {
  const { runs = 3, storage = {}, figures = false } = typeof options === 'number' ? { runs: options } : options;
  const chrome = chromePath();
  if (!chrome) return [{ section: 'lighthouse', name: 'hoppades över', value: 'ingen Chromium (CHROMIUM_PATH)' }];
  const dir = await mkdtemp(join(tmpdir(), 'presentpilot-lighthouse-'));
  const rows: BenchRow[] = [];
  try {
    for (const [pathIndex, path] of paths.entries()) {
      const entries = storage[path];
      const browser = entries ? await startChromium(chrome, join(dir, `profile-${pathIndex}`)) : undefined;
      try {
        const results: RunResult[] = [];
        for (let index = 0; index < runs; index++) {
          const report = join(dir, 'report.json');
          let result: RunResult | undefined;
          // In a kept browser the emptied cache now and then still serves the page and its files (a document of a
          // few hundred bytes): such a run measures no network, so it is run again.
          for (let attempt = 1; !result || (browser && result.documentBytes < CACHED_DOCUMENT_BYTES); attempt++) {
            if (result) {
              if (attempt > 3) throw new Error(`${path}: sidan kom ur webbläsarens cache i tre körningar`);
              console.warn(`Lighthouse kör ${path} igen: sidan kom ur webbläsarens cache`);
            }
            if (browser && entries) await presetStorage(browser.port, baseUrl, entries);
            result = await retried(() => scoreOnce(`${baseUrl}${path}`, chrome, report, browser?.port));
          }
          results.push(result);
          if (KEEP_REPORTS) {
            await mkdir(KEEP_REPORTS, { recursive: true });
            const name = `${path.replace(/\W+/g, '_') || 'hem'}-${index + 1}`;
            await copyFile(report, join(KEEP_REPORTS, `${name}.json`));
            if (KEEP_TRACES) await keepTraces(dir, join(KEEP_REPORTS, name));
          }
        }
        rows.push(pageRow(path, results, figures));
      } finally {
        browser?.stop();
      }
    }
  } finally {
    // A Chromium just stopped may still write to its profile: retry until the folder is gone.
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  return rows;
}
