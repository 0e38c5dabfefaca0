/**
 * The image a product card shows: a merchant's photo (an http(s) URL from the catalogue) is served resized for the
 * card — 320 px for 1× screens and 640 px for 2× — and re-encoded as AVIF for a browser whose Accept header names it,
 * WebP otherwise: by the Netlify Image CDN in production (no `fm` parameter, so the CDN picks the format from the
 * Accept header itself) and by our own endpoint (/api/bild, a disk cache, `Vary: Accept`) under `npm start`. Our own
 * pictures (a path on this site) are served as they are.
 */

/** The card image's width in CSS pixels at 1×; the 2× source is twice as wide. */
export const CARD_IMAGE_WIDTH = 320;
/** The widths /api/bild makes. */
export const IMAGE_WIDTHS = [CARD_IMAGE_WIDTH, CARD_IMAGE_WIDTH * 2] as const;

export type ImageService = 'local' | 'netlify';

/** Set at build time (astro.config.mjs): the Netlify build uses Netlify's image CDN. */
const SERVICE: ImageService = import.meta.env.PUBLIC_IMAGE_SERVICE === 'netlify' ? 'netlify' : 'local';

function resized(url: string, width: number, service: ImageService): string {
  const encoded = encodeURIComponent(url);
  return service === 'netlify'
    ? `/.netlify/images?url=${encoded}&w=${width}&h=${width}&fit=cover`
    : `/api/bild?url=${encoded}&w=${width}`;
}

/** `src` and, for a merchant's photo, the 1×/2× `srcSet` of a card image. */
export function cardImageSources(url: string, service: ImageService = SERVICE): { src: string; srcSet?: string } {
  if (!/^https?:\/\//i.test(url)) return { src: url };
  return {
    src: resized(url, CARD_IMAGE_WIDTH, service),
    srcSet: `${resized(url, CARD_IMAGE_WIDTH, service)} 1x, ${resized(url, CARD_IMAGE_WIDTH * 2, service)} 2x`,
  };
}
