import type { APIRoute } from 'astro';
import { merchantBodySchema, merchantIdSchema } from '../../../../../features/catalogue/admin/merchant.ts';
import { findMerchant, updateMerchant } from '../../../../../features/catalogue/admin/merchants.server.ts';
import { requestPublish } from '../../../../../features/publish/publish.server.ts';
import { getDb } from '../../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 16_000;

/**
 * PUT /api/admin/merchants/[id] — saves {name, feedUrl, statusUrl, isActive}. A new name renames the merchant's
 * products in the same transaction (and marks the site for publishing: product pages show the merchant); 404 for
 * an unknown merchant, 409 when the name or source id is taken.
 */
export const PUT: APIRoute = ({ params, request }) =>
  handle(async () => {
    const { id } = parseWith(merchantIdSchema, params);
    const body = parseWith(merchantBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    const db = await getDb();
    const before = await findMerchant(db, id);
    const merchant = await updateMerchant(db, id, body);
    if (before && before.name !== merchant.name)
      await requestPublish(`butiken ${before.name} bytte namn till ${merchant.name}`, { db });
    return json({ merchant });
  });
