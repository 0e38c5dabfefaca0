import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Queryable } from '../../lib/db/db.server.ts';
import { getProductsByIds } from '../catalogue/catalogue.server.ts';
import type { Product } from '../catalogue/product.ts';
import { savedPriceDrops } from './price-drops.server.ts';
import { PRICE_DROPS_MAX, type PriceDrop } from './price-drops.ts';
import { SavedGrid } from './SavedGrid.tsx';
import type { SavedEntry } from './saved.ts';

/** The answer of GET /api/products/saved-list. */
export interface SavedListAnswer {
  /** The saved products still shown, in the list's order. */
  products: Product[];
  /** Those of the newest PRICE_DROPS_MAX gifts with a save time that got cheaper since (as /price-drops answers). */
  drops: PriceDrop[];
  /** The list as the saved list's island renders it (SavedGrid), '' when none of the products is shown. */
  html: string;
}

/**
 * A visitor's saved list for the first paint of /sparade: the products, the price drops and the list's markup
 * rendered by the island's own component, so the page can show the cards before the island's code has arrived and
 * the island then hydrates the same elements. React escapes every text and attribute taken from a product.
 */
export async function savedListAnswer(db: Queryable, saved: readonly SavedEntry[]): Promise<SavedListAnswer> {
  const ids = saved.map((entry) => entry.productId);
  const products = await getProductsByIds(db, ids);
  const drops = await savedPriceDrops(db, saved.filter((entry) => entry.savedAt > 0).slice(0, PRICE_DROPS_MAX));
  const byId = Object.fromEntries(drops.map((drop) => [drop.id, drop]));
  const html =
    products.length === 0 ? '' : renderToString(createElement(SavedGrid, { products, savedIds: ids, drops: byId }));
  return { products, drops, html };
}
