import type { Queryable } from '../../../lib/db/db.server.ts';
import { hashPassword } from './password.server.ts';
import { normaliseEmail, passwordProblem } from './password-policy.ts';

/** True when at least one user holds the admin role. */
export async function hasAdmin(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM user_roles WHERE role = 'admin') AS found",
  );
  return rows[0]?.found ?? false;
}

export interface NewUser {
  email: string;
  password: string;
  admin: boolean;
}

/**
 * Creates a user, or resets the password of an existing one, with or without the admin role. Every session of a
 * reset account ends. Throws a Swedish message for a bad email or password.
 */
export async function saveUser(db: Queryable, user: NewUser): Promise<string> {
  const email = normaliseEmail(user.email);
  if (!email) throw new Error('Ange en giltig e-postadress.');
  const problem = passwordProblem(user.password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(user.password);
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash
     RETURNING id`,
    [email, hash],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('Kunde inte skapa användaren');
  await db.query('DELETE FROM sessions WHERE user_id = $1', [id]);
  if (user.admin) {
    await db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING", [id]);
  } else {
    await db.query("DELETE FROM user_roles WHERE user_id = $1 AND role = 'admin'", [id]);
  }
  return id;
}

/** Creates (or resets the password of) an admin user. */
export function createAdmin(db: Queryable, email: string, password: string): Promise<string> {
  return saveUser(db, { email, password, admin: true });
}
