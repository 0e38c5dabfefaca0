/**
 * `npm start` on a server database: this process prepares the database, builds the site (in a child process) and
 * runs one worker per core (cluster-worker.ts) that serve it on the shared port. It builds every publish and tells
 * every worker to switch to the new build; a worker that dies is replaced at once while the others keep answering.
 * The background runners (imports, tagging, the publish scheduler) run in one worker only: when it dies, its
 * replacement takes them over.
 */
import cluster, { type Worker } from 'node:cluster';
import { existsSync } from 'node:fs';
import { claimBuild, finishBuild } from '../src/features/publish/publish-state.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { workerPoolSize } from '../src/lib/db/pg.server.ts';
import { buildSiteInChild } from './build-process.ts';
import type { PrimaryMessage, WorkerMessage } from './cluster-worker.ts';
import { createLocalPublisher } from './local-publisher.ts';
import { prepareDatabase } from './prepare-database.ts';

export interface PrimaryOptions {
  /** The start-up build's entry (server/entry.mjs). */
  entry: URL;
  buildsDir: URL;
  host: string;
  port: number;
  workers: number;
  /** The machine's cores (for the workers' connection pools). */
  cores: number;
  /** Reuse the build at `entry` when there is one (--no-build). */
  reuseBuild: boolean;
}

/** How many workers: WORKERS when it is a positive whole number, else one per core. */
export function workerCount(value: string | undefined, cores: number): number {
  const wanted = Number(value);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : Math.max(1, cores);
}

export async function runPrimary(options: PrimaryOptions): Promise<void> {
  // The workers accept from one shared socket: a connection waiting there when a worker dies goes to another one
  // (with the primary handing them out, one handed to a worker that just died would hang).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  await prepareDatabase({ seedIfEmpty: false, createLocalAdmin: false });
  const db = await getDb();
  if (options.reuseBuild && existsSync(options.entry)) {
    console.log('Använder befintligt bygge (--no-build)');
  } else {
    console.log('Bygger sajten från katalogen …');
    const claimed = await claimBuild(db, 'local');
    const seconds = await buildSiteInChild(db);
    if (claimed) await finishBuild(db);
    console.log(`Bygget klart på ${seconds.toFixed(1)} s`);
  }

  let current = options.entry.pathname;
  let runnerId: number | undefined;
  let stopping = false;
  const switches = new Map<number, (error?: string) => void>();
  let nextSwitch = 1;

  const send = (worker: Worker, message: PrimaryMessage) => {
    if (worker.isConnected()) worker.send(message);
  };

  /** Switches one worker to `entry`; resolves with its error, if any. */
  const switchWorker = (worker: Worker, entry: string) =>
    new Promise<string | undefined>((resolve) => {
      const id = nextSwitch++;
      switches.set(id, resolve);
      worker.once('exit', () => resolve('arbetsprocessen avslutades'));
      send(worker, { cluster: 'switch', id, entry });
    });

  /** Every live worker answers from `entry` before this resolves; a worker that cannot is replaced. */
  async function switchAll(entry: string): Promise<void> {
    const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    const results = await Promise.all(live.map((worker) => switchWorker(worker, entry)));
    const failed = live.filter((_, i) => results[i] !== undefined);
    if (live.length > 0 && failed.length === live.length) throw new Error(results[0]);
    current = entry;
    for (const worker of failed) worker.kill('SIGKILL');
  }

  const publisher = createLocalPublisher({
    site: { entryPath: () => current, switchTo: switchAll },
    buildsDir: options.buildsDir,
    onBuilt: (seconds) =>
      console.log(`[publicering] nytt bygge på ${seconds.toFixed(1)} s, alla arbetsprocesser bytte till det`),
  });

  // Each worker's share of the database's connections, unless the operator chose a size.
  const poolSize = process.env.PG_POOL_SIZE
    ? {}
    : { PG_POOL_SIZE: String(workerPoolSize(options.cores, options.workers)) };

  function fork(runners: boolean): Worker {
    const worker = cluster.fork({ PRESENTPILOT_ENTRY: current, PRESENTPILOT_RUNNERS: runners ? '1' : '', ...poolSize });
    if (runners) runnerId = worker.id;
    worker.on('message', (message: WorkerMessage) => {
      if (message.cluster === 'switched') switches.get(message.id)?.(message.error);
      else if (message.cluster === 'publish') {
        publisher.publish().then(
          () => send(worker, { cluster: 'published', id: message.id }),
          (error: unknown) =>
            send(worker, {
              cluster: 'published',
              id: message.id,
              error: error instanceof Error ? error.message : String(error),
            }),
        );
      } else if (message.cluster === 'ready' && message.entry !== current) {
        // Forked while a publish switched the others: it catches up.
        void switchWorker(worker, current);
      }
    });
    return worker;
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const runners = worker.id === runnerId;
    console.error(
      `Arbetsprocess ${worker.process.pid} avslutades (${signal ?? `kod ${code}`}); en ny startas${runners ? ' och tar över bakgrundsjobben' : ''}`,
    );
    fork(runners);
  });

  const ready = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      worker.once('listening', () => resolve());
      worker.once('exit', (code) => reject(new Error(`arbetsprocessen avslutades med kod ${code} innan den svarade`)));
    });
  const started: Promise<void>[] = [];
  for (let i = 0; i < options.workers; i++) started.push(ready(fork(i === 0)));
  await Promise.all(started);

  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 5000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`${options.workers} arbetsprocesser svarar; bakgrundsjobben körs i en av dem`);
}
