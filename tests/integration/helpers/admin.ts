import type { APIContext, APIRoute } from 'astro';
import { adminGuard } from '../../../src/features/admin/auth/guard.server.ts';
import { createSession } from '../../../src/features/admin/auth/sessions.server.ts';
import { saveUser } from '../../../src/features/admin/auth/users.server.ts';
import type { Queryable } from '../../../src/lib/db/db.server.ts';

export const ORIGIN = 'http://localhost';

/** Every admin route module, keyed by its URL path (`[id]` stays as written). */
export const adminRoutes: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../../../src/pages/api/admin/**/*.ts', { eager: true }),
  ).map(([file, module]) => [file.replace(/^.*\/src\/pages/, '').replace(/(\/index)?\.ts$/, ''), module]),
);

/** The HTTP methods a route module answers. */
export function methodsOf(module: Record<string, unknown>): string[] {
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => typeof module[method] === 'function');
}

/** Creates an account and a live session for it; returns the cookie header value. */
export async function signedIn(db: Queryable, email: string, admin = true): Promise<string> {
  const id = await saveUser(db, { email, password: 'ett långt lösenord', admin });
  return `pp_admin_session=${await createSession(db, id)}`;
}

export interface AdminCall {
  method?: string;
  cookie?: string;
  origin?: string | null;
  body?: string;
  contentType?: string;
  params?: Record<string, string>;
}

/** Sends a request through the admin guard to a route, as the server does. */
export async function callAdmin(path: string, route: APIRoute, call: AdminCall = {}): Promise<Response> {
  const method = call.method ?? 'GET';
  const url = new URL(path, ORIGIN);
  const headers = new Headers();
  if (call.cookie) headers.set('cookie', call.cookie);
  const origin = call.origin === undefined ? ORIGIN : call.origin;
  if (origin) headers.set('origin', origin);
  if (method !== 'GET') headers.set('content-type', call.contentType ?? 'application/json');
  const request = new Request(url, { method, headers, ...(method === 'GET' ? {} : { body: call.body ?? '{}' }) });
  const context = {
    url,
    request,
    params: call.params ?? {},
    locals: {},
    clientAddress: '127.0.0.1',
  } as unknown as APIContext;
  return adminGuard(context, async () => route(context));
}

/** Tables the guard itself writes to (a session's last use, failed logins): not content. */
export const GUARD_TABLES = ['sessions', 'login_failures'] as const;

/** The admin the guard would have let through, for calling a route directly. */
export const TEST_ADMIN = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@presentpilot.se' } as const;

/**
 * Calls an admin route as a signed-in admin (the guard's own checks are tested in admin-guard.test.ts): a JSON body
 * when one is given, route params, and the answer's status with its parsed JSON.
 */
/** The context a route gets for a signed-in admin's request (a JSON body when one is given). */
export function adminContext(method: string, path: string, body?: unknown, params: Record<string, string> = {}) {
  const url = new URL(path, ORIGIN);
  const request = new Request(url, {
    method,
    ...(body === undefined
      ? {}
      : {
          body: typeof body === 'string' ? body : JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        }),
  });
  return { url, request, params, locals: { admin: TEST_ADMIN } } as unknown as APIContext;
}

export async function asAdmin<T = Record<string, unknown>>(
  route: APIRoute,
  method: string,
  path: string,
  body?: unknown,
  params: Record<string, string> = {},
): Promise<{ status: number; data: T & { error?: string } }> {
  const response = await route(adminContext(method, path, body, params));
  return { status: response.status, data: (await response.json()) as T & { error?: string } };
}
