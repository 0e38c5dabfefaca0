import type { APIRoute } from 'astro';
import { z } from 'zod';
import { taggingState } from '../../../../features/tagging/admin/tagging.server.ts';
import { taggingJob } from '../../../../features/tagging/tagging-job.server.ts';
import { requireOpenTaggingRun } from '../../../../features/tagging/tagging-run.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';
import { continueJob } from '../../../../lib/jobs/job-engine.server.ts';

export const prerender = false;

/**
 * POST /api/admin/tagging/continue {} — continues the saved progress (paused, or stopped on an error) where it
 * stopped; the state (409 when none is open).
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    parseWith(z.object({}).strict(), await readJsonBody(request, 1000));
    const db = await getDb();
    await continueJob(db, taggingJob, (await requireOpenTaggingRun(db)).id);
    return json(await taggingState(db));
  });
