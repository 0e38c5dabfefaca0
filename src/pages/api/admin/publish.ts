import type { APIRoute } from 'astro';
import { publishStatus, startPublish } from '../../../features/publish/publish.server.ts';
import { PUBLISH_TEXT, publishNowBodySchema } from '../../../features/publish/publish.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { HttpError, handle, json, parseWith, readJsonBody } from '../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/publish — whether the site waits for publishing (and why), the running build with its elapsed
 * seconds, the last error, when it was last published and how this server publishes (local, hook or none).
 */
export const GET: APIRoute = () => handle(async () => json(await publishStatus(await getDb())));

/**
 * POST /api/admin/publish {} — publish now. A local rebuild runs in the background (poll GET); the build hook is
 * called before answering. 409 when a build already runs or nothing here can publish. Answers the state.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    parseWith(publishNowBodySchema, await readJsonBody(request, 1_000), 'Ogiltiga uppgifter');
    const db = await getDb();
    const started = await startPublish(db);
    if (!started.started)
      throw new HttpError(409, started.mode === 'none' ? PUBLISH_TEXT.notConfigured : PUBLISH_TEXT.alreadyBuilding);
    if (started.mode === 'hook') await started.done;
    return json(await publishStatus(db), { status: started.mode === 'hook' ? 200 : 202 });
  });
