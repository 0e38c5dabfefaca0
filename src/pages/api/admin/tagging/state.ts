import type { APIRoute } from 'astro';
import { z } from 'zod';
import { taggingState } from '../../../../features/tagging/admin/tagging.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/tagging/state — the live tagging state (docs/product/admin-tagging.md#tab): the open run (the saved
 * progress) or the latest, with batch number, processed, remaining, speed, approved, rejected and time left; products
 * needing tags; engine.
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    parseWith(z.object({}).strict(), queryObject(url));
    return json(await taggingState(await getDb()));
  });
