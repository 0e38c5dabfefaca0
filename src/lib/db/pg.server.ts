import pg from 'pg';
import { type CompatiblePool, poolDb } from './pool-db.server.ts';
import type { Db } from './types.ts';

/** Connections the pool keeps open at most when PG_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * How long opening one connection may take before the database counts as out of reach (the API then answers 503).
 * A refused connection or an unknown host fails at once; this bounds a host that does not answer at all.
 */
export const PG_CONNECT_TIMEOUT_MS = 800;

/** How long a query may wait for a free connection of a busy pool before it gives up. */
const POOL_WAIT_MS = 10_000;

export interface PgOptions {
  /** Connections kept open at most (default DEFAULT_POOL_SIZE). */
  max?: number;
  /** Milliseconds to open one connection (default PG_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
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
  const connectTimeout = options.connectTimeoutMs ?? PG_CONNECT_TIMEOUT_MS;
  // Opening a connection is bounded by connectTimeout; waiting for a free one of a busy pool may take longer.
  class Client extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeout });
    }
  }
  const pool = new pg.Pool({
    connectionString,
    // The pool constructs its clients with its own options (typed here as taking none).
    Client: Client as unknown as new () => pg.ClientBase,
    max: options.max ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: Math.max(POOL_WAIT_MS, connectTimeout),
    keepAlive: true,
  });
  return poolDb('pg', pool as unknown as CompatiblePool);
}
