import pg from 'pg';
import { type CompatiblePool, poolDb } from './pool-db.server.ts';
import type { Db } from './types.ts';

/** Connections the pool keeps open at most when PG_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * How long opening a connection may take while the server has not answered this pool lately (a fresh pool, or one
 * whose server went away): then the database counts as out of reach (the API answers 503). A refused connection or
 * an unknown host fails at once; this bounds a host that does not answer at all.
 */
export const PG_CONNECT_TIMEOUT_MS = 800;

/**
 * How long opening one more connection may take once the server has answered this pool within the last
 * SERVER_SEEN_MS: it is there, only busy (on a loaded machine PostgreSQL takes seconds to start a backend), and a
 * visitor's request is better answered late than refused.
 */
export const PG_BUSY_CONNECT_TIMEOUT_MS = 5_000;
const SERVER_SEEN_MS = 60_000;

/** How long a query may wait for a free connection of a busy pool before it gives up. */
const POOL_WAIT_MS = 10_000;

/** The time a new connection gets: the quick bound unless the server answered within SERVER_SEEN_MS of `now`. */
export function connectTimeoutFor(lastAnswerAt: number | undefined, now: number, quickMs: number): number {
  const seenLately = lastAnswerAt !== undefined && now - lastAnswerAt < SERVER_SEEN_MS;
  return seenLately ? Math.max(quickMs, PG_BUSY_CONNECT_TIMEOUT_MS) : quickMs;
}

export interface PgOptions {
  /** Connections kept open at most (default DEFAULT_POOL_SIZE). */
  max?: number;
  /** Milliseconds to open a connection while the server has not answered lately (default PG_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
}

/**
 * The pool size of each of `npm start`'s workers when PG_POOL_SIZE is not set: together about two connections per
 * core and one more, at least two per worker. With more connections than that, queries only take turns on the
 * same cores: on two cores, two workers with 3 connections each answered 25–35 % more new searches a second than
 * with 10 each (docs/performance.md#pool-size).
 */
export function workerPoolSize(cores: number, workers: number): number {
  return Math.max(2, Math.ceil((2 * Math.max(1, cores) + 1) / Math.max(1, workers)));
}

/** The pool size from PG_POOL_SIZE, or the default when unset or not a positive whole number. */
export function poolSizeOf(value: string | undefined): number {
  const size = Number(value);
  return Number.isInteger(size) && size > 0 ? size : DEFAULT_POOL_SIZE;
}

/**
 * Opens any PostgreSQL server through node-postgres with a pool. Same behaviour as the Neon driver (neon.server.ts):
 * the same parameter and row types, a failed connection becomes a DatabaseUnreachableError (503), an idle
 * connection the server drops is replaced on the next query.
 */
export async function openPg(connectionString: string, options: PgOptions = {}): Promise<Db> {
  const quick = options.connectTimeoutMs ?? PG_CONNECT_TIMEOUT_MS;
  const seen: { at: number | undefined } = { at: undefined };
  // Each new connection is bounded by the quick timeout, or the longer one while the server has been answering.
  class Client extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutFor(seen.at, Date.now(), quick) });
    }
  }
  const pool = new pg.Pool({
    connectionString,
    // The pool constructs its clients with its own options (typed here as taking none).
    Client: Client as unknown as new () => pg.ClientBase,
    max: options.max ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: Math.max(POOL_WAIT_MS, quick, PG_BUSY_CONNECT_TIMEOUT_MS),
    keepAlive: true,
  });
  // A connection opened, or one handed back after its work: the server is there.
  const answered = () => {
    seen.at = Date.now();
  };
  pool.on('connect', answered);
  pool.on('release', (error?: Error) => {
    if (!error) answered();
  });
  return poolDb('pg', pool as unknown as CompatiblePool, { prepares: true });
}
