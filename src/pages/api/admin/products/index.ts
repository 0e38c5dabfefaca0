import type { APIRoute } from 'astro';
import { listProducts } from '../../../../features/admin/products/products.server.ts';
import { listQuerySchema } from '../../../../features/admin/products/products.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json, parseWith, queryObject } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/products?filter=all|active|hidden|needs_tagging&merchant=&type=&sort=newest|price_asc|price_desc|name
 * &offset=&limit= — one page (at most 50) of a list, hidden products included, with the total that matches; `type`
 * keeps one product type ('okand': the products whose type is not known; an unknown id → 400).
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => json(await listProducts(await getDb(), parseWith(listQuerySchema, queryObject(url)))));
