import type { APIRoute } from 'astro';
import { merchantIdSchema } from '../../../../../features/catalogue/admin/merchant.ts';
import { merchantProducts } from '../../../../../features/catalogue/admin/merchants.server.ts';
import { getDb } from '../../../../../lib/db/db.server.ts';
import { handle, json, parseWith } from '../../../../../lib/http.ts';

export const prerender = false;

/** GET /api/admin/merchants/[id]/products — the merchant, its counts and up to 200 of its products, hidden ones too. */
export const GET: APIRoute = ({ params }) =>
  handle(async () => {
    const { id } = parseWith(merchantIdSchema, params);
    return json(await merchantProducts(await getDb(), id));
  });
