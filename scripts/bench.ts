/**
 * `npm run bench`: builds a 40,000-product catalogue from the feed generator in a separate in-memory database and
 * prints figures for the budgets in docs/performance.md#budgets (catalogue queries, search relevance, import rate, full
 * static build). Options: --count N (default 40000), --skip-build, --skip-lighthouse, --skip-big-import (leaves out the
 * 500 MB feed), --skip-load, --only-import (the feed import figures alone; with --database postgres://… the three
 * 40,000-row imports also run on that PostgreSQL server in a database of their own, --skip-embedded leaves the
 * embedded imports out), --only-load (the loopback load run alone:
 * catalogue, build — reused with --skip-build when there is one — and the load served by npm start, with its memory
 * and a publish halfway; --load-seconds N, default 30; --database postgres://… also runs it on that PostgreSQL server
 * in a database of its own with one worker per core, --workers N; --skip-embedded leaves the embedded run out),
 * --only-tagging (offline tagging, the labelled set, model tagging against the local OpenAI-compatible server and the
 * tagging job's throughput), --only-labelled (issue 19's labelled set alone: type, approve/reject, to_whom and
 * interests precision, furniture and funeral flowers as everyday presents; the real products when ../shared is
 * there), --only-relevance (the gift-relevance set: chat, generator, wizard and search graded on the demo and real
 * catalogues), --only-chat (the chat's first token and 50 chats over loopback on the bench catalogue), --only-lighthouse (Lighthouse on ten visitor pages with real photographs on another loopback host;
 * --lighthouse-runs N, default 3; --pages /,/sparade measures those pages alone; --skip-build reuses its last build).
 */
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { setDb } from '../src/lib/db/db.server.ts';
import { migrate } from '../src/lib/db/migrate.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../src/lib/db/pglite.server.ts';
import { benchAdmin } from './bench/admin.ts';
import { benchCatalogue } from './bench/catalogue.ts';
import { benchChat } from './bench/chat.ts';
import { benchGenerator } from './bench/generator.ts';
import { benchGiftRelevance } from './bench/gift-relevance.ts';
import { benchImport } from './bench/import.ts';
import { benchLighthouse } from './bench/lighthouse.ts';
import { benchLighthousePhotos } from './bench/lighthouse-photos.ts';
import { loadBenchCatalogue } from './bench/load.ts';
import { type BenchRow, printTable } from './bench/measure.ts';
import { benchRelevance } from './bench/relevance.ts';
import { benchServedLoad } from './bench/served-load.ts';
import { benchLabelledSet, benchModelTagging, benchTagging } from './bench/tagging.ts';
import { benchTaggingJob } from './bench/tagging-job.ts';
import { argValue, hasFlag } from './lib.ts';
import { serveBuild } from './serve.ts';
import { buildSite } from './site-build.ts';

const count = Number(argValue('count') ?? 40_000);
const rows: BenchRow[] = [];
const cpu = cpus()[0]?.model ?? 'okänd processor';
console.log(
  `Maskin: ${cpus().length} kärnor (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
console.log(`Datum: ${new Date().toISOString().slice(0, 10)}`);

/** The server database for the load run beside the embedded one (--database postgres://… or --database=…). */
const serverUrl = argValue('database') ?? process.argv.find((arg) => arg.startsWith('--database='))?.slice(11);

if (hasFlag('only-import')) {
  printTable(
    await benchImport({
      count,
      skipBig: hasFlag('skip-big-import'),
      serverUrl,
      onlyServer: hasFlag('skip-embedded'),
    }),
  );
  process.exit(0);
}

if (hasFlag('only-lighthouse')) {
  const runs = Number(argValue('lighthouse-runs') ?? 3);
  const pages = argValue('pages')?.split(',');
  printTable(
    await benchLighthousePhotos({ count, runs, reuseBuild: hasFlag('skip-build'), ...(pages ? { pages } : {}) }),
  );
  process.exit(0);
}

if (hasFlag('only-relevance')) {
  printTable(await benchGiftRelevance());
  process.exit(0);
}

if (hasFlag('only-labelled')) {
  printTable(await benchLabelledSet());
  process.exit(0);
}

if (hasFlag('only-tagging')) {
  printTable([
    ...benchTagging(count),
    ...(await benchLabelledSet()),
    ...(await benchModelTagging()),
    ...(await benchTaggingJob(count)),
  ]);
  process.exit(0);
}

const BENCH_OUT_DIR = hasFlag('only-load') ? 'dist/bench-load' : 'dist/bench';
const BENCH_ENTRY = new URL(`../${BENCH_OUT_DIR}/server/entry.mjs`, import.meta.url).pathname;

/** The bench build: built from the bench database in this process, with the Node adapter (--only-load: its own dir). */
async function buildBench(): Promise<BenchRow> {
  process.env.PRESENTPILOT_OUT_DIR = BENCH_OUT_DIR;
  process.env.PRESENTPILOT_ADAPTER = 'node';
  const seconds = await buildSite();
  return {
    section: 'bygge',
    name: `fullt statiskt bygge, ${count} produkter`,
    value: `${seconds.toFixed(1)} s`,
    budget: '≤ 90 s',
  };
}

/**
 * The loopback load run (served-load.ts) on the embedded database and, with --database, on that PostgreSQL server
 * with one worker per core (--workers N), one after the other.
 */
async function servedLoadRows(reuse: boolean): Promise<BenchRow[]> {
  const common = {
    count,
    outDir: BENCH_OUT_DIR,
    reuseBuild: reuse && existsSync(BENCH_ENTRY),
    durationSeconds: Number(argValue('load-seconds') ?? 30),
  };
  const rows = hasFlag('skip-embedded') ? [] : await benchServedLoad(common);
  if (serverUrl) {
    const workers = argValue('workers');
    rows.push(
      ...(await benchServedLoad({
        ...common,
        outDir: `${BENCH_OUT_DIR}-pg`,
        reuseBuild: reuse && existsSync(new URL(`../${BENCH_OUT_DIR}-pg/server/entry.mjs`, import.meta.url)),
        serverUrl,
        ...(workers ? { workers: Number(workers) } : {}),
      })),
    );
  }
  return rows;
}

if (hasFlag('only-load')) {
  rows.push(...(await servedLoadRows(hasFlag('skip-build'))));
  printTable(rows);
  process.exit(0);
}

const db = await openPglite(MEMORY_DATA_DIR);
await migrate(db);
setDb(db);
rows.push(...(await loadBenchCatalogue(db, count)));
if (hasFlag('only-chat')) {
  // The chat's figures alone (first token in process, 50 chats over loopback) on the bench catalogue.
  rows.push(...(await benchChat(db)));
  printTable(rows);
  await db.close();
  process.exit(0);
}
rows.push(...(await benchCatalogue(db)));
rows.push(...(await benchRelevance(db)));
rows.push(...(await benchGenerator(db)));
rows.push(...(await benchChat(db)));
rows.push(...(await benchAdmin(db)));
rows.push(...benchTagging(count));
rows.push(...(await benchLabelledSet()));
rows.push(...(await benchModelTagging()));
rows.push(...(await benchTaggingJob(count)));
// Last of the in-process figures: the import bench's feeds and databases leave a large heap behind them.
rows.push(...(await benchImport({ count, skipBig: hasFlag('skip-big-import') })));

if (!hasFlag('skip-build')) {
  // The build's chat must answer offline under the load run: a key in the environment would send it to a model.
  process.env.OPENAI_API_KEY = '';
  rows.push(await buildBench());
  if (!hasFlag('skip-lighthouse')) {
    // Serve the bench build from this process (it owns the bench database) and score four page types.
    const server = await serveBuild(BENCH_ENTRY, '127.0.0.1', 4520);
    const paths = ['/', '/bla-igenom', '/present-till-mamma', '/tips/julklappstips-till-pappa'];
    rows.push(...(await benchLighthouse('http://127.0.0.1:4520', paths)));
    server.close();
  }
}
// The load's server reuses the bench build made above (the same generated catalogue).
if (!hasFlag('skip-load')) rows.push(...(await servedLoadRows(true)));

printTable(rows);
await db.close();
process.exit(0);
