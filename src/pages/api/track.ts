import type { APIRoute } from 'astro';
import { recordProductEvent } from '../../features/tracking/track.server.ts';
import { TRACK_MAX_BODY_BYTES, TRACK_TEXT, trackEventSchema } from '../../features/tracking/track.ts';
import { countTrackEvent } from '../../features/tracking/track-limit.server.ts';
import { getDb } from '../../lib/db/db.server.ts';
import { clientAddressOf, handle, json, notFound, parseWith, readJsonBody } from '../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/track {productId, event: 'click'|'view', source} — one anonymous product event (sendBeacon). A client
 * over its limit (track-limit.ts) is answered 429 with Retry-After and nothing is stored.
 */
export const POST: APIRoute = (context) =>
  handle(async () => {
    const event = parseWith(
      trackEventSchema,
      await readJsonBody(context.request, TRACK_MAX_BODY_BYTES),
      TRACK_TEXT.invalid,
    );
    const db = await getDb();
    const allowance = await countTrackEvent(db, clientAddressOf(context));
    if (!allowance.allowed) {
      return json(
        { error: TRACK_TEXT.tooMany },
        { status: 429, headers: { 'retry-after': String(allowance.retryAfterSeconds) } },
      );
    }
    if (!(await recordProductEvent(db, event))) throw notFound(TRACK_TEXT.unknownProduct);
    return json({ ok: true }, { status: 201 });
  });
