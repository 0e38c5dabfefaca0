import { useEffect, useState } from 'react';
import type { PriceDrop } from './price-drops.ts';

/**
 * The saved gifts that got cheaper since they were saved, by id, for an island: the store and its request load
 * only once `enabled` (something is saved), so the page's first script stays as it was. `known`: the drops the page
 * already has (the saved list's first answer), shown from the first render and taken as the page's answer.
 */
export function usePriceDrops(
  enabled: boolean,
  known?: Readonly<Record<string, PriceDrop>>,
): Readonly<Record<string, PriceDrop>> {
  const [drops, setDrops] = useState<Readonly<Record<string, PriceDrop>>>(known ?? {});
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    import('./price-drops.store.ts')
      .then((store) => {
        if (cancelled) return;
        if (known) store.knownPriceDrops(known);
        stop = store.$priceDrops.subscribe(setDrops);
        return store.loadPriceDrops();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, known]);
  return drops;
}
