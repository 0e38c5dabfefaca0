/**
 * `npm run bench`: builds a 40,000-product catalogue from the feed generator in a separate in-memory database and
 * prints figures for the budgets in DESIGN.md (catalogue queries, search relevance, import rate, full static build).
 * Options: --count N (default 40000), --skip-build, --skip-lighthouse, --skip-big-import (leaves out the 500 MB
 * feed), --only-import (the feed import figures alone).
 */
import { cpus, totalmem } from 'node:os';
import { setDb } from '../src/lib/db/db.server.ts';
import { migrate } from '../src/lib/db/migrate.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../src/lib/db/pglite.server.ts';
import { benchAdmin } from './bench/admin.ts';
import { benchCatalogue } from './bench/catalogue.ts';
import { benchChat } from './bench/chat.ts';
import { benchGenerator } from './bench/generator.ts';
import { benchImport } from './bench/import.ts';
import { benchLighthouse } from './bench/lighthouse.ts';
import { loadBenchCatalogue } from './bench/load.ts';
import { type BenchRow, printTable } from './bench/measure.ts';
import { benchRelevance } from './bench/relevance.ts';
import { benchTagging } from './bench/tagging.ts';
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

if (hasFlag('only-import')) {
  printTable(await benchImport({ count, skipBig: hasFlag('skip-big-import') }));
  process.exit(0);
}

const db = await openPglite(MEMORY_DATA_DIR);
await migrate(db);
setDb(db);
rows.push(...(await loadBenchCatalogue(db, count)));
rows.push(...(await benchCatalogue(db)));
rows.push(...(await benchRelevance(db)));
rows.push(...(await benchGenerator(db)));
rows.push(...(await benchChat(db)));
rows.push(...(await benchAdmin(db)));
rows.push(...benchTagging(count));
// Last of the in-process figures: the import bench's feeds and databases leave a large heap behind them.
rows.push(...(await benchImport({ count, skipBig: hasFlag('skip-big-import') })));

if (!hasFlag('skip-build')) {
  process.env.PRESENTPILOT_OUT_DIR = 'dist/bench';
  process.env.PRESENTPILOT_ADAPTER = 'node';
  const seconds = await buildSite();
  rows.push({
    section: 'bygge',
    name: `fullt statiskt bygge, ${count} produkter`,
    value: `${seconds.toFixed(1)} s`,
    budget: '≤ 90 s',
  });
  if (!hasFlag('skip-lighthouse')) {
    // Serve the bench build from this process (it owns the bench database) and score four page types.
    await serveBuild(new URL('../dist/bench/server/entry.mjs', import.meta.url).pathname, '127.0.0.1', 4520);
    const paths = ['/', '/bla-igenom', '/present-till-mamma', '/tips/julklappstips-till-pappa'];
    rows.push(...(await benchLighthouse('http://127.0.0.1:4520', paths)));
  }
}

printTable(rows);
await db.close();
process.exit(0);
