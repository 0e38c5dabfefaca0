/**
 * The image a product card shows: a merchant's photo (an http(s) URL from the catalogue) is served resized for the
 * card — 320, 400 or 640 px wide, the browser picking by the card's width on screen (`sizes`) and its pixel density —
 * and re-encoded as AVIF for a browser whose Accept header names it,
 * WebP otherwise: by the Netlify Image CDN in production (no `fm` parameter, so the CDN picks the format from the
 * Accept header itself) and by our own endpoint (/api/bild, a disk cache, `Vary: Accept`) under `npm start`. Our own
 * pictures (a path on this site) are served as they are.
 */

/** The card image's width in CSS pixels at 1× (a card is at most this wide); the 2× source is twice as wide. */
export const CARD_IMAGE_WIDTH = 320;
/** The phone width: a card's image in a phone's two columns (182 CSS px on a 412 px screen) at a density of 2. */
export const PHONE_IMAGE_WIDTH = 400;
/** The widths /api/bild makes. */
export const IMAGE_WIDTHS = [CARD_IMAGE_WIDTH, PHONE_IMAGE_WIDTH, CARD_IMAGE_WIDTH * 2] as const;

/**
 * Cards whose images load eagerly and ahead of the page's other images: a phone's first row, in view as the page
 * opens. A wider screen's further cards in view load as soon as the page is laid out.
 */
export const EAGER_CARDS = 2;

export type ImageService = 'local' | 'netlify';

/** Set at build time (astro.config.mjs): the Netlify build uses Netlify's image CDN. */
const SERVICE: ImageService = import.meta.env.PUBLIC_IMAGE_SERVICE === 'netlify' ? 'netlify' : 'local';

function resized(url: string, width: number, service: ImageService): string {
  const encoded = encodeURIComponent(url);
  return service === 'netlify'
    ? `/.netlify/images?url=${encoded}&w=${width}&h=${width}&fit=cover`
    : `/api/bild?url=${encoded}&w=${width}`;
}

/**
 * How wide a card's image is on screen: on a phone half the screen less the page's padding (2 × 16 px), the gap
 * between the two columns (12 px) and the card's border (2 × 1 px), i.e. 50vw − 24px; from a tablet up at most
 * 320 px. The browser takes the first width that covers the image at the screen's density: a phone of density up to
 * 1.75 gets 320 px, one of density 2 gets 400 px (some 40 % of the bytes of 640 px), a denser phone and a 2× desktop
 * 640 px, a 1× desktop 320 px. Counting the gap or the border too little would make a 1.75 phone (182 CSS px, 318.5
 * device px) take 400 px for nothing.
 */
export const CARD_IMAGE_SIZES = '(min-width: 768px) 320px, calc(50vw - 24px)';

/** `src` and, for a merchant's photo, the `srcSet` (IMAGE_WIDTHS) and `sizes` of a card image. */
export function cardImageSources(
  url: string,
  service: ImageService = SERVICE,
): { src: string; srcSet?: string; sizes?: string } {
  if (!/^https?:\/\//i.test(url)) return { src: url };
  return {
    src: resized(url, CARD_IMAGE_WIDTH, service),
    srcSet: IMAGE_WIDTHS.map((width) => `${resized(url, width, service)} ${width}w`).join(', '),
    sizes: CARD_IMAGE_SIZES,
  };
}
