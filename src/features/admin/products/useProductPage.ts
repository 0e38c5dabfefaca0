import { useCallback, useEffect, useRef, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import type { AdminProduct, CounterFilter } from '../../catalogue/admin/products.ts';
import { useLiveRows } from './useLiveRows.ts';

/** One page of an admin product list as the server answers it. */
export interface ProductPage {
  products: AdminProduct[];
  total: number;
  cursor: string | null;
}

export interface ProductPageState {
  rows: AdminProduct[];
  setRows: React.Dispatch<React.SetStateAction<AdminProduct[]>>;
  total: number;
  loading: boolean;
  /** True once the rows are those of the current `key` (not a previous filter's or page's). */
  current: boolean;
  /** Reads the page again. */
  reload(): void;
}

/**
 * Loads one page of admin products whenever `key` changes (or `reload` is called), aborting the previous read, and
 * then follows the live change feed from the page's cursor so a product changed elsewhere changes here too.
 * `load` null means the list is not shown: nothing is read or followed.
 */
export function useProductPage(
  load: ((signal: AbortSignal) => Promise<ProductPage>) | null,
  key: string,
  live: CounterFilter | 'search',
): ProductPageState {
  const [rows, setRows] = useState<AdminProduct[]>([]);
  const [total, setTotal] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(load !== null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const active = load !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `load` reads
  useEffect(() => {
    void reloadKey;
    const read = loadRef.current;
    if (!read) return;
    const controller = new AbortController();
    setLoading(true);
    read(controller.signal)
      .then((answer) => {
        setRows(answer.products);
        setTotal(answer.total);
        setCursor(answer.cursor);
        setLoadedKey(key);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoading(false);
        showError(error);
      });
    return () => controller.abort();
  }, [key, active, reloadKey]);

  useLiveRows(active ? cursor : null, live, setRows);

  const reload = useCallback(() => setReloadKey((value) => value + 1), []);
  return { rows, setRows, total, loading, current: loadedKey === key, reload };
}
