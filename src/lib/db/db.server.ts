import { resolve } from 'node:path';
import { env } from '../env.ts';
import { openNeon } from './neon.server.ts';
import { MEMORY_DATA_DIR, openPglite } from './pglite.server.ts';
import type { Db } from './types.ts';

export type { Db, Queryable, SqlParam } from './types.ts';

/** Default location of the embedded database, relative to the project root. */
export const DEFAULT_DATA_DIR = '.data/pglite';

interface Holder {
  db?: Promise<Db> | undefined;
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
 * The one place that picks the database: DATABASE_URL set → Neon's serverless driver; unset → the embedded
 * PGlite database (PRESENTPILOT_DATA_DIR, default .data/pglite; `memory://` for tests).
 */
export async function openConfiguredDatabase(): Promise<Db> {
  const url = env().DATABASE_URL;
  if (url) return openNeon(url);
  // The embedded database is brought up to date on open, so `astro dev` works on a fresh clone too.
  const db = await openPglite(embeddedDataDir());
  try {
    const { migrate } = await import('./migrate.server.ts');
    await migrate(db);
    const seed = await import('./seed.server.ts');
    if (await seed.isCatalogueEmpty(db)) await seed.seedDemo(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
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
