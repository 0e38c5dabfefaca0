import type { APIRoute } from 'astro';
import { lockoutMessage, retryAfterSeconds } from '../../../features/admin/auth/lockout.ts';
import { login } from '../../../features/admin/auth/login.server.ts';
import { LOGIN_MAX_BODY_BYTES, LOGIN_MISSING, loginBodySchema } from '../../../features/admin/auth/login.ts';
import { sessionCookie } from '../../../features/admin/auth/session-cookie.ts';
import { ACCESS_TEXT } from '../../../features/admin-api/access-text.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { clientAddressOf, handle, json, parseWith, readJsonBody } from '../../../lib/http.ts';

export const prerender = false;

/** POST /api/admin/login {email, password} — starts an admin session (cookie) or says why not. */
export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = parseWith(loginBodySchema, await readJsonBody(context.request, LOGIN_MAX_BODY_BYTES), LOGIN_MISSING);
    const result = await login(await getDb(), { ...body, clientAddress: clientAddressOf(context) });
    if (result.kind === 'locked') {
      const now = new Date();
      return json(
        { error: lockoutMessage(result.until, now), code: 'locked' },
        { status: 429, headers: { 'retry-after': String(retryAfterSeconds(result.until, now)) } },
      );
    }
    if (result.kind === 'wrong')
      return json({ error: ACCESS_TEXT.wrongCredentials, code: 'wrong_credentials' }, { status: 401 });
    return json(
      { ok: true, isAdmin: result.isAdmin },
      { headers: { 'set-cookie': sessionCookie(context.url, result.token) } },
    );
  });
