import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../../../src/dev/seed.server.ts';
import { setDb } from '../../../src/lib/db/db.server.ts';
import type { Db } from '../../../src/lib/db/types.ts';
import { pglite, type TestDatabase } from './engines.ts';

/**
 * For a describe block on the embedded database: before its tests, opens a fresh in-memory PGlite with the real
 * migrations and the demo catalogue and makes it the app's database; after them, disposes of it.
 */
export function useDemoDatabase(): { readonly db: Db } {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await pglite.open();
    await seedDemo(test.db);
    setDb(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });
  return {
    get db() {
      if (!test) throw new Error('the demo database is only open while the tests run');
      return test.db;
    },
  };
}
