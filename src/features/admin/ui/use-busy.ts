import { useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';

/**
 * Which action of a panel is under way (its buttons disabled meanwhile): `act(name, fn)` marks `name` busy while
 * `fn` runs; an error goes to `onError` (by default the error toast) before the mark is cleared.
 */
export function useBusy(onError: (error: unknown) => unknown = showError) {
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (name: string, fn: () => Promise<void>) => {
    setBusy(name);
    try {
      await fn();
    } catch (error) {
      await onError(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, setBusy, act };
}
