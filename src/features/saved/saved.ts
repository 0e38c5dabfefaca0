/** One saved gift: the product id and when it was saved (ms since epoch). Newest first in the list. */
export interface SavedEntry {
  productId: string;
  savedAt: number;
}

/** One stored item as a saved entry (a bare id string counts, saved at 0), or null when it is not one. */
export function toSavedEntry(item: unknown): SavedEntry | null {
  if (typeof item === 'string') item = { productId: item, savedAt: 0 };
  if (typeof item !== 'object' || item === null) return null;
  const { productId, savedAt } = item as Record<string, unknown>;
  if (typeof productId !== 'string' || productId.length < 1 || productId.length > 64) return null;
  if (typeof savedAt !== 'number' || !Number.isSafeInteger(savedAt) || savedAt < 0) return null;
  return { productId, savedAt };
}

export const SAVED_TOAST = {
  saved: { title: 'Sparad!', description: 'Presenten sparades till din lista' },
  removed: { title: 'Borttagen från lista', description: 'Presenten togs bort från din lista' },
} as const;

export const SAVE_LABEL = 'Spara present';
/** Set on <html> once the hearts' handler (save-buttons.ts) is in. */
export const HEARTS_READY_ATTRIBUTE = 'data-hearts-ready';
/**
 * Set on a heart tapped before that (on a page whose modules wait for its largest paint, /sparade), by the page's
 * inline script; the handler toggles such a heart's product as it starts. A second tap before then takes it back.
 */
export const HEART_TAPPED_ATTRIBUTE = 'data-heart-tapped';
export const UNSAVE_LABEL = 'Ta bort från sparade';

/** Maximum number of saved gifts kept (oldest dropped beyond it). */
export const SAVED_MAX = 200;

/**
 * Reads the stored saved list. Corrupt or foreign data never breaks a page: it is logged and treated as empty;
 * invalid entries are dropped and duplicates keep their newest save.
 */
export function parseSavedList(raw: string | null | undefined): SavedEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    console.warn('[sparade] kunde inte läsa sparade presenter', error);
    return [];
  }
  if (!Array.isArray(data)) {
    console.warn('[sparade] ogiltigt format på sparade presenter');
    return [];
  }
  const seen = new Set<string>();
  const entries: SavedEntry[] = [];
  for (const item of data) {
    const entry = toSavedEntry(item);
    if (!entry || seen.has(entry.productId)) continue;
    seen.add(entry.productId);
    entries.push(entry);
  }
  return entries.sort((a, b) => b.savedAt - a.savedAt).slice(0, SAVED_MAX);
}

/** True when the product is in the saved list. */
export function isSaved(list: readonly SavedEntry[], productId: string): boolean {
  return list.some((entry) => entry.productId === productId);
}

/** Adds the product at the top of the list, or removes it when already saved. */
export function toggleSaved(list: readonly SavedEntry[], productId: string, now: number): SavedEntry[] {
  if (isSaved(list, productId)) return list.filter((entry) => entry.productId !== productId);
  return [{ productId, savedAt: now }, ...list].slice(0, SAVED_MAX);
}

/** Adds every product not yet saved ("Spara alla" on a shared list), keeping the given order on top. */
export function saveAll(list: readonly SavedEntry[], productIds: readonly string[], now: number): SavedEntry[] {
  const fresh = productIds
    .filter((id, index) => productIds.indexOf(id) === index && !isSaved(list, id))
    .map((productId, index) => ({ productId, savedAt: now - index }));
  return [...fresh, ...list].slice(0, SAVED_MAX);
}

/** The saved ids, newest first. */
export function savedIds(list: readonly SavedEntry[]): string[] {
  return list.map((entry) => entry.productId);
}
