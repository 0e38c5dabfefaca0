import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { legacyScryptHash } from '../../src/features/admin/auth/password.server.ts';
import { saveUser } from '../../src/features/admin/auth/users.server.ts';
import { POST as loginRoute } from '../../src/pages/api/admin/login.ts';
import { POST as logoutRoute } from '../../src/pages/api/admin/logout.ts';
import { POST as logoutAllRoute } from '../../src/pages/api/admin/logout-all.ts';
import { GET as sessionRoute } from '../../src/pages/api/admin/session.ts';
import { callAdmin, signedIn } from './helpers/admin.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const PASSWORD = 'korrekt häst batteri';

async function signIn(email: string, password: string, origin?: string | null) {
  const response = await callAdmin('/api/admin/login', loginRoute, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
    ...(origin !== undefined ? { origin } : {}),
  });
  const data = (await response.json()) as { error?: string; ok?: boolean; code?: string };
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { status: response.status, data, setCookie, cookie: setCookie.split(';')[0] ?? '', response };
}

const whoAmI = (cookie: string) => callAdmin('/api/admin/session', sessionRoute as APIRoute, { cookie });

describe('admin sign-in (PGlite, real migrations)', () => {
  const test = useDemoDatabase();

  it('signs in with email and password and sets a strict HttpOnly session cookie', async () => {
    await saveUser(test.db, { email: 'Anna@Exempel.se', password: PASSWORD, admin: true });
    const result = await signIn(' anna@exempel.se ', PASSWORD);
    expect(result.status).toBe(200);
    expect(result.setCookie).toMatch(/^pp_admin_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    const me = await whoAmI(result.cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: 'anna@exempel.se' });
    expect(me.headers.get('cache-control')).toBe('no-store');
    const [stored] = await test.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(result.cookie).not.toContain(stored?.token_hash);
  });

  it('gives a new token at every login', async () => {
    await saveUser(test.db, { email: 'ny@exempel.se', password: PASSWORD, admin: true });
    const first = await signIn('ny@exempel.se', PASSWORD);
    const second = await signIn('ny@exempel.se', PASSWORD);
    expect(first.cookie).not.toBe(second.cookie);
  });

  it('needs both fields', async () => {
    for (const body of [{ email: '', password: PASSWORD }, { email: 'a@b.se' }, {}]) {
      const response = await callAdmin('/api/admin/login', loginRoute, { method: 'POST', body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('Ange både email och lösenord');
    }
  });

  it('answers an unknown email and a wrong password alike, in about the same time', async () => {
    await saveUser(test.db, { email: 'finns@exempel.se', password: PASSWORD, admin: true });
    const timed = async (email: string) => {
      const started = performance.now();
      const result = await signIn(email, 'fel lösenord här');
      return { ...result, ms: performance.now() - started };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1] ?? 0;
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const unknown = await timed('finns-inte@exempel.se');
      const wrong = await timed('finns@exempel.se');
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.data).toEqual(wrong.data);
      expect(unknown.data.error).toBe('Felaktig email eller lösenord');
      unknownTimes.push(unknown.ms);
      wrongTimes.push(wrong.ms);
    }
    // Both run one Argon2id verification; neither answers in a fraction of the other's time.
    const [a, b] = [median(unknownTimes), median(wrongTimes)];
    expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThan(0.25);
  });

  it('locks an account after 5 failures in 15 minutes, a correct password too, and says when to retry', async () => {
    await saveUser(test.db, { email: 'last@exempel.se', password: PASSWORD, admin: true });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('last@exempel.se', 'fel fel fel fel')).status).toBe(401);
    }
    const locked = await signIn('last@exempel.se', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.data.error).toBe('För många misslyckade inloggningar. Försök igen om 15 minuter.');
    expect(Number(locked.response.headers.get('retry-after'))).toBeGreaterThan(800);
    // An unknown account locks the same way, so the answer tells nothing about which emails exist.
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn('okand@exempel.se', 'fel fel fel fel');
    expect((await signIn('okand@exempel.se', 'fel fel fel fel')).status).toBe(429);
    // The window passes: the account opens again.
    await test.db.query("UPDATE login_failures SET failed_at = failed_at - interval '16 minutes'");
    expect((await signIn('last@exempel.se', PASSWORD)).status).toBe(200);
  });

  it('locks one client after 20 failures across accounts', async () => {
    await test.db.query('DELETE FROM login_failures');
    for (let attempt = 0; attempt < 20; attempt += 1) await signIn(`konto${attempt}@exempel.se`, 'fel fel fel fel');
    await saveUser(test.db, { email: 'klient@exempel.se', password: PASSWORD, admin: true });
    expect((await signIn('klient@exempel.se', PASSWORD)).status).toBe(429);
    await test.db.query('DELETE FROM login_failures');
  });

  it('ends a session after 30 idle minutes and after 12 hours in all', async () => {
    const idle = await signedIn(test.db, 'idle@exempel.se');
    expect((await whoAmI(idle)).status).toBe(200);
    await test.db.query(
      "UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = (SELECT id FROM users WHERE email = 'idle@exempel.se')",
    );
    const expired = await whoAmI(idle);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('set-cookie')).toContain('Max-Age=0');

    const old = await signedIn(test.db, 'gammal@exempel.se');
    await test.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = 'gammal@exempel.se')",
    );
    expect((await whoAmI(old)).status).toBe(401);
    const [{ count }] = (await test.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email IN ('idle@exempel.se', 'gammal@exempel.se')",
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('logout deletes the session: a cookie copied before no longer works', async () => {
    const cookie = await signedIn(test.db, 'ut@exempel.se');
    const stolen = cookie;
    const response = await callAdmin('/api/admin/logout', logoutRoute, { method: 'POST', cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await whoAmI(stolen)).status).toBe(401);
  });

  it('"Logga ut överallt" ends every session of the user', async () => {
    await saveUser(test.db, { email: 'overallt@exempel.se', password: PASSWORD, admin: true });
    const phone = (await signIn('overallt@exempel.se', PASSWORD)).cookie;
    const laptop = (await signIn('overallt@exempel.se', PASSWORD)).cookie;
    const response = await callAdmin('/api/admin/logout-all', logoutAllRoute, { method: 'POST', cookie: laptop });
    expect(await response.json()).toEqual({ ok: true, ended: 2 });
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(401);
  });

  it('a user without the admin role is signed in but refused with 403', async () => {
    await saveUser(test.db, { email: 'vanlig@exempel.se', password: PASSWORD, admin: false });
    const result = await signIn('vanlig@exempel.se', PASSWORD);
    expect(result.status).toBe(200);
    const me = await whoAmI(result.cookie);
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({ error: 'Åtkomst nekad', code: 'not_admin' });
  });

  it('an old scrypt hash still signs in and is re-hashed with Argon2id', async () => {
    const id = await saveUser(test.db, { email: 'skrypt@exempel.se', password: PASSWORD, admin: true });
    await test.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, await legacyScryptHash(PASSWORD)]);
    expect((await signIn('skrypt@exempel.se', PASSWORD)).status).toBe(200);
    const [user] = await test.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      id,
    ]);
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn('skrypt@exempel.se', PASSWORD)).status).toBe(200);
  });

  it('refuses a login from another site', async () => {
    await saveUser(test.db, { email: 'csrf@exempel.se', password: PASSWORD, admin: true });
    const result = await signIn('csrf@exempel.se', PASSWORD, 'https://evil.example');
    expect(result.status).toBe(403);
    expect(result.setCookie).toBe('');
  });
});
