import { type Dispatch, type SetStateAction, useEffect } from 'react';
import type { AdminProduct, CounterFilter } from '../../catalogue/admin/products.ts';
import { subscribeToProductChanges } from '../../live/live-client.ts';
import { applyProductChange } from './live-rows.ts';

/** Keeps a shown page in step with the live change feed from the cursor the page was read at. */
export function useLiveRows(
  cursor: string | null,
  filter: CounterFilter | 'search',
  setRows: Dispatch<SetStateAction<AdminProduct[]>>,
): void {
  useEffect(() => {
    if (!cursor) return;
    return subscribeToProductChanges(cursor, (change) => {
      setRows((rows) => applyProductChange(rows, change, filter));
    });
  }, [cursor, filter, setRows]);
}
