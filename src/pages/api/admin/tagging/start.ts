import type { APIRoute } from 'astro';
import { adminOf } from '../../../../features/admin/auth/admin-user.ts';
import { taggingState } from '../../../../features/tagging/admin/tagging.server.ts';
import { startTaggingSchema } from '../../../../features/tagging/tagging-rules.ts';
import { startTaggingRun } from '../../../../features/tagging/tagging-run.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/tagging/start {kind: '5000' | 'taysta' | 'alla' | 'merchant', merchant?} — starts a tagging run
 * on the server (201 with the state); 409 'Pågående taggning hittad' while a run or saved progress exists.
 */
export const POST: APIRoute = ({ request, locals }) =>
  handle(async () => {
    const body = parseWith(startTaggingSchema, await readJsonBody(request, 4000));
    const db = await getDb();
    await startTaggingRun(db, {
      kind: body.kind,
      ...(body.merchant ? { merchant: body.merchant } : {}),
      startedBy: adminOf(locals).email,
    });
    return json(await taggingState(db), { status: 201 });
  });
