/**
 * Client state the generator islands share with the rest of the page: the current results, which the random-gift
 * dialog ("Slumpa") picks from.
 */
import { atom } from 'nanostores';
import type { Product } from '../catalogue/product.ts';
import { setRandomPool } from '../random/random-pool.ts';

/** The products the generator shows right now (empty before a search). */
export const $generatorResults = atom<readonly Product[]>([]);

/** Shows new results: they become the pool of "Slumpa" too. */
export function showGeneratorResults(products: readonly Product[]): void {
  $generatorResults.set(products);
  setRandomPool(products);
}

/** Forgets the results ("Slumpa" picks from the whole catalogue again). */
export function clearGeneratorResults(): void {
  $generatorResults.set([]);
  setRandomPool(null);
}
