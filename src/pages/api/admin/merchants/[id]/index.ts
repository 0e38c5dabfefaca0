import type { APIRoute } from 'astro';
import { merchantBodySchema, merchantIdSchema } from '../../../../../features/admin/merchants/merchant.ts';
import { updateMerchant } from '../../../../../features/admin/merchants/merchants.server.ts';
import { getDb } from '../../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 16_000;

/**
 * PUT /api/admin/merchants/[id] — saves {name, feedUrl, statusUrl, isActive}. A new name renames the merchant's
 * products in the same transaction; 404 for an unknown merchant, 409 when the name or source id is taken.
 */
export const PUT: APIRoute = ({ params, request }) =>
  handle(async () => {
    const { id } = parseWith(merchantIdSchema, params);
    const body = parseWith(merchantBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    const merchant = await updateMerchant(await getDb(), id, body);
    return json({ merchant });
  });
