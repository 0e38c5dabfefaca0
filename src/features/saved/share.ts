import { cleanProductIds as cleanIds } from '../catalogue/product-id.ts';

/** URL parameter that carries a shared saved list: /sparade?lista=id1,id2. */
export const SHARE_PARAM = 'lista';
/** Most products a shared link carries (and a by-ids read returns). */
export const SHARE_MAX_IDS = 100;

/** Texts of the saved-gifts screen. */
export const SAVED_TEXT = {
  title: 'Sparade presenter',
  loading: 'Laddar produkter...',
  empty: 'Inga sparade presenter än',
  emptyHint: 'Börja spara presenter genom att klicka på hjärtikonen på de produkter du gillar.',
  explore: 'Utforska presenter',
  share: 'Dela listan',
  copied: 'Länken kopierad!',
  sharedTitle: 'Delad presentlista',
  saveAll: 'Spara alla',
  sharedEmpty: 'Presenterna i den delade listan finns inte längre.',
  showMine: 'Visa min lista',
} as const;

/** Product ids in the order given: valid UUIDs only, lowercased, each once, at most `max` (a share link's 100). */
export function cleanProductIds(ids: readonly string[], max: number = SHARE_MAX_IDS): string[] {
  return cleanIds(ids, max);
}

/** The share link path of a saved list: "/sparade?lista=id1,id2" (newest first, at most 100 ids). */
export function shareListPath(ids: readonly string[]): string {
  const clean = cleanProductIds(ids);
  return clean.length === 0 ? '/sparade' : `/sparade?${SHARE_PARAM}=${clean.join(',')}`;
}

/**
 * The ids of a shared list from a page's query string, or null when the page is not showing a shared list.
 * Malformed ids are dropped; a `lista` parameter with nothing usable gives an empty list.
 */
export function sharedListFromSearch(search: string | URLSearchParams): string[] | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(SHARE_PARAM);
  if (raw === null) return null;
  return cleanProductIds(raw.split(','));
}
