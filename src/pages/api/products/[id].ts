import type { APIRoute } from 'astro';
import { getProduct } from '../../../features/catalogue/catalogue.server.ts';
import { getDb } from '../../../lib/db/db.server.ts';
import { handle, json, notFound } from '../../../lib/http.ts';

export const prerender = false;

/** GET /api/products/:id — one active product; 404 when missing or hidden. */
export const GET: APIRoute = ({ params }) =>
  handle(async () => {
    const product = await getProduct(await getDb(), params.id ?? '');
    if (!product) throw notFound('Produkten finns inte');
    return json({ product });
  });
