/**
 * The products a page wants the random-gift dialog to pick from (e.g. the gift generator's current results).
 * Null means "the whole catalogue": the dialog then loads its own pool.
 */
import { atom } from 'nanostores';
import type { Product } from '../catalogue/product.ts';

export const $randomPool = atom<readonly Product[] | null>(null);

/** Lets the random-gift dialog pick from these products; null (or an empty list) returns it to the catalogue. */
export function setRandomPool(products: readonly Product[] | null): void {
  $randomPool.set(products && products.length > 0 ? products : null);
}
