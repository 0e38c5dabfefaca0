import { getDb } from '../../../lib/db/db.server.ts';
import { errorResponse, json, readJsonBody } from '../../../lib/http.ts';
import { ACCESS_TEXT } from '../../admin-api/access-text.ts';
import type { AdminUser } from './admin-user.ts';
import { isJsonRequest, isSameOrigin, MUTATING_METHODS } from './same-origin.ts';
import { clearedSessionCookie, sessionTokenFrom } from './session-cookie.ts';
import { sessionUser } from './sessions.server.ts';

/** The largest body any admin route takes (a tip page with six banners is the biggest). */
export const ADMIN_MAX_BODY_BYTES = 512 * 1024;

/** Admin routes open without a session: signing in, and signing out (which also ends a half-dead session). */
const OPEN_PATHS = new Set(['/api/admin/login', '/api/admin/logout']);

export interface GuardContext {
  url: URL;
  request: Request;
  locals: { admin?: AdminUser | undefined };
}

function refuse(status: number, error: string, code: string, url?: URL): Response {
  const response = json({ error, code }, { status });
  if (url) response.headers.append('set-cookie', clearedSessionCookie(url));
  return response;
}

/**
 * Why an admin request may not go on, as its response; null when it may. The one place for the admin's access rules:
 * a mutating request must come from this site (Origin or Sec-Fetch-Site) with a JSON body; every route but sign-in
 * and sign-out needs a live session (401) of a user with the admin role (403).
 */
export async function refusal(context: GuardContext): Promise<Response | null> {
  const { url, request } = context;
  if (MUTATING_METHODS.has(request.method)) {
    if (!isSameOrigin(request.headers, url)) return refuse(403, ACCESS_TEXT.foreignOrigin, 'foreign_origin');
    if (!isJsonRequest(request.headers)) return refuse(415, ACCESS_TEXT.jsonRequired, 'json_required');
  }
  if (OPEN_PATHS.has(url.pathname.replace(/\/$/, ''))) return null;
  const token = sessionTokenFrom(request.headers.get('cookie'), url);
  if (!token) return refuse(401, ACCESS_TEXT.notLoggedIn, 'no_session');
  const user = await sessionUser(await getDb(), token);
  if (!user) return refuse(401, ACCESS_TEXT.sessionExpired, 'session_expired', url);
  if (!user.isAdmin) return refuse(403, ACCESS_TEXT.denied, 'not_admin');
  context.locals.admin = { id: user.id, email: user.email };
  if (MUTATING_METHODS.has(request.method)) {
    // Every change arrives as JSON: a body that is not is refused here, whatever the route would make of it.
    try {
      await readJsonBody(request.clone(), ADMIN_MAX_BODY_BYTES);
    } catch (error) {
      return errorResponse(error);
    }
  }
  return null;
}

/** Admin answers are never cached, by the browser or anything between. */
function noStore(response: Response): Response {
  try {
    response.headers.set('cache-control', 'no-store');
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set('cache-control', 'no-store');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** Middleware piece: runs the access rules before every route under /api/admin/. */
export async function adminGuard(context: GuardContext, next: () => Promise<Response>): Promise<Response> {
  if (!/^\/api\/admin(\/|$)/.test(context.url.pathname)) return next();
  return noStore((await refusal(context)) ?? (await next()));
}
