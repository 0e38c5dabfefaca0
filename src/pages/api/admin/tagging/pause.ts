import type { APIRoute } from 'astro';
import { z } from 'zod';
import { taggingState } from '../../../../features/tagging/admin/tagging.server.ts';
import { requireOpenTaggingRun } from '../../../../features/tagging/tagging-run.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';
import { pauseJob } from '../../../../lib/jobs/job-engine.server.ts';

export const prerender = false;

/** POST /api/admin/tagging/pause {} — pauses the run after the batch under way; the state (409 when none is open). */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    parseWith(z.object({}).strict(), await readJsonBody(request, 1000));
    const db = await getDb();
    await pauseJob(db, (await requireOpenTaggingRun(db)).id);
    return json(await taggingState(db));
  });
