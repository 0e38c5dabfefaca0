/**
 * The admin session's calls. The sign-in page's two never redirect (the sign-in page itself is where a missing session
 * leads); the admin screens' session check goes through the admin fetch helper, which does.
 */
import { adminGet } from '../../admin-api/admin-client.ts';

/** GET /api/admin/session for an admin screen: the signed-in email. */
export const fetchAdminSession = (signal?: AbortSignal) => adminGet<{ email: string }>('/api/admin/session', signal);

/** Whether this browser already has a session (GET /api/admin/session answers ok). */
export async function hasAdminSession(signal?: AbortSignal): Promise<boolean> {
  const response = await fetch('/api/admin/session', {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  return response.ok;
}

/** POST /api/admin/login: signed in, or the server's Swedish reason. Network failures throw. */
export async function signIn(email: string, password: string): Promise<{ ok: true } | { ok: false; error?: string }> {
  const response = await fetch('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  if (response.ok) return { ok: true };
  return body?.error ? { ok: false, error: body.error } : { ok: false };
}
