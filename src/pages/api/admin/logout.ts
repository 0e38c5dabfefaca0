import type { APIRoute } from 'astro';
import { z } from 'zod';
import { clearedSessionCookie, sessionTokenFrom } from '../../../features/admin/auth/session-cookie.ts';
import { deleteSession } from '../../../features/admin/auth/sessions.server.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../lib/http.ts';

export const prerender = false;

/** POST /api/admin/logout — ends this session (its row is deleted, so a copied cookie stops working too). */
export const POST: APIRoute = ({ request, url }) =>
  handle(async () => {
    // No fields: the body is `{}`, anything else is refused like on every other route.
    parseWith(z.object({}).strict(), await readJsonBody(request, 1000));
    const token = sessionTokenFrom(request.headers.get('cookie'), url);
    if (token) await deleteSession(await getDb(), token);
    return json({ ok: true }, { headers: { 'set-cookie': clearedSessionCookie(url) } });
  });
