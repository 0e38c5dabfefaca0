import type { APIRoute } from 'astro';
import { adminOf } from '../../../features/admin/auth/admin-user.ts';
import { handle, json } from '../../../lib/http.ts';

export const prerender = false;

/** GET /api/admin/session — who is signed in (the guard has answered 401/403 already when nobody, or no admin). */
export const GET: APIRoute = ({ locals }) => handle(() => json({ email: adminOf(locals).email }));
