import type { APIRoute } from 'astro';
import { z } from 'zod';
import { adminOf } from '../../../features/admin/auth/admin-user.ts';
import { clearedSessionCookie } from '../../../features/admin/auth/session-cookie.ts';
import { deleteUserSessions } from '../../../features/admin/auth/sessions.server.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../lib/http.ts';

export const prerender = false;

/** POST /api/admin/logout-all — ends every session of the signed-in admin, on every device. */
export const POST: APIRoute = ({ locals, request, url }) =>
  handle(async () => {
    // No fields: the body is `{}`, anything else is refused like on every other route.
    parseWith(z.object({}).strict(), await readJsonBody(request, 1000));
    const ended = await deleteUserSessions(await getDb(), adminOf(locals).id);
    return json({ ok: true, ended }, { headers: { 'set-cookie': clearedSessionCookie(url) } });
  });
