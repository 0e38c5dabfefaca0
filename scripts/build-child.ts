/**
 * The child side of build-process.ts: builds the site into the given directory (or astro's configured one) and
 * reports how it went, then exits, so none of the build's memory stays anywhere. On the embedded database its
 * queries go to the parent's database over the IPC channel; on a server database it opens its own connection.
 */
import { setPriority } from 'node:os';
import { closeDb, setDb } from '../src/lib/db/db.server.ts';
import type { Db } from '../src/lib/db/types.ts';
import type { BuildDone } from './build-process.ts';
import { bridgedDb } from './db-bridge.ts';
import { buildSite } from './site-build.ts';

/**
 * The build's niceness: on a busy machine the server's requests go first (a publish builds while visitors are being
 * served, and it is the build that may take longer); on an idle one the build runs at full speed all the same.
 */
const BUILD_NICENESS = 10;

const [outDir] = process.argv.slice(2);
try {
  // Threads the build starts from here on (the bundler's among them) inherit it.
  setPriority(BUILD_NICENESS);
} catch {
  // Not allowed on this system: the build runs at the server's priority.
}
// The server that asked for this build is gone (stopped or killed): nobody would serve it.
process.once('disconnect', () => process.exit(1));
const bridged = process.env.PRESENTPILOT_BUILD_DB;
if (bridged) setDb(bridgedDb(bridged as Db['kind']));

let done: BuildDone;
try {
  const seconds = await buildSite(outDir ? { outDir: new URL(outDir) } : {});
  done = { build: 'done', seconds };
} catch (error) {
  done = { build: 'done', error: error instanceof Error ? error.message : String(error) };
}
await closeDb().catch(() => undefined);
process.send?.(done, () => process.exit(0));
