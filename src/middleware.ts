import type { MiddlewareHandler } from 'astro';
import { adminGuard } from './features/admin/auth/guard.server.ts';

/** Runs for on-demand routes: the admin guard on /api/admin/ (everything else passes straight through). */
export const onRequest: MiddlewareHandler = (context, next) => adminGuard(context, next);
