/**
 * A `Db` over a node-postgres compatible pool: node-postgres itself (pg.server.ts) and Neon's serverless driver
 * (neon.server.ts) behave alike through it — the same parameter and row types, a failed connection becomes a
 * DatabaseUnreachableError (503), an idle connection the server drops is replaced on the next query, and a
 * connection that could not even roll back is dropped rather than handed to the next caller.
 */
import { createHash } from 'node:crypto';
import type { Db, Queryable, QueryOptions, SqlParam } from './types.ts';
import { DatabaseUnreachableError, isConnectionFailure } from './unreachable.ts';

/** A connection failure becomes a DatabaseUnreachableError; query errors pass unchanged. */
export function unreachableOr(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnreachableError(error) : error;
}

/** A statement as node-postgres takes it: with a name, it is prepared once per connection and run by name after. */
type Statement = string | { name: string; text: string; values: unknown[] };

interface PoolClient {
  query(sql: Statement, params?: unknown[]): Promise<{ rows: unknown[] }>;
  on(event: 'error', listener: () => void): unknown;
  off(event: 'error', listener: () => void): unknown;
  release(destroy?: boolean): void;
}

/** What both drivers' pools offer. */
export interface CompatiblePool {
  query(sql: Statement, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<PoolClient>;
  on(event: 'error', listener: (error: Error & { code?: string }) => void): unknown;
  end(): Promise<void>;
}

/** Prepared statements' names by their text: a name stands for one text on every connection. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_MAX = 1000;

/** The prepared statement's name for `sql`: `pp_` and a hash of the text. */
export function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `pp_${createHash('sha1').update(sql).digest('base64url')}`;
    if (statementNames.size >= STATEMENT_NAMES_MAX) statementNames.clear();
    statementNames.set(sql, name);
  }
  return name;
}

export interface PoolDbOptions {
  /** Run statements asked to be prepared (QueryOptions.prepared) as named statements: node-postgres only. */
  prepares?: boolean;
}

/** Wraps an open pool as the app's database. */
export function poolDb(kind: Db['kind'], pool: CompatiblePool, options: PoolDbOptions = {}): Db {
  const statement = (sql: string, params: readonly SqlParam[], queryOptions: QueryOptions | undefined): Statement =>
    options.prepares && queryOptions?.prepared
      ? { name: statementName(sql), text: sql, values: params as unknown[] }
      : sql;
  // An idle connection closed by the server (restart, scale to zero, dropped database) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    console.warn(`[db] en vilande anslutning stängdes (${error.code ?? error.message})`);
  });
  const query: Queryable['query'] = async <T>(
    sql: string,
    params: readonly SqlParam[] = [],
    queryOptions?: QueryOptions,
  ) => {
    const prepared = statement(sql, params, queryOptions);
    const run = typeof prepared === 'string' ? pool.query(prepared, params as unknown[]) : pool.query(prepared);
    const result = await run.catch((error: unknown) => {
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
          async query<T>(sql: string, params: readonly SqlParam[] = [], queryOptions?: QueryOptions) {
            const prepared = statement(sql, params, queryOptions);
            const res = await (typeof prepared === 'string'
              ? client.query(prepared, params as unknown[])
              : client.query(prepared));
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
