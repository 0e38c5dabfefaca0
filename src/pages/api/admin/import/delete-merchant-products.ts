import type { APIRoute } from 'astro';
import { deleteMerchantProducts } from '../../../../features/import/admin/catalogue-maintenance.server.ts';
import { deleteMerchantBodySchema } from '../../../../features/import/admin/sync.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/import/delete-merchant-products {merchant} — deletes every product of the merchant (by name),
 * their statistics and the merchant's import logs in one transaction: {deleted: {products, statistics, logs}}.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const { merchant } = parseWith(deleteMerchantBodySchema, await readJsonBody(request, 4000));
    return json(await deleteMerchantProducts(await getDb(), merchant));
  });
