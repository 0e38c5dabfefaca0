import { resolve } from 'node:path';
import { env } from '../env.ts';
import { openNeon } from './neon.server.ts';
import { openPg, poolSizeOf } from './pg.server.ts';
import { MEMORY_DATA_DIR, openPglite } from './pglite.server.ts';
import type { Db } from './types.ts';

export type { Db, Queryable, QueryOptions, SqlParam } from './types.ts';

/** Default location of the embedded database, relative to the project root. */
export const DEFAULT_DATA_DIR = '.data/pglite';

interface Holder {
  db?: Promise<Db> | undefined;
  fillEmbedded?: ((db: Db) => Promise<void>) | undefined;
}

// Kept on globalThis so that the static build, the server bundle and scripts running in one process share one
// database handle (PGlite must never be opened twice), and so that it survives `astro dev` reloads.
const globals = globalThis as { __presentpilotDb?: Holder };
globals.__presentpilotDb ??= {};
const holder: Holder = globals.__presentpilotDb;

/** Where the embedded database lives, from PRESENTPILOT_DATA_DIR or the default. */
export function embeddedDataDir(): string {
  const configured = env().PRESENTPILOT_DATA_DIR ?? DEFAULT_DATA_DIR;
  return configured === MEMORY_DATA_DIR ? configured : resolve(configured);
}

/**
 * Whether DATABASE_URL goes through Neon's serverless driver: a Neon host (…neon.tech), or any host when
 * NEON_WS_PROXY routes the driver through a local WebSocket-to-TCP proxy. Any other server takes node-postgres.
 */
export function usesNeonDriver(url: string, wsProxy: string | undefined): boolean {
  return Boolean(wsProxy) || /(^|\.)neon\.tech$/i.test(new URL(url).hostname);
}

/** Opens the server database DATABASE_URL names, with the driver that suits it. */
export function openServerDatabase(url: string): Promise<Db> {
  const { NEON_WS_PROXY, PG_POOL_SIZE } = env();
  if (usesNeonDriver(url, NEON_WS_PROXY)) return openNeon(url, NEON_WS_PROXY ? { wsProxy: NEON_WS_PROXY } : {});
  return openPg(url, { max: poolSizeOf(PG_POOL_SIZE) });
}

/**
 * The one place that picks the database: DATABASE_URL set → that PostgreSQL server (Neon's serverless driver for a
 * Neon host or through NEON_WS_PROXY, node-postgres for any other); unset → the embedded PGlite database
 * (PRESENTPILOT_DATA_DIR, default .data/pglite; `memory://` for tests).
 */
export async function openConfiguredDatabase(): Promise<Db> {
  const url = env().DATABASE_URL;
  if (url) return openServerDatabase(url);
  // The embedded database is brought up to date on open, so `astro dev` works on a fresh clone too.
  const db = await openPglite(embeddedDataDir());
  try {
    const { migrate } = await import('./migrate.server.ts');
    await migrate(db);
    await holder.fillEmbedded?.(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * What fills a newly opened embedded database after its migrations: the demo catalogue when it is empty
 * (src/dev/demo-on-open.server.ts registers that for `astro dev`, the build and the CLIs). Kept with the handle, so every
 * copy of this module in the process sees it.
 */
export function fillEmbeddedDatabaseWith(fill: (db: Db) => Promise<void>): void {
  holder.fillEmbedded = fill;
}

/** The process-wide database, opened on first use. */
export function getDb(): Promise<Db> {
  holder.db ??= openConfiguredDatabase().catch((error: unknown) => {
    holder.db = undefined;
    throw error;
  });
  return holder.db;
}

/** Installs an already opened database as the process-wide one (tests, in-process build). */
export function setDb(db: Db): void {
  holder.db = Promise.resolve(db);
}

/** Closes the process-wide database, if one is open. */
export async function closeDb(): Promise<void> {
  const pending = holder.db;
  holder.db = undefined;
  if (pending) await (await pending).close();
}
