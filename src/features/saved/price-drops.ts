/**
 * Price drops on saved gifts: a saved gift whose price fell after the visitor saved it shows "Sänkt sedan du
 * sparade: {was} → {now} kr". The browser sends its saved ids with when each was saved; the server answers from
 * the product's price history (the price in force at that moment) and keeps nothing about the visitor.
 */
import { formatAmount } from '../catalogue/price.ts';

/** A saved gift that got cheaper: the price when it was saved and the price now. */
export interface PriceDrop {
  id: string;
  was: number;
  now: number;
}

/** Most saved gifts checked in one request (the newest). */
export const PRICE_DROPS_MAX = 100;

/** "Sänkt sedan du sparade: 499 → 399 kr". */
export function priceDropText(drop: Pick<PriceDrop, 'was' | 'now'>): string {
  return `Sänkt sedan du sparade: ${formatAmount(drop.was)} → ${formatAmount(drop.now)} kr`;
}

/** Screen-reader text of the header badge: "2 sparade presenter har blivit billigare". */
export function priceDropBadgeLabel(count: number): string {
  return count === 1 ? '1 sparad present har blivit billigare' : `${count} sparade presenter har blivit billigare`;
}

/** The query of GET /api/products/price-drops for saved entries (newest first, those with a save time). */
export function priceDropsQuery(entries: readonly { productId: string; savedAt: number }[]): string | null {
  const checked = entries.filter((entry) => entry.savedAt > 0).slice(0, PRICE_DROPS_MAX);
  if (checked.length === 0) return null;
  const ids = checked.map((entry) => entry.productId).join(',');
  const since = checked.map((entry) => entry.savedAt).join(',');
  return `ids=${encodeURIComponent(ids)}&since=${since}`;
}
