/**
 * Delegated behaviour of product cards anywhere on the page: buy links with `data-track-click` report the click,
 * and product images that fail to load show the "Ingen bild" fallback.
 */
import { trackProductEvent } from '../features/tracking/track-client.ts';

function showFallback(image: HTMLImageElement): void {
  image.hidden = true;
  const fallback = image.parentElement?.querySelector<HTMLElement>('[data-image-fallback]');
  if (fallback) fallback.hidden = false;
}

document.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement && target.hasAttribute('data-product-image')) showFallback(target);
  },
  true,
);
for (const image of document.querySelectorAll<HTMLImageElement>('img[data-product-image]')) {
  if (image.complete && image.naturalWidth === 0) showFallback(image);
}

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest<HTMLElement>('[data-track-click]');
  const id = link?.dataset.trackClick;
  if (id) trackProductEvent(id, 'click', link.dataset.trackSource ?? 'browse');
});
