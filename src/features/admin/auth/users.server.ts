import type { Queryable } from '../../../lib/db/db.server.ts';
import { hashPassword } from './password.server.ts';

/** True when at least one user holds the admin role. */
export async function hasAdmin(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM user_roles WHERE role = 'admin') AS found",
  );
  return rows[0]?.found ?? false;
}

/** Creates (or resets the password of) an admin user. */
export async function createAdmin(db: Queryable, email: string, password: string): Promise<string> {
  const hash = await hashPassword(password);
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES (lower($1), $2)
     ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash
     RETURNING id`,
    [email.trim(), hash],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('Kunde inte skapa användaren');
  await db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING", [id]);
  return id;
}
