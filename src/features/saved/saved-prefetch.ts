/**
 * /sparade asks for its products as soon as the page's own script runs, before the list's island has loaded: the
 * saved ids (or a shared list's ids) read the way the list reads them, one request for their products, and the
 * first row's photos preloaded with the cards' own `srcset` and `sizes`, so the photos arrive while the island loads.
 * The list takes the answer when it asks for the same ids (productsByIds); anything else is fetched as before.
 */
import { STORAGE_KEYS } from '../../lib/site.ts';
import { cardImageSources, EAGER_CARDS } from '../catalogue/card-image.ts';
import { fetchProductsByIds } from '../catalogue/catalogue-client.ts';
import type { Product } from '../catalogue/product.ts';
import { parseSavedList, savedIds } from './saved.ts';
import { sharedListFromSearch } from './share.ts';

const early = new Map<string, Promise<Product[]>>();

function preloadImage(product: Product): void {
  if (!product.imageUrl) return;
  const { src, srcSet, sizes } = cardImageSources(product.imageUrl);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet && sizes) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** Starts the request for the list's products and preloads the first row's photos. */
export function prefetchSavedProducts(): void {
  let ids: string[];
  try {
    ids =
      sharedListFromSearch(window.location.search) ??
      savedIds(parseSavedList(localStorage.getItem(STORAGE_KEYS.saved)));
  } catch {
    return;
  }
  if (ids.length === 0) return;
  const request = fetchProductsByIds(ids);
  early.set(ids.join(','), request);
  request
    .then((products) => {
      for (const product of products.slice(0, EAGER_CARDS)) preloadImage(product);
    })
    .catch(() => undefined);
}

/** The products of these ids: the request prefetchSavedProducts started for them, else a new one. */
export function productsByIds(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  const key = ids.join(',');
  const request = early.get(key);
  if (!request) return fetchProductsByIds(ids, signal);
  early.delete(key);
  return request;
}
