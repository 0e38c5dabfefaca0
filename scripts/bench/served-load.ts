/**
 * The loopback load run on one database: the bench catalogue written into a database of its own (the embedded one
 * in .data/bench-load, or a fresh `<database>_bench_load` database beside the one a PostgreSQL URL names, dropped
 * afterwards), served by `npm start` in its own process (one worker per core on the server database), with the
 * server's memory read from /proc and a 'Publicera nu' halfway through. The start-up build is a build figure. What
 * the server printed is kept in .data/bench-load-<embedded|postgres>.log (its errors' stacks, for a failed answer).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { openPg } from '../../src/lib/db/pg.server.ts';
import { openPglite } from '../../src/lib/db/pglite.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { benchHttpLoad, trackIds } from './http-load.ts';
import { loadBenchCatalogue } from './load.ts';
import type { BenchRow } from './measure.ts';
import { adminCookie, publishThroughAdmin, startServed } from './served.ts';

export interface ServedLoadOptions {
  count: number;
  /** A PostgreSQL server (its URL); unset: the embedded database. */
  serverUrl?: string;
  /** Workers on the server database (default one per core). */
  workers?: number;
  /** Build directory, relative to the project. */
  outDir: string;
  /** Serve the build already in outDir (--skip-build) instead of building at start. */
  reuseBuild: boolean;
  durationSeconds: number;
}

/** The bench's own database beside the one the URL names (so two runs on one server given two databases never meet). */
export function benchDatabaseName(serverUrl: string): string {
  const named = decodeURIComponent(new URL(serverUrl).pathname.slice(1)).replace(/[^a-z0-9_]/gi, '_');
  return `${named && named !== 'postgres' ? named : 'presentpilot'}_bench_load`;
}

/** Keeps what the server printed beside the bench database's directory. */
async function keepServerLog(name: string, text: string): Promise<void> {
  const dir = new URL('../../.data/', import.meta.url);
  await mkdir(dir, { recursive: true });
  await writeFile(new URL(`bench-load-${name}.log`, dir), text);
}

/** Opens the bench's own database, empty and migrated; `url` is what npm start is given (unset: embedded). */
async function openBenchDatabase(serverUrl: string | undefined) {
  if (!serverUrl) {
    const dataDir = fileURLToPath(new URL('../../.data/bench-load', import.meta.url));
    await rm(dataDir, { recursive: true, force: true });
    const db = await openPglite(dataDir);
    await migrate(db);
    return { db, dataDir, drop: async () => undefined };
  }
  const name = benchDatabaseName(serverUrl);
  const admin = await openPg(serverUrl, { max: 1, connectTimeoutMs: 10_000 });
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db: Db = await openPg(url.toString(), { max: 4, connectTimeoutMs: 10_000 });
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

export async function benchServedLoad(options: ServedLoadOptions): Promise<BenchRow[]> {
  const cores = cpus().length;
  const workers = options.workers ?? cores;
  const label = options.serverUrl ? `PostgreSQL, ${workers} arbetsprocesser` : 'inbäddad databas';
  const rows: BenchRow[] = [];
  const bench = await openBenchDatabase(options.serverUrl);
  try {
    rows.push(
      ...(await loadBenchCatalogue(bench.db, options.count)).map((row) => ({ ...row, name: `${label}: ${row.name}` })),
    );
    const ids = await trackIds(bench.db);
    await bench.db.close();
    const served = await startServed({
      outDir: options.outDir,
      reuseBuild: options.reuseBuild,
      ...('dataDir' in bench ? { dataDir: bench.dataDir } : { databaseUrl: bench.url, workers }),
    });
    try {
      if (served.buildSeconds !== undefined)
        rows.push({
          section: 'bygge',
          name: `${label}: npm start bygger vid start (i en barnprocess), ${options.count} produkter`,
          value: `${served.buildSeconds.toFixed(1)} s`,
        });
      const before = loadavg()[0] ?? 0;
      const cookie = await adminCookie(served.base);
      rows.push(
        ...(await benchHttpLoad(ids, served.base, {
          durationSeconds: options.durationSeconds,
          serverPid: served.pid,
          publish: () => publishThroughAdmin(served.base, cookie),
          label,
        })),
      );
      const after = loadavg()[0] ?? 0;
      rows.push({
        section: 'last',
        name: `${label}: maskinens belastning (load average, 1 min) före / efter`,
        value: `${before.toFixed(2)} / ${after.toFixed(2)} på ${cores} kärnor`,
      });
    } finally {
      await served.stop();
      await keepServerLog(options.serverUrl ? 'postgres' : 'embedded', served.output());
    }
  } finally {
    await bench.drop();
  }
  return rows;
}
