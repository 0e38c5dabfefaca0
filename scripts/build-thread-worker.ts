/**
 * The worker side of build-thread.ts: installs a database that forwards every query to the owning thread, then
 * runs astro's build into the given directory and reports how it went.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { setDb } from '../src/lib/db/db.server.ts';
import type { Db, Queryable, SqlParam } from '../src/lib/db/types.ts';
import type { DoneMessage, QueryMessage } from './build-thread.ts';
import { buildSite } from './site-build.ts';

const port = parentPort;
if (!port) throw new Error('build-thread-worker.ts körs bara som tråd');

let nextId = 0;
const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();

port.on('message', (answer: { id: number; rows?: unknown[]; error?: string }) => {
  const pending = waiting.get(answer.id);
  if (!pending) return;
  waiting.delete(answer.id);
  if (answer.error !== undefined) pending.reject(new Error(answer.error));
  else pending.resolve(answer.rows ?? []);
});

const forwarded: Queryable = {
  query<T>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    const id = nextId++;
    return new Promise<T[]>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      port.postMessage({ kind: 'query', id, sql, params: [...params] } satisfies QueryMessage);
    });
  },
};

// Prerendering only reads; a transaction here would not be one, so none is offered.
const db: Db = {
  kind: workerData.kind as Db['kind'],
  query: forwarded.query,
  exec: () => Promise.reject(new Error('byggtråden kör inga migreringar')),
  transaction: () => Promise.reject(new Error('byggtråden kör inga transaktioner')),
  close: () => Promise.resolve(),
};
setDb(db);

let done: DoneMessage;
try {
  const seconds = await buildSite({ outDir: new URL(workerData.outDir as string) });
  done = { kind: 'done', seconds };
} catch (error) {
  done = { kind: 'done', error: error instanceof Error ? error.message : String(error) };
}
port.postMessage(done);
