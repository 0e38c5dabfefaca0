/**
 * `npm start`: the local production server. This process owns the database: it migrates it, loads the demo
 * catalogue when empty, creates a local admin on first start, builds the site, serves site + API and runs merchant
 * feed imports in the background.
 */
import { existsSync } from 'node:fs';
import { startImportRunner } from '../src/features/import/import-runner.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { prepareDatabase } from '../src/lib/db/local.server.ts';
import { hasFlag } from './lib.ts';
import { serveBuild } from './serve.ts';
import { buildSite } from './site-build.ts';

process.env.PRESENTPILOT_ADAPTER = 'node';
const outDir = new URL(`../${process.env.PRESENTPILOT_OUT_DIR ?? 'dist/node'}/`.replace(/\/+$/, '/'), import.meta.url);
const entry = new URL('server/entry.mjs', outDir);

try {
  const embedded = !process.env.DATABASE_URL;
  await prepareDatabase({ seedIfEmpty: embedded, createLocalAdmin: embedded });
  if (hasFlag('no-build') && existsSync(entry)) {
    console.log('Använder befintligt bygge (--no-build)');
  } else {
    console.log('Bygger sajten från katalogen …');
    const seconds = await buildSite();
    console.log(`Bygget klart på ${seconds.toFixed(1)} s`);
  }
  const port = Number(process.env.PORT ?? 4321);
  await serveBuild(entry.pathname, process.env.HOST ?? '127.0.0.1', port);
  // Merchant feed imports run in this process, in the background, one run at a time.
  startImportRunner(await getDb());
  console.log(`\nPresentpilot körs på http://localhost:${port}\n`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
