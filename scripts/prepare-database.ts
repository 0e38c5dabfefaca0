import { loadDemoCatalogueIntoEmptyDatabase } from '../src/dev/demo-on-open.server.ts';
import { generatePassword } from '../src/features/admin/auth/password.server.ts';
import { createAdmin, hasAdmin } from '../src/features/admin/auth/users.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { migrate } from '../src/lib/db/migrate.server.ts';
import type { Db } from '../src/lib/db/types.ts';
import { env } from '../src/lib/env.ts';

export const LOCAL_ADMIN_EMAIL = 'admin@presentpilot.local';

export interface PrepareOptions {
  /** Load the demo catalogue when the database has no products. */
  seedIfEmpty?: boolean;
  /** Create a local admin account when none exists and print its credentials once. */
  createLocalAdmin?: boolean;
  log?: (line: string) => void;
}

/**
 * Opens the process-wide database and brings it up to date: migrations, a type and family for products written
 * before they existed, then the demo catalogue when empty.
 */
export async function prepareDatabase(options: PrepareOptions = {}): Promise<Db> {
  const log = options.log ?? ((line: string) => console.log(line));
  // An embedded database opened empty gets the demo catalogue right after its migrations.
  if (options.seedIfEmpty) loadDemoCatalogueIntoEmptyDatabase();
  const db = await getDb();
  const { applied } = await migrate(db);
  if (applied.length > 0) log(`Databas: ${applied.length} migrering(ar) körda (${applied.join(', ')})`);
  const { classifyUnclassifiedProducts } = await import('../src/features/catalogue/product-classification.server.ts');
  const classified = await classifyUnclassifiedProducts(db);
  if (classified > 0) log(`Databas: produkttyp och familj satta för ${classified} produkter`);
  const seed = options.seedIfEmpty ? await import('../src/dev/seed.server.ts') : undefined;
  if (seed && (await seed.isCatalogueEmpty(db))) {
    const result = await seed.seedDemo(db);
    log(`Databas: demokatalogen laddad (${result.products} produkter från ${result.merchants} butiker)`);
  }
  if (db.kind === 'pglite') {
    const [{ count }] = (await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM products WHERE is_active',
    )) as [{ count: number }];
    log(`Databas: inbäddad PostgreSQL (PGlite), ${count} aktiva produkter`);
  }
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    await createAdmin(db, ADMIN_EMAIL, ADMIN_PASSWORD);
    log(`Admin ${ADMIN_EMAIL.toLowerCase()} från ADMIN_EMAIL/ADMIN_PASSWORD är klar.`);
  } else if (options.createLocalAdmin && !(await hasAdmin(db))) {
    const password = generatePassword();
    await createAdmin(db, LOCAL_ADMIN_EMAIL, password);
    log('');
    log('Lokalt adminkonto skapat (visas bara nu):');
    log(`  e-post:   ${LOCAL_ADMIN_EMAIL}`);
    log(`  lösenord: ${password}`);
    log('  Byt lösenord med: npm run admin:create -- --email admin@presentpilot.local');
    log('');
  }
  return db;
}
