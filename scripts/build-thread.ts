/**
 * Builds the site in a worker thread, so the server in this process keeps answering at full speed while astro and
 * Vite work. The worker has no database of its own (the embedded one has one owner, this process): its queries
 * come back here over the thread's message port and run on `db`.
 */
import { Worker } from 'node:worker_threads';
import type { Db } from '../src/lib/db/db.server.ts';

/** A query the worker asks this thread to run. */
export interface QueryMessage {
  kind: 'query';
  id: number;
  sql: string;
  params: unknown[];
}

/** How the build ended. */
export interface DoneMessage {
  kind: 'done';
  seconds?: number;
  error?: string;
}

/** Builds into `outDir` in a worker thread; resolves with the build's seconds, rejects with the build's error. */
export function buildSiteInThread(outDir: URL, db: Db): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./build-thread-worker.ts', import.meta.url), {
      workerData: { outDir: outDir.href, kind: db.kind },
    });
    let settled = false;
    const finish = (error: Error | null, seconds = 0) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (error) reject(error);
      else resolve(seconds);
    };
    worker.on('message', (message: QueryMessage | DoneMessage) => {
      if (message.kind === 'done') {
        finish(message.error ? new Error(message.error) : null, message.seconds);
        return;
      }
      db.query(message.sql, message.params as never).then(
        (rows) => worker.postMessage({ id: message.id, rows }),
        (error: unknown) =>
          worker.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    worker.on('error', (error) => finish(error));
    worker.on('exit', (code) => finish(new Error(`byggtråden avslutades med kod ${code}`)));
  });
}
