import { atom } from 'nanostores';
import { type PriceDrop, priceDropsQuery } from './price-drops.ts';
import { $saved } from './saved.store.ts';
import { fetchPriceDrops } from './saved-client.ts';

/** The saved gifts that got cheaper since they were saved, by product id (read once per page). */
export const $priceDrops = atom<Record<string, PriceDrop>>({});

let loading: Promise<void> | undefined;

/**
 * Drops the page already has (the saved list's first answer, as fresh as a request of the store's own): shown at
 * once, and no request is made for them.
 */
export function knownPriceDrops(drops: Readonly<Record<string, PriceDrop>>): void {
  $priceDrops.set({ ...drops });
  loading ??= Promise.resolve();
}

/**
 * Asks the server once per page which saved gifts got cheaper. A failure leaves no drops shown (logged only): the
 * saved list works as before.
 */
export function loadPriceDrops(): Promise<void> {
  loading ??= (async () => {
    const query = priceDropsQuery($saved.get());
    if (query === null) return;
    const drops = await fetchPriceDrops(query);
    $priceDrops.set(Object.fromEntries(drops.map((drop) => [drop.id, drop])));
  })().catch((error: unknown) => console.warn('[sparade] kunde inte läsa prissänkningar', error));
  return loading;
}
