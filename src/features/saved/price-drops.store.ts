import { atom } from 'nanostores';
import { type PriceDrop, priceDropsQuery } from './price-drops.ts';
import { $saved } from './saved.store.ts';

/** The saved gifts that got cheaper since they were saved, by product id (read once per page). */
export const $priceDrops = atom<Record<string, PriceDrop>>({});

let loading: Promise<void> | undefined;

/**
 * Asks the server once per page which saved gifts got cheaper. A failure leaves no drops shown (logged only): the
 * saved list works as before.
 */
export function loadPriceDrops(): Promise<void> {
  loading ??= (async () => {
    const query = priceDropsQuery($saved.get());
    if (query === null) return;
    const response = await fetch(`/api/products/price-drops?${query}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { drops } = (await response.json()) as { drops: PriceDrop[] };
    $priceDrops.set(Object.fromEntries(drops.map((drop) => [drop.id, drop])));
  })().catch((error: unknown) => console.warn('[sparade] kunde inte läsa prissänkningar', error));
  return loading;
}
