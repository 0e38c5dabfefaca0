import type { APIRoute } from 'astro';
import { writeRhyme } from '../../features/rhymes/rhyme.server.ts';
import { validateRhymeRequest } from '../../features/rhymes/rhyme.ts';
import { badRequest, handle, json, readJsonBody } from '../../lib/http.ts';

export const prerender = false;

/** Largest accepted body (the fields are at most a few hundred characters). */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * POST /api/generate-rhyme {recipient, gift, personalNote, tone} → {rhyme}. A missing recipient or gift answers
 * 400 with the toast "Fyll i alla fält" / "Vänligen ange både mottagarens namn och presentbeskrivning."
 * (message in `error`, title in `details.title`).
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const result = validateRhymeRequest(await readJsonBody(request, MAX_BODY_BYTES));
    if (!result.ok) throw badRequest(result.error.description, { title: result.error.title });
    return json({ rhyme: await writeRhyme(result.request) });
  });
