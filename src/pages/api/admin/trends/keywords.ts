import type { APIRoute } from 'astro';
import { addTrendKeyword, removeTrendKeyword } from '../../../../features/tracking/admin/trends.server.ts';
import { keywordBodySchema } from '../../../../features/tracking/admin/trends.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/** POST /api/admin/trends/keywords {keyword} — adds a staff keyword (normalised); answers {keyword}. */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const { keyword } = parseWith(keywordBodySchema, await readJsonBody(request, 1000));
    await addTrendKeyword(await getDb(), keyword);
    return json({ keyword });
  });

/** DELETE /api/admin/trends/keywords {keyword} — removes a keyword from the list; answers {keyword}. */
export const DELETE: APIRoute = ({ request }) =>
  handle(async () => {
    const { keyword } = parseWith(keywordBodySchema, await readJsonBody(request, 1000));
    await removeTrendKeyword(await getDb(), keyword);
    return json({ keyword });
  });
