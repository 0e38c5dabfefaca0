import type { APIRoute } from 'astro';
import { bannerPreviewBodySchema } from '../../../../features/tips/admin/tip-page.ts';
import { previewBanners } from '../../../../features/tips/admin/tip-pages.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../../../lib/http.ts';

export const prerender = false;

const MAX_BODY_BYTES = 512 * 1024;

/**
 * POST /api/admin/tip-pages/banner-preview — {banners: {slot: html}} → each slot's HTML sanitised exactly as it will
 * be saved and shown, with a warning when a link or an image is missing. Saves nothing.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const { banners } = parseWith(bannerPreviewBodySchema, await readJsonBody(request, MAX_BODY_BYTES));
    return json({ banners: previewBanners(banners) });
  });
