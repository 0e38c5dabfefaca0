/**
 * `npm run admin:create -- --email a@b.se [--password …]` and `npm run user:create -- --email … [--password …]`:
 * create an account with or without the admin role (or reset its password). Without --password a password is
 * generated and printed once.
 */
import { generatePassword } from '../src/features/admin/auth/password.server.ts';
import { saveUser } from '../src/features/admin/auth/users.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { migrate } from '../src/lib/db/migrate.server.ts';
import { argValue, hasFlag, runCli } from './lib.ts';

await runCli(async () => {
  const admin = !hasFlag('no-admin');
  const command = admin ? 'admin:create' : 'user:create';
  const email = argValue('email');
  if (!email) throw new Error(`Ange en e-postadress: npm run ${command} -- --email namn@example.se`);
  const given = argValue('password');
  const password = given ?? generatePassword();
  const db = await getDb();
  await migrate(db);
  await saveUser(db, { email, password, admin });
  console.log(`${admin ? 'Admin' : 'Användare (utan adminroll)'} ${email.trim().toLowerCase()} klar.`);
  if (!given) console.log(`Lösenord (visas bara nu): ${password}`);
});
