import type { APIRoute } from 'astro';
import { changeStream, listChangesSince } from '../../../features/live/changes.server.ts';
import { changesQuerySchema } from '../../../features/live/changes-query.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/products/changes?cursor= — product changes after the cursor as server-sent events (event `change`,
 * id = cursor; the response ends after a short while and EventSource reconnects with Last-Event-ID).
 * `format=json` answers once with `{changes, cursor, more}` instead.
 */
export const GET: APIRoute = ({ url, request }) =>
  handle(async () => {
    const query = queryObject(url);
    const lastEventId = request.headers.get('last-event-id');
    const { cursor, format } = parseWith(changesQuerySchema, lastEventId ? { ...query, cursor: lastEventId } : query);
    const db = await getDb();
    if (format === 'json') return json(await listChangesSince(db, cursor));
    return new Response(changeStream(db, cursor, { signal: request.signal }), {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
    });
  });
