/**
 * /sparade's own script: it shows the visitor's saved list before the list's island has loaded. The page's inline
 * script (saved-early-script.ts) has already asked the server for the saved list (GET /api/products/saved-list: the
 * products, their price drops and the list's markup, rendered by the island's own SavedGrid) and puts that markup in
 * the island's place as it comes; this script takes that request (or, when there is none, makes it and puts the
 * markup in place itself) and holds the island until the paint is on screen. The island
 * (`client:handoff`) is handed over once the first row's photos are on screen — or at the visitor's first touch or
 * key in the list, or after HANDOFF_LATEST_MS — and its first render is the same list, so it hydrates those elements.
 * Until then the cards work as plain HTML: the hearts through the site-wide delegated handler, the shop links and
 * "Dela listan" as links.
 *
 * A shared list (/sparade?lista=…) is left to the island, handed over at once: its products are asked for here and
 * its first row's photos preloaded, and the island takes that answer (productsByIds). So is an empty list.
 */
import { handOver, holdIsland } from '../../lib/islands/handoff.ts';
import { STORAGE_KEYS } from '../../lib/site.ts';
import { cardImageSources, EAGER_CARDS } from '../catalogue/card-image.ts';
import { fetchProductsByIds } from '../catalogue/catalogue-client.ts';
import type { Product } from '../catalogue/product.ts';
import type { PriceDrop } from './price-drops.ts';
import { parseSavedList, type SavedEntry, savedIds } from './saved.ts';
import { fetchSavedList } from './saved-client.ts';
import { FIRST_PHOTOS, savedEarlyRequest } from './saved-early-script.ts';
import { sharedListFromSearch } from './share.ts';

/** The list painted before the island loaded: the island's first render (saved ids, products and drops). */
export interface EarlyList {
  ids: string[];
  products: Product[];
  drops: Readonly<Record<string, PriceDrop>>;
}

/** The latest the island is handed over after the page's script started, painted or not. */
export const HANDOFF_LATEST_MS = 4000;

const early = new Map<string, Promise<Product[]>>();
let painted: EarlyList | null = null;

/** The list this page painted before the island loaded, or null (nothing painted: the island starts as usual). */
export function earlyList(): EarlyList | null {
  return painted;
}

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

/** Resolves once the images have loaded or failed and the page has been painted with them. */
function shown(images: readonly HTMLImageElement[]): Promise<void> {
  const settled = images.map((image) =>
    image.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
  );
  return Promise.all(settled).then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

function readSaved(): { shared: string[] | null; entries: SavedEntry[] } | null {
  try {
    const shared = sharedListFromSearch(window.location.search);
    return { shared, entries: shared === null ? parseSavedList(localStorage.getItem(STORAGE_KEYS.saved)) : [] };
  } catch {
    return null;
  }
}

/**
 * Starts /sparade: the visitor's own list painted from the server's markup in `island` (the saved list's
 * `client:handoff` island) and the island handed over after; a shared list's products asked for, and the island
 * handed over at once.
 */
export function startSavedPage(island: HTMLElement | null): void {
  let handedOver = island === null;
  const handOff = () => {
    if (handedOver || !island) return;
    handedOver = true;
    handOver(island);
  };
  if (island) holdIsland(island);
  setTimeout(handOff, HANDOFF_LATEST_MS);

  const saved = readSaved();
  if (!saved) {
    handOff();
    return;
  }
  if (saved.shared !== null) {
    const ids = saved.shared;
    if (ids.length > 0) {
      const request = fetchProductsByIds(ids);
      early.set(ids.join(','), request);
      request
        .then((products) => {
          for (const product of products.slice(0, EAGER_CARDS)) preloadImage(product);
        })
        .catch(() => undefined);
    }
    handOff();
    return;
  }

  const inline = savedEarlyRequest();
  const ids = inline ? inline.ids : savedIds(saved.entries);
  if (ids.length === 0) {
    handOff();
    return;
  }
  const request = inline ? inline.answer : fetchSavedList(saved.entries);
  const products = request.then((answer) => answer.products);
  products.catch(() => undefined);
  early.set(ids.join(','), products);
  request
    .then((answer) => {
      if (handedOver || !island || answer.products.length === 0 || !answer.html) {
        handOff();
        return;
      }
      // The inline script put the markup in place as the answer came (its handler runs before this one), unless the
      // island was handed over first; without it, this script does.
      if (inline && !inline.painted) {
        handOff();
        return;
      }
      painted = {
        ids,
        products: answer.products,
        drops: Object.fromEntries(answer.drops.map((drop) => [drop.id, drop])),
      };
      if (!inline) island.innerHTML = answer.html;
      for (const type of ['pointerdown', 'keydown', 'focusin']) {
        island.addEventListener(type, handOff, { once: true, passive: true });
      }
      void shown([...island.querySelectorAll<HTMLImageElement>(FIRST_PHOTOS)]).then(handOff);
    })
    .catch(() => handOff());
}

/** The products of these ids: the request the page's script started for them, else a new one. */
export function productsByIds(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  const key = ids.join(',');
  const request = early.get(key);
  if (!request) return fetchProductsByIds(ids, signal);
  early.delete(key);
  return request;
}
