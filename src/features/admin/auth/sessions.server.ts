import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../lib/db/db.server.ts';
import { SESSION_RULES } from './session-cookie.ts';

/** SHA-256 of a session token: the only form in which the database sees it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for the user; returns the token for the cookie (256 random bits, base64url). */
export async function createSession(db: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3))`,
    [tokenHash(token), userId, SESSION_RULES.absoluteHours],
  );
  return token;
}

export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

/**
 * The user of a live session, or null. A session is live within its absolute lifetime and while it was used in the
 * last 30 minutes; using it moves its idle clock. Expired sessions are deleted on the way.
 */
export async function sessionUser(db: Queryable, token: string): Promise<SessionUser | null> {
  const hash = tokenHash(token);
  const rows = await db.query<SessionUser>(
    `UPDATE sessions s SET last_seen_at = now()
     FROM users u
     WHERE s.token_hash = $1 AND u.id = s.user_id
       AND s.expires_at > now()
       AND s.last_seen_at > now() - make_interval(mins => $2)
     RETURNING u.id, u.email,
       EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'admin') AS "isAdmin"`,
    [hash, SESSION_RULES.idleMinutes],
  );
  if (rows[0]) return rows[0];
  await db.query(
    `DELETE FROM sessions WHERE token_hash = $1
       OR expires_at <= now() OR last_seen_at <= now() - make_interval(mins => $2)`,
    [hash, SESSION_RULES.idleMinutes],
  );
  return null;
}

/** Ends one session (logout). */
export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash(token)]);
}

/** Ends every session of a user ("Logga ut överallt"); returns how many ended. */
export async function deleteUserSessions(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE user_id = $1 RETURNING 1', [userId]);
  return rows.length;
}
