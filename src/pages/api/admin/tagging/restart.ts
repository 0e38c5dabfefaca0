import type { APIRoute } from 'astro';
import { z } from 'zod';
import { adminOf } from '../../../../features/admin/auth/admin-user.ts';
import { taggingState } from '../../../../features/tagging/admin/tagging.server.ts';
import { restartTaggingRun } from '../../../../features/tagging/tagging-run.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/tagging/restart {} — deletes the saved progress and starts the same kind of run from the
 * beginning (201 with the state; 409 when there is no saved progress).
 */
export const POST: APIRoute = ({ request, locals }) =>
  handle(async () => {
    parseWith(z.object({}).strict(), await readJsonBody(request, 1000));
    const db = await getDb();
    await restartTaggingRun(db, adminOf(locals).email);
    return json(await taggingState(db), { status: 201 });
  });
