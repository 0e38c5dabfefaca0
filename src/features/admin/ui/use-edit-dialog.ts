import { useState } from 'react';

/**
 * An add/edit dialog's state: the item it edits (null for a new one), whether it is open, and a key that changes on
 * every opening so the dialog's form starts from that item again.
 */
export function useEditDialog<T>() {
  const [state, setState] = useState<{ key: number; open: boolean; item: T | null }>({
    key: 0,
    open: false,
    item: null,
  });
  return {
    ...state,
    show: (item: T | null) => setState((current) => ({ key: current.key + 1, open: true, item })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
