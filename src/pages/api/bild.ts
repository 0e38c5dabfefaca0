import type { APIRoute } from 'astro';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '../../features/catalogue/card-image.ts';
import {
  cardImage,
  IMAGE_CONTENT_TYPE,
  imageCacheDir,
  negotiateFormat,
} from '../../features/catalogue/image-proxy.server.ts';
import { getDb } from '../../lib/db/db.server.ts';
import { handle, parseWith, queryObject } from '../../lib/http.ts';

export const prerender = false;

const querySchema = z.object({
  url: z
    .string()
    .max(2048)
    .regex(/^https?:\/\//i, 'En http(s)-adress'),
  w: z.coerce
    .number()
    .int()
    .refine((width) => (IMAGE_WIDTHS as readonly number[]).includes(width), `Bredd ${IMAGE_WIDTHS.join(', ')} px`),
});

/**
 * GET /api/bild?url=…&w=320|400|640 — a catalogue product's image resized for the card, as AVIF when the browser's Accept
 * header names it and WebP otherwise (`Vary: Accept`, so a shared cache keeps one answer per format). The local image
 * step; production uses the Netlify Image CDN. Refusals are JSON with 400/404/413/415/502/504 and are never cached.
 */
export const GET: APIRoute = ({ url, request }) =>
  handle(async () => {
    const query = parseWith(querySchema, queryObject(url));
    const format = negotiateFormat(request.headers.get('accept'));
    const image = await cardImage(await getDb(), query.url, query.w, format, { cacheDir: imageCacheDir() });
    return new Response(new Uint8Array(image), {
      headers: {
        'content-type': IMAGE_CONTENT_TYPE[format],
        'content-length': String(image.byteLength),
        'cache-control': 'public, max-age=604800',
        vary: 'Accept',
        'x-content-type-options': 'nosniff',
      },
    });
  });
