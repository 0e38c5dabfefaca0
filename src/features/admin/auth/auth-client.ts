/**
 * The sign-in page's calls. Unlike the admin fetch helper they never redirect: the sign-in page itself is where a
 * missing session leads.
 */

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
