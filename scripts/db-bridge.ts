/**
 * The embedded database over a child process's IPC channel. PGlite can be opened by one process only, so a child
 * that needs it (the site build) gets a `Db` whose calls are sent to the parent and answered by the parent's own
 * database. A transaction in the child is a transaction in the parent, held open until the child commits or rolls
 * back (or dies: then it is rolled back).
 */
import type { ChildProcess } from 'node:child_process';
import type { Db, Queryable, SqlParam } from '../src/lib/db/types.ts';

/** A call from the child. `tx` names an open transaction the statement runs in. */
export type BridgeCall =
  | { bridge: 'query'; id: number; sql: string; params: SqlParam[]; tx?: number }
  | { bridge: 'exec'; id: number; sql: string }
  | { bridge: 'begin'; id: number }
  | { bridge: 'commit' | 'rollback'; id: number; tx: number };

/** The parent's answer to call `id`. */
export interface BridgeAnswer {
  bridge: 'answer';
  id: number;
  rows?: unknown[];
  tx?: number;
  error?: string;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

const ROLLBACK = Symbol('rollback');

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isCall(value: unknown): value is BridgeCall {
  return typeof value === 'object' && value !== null && 'bridge' in value && (value as BridgeCall).bridge !== undefined;
}

/**
 * Answers the child's database calls with `db` until the child exits; its open transactions are then rolled back.
 * The child must be forked with `serialization: 'advanced'` (dates and arrays cross as they are).
 */
export function serveDbTo(child: ChildProcess, db: Db): void {
  let nextTx = 1;
  const open = new Map<number, { tx: Queryable; end: (commit: boolean) => void }>();
  const ended = new Map<number, Promise<unknown>>();
  const answer = (reply: Omit<BridgeAnswer, 'bridge'>) => {
    if (child.connected) child.send({ bridge: 'answer', ...reply } satisfies BridgeAnswer);
  };

  function begin(id: number): void {
    const txId = nextTx++;
    let started = false;
    const done = db.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          started = true;
          open.set(txId, { tx, end: (commit) => (commit ? resolve() : reject(ROLLBACK)) });
          answer({ id, tx: txId });
        }),
    );
    ended.set(txId, done);
    done
      .catch((error: unknown) => {
        // A transaction that could not start answers its begin; how one ended is answered to its commit.
        if (!started) answer({ id, error: message(error) });
      })
      .finally(() => ended.delete(txId));
  }

  async function handle(call: BridgeCall): Promise<void> {
    try {
      if (call.bridge === 'query') {
        const target = call.tx === undefined ? db : open.get(call.tx)?.tx;
        if (!target) throw new Error('transaktionen är redan avslutad');
        answer({ id: call.id, rows: await target.query(call.sql, call.params) });
      } else if (call.bridge === 'exec') {
        await db.exec(call.sql);
        answer({ id: call.id });
      } else if (call.bridge === 'begin') {
        begin(call.id);
      } else {
        const entry = open.get(call.tx);
        const done = ended.get(call.tx);
        if (!entry || !done) throw new Error('transaktionen är redan avslutad');
        open.delete(call.tx);
        entry.end(call.bridge === 'commit');
        await done.catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        });
        answer({ id: call.id });
      }
    } catch (error) {
      answer({ id: call.id, error: message(error) });
    }
  }

  child.on('message', (value: unknown) => {
    if (isCall(value)) void handle(value);
  });
  child.once('exit', () => {
    for (const [id, entry] of open) {
      open.delete(id);
      entry.end(false);
    }
  });
}

/** In the child: a `Db` whose every call is answered by the parent's database (see serveDbTo). */
export function bridgedDb(kind: Db['kind']): Db {
  const send = process.send?.bind(process);
  if (!send) throw new Error('databasbryggan kräver en IPC-kanal till föräldraprocessen');
  let nextId = 1;
  const waiting = new Map<number, { resolve: (answer: BridgeAnswer) => void; reject: (error: Error) => void }>();
  const onMessage = (value: unknown) => {
    const reply = value as BridgeAnswer;
    if (reply?.bridge !== 'answer') return;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.error !== undefined) pending.reject(new Error(reply.error));
    else pending.resolve(reply);
    // Waiting for nothing, the channel must not keep the child alive.
    if (waiting.size === 0) process.channel?.unref();
  };
  process.on('message', onMessage);
  process.channel?.unref();

  const call = (request: WithoutId<BridgeCall>): Promise<BridgeAnswer> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      process.channel?.ref();
      send({ ...request, id } as BridgeCall);
    });
  };
  const queryIn =
    (tx?: number) =>
    async <T>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> =>
      (await call({ bridge: 'query', sql, params: [...params], ...(tx === undefined ? {} : { tx }) })).rows as T[];

  return {
    kind,
    query: queryIn(),
    async exec(sql) {
      await call({ bridge: 'exec', sql });
    },
    async transaction(fn) {
      const { tx } = await call({ bridge: 'begin' });
      const txId = tx as number;
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn({ query: queryIn(txId) });
      } catch (error) {
        await call({ bridge: 'rollback', tx: txId });
        throw error;
      }
      await call({ bridge: 'commit', tx: txId });
      return result;
    },
    async close() {
      process.off('message', onMessage);
    },
  };
}
