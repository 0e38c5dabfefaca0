import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { STORAGE_KEYS } from '../../lib/site.ts';
import { showToast } from '../toast/toast.ts';
import { parseSavedList, SAVED_TOAST, type SavedEntry, saveAll, savedIds, toggleSaved } from './saved.ts';

/** The one saved-gifts list of the site, in localStorage and in sync across open tabs. */
export const $saved = persistentAtom<SavedEntry[]>(STORAGE_KEYS.saved, [], {
  encode: JSON.stringify,
  decode: parseSavedList,
});

export const $savedIds = computed($saved, savedIds);
export const $savedCount = computed($saved, (list) => list.length);

/** Toggles a product in the saved list and shows the matching toast. Returns true when it is now saved. */
export function toggleSave(productId: string): boolean {
  const next = toggleSaved($saved.get(), productId, Date.now());
  $saved.set(next);
  const saved = next.some((entry) => entry.productId === productId);
  showToast(saved ? SAVED_TOAST.saved : SAVED_TOAST.removed);
  return saved;
}

/** Saves every given product ("Spara alla"). */
export function saveAllProducts(productIds: readonly string[]): void {
  $saved.set(saveAll($saved.get(), productIds, Date.now()));
  showToast(SAVED_TOAST.saved);
}
