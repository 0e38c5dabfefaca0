import type { APIRoute } from 'astro';
import { recordProductEvent } from '../../features/tracking/track.server.ts';
import { TRACK_MAX_BODY_BYTES, TRACK_TEXT, trackEventSchema } from '../../features/tracking/track.ts';
import { getDb } from '../../lib/db/db.server.ts';
import { handle, json, notFound, parseWith, readJsonBody } from '../../lib/http.ts';

export const prerender = false;

/** POST /api/track {productId, event: 'click'|'view', source} — one anonymous product event (sendBeacon). */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const event = parseWith(trackEventSchema, await readJsonBody(request, TRACK_MAX_BODY_BYTES), TRACK_TEXT.invalid);
    if (!(await recordProductEvent(await getDb(), event))) throw notFound(TRACK_TEXT.unknownProduct);
    return json({ ok: true }, { status: 201 });
  });
