import type { APIRoute } from 'astro';
import { blockTrendKeyword, unblockTrendKeyword } from '../../../../features/tracking/admin/trends.server.ts';
import { blockBodySchema, blockedKeyword, TRENDS_TEXT } from '../../../../features/tracking/admin/trends.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { badRequest, handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/** Room for a pasted text of a few thousand characters, so it is refused with its reason rather than as too large. */
const MAX_BODY_BYTES = 16_000;

/** The keyword of a block or unblock body, normalised, or a 400 with the Swedish reason it is refused. */
async function keywordOf(request: Request): Promise<string> {
  const { keyword } = parseWith(blockBodySchema, await readJsonBody(request, MAX_BODY_BYTES), TRENDS_TEXT.blockInvalid);
  const checked = blockedKeyword(keyword);
  if ('error' in checked) throw badRequest(checked.error);
  return checked.keyword;
}

/**
 * POST /api/admin/trends/blocked {keyword} — blocks a keyword (letters, digits, spaces and hyphens; stored
 * normalised): it is no automatic trend keyword from the next trend run on. Answers {keyword}.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const keyword = await keywordOf(request);
    await blockTrendKeyword(await getDb(), keyword);
    return json({ keyword });
  });

/** DELETE /api/admin/trends/blocked {keyword} — removes a keyword from the blocked list; answers {keyword}. */
export const DELETE: APIRoute = ({ request }) =>
  handle(async () => {
    const keyword = await keywordOf(request);
    await unblockTrendKeyword(await getDb(), keyword);
    return json({ keyword });
  });
