/** `npm run admin:create -- --email a@b.se [--password …]`: creates an admin (or resets its password). */
import { generatePassword } from '../src/features/admin/auth/password.server.ts';
import { createAdmin } from '../src/features/admin/auth/users.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { migrate } from '../src/lib/db/migrate.server.ts';
import { argValue, runCli } from './lib.ts';

await runCli(async () => {
  const email = argValue('email');
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new Error('Ange en giltig e-postadress: npm run admin:create -- --email namn@example.se');
  }
  const given = argValue('password');
  if (given !== undefined && given.length < 12) throw new Error('Lösenordet måste vara minst 12 tecken.');
  const password = given ?? generatePassword();
  const db = await getDb();
  await migrate(db);
  await createAdmin(db, email, password);
  console.log(`Admin ${email.toLowerCase()} klar.`);
  if (!given) console.log(`Lösenord (visas bara nu): ${password}`);
});
