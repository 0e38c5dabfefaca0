/** The saved gifts' typed client. */
import { getJson, query } from '../../lib/api-client.ts';
import type { Product } from '../catalogue/product.ts';
import { isProductId } from '../catalogue/product-id.ts';
import type { PriceDrop } from './price-drops.ts';
import type { SavedEntry } from './saved.ts';

/** GET /api/products/price-drops?… (the query from priceDropsQuery): the saved gifts that got cheaper. */
export async function fetchPriceDrops(query: string): Promise<PriceDrop[]> {
  const response = await fetch(`/api/products/price-drops?${query}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { drops } = (await response.json()) as { drops: PriceDrop[] };
  return drops;
}

/** The answer of GET /api/products/saved-list (saved-list.server.tsx). */
export interface SavedListAnswer {
  products: Product[];
  drops: PriceDrop[];
  html: string;
}

/**
 * GET /api/products/saved-list: the saved products, their price drops and the list's markup, for the entries whose
 * id can name a product (at most the list's 200). None: an empty answer without a request.
 */
export async function fetchSavedList(entries: readonly SavedEntry[]): Promise<SavedListAnswer> {
  const valid = entries.filter((entry) => isProductId(entry.productId));
  if (valid.length === 0) return { products: [], drops: [], html: '' };
  return getJson<SavedListAnswer>(
    `/api/products/saved-list${query({
      ids: valid.map((entry) => entry.productId).join(','),
      since: valid.map((entry) => entry.savedAt).join(','),
    })}`,
  );
}
