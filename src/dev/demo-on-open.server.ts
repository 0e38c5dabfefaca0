/**
 * The embedded database starts with the demo catalogue: when it is opened empty, the demo products, shops and
 * curation are loaded (so `astro dev`, the build and the CLIs work on a fresh clone). The demo data is read only
 * when needed. On a server database (DATABASE_URL) nothing is loaded.
 */
import { fillEmbeddedDatabaseWith } from '../lib/db/db.server.ts';

export function loadDemoCatalogueIntoEmptyDatabase(): void {
  fillEmbeddedDatabaseWith(async (db) => {
    const seed = await import('./seed.server.ts');
    if (await seed.isCatalogueEmpty(db)) await seed.seedDemo(db);
  });
}
