import type { APIRoute } from 'astro';
import { merchantBodySchema } from '../../../../features/catalogue/admin/merchant.ts';
import { createMerchant, listMerchants } from '../../../../features/catalogue/admin/merchants.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 16_000;

/** GET /api/admin/merchants — every merchant by name, with total, active and hidden product counts. */
export const GET: APIRoute = () =>
  handle(async () => {
    const merchants = await listMerchants(await getDb());
    return json({ merchants });
  });

/** POST /api/admin/merchants — adds a merchant {name, feedUrl, statusUrl, isActive}; 409 when name or source id clash. */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = parseWith(merchantBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    const merchant = await createMerchant(await getDb(), body);
    return json({ merchant }, { status: 201 });
  });
