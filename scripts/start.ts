/**
 * `npm start`: the local production server. On the embedded database this process owns the database: it migrates
 * it, loads the demo catalogue when empty, creates a local admin on first start, builds the site (in a child
 * process), serves site + API, runs merchant feed imports in the background and republishes the site (a rebuild
 * into dist/node-builds/<n>, then a switch) when admins' changes have settled or an import asks for it. On a server
 * database (DATABASE_URL) it runs one worker per core instead (cluster-primary.ts, cluster-worker.ts).
 */
// First: may restart this process with the allocator's setting before anything else is loaded.
import './server-malloc.ts';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { startJobRunners } from '../src/features/jobs/jobs.server.ts';
import { registerLocalPublisher } from '../src/features/publish/publish.server.ts';
import { PUBLISH_TEXT } from '../src/features/publish/publish.ts';
import { startPublishScheduler } from '../src/features/publish/publish-scheduler.server.ts';
import { claimBuild, clearInterruptedBuild, finishBuild } from '../src/features/publish/publish-state.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { env } from '../src/lib/env.ts';
import { buildSiteInChild } from './build-process.ts';
import { runPrimary, workerCount } from './cluster-primary.ts';
import { runWorker } from './cluster-worker.ts';
import { hasFlag } from './lib.ts';
import { createLocalPublisher } from './local-publisher.ts';
import { prepareDatabase } from './prepare-database.ts';
import { serveSite } from './serve.ts';

process.env.PRESENTPILOT_ADAPTER = 'node';
const outName = (process.env.PRESENTPILOT_OUT_DIR ?? 'dist/node').replace(/\/+$/, '');
const outDir = new URL(`../${outName}/`, import.meta.url);
const entry = new URL('server/entry.mjs', outDir);

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const buildsDir = new URL(`../${outName}-builds/`, import.meta.url);

/** The embedded database: one process owns it, builds, serves and runs the background jobs. */
async function runSingle(): Promise<void> {
  await prepareDatabase({ seedIfEmpty: true, createLocalAdmin: true });
  const db = await getDb();
  if (hasFlag('no-build') && existsSync(entry)) {
    console.log('Använder befintligt bygge (--no-build)');
  } else {
    console.log('Bygger sajten från katalogen …');
    // The start-up build publishes every change made so far (a build the last process left running died with it).
    if (db.kind === 'pglite') await clearInterruptedBuild(db, PUBLISH_TEXT.interrupted);
    const claimed = await claimBuild(db, 'local');
    // In a child process that exits: none of the build's memory stays in the server.
    const seconds = await buildSiteInChild(db);
    if (claimed) await finishBuild(db);
    console.log(`Bygget klart på ${seconds.toFixed(1)} s`);
  }
  const site = await serveSite(entry.pathname, host, port);
  // Jobs (merchant feed imports, AI tagging runs) run in this process, in the background, one job of a kind at a time.
  startJobRunners(db);
  // Publishing rebuilds next to the served build and switches to it; the old build answers meanwhile.
  registerLocalPublisher(
    createLocalPublisher({
      site,
      buildsDir,
      onBuilt: (seconds) => console.log(`[publicering] nytt bygge på ${seconds.toFixed(1)} s, servern bytte till det`),
    }),
  );
  startPublishScheduler(db);
}

try {
  env(); // a bad variable (e.g. TRUSTED_PROXIES) stops the start with its name
  if (cluster.isWorker) await runWorker(host, port);
  else {
    if (process.env.DATABASE_URL) {
      // A server database: one worker per core (WORKERS to choose), this process builds and supervises them.
      const cores = availableParallelism();
      const workers = workerCount(process.env.WORKERS, cores);
      await runPrimary({ entry, buildsDir, host, port, workers, cores, reuseBuild: hasFlag('no-build') });
    } else await runSingle();
    console.log(`\nPresentpilot körs på http://localhost:${port}\n`);
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
