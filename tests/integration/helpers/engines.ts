import { connect } from 'node:net';
import WebSocket from 'ws';
import { migrate } from '../../../src/lib/db/migrate.server.ts';
import { openNeon } from '../../../src/lib/db/neon.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../../../src/lib/db/pglite.server.ts';
import type { Db } from '../../../src/lib/db/types.ts';
import { startWsBridge } from './ws-bridge.ts';

/** A migrated test database on one engine, and how to throw it away. */
export interface TestDatabase {
  db: Db;
  dispose(): Promise<void>;
}

export interface Engine {
  name: string;
  /** Why the engine is unavailable on this machine, or null when it can run. */
  unavailable: string | null;
  open(): Promise<TestDatabase>;
}

/** The PostgreSQL server of the real-server leg (PG_TEST_URL overrides). */
export const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether something accepts TCP connections at the URL's host and port within a second. */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 5432), hostname);
    socket.setTimeout(1000);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

export const pglite: Engine = {
  name: 'PGlite (inbäddad)',
  unavailable: null,
  async open() {
    const db = await openPglite(MEMORY_DATA_DIR);
    await migrate(db);
    return { db, dispose: () => db.close() };
  },
};

/**
 * The real PostgreSQL server, reached the way production reaches Neon: the Neon serverless driver over a
 * WebSocket, here through a local WebSocket-to-TCP bridge. Each test database is created fresh and dropped after.
 */
async function serverEngine(): Promise<Engine> {
  const ok = await reachable(PG_URL);
  return {
    name: 'PostgreSQL-server via Neon-drivrutinen',
    unavailable: ok ? null : `ingen PostgreSQL-server på ${new URL(PG_URL).host} (sätt PG_TEST_URL)`,
    async open() {
      const bridge = await startWsBridge();
      // Generous connect timeout: these tests are about queries, and a busy test machine can take longer than
      // production's 800 ms to open a connection (tests/e2e/database-outage.spec.ts tests the timeout itself).
      const options = { wsProxy: bridge.address, webSocketConstructor: WebSocket, max: 4, connectTimeoutMs: 10_000 };
      const admin = await openNeon(PG_URL, options);
      const name = `presentpilot_test_${process.pid}_${Date.now().toString(36)}`;
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      const db = await openNeon(url.toString(), options);
      await migrate(db);
      return {
        db,
        async dispose() {
          await db.close();
          await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.close();
          await bridge.close();
        },
      };
    },
  };
}

/** Every engine the integration suite runs against: PGlite always, a real server when one answers. */
export async function engines(): Promise<Engine[]> {
  const server = await serverEngine();
  if (server.unavailable) console.warn(`[integration] hoppar över ${server.name}: ${server.unavailable}`);
  return [pglite, server];
}
