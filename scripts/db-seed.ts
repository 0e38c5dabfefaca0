/** `npm run db:seed`: migrates, then replaces the catalogue with the demo catalogue. */

import { seedDemo } from '../src/dev/seed.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { migrate } from '../src/lib/db/migrate.server.ts';
import { runCli } from './lib.ts';

await runCli(async () => {
  const db = await getDb();
  await migrate(db);
  const result = await seedDemo(db);
  console.log(
    `Demokatalogen laddad: ${result.products} produkter, ${result.merchants} butiker, ` +
      `${result.homepageCategories} startsidekategorier, ${result.tipPages} tipssidor, ` +
      `${result.taxonomy} kategorier, ${result.discountCodes} rabattkoder`,
  );
});
