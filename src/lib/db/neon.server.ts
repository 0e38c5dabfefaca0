import { neonConfig, Pool } from '@neondatabase/serverless';
import type { Db, Queryable, SqlParam } from './types.ts';
import { DatabaseUnreachableError, isConnectionFailure } from './unreachable.ts';

/**
 * How long opening a connection may take before the database counts as out of reach (the API then answers 503).
 * Neon wakes a suspended compute in a few hundred milliseconds; a refused or dropped connection fails at once.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 800;

/** A connection failure becomes a DatabaseUnreachableError; query errors pass unchanged. */
function unreachableOr(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnreachableError(error) : error;
}

export interface NeonOptions {
  /**
   * Route the driver's WebSocket through a plain (non-TLS) proxy at host:port instead of Neon's endpoint. Used to
   * run the production driver against any PostgreSQL server through a local WebSocket-to-TCP bridge.
   */
  wsProxy?: string;
  webSocketConstructor?: unknown;
  max?: number;
  /** Milliseconds to open a connection (default DEFAULT_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
}

/** Opens the production database through Neon's serverless driver (a node-postgres compatible Pool). */
export async function openNeon(connectionString: string, options: NeonOptions = {}): Promise<Db> {
  if (options.webSocketConstructor) neonConfig.webSocketConstructor = options.webSocketConstructor as never;
  if (options.wsProxy) {
    const proxy = options.wsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  const pool = new Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  });
  // An idle connection closed by the server (restart, scale to zero, dropped database) must not crash the process:
  // the pool discards it and opens a new one on the next query.
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
    kind: 'neon',
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
        await client.query('ROLLBACK').catch(() => {});
        throw unreachableOr(error);
      } finally {
        client.off('error', onError);
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
