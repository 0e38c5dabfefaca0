import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { acquireDataDirLock } from './lock.server.ts';
import type { Db, Queryable, SqlParam } from './types.ts';

export const MEMORY_DATA_DIR = 'memory://';

/**
 * PostgreSQL's page cache inside PGlite. Its default, 128 MB, is touched in full and so stays resident; the pages
 * beyond it come from the data files (the operating system's cache on disk, plain memory for `memory://`) at the
 * cost of a copy. 16 MB keeps the demo catalogue's server under 400 MB resident (about 510 MB with the default).
 */
const SHARED_BUFFERS = '16MB';
const START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];

function wrap(target: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  };
}

export interface OpenPgliteOptions {
  /** A data directory saved with `dumpPglite` to start from instead of a new, empty cluster. */
  loadDataDir?: Blob;
}

/**
 * Opens the embedded PostgreSQL (PGlite). A directory path is locked for this process; `memory://` (tests, bench)
 * is private to the process and needs no lock.
 */
export async function openPglite(dataDir: string, { loadDataDir }: OpenPgliteOptions = {}): Promise<Db> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  let pg: PGlite;
  try {
    const extensions = { pg_trgm, unaccent };
    const options = { extensions, startParams: START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) };
    pg = inMemory ? new PGlite(options) : new PGlite(dataDir, options);
    await pg.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const base = wrap(pg);
  const db: Db = {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        release();
      }
    },
  };
  pgliteOf.set(db, pg);
  return db;
}

/** The PGlite behind each database `openPglite` opened, for `dumpPglite`. */
const pgliteOf = new WeakMap<Db, PGlite>();

/** Saves an open embedded database's whole data directory (an uncompressed tar), for `openPglite`'s `loadDataDir`. */
export function dumpPglite(db: Db): Promise<Blob> {
  const pg = pgliteOf.get(db);
  if (!pg) throw new Error('dumpPglite: not a database opened by openPglite');
  return pg.dumpDataDir('none');
}
