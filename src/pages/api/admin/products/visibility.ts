import type { APIRoute } from 'astro';
import { setVisibility } from '../../../../features/catalogue/admin/products.server.ts';
import { visibilityBodySchema } from '../../../../features/catalogue/admin/products.ts';
import { requestPublish } from '../../../../features/publish/publish.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 64_000;

/**
 * POST /api/admin/products/visibility {ids, active} | {scope: {filter, merchant?} | {q}, active} — shows or hides
 * the chosen products or every product of the scope in one statement; answers {updated} (rows that changed). A change
 * marks the site for publishing.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = parseWith(visibilityBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    const target = 'ids' in body ? { ids: body.ids } : { scope: body.scope };
    const db = await getDb();
    const updated = await setVisibility(db, target, body.active);
    if (updated > 0)
      await requestPublish(
        updated === 1
          ? `1 produkt ${body.active ? 'visas igen' : 'dold'}`
          : `${updated} produkter ${body.active ? 'visas igen' : 'dolda'}`,
        { db },
      );
    return json({ updated });
  });
