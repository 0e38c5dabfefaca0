import { sequence } from 'astro:middleware';
import { adminGuard } from './features/admin/auth/guard.server.ts';
import { apiMethods } from './lib/api-methods.ts';
import { apiSameOrigin } from './lib/api-origin.ts';
import { apiErrors } from './lib/http.ts';

/**
 * Runs for on-demand routes, in order: an error thrown anywhere below on /api/ → its JSON answer (http.ts: a
 * database out of reach is 503); a method the endpoint does not export → 405 with Allow (api-methods.ts); a
 * cross-site form post → 403 (api-origin.ts); the admin guard on /api/admin/. Everything else passes straight
 * through.
 */
export const onRequest = sequence(apiErrors, apiMethods, apiSameOrigin, (context, next) => adminGuard(context, next));
