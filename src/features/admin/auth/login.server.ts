import type { Queryable } from '../../../lib/db/db.server.ts';
import { keyedHash } from '../../../lib/keyed-hash.server.ts';
import { LOCKOUT, lockedUntil } from './lockout.ts';
import { hashPassword, verifyDecoy, verifyPassword } from './password.server.ts';
import { createSession } from './sessions.server.ts';

export type LoginResult =
  | { kind: 'ok'; token: string; isAdmin: boolean }
  | { kind: 'wrong' }
  | { kind: 'locked'; until: Date };

interface Attempt {
  email: string;
  password: string;
  /** The client's address as the server saw it; only a keyed hash of it is stored, for the lockout window. */
  clientAddress: string;
}

async function failureTimes(db: Queryable, column: 'account_key' | 'client_key', value: string, limit: number) {
  const rows = await db.query<{ failed_at: Date | string }>(
    `SELECT failed_at FROM login_failures
     WHERE ${column} = $1 AND failed_at > now() - make_interval(mins => $2)
     ORDER BY failed_at DESC LIMIT $3`,
    [value, LOCKOUT.windowMinutes, limit],
  );
  return rows.map((row) => new Date(row.failed_at));
}

/**
 * Signs in with email and password. A locked account or client is refused before the password is looked at (a
 * correct one too); an unknown email costs the same work as a wrong password and gives the same answer.
 */
export async function login(db: Queryable, attempt: Attempt): Promise<LoginResult> {
  const email = attempt.email.trim().toLowerCase();
  const accountKey = keyedHash('login-account', email);
  const clientKey = keyedHash('login-client', attempt.clientAddress);
  const [nowRow] = await db.query<{ now: Date | string }>('SELECT now() AS now');
  const now = new Date(nowRow?.now ?? Date.now());
  const until = lockedUntil(
    await failureTimes(db, 'account_key', accountKey, LOCKOUT.accountLimit),
    await failureTimes(db, 'client_key', clientKey, LOCKOUT.clientLimit),
    now,
  );
  if (until) return { kind: 'locked', until };

  const [user] = await db.query<{ id: string; password_hash: string; is_admin: boolean }>(
    `SELECT u.id, u.password_hash,
       EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'admin') AS is_admin
     FROM users u WHERE u.email = $1`,
    [email],
  );
  const check = user ? await verifyPassword(attempt.password, user.password_hash) : null;
  if (!user || !check?.ok) {
    if (!user) await verifyDecoy(attempt.password);
    await db.query('INSERT INTO login_failures (account_key, client_key) VALUES ($1, $2)', [accountKey, clientKey]);
    await db.query("DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'");
    return { kind: 'wrong' };
  }
  if (check.needsRehash) {
    await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      user.id,
      await hashPassword(attempt.password),
    ]);
  }
  await db.query('DELETE FROM login_failures WHERE account_key = $1', [accountKey]);
  return { kind: 'ok', token: await createSession(db, user.id), isAdmin: user.is_admin };
}
