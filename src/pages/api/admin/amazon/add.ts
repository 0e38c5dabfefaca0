import type { APIRoute } from 'astro';
import { addAmazonProduct } from '../../../../features/catalogue/admin/amazon.server.ts';
import { amazonAddSchema } from '../../../../features/catalogue/admin/amazon.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/admin/amazon/add {asin, title, description, price, imageUrl} — adds the item to the catalogue (merchant
 * Amazon, partner-tagged link, waiting for tagging), or updates it when the ASIN is there: {id, added}.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const item = parseWith(amazonAddSchema, await readJsonBody(request, 20_000));
    return json(await addAmazonProduct(await getDb(), item));
  });
