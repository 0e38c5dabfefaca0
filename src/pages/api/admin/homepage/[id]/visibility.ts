import type { APIRoute } from 'astro';
import { setCategoryActive } from '../../../../../features/home/admin/homepage.server.ts';
import { categoryIdSchema, visibilityBodySchema } from '../../../../../features/home/admin/homepage.ts';
import { getDb } from '../../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../../lib/http.ts';

export const prerender = false;

/** POST /api/admin/homepage/[id]/visibility — {active}: shows or hides the category on the home page. */
export const POST: APIRoute = ({ params, request }) =>
  handle(async () => {
    const { id } = parseWith(categoryIdSchema, params);
    const { active } = parseWith(visibilityBodySchema, await readJsonBody(request, 1_000));
    return json({ category: await setCategoryActive(await getDb(), id, active) });
  });
