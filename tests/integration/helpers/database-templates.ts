/**
 * Vitest global setup of the integration and security projects: migrates one database per engine once per run, so
 * each test file starts from a copy instead of running every migration again. The embedded template is a saved PGlite
 * data directory (a new PGlite would also spend seconds creating its cluster); the server template is a database the
 * test databases are created from (`CREATE DATABASE … TEMPLATE`). Both come from the real migrations.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../../src/lib/db/migrate.server.ts';
import { openPg } from '../../../src/lib/db/pg.server.ts';
import { dumpPglite, MEMORY_DATA_DIR, openPglite } from '../../../src/lib/db/pglite.server.ts';
import { PG_URL, reachable } from './engines.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The saved data directory of a migrated in-memory PGlite. */
    pgliteTemplateFile: string;
    /** A migrated database on the PostgreSQL server, or '' when no server answers. */
    serverTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'presentpilot-templates-'));
  const file = join(dir, 'migrated.tar');
  const db = await openPglite(MEMORY_DATA_DIR);
  try {
    await migrate(db);
    writeFileSync(file, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplateFile', file);

  let serverTemplate = '';
  if (await reachable(PG_URL)) {
    serverTemplate = `presentpilot_template_${project.name}_${process.pid}`;
    const admin = await openPg(PG_URL, { max: 1, connectTimeoutMs: 10_000 });
    await admin.exec(`DROP DATABASE IF EXISTS ${serverTemplate}`);
    await admin.exec(`CREATE DATABASE ${serverTemplate}`);
    const url = new URL(PG_URL);
    url.pathname = `/${serverTemplate}`;
    const template = await openPg(url.toString(), { max: 1, connectTimeoutMs: 10_000 });
    try {
      await migrate(template);
    } finally {
      // A template may have no open connection while databases are created from it.
      await template.close();
      await admin.close();
    }
  }
  project.provide('serverTemplateDatabase', serverTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!serverTemplate) return;
    const admin = await openPg(PG_URL, { max: 1, connectTimeoutMs: 10_000 });
    try {
      await admin.exec(`DROP DATABASE IF EXISTS ${serverTemplate} WITH (FORCE)`);
    } finally {
      await admin.close();
    }
  };
}
