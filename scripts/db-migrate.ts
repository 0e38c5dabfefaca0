/**
 * `npm run db:migrate`: applies pending migrations to the configured database, then gives products written before
 * product types existed their type and family.
 */
import { classifyUnclassifiedProducts } from '../src/features/catalogue/product-classification.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { migrate } from '../src/lib/db/migrate.server.ts';
import { runCli } from './lib.ts';

await runCli(async () => {
  const db = await getDb();
  const { applied, skipped } = await migrate(db);
  console.log(
    applied.length ? `Körde ${applied.length} migrering(ar): ${applied.join(', ')}` : 'Databasen är redan aktuell',
  );
  if (skipped) console.log(`${skipped} migrering(ar) var redan körda`);
  const classified = await classifyUnclassifiedProducts(db);
  if (classified > 0) console.log(`Produkttyp och familj satta för ${classified} produkter`);
});
