import pg from 'pg';
import type { Db, Queryable, SqlParam } from './types.ts';
import { DatabaseUnreachableError, isConnectionFailure } from './unreachable.ts';

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

/** A connection failure becomes a DatabaseUnreachableError; query errors pass unchanged. */
function unreachableOr(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnreachableError(error) : error;
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
  pool.on('error', (error: Error & { code?: string }) => {
    console.warn(`[db] en vilande anslutning stängdes (${error.code ?? error.message})`);
  });
  const query: Queryable['query'] = async <T>(sql: string, params: readonly SqlParam[] = []) => {
    const result = await pool.query(sql, params as unknown[]).catch((error: unknown) => {
      throw unreachableOr(error);
    });
    return result.rows as T[];
  };
  return {
    kind: 'pg',
    query,
    async exec(sql) {
      await pool.query(sql).catch((error: unknown) => {
        throw unreachableOr(error);
      });
    },
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw unreachableOr(error);
      });
      let broken = false;
      // A connection that drops while checked out reports it on the client too; the failing query already does.
      const onError = () => {};
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T>(sql: string, params: readonly SqlParam[] = []) {
            const res = await client.query(sql, params as unknown[]);
            return res.rows as T[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw unreachableOr(error);
      } finally {
        // A connection that could not even roll back is dropped rather than handed to the next caller.
        client.off('error', onError);
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
