/**
 * Builds the site in a child process that exits when done, so the serving process's heap keeps nothing of astro
 * and Vite and the server answers at full speed meanwhile. On the embedded database the child reads this
 * process's database over the IPC channel (PGlite has one owner); on a server database it connects itself.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '../src/lib/db/types.ts';
import { serveDbTo } from './db-bridge.ts';
import { withoutServerHeapFlags } from './server-heap.ts';

const CHILD = fileURLToPath(new URL('./build-child.ts', import.meta.url));

/** How the build ended (the child's last message). */
export interface BuildDone {
  build: 'done';
  seconds?: number;
  error?: string;
}

/**
 * Builds into `outDir` (default: astro's configured out dir) in a child process; resolves with the build's
 * seconds, rejects with the build's error.
 */
export function buildSiteInChild(db: Db, outDir?: URL): Promise<number> {
  const bridge = db.kind === 'pglite';
  const child = fork(CHILD, outDir ? [outDir.href] : [], {
    serialization: 'advanced',
    // The server's heap limits are for serving; the build keeps V8's defaults.
    execArgv: withoutServerHeapFlags(process.execArgv),
    env: { ...process.env, PRESENTPILOT_BUILD_DB: bridge ? db.kind : '' },
  });
  if (bridge) serveDbTo(child, db);
  return new Promise((resolve, reject) => {
    let done: BuildDone | undefined;
    child.on('message', (value: unknown) => {
      if ((value as BuildDone)?.build === 'done') done = value as BuildDone;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (done?.error !== undefined) reject(new Error(done.error));
      else if (done?.seconds !== undefined) resolve(done.seconds);
      else reject(new Error(`byggprocessen avslutades utan svar (${signal ?? `kod ${code}`})`));
    });
  });
}
