import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { basename } from 'node:path';
import { expect, inject } from 'vitest';
import WebSocket from 'ws';
import { migrate } from '../../../src/lib/db/migrate.server.ts';
import { openNeon } from '../../../src/lib/db/neon.server.ts';
import { openPg } from '../../../src/lib/db/pg.server.ts';
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

/**
 * What the run's global setup (database-templates.ts) prepared: a migrated PGlite data directory and a migrated
 * server database. Outside a Vitest run with that setup (or when a value is missing), each database is migrated
 * from scratch.
 */
function provided(key: 'pgliteTemplateFile' | 'serverTemplateDatabase'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

export const pglite: Engine = {
  name: 'PGlite (inbäddad)',
  unavailable: null,
  async open() {
    const file = provided('pgliteTemplateFile');
    if (file) pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
    const loadDataDir = pgliteTemplate && (await pgliteTemplate);
    const db = await openPglite(MEMORY_DATA_DIR, loadDataDir ? { loadDataDir } : {});
    // Finds nothing left to apply on a copy of the template.
    await migrate(db);
    return { db, dispose: () => db.close() };
  },
};

/** How the server leg reaches the real PostgreSQL server: either driver the product picks from DATABASE_URL. */
type Driver = 'pg' | 'neon';

/** Opens a server database on one driver (the Neon driver through a local WebSocket bridge), and closes the bridge. */
async function openDriver(driver: Driver, url: string): Promise<{ db: Db; close(): Promise<void> }> {
  // Generous connect timeout: these tests are about queries, and a busy test machine can take longer than
  // production's 800 ms to open a connection (the db-outage and e2e database-outage tests test the timeout itself).
  if (driver === 'pg') {
    const db = await openPg(url, { max: 4, connectTimeoutMs: 10_000 });
    return { db, close: () => db.close() };
  }
  const bridge = await startWsBridge();
  const options = { wsProxy: bridge.address, webSocketConstructor: WebSocket, max: 4, connectTimeoutMs: 10_000 };
  const db = await openNeon(url, options);
  return {
    db,
    async close() {
      await db.close();
      await bridge.close();
    },
  };
}

/**
 * A fresh database on the server (dropped on dispose), migrated, reached through the given driver: a copy of the
 * run's migrated template database when there is one for this server (then no migration is left to apply).
 */
export async function openServerTestDatabase(driver: Driver, serverUrl = PG_URL): Promise<TestDatabase> {
  const admin = await openPg(serverUrl, { max: 1, connectTimeoutMs: 10_000 });
  const name = `presentpilot_test_${process.pid}_${Date.now().toString(36)}_${(counter++).toString(36)}`;
  const template = serverUrl === PG_URL ? provided('serverTemplateDatabase') : '';
  await admin.exec(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const { db, close } = await openDriver(driver, url.toString());
    await migrate(db);
    return {
      db,
      async dispose() {
        await close();
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  } catch (error) {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    throw error;
  }
}
let counter = 0;

const DRIVER_NAMES: Record<Driver, string> = {
  pg: 'PostgreSQL-server via node-postgres',
  neon: 'PostgreSQL-server via Neon-drivrutinen',
};

/**
 * The test files whose server leg also runs through the Neon driver by default: a representative subset (reads,
 * writes in transactions, an import, counters), since the driver over a WebSocket doubles a file's time. Every
 * file runs through node-postgres.
 */
const NEON_LEG_FILES = new Set([
  'catalogue.test.ts',
  'changes.test.ts',
  'product-types-import.test.ts',
  'tracking.test.ts',
  'db-driver.test.ts',
]);

/**
 * The drivers of the server leg: PG_TEST_DRIVERS (comma-separated, `pg` and/or `neon`) for every file, or by default
 * node-postgres everywhere and the Neon driver in NEON_LEG_FILES.
 */
function serverDrivers(): Driver[] {
  const configured = process.env.PG_TEST_DRIVERS?.trim();
  const testFile = basename(expect.getState().testPath ?? '');
  const listed = configured ? configured.split(',').map((part) => part.trim()) : ['pg'];
  if (!configured && NEON_LEG_FILES.has(testFile)) listed.push('neon');
  return (['pg', 'neon'] as const).filter((driver) => listed.includes(driver));
}

/**
 * Every engine the integration suite runs against: PGlite always; the real PostgreSQL server when one answers,
 * once through node-postgres and once the way production reaches Neon (the Neon serverless driver over a
 * WebSocket, here a local WebSocket-to-TCP bridge). Each test database is created fresh and dropped after.
 */
export async function engines(): Promise<Engine[]> {
  const ok = await reachable(PG_URL);
  const unavailable = ok ? null : `ingen PostgreSQL-server på ${new URL(PG_URL).host} (sätt PG_TEST_URL)`;
  const servers = serverDrivers().map(
    (driver): Engine => ({ name: DRIVER_NAMES[driver], unavailable, open: () => openServerTestDatabase(driver) }),
  );
  if (unavailable) console.warn(`[integration] hoppar över PostgreSQL-servern: ${unavailable}`);
  return [pglite, ...servers];
}
