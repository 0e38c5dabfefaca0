import type { APIRoute } from 'astro';
import { productMerchants } from '../../../../features/catalogue/admin/products.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json } from '../../../../lib/http.ts';

export const prerender = false;

/** GET /api/admin/products/merchants — the merchants that have products, for the products tab's filter. */
export const GET: APIRoute = () => handle(async () => json({ merchants: await productMerchants(await getDb()) }));
