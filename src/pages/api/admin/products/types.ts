import type { APIRoute } from 'astro';
import { productTypeList } from '../../../../features/catalogue/admin/products.server.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, json } from '../../../../lib/http.ts';

export const prerender = false;

/**
 * GET /api/admin/products/types — every product type for the products tab's filter and the edit dialog: 'Okänd'
 * first, then the ontology in tree order, each {id, label, depth, count} with its number of products.
 */
export const GET: APIRoute = () => handle(async () => json({ types: await productTypeList(await getDb()) }));
