/**
 * A `Db` over a node-postgres compatible pool: node-postgres itself (pg.server.ts) and Neon's serverless driver
 * (neon.server.ts) behave alike through it — the same parameter and row types, a failed connection becomes a
 * DatabaseUnreachableError (503), an idle connection the server drops is replaced on the next query, and a
 * connection that could not even roll back is dropped rather than handed to the next caller.
 */
import type { Db, Queryable, SqlParam } from './types.ts';
import { DatabaseUnreachableError, isConnectionFailure } from './unreachable.ts';

/** A connection failure becomes a DatabaseUnreachableError; query errors pass unchanged. */
export function unreachableOr(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnreachableError(error) : error;
}

interface PoolClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  on(event: 'error', listener: () => void): unknown;
  off(event: 'error', listener: () => void): unknown;
  release(destroy?: boolean): void;
}

/** What both drivers' pools offer. */
export interface CompatiblePool {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<PoolClient>;
  on(event: 'error', listener: (error: Error & { code?: string }) => void): unknown;
  end(): Promise<void>;
}

/** Wraps an open pool as the app's database. */
export function poolDb(kind: Db['kind'], pool: CompatiblePool): Db {
  // An idle connection closed by the server (restart, scale to zero, dropped database) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    console.warn(`[db] en vilande anslutning stängdes (${error.code ?? error.message})`);
  });
  const query: Queryable['query'] = async <T>(sql: string, params: readonly SqlParam[] = []) => {
    const result = await pool.query(sql, params as unknown[]).catch((error: unknown) => {
      throw unreachableOr(error);
    });
    return result.rows as T[];
  };
  return {
    kind,
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
        client.off('error', onError);
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
