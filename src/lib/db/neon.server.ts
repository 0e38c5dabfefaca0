import { neonConfig, Pool } from '@neondatabase/serverless';
import { type CompatiblePool, poolDb } from './pool-db.server.ts';
import type { Db } from './types.ts';

/**
 * How long opening a connection may take before the database counts as out of reach (the API then answers 503).
 * Neon wakes a suspended compute in a few hundred milliseconds; a refused or dropped connection fails at once.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 800;

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
  return poolDb('neon', pool as unknown as CompatiblePool);
}
