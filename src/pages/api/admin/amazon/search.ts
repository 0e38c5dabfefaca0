import type { APIRoute } from 'astro';
import { searchAmazon } from '../../../../features/catalogue/admin/amazon.server.ts';
import { amazonSearchSchema } from '../../../../features/catalogue/admin/amazon.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

/** POST /api/admin/amazon/search {keywords, maxResults ≤ 10} — Creators API search on amazon.se: {products}. */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const { keywords, maxResults } = parseWith(amazonSearchSchema, await readJsonBody(request, 2000));
    return json({ products: await searchAmazon(keywords, maxResults) });
  });
