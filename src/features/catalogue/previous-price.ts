/**
 * The EU price-reduction rule (Omnibus directive, Swedish prisinformationslagen 7 a §): a card shows "Tidigare
 * {pris} kr" only for a real reduction. The earlier price is the lowest price the product had during the 30 days
 * before its current price took effect (a price set before that window but still in force in it counts; older
 * history is ignored), and it is shown only when it is higher than the current price.
 */

/** One recorded price (price_history): the price from `at` until the next entry. */
export interface PriceEntry {
  price: number | string | null;
  at: string | Date;
}

/** The length of the reference period before a reduction. */
export const REFERENCE_DAYS = 30;
const DAY_MS = 86_400_000;

function toNumber(value: number | string | null): number | null {
  if (value == null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The earlier price to show next to `current`, or null: no history, a new product, a rise, or a reduction that is
 * not below the lowest price of the reference period. Entries may come in any order; entries repeating the same
 * price (an original-price change) belong to one price period.
 */
export function previousPrice(current: number | null, history: readonly PriceEntry[]): number | null {
  if (current == null) return null;
  const entries = history
    .map((entry) => ({ price: toNumber(entry.price), at: new Date(entry.at).getTime() }))
    .filter((entry) => !Number.isNaN(entry.at))
    .sort((a, b) => a.at - b.at);
  // Price periods: consecutive entries with the same price are one period, starting at the first of them.
  const periods: { price: number | null; start: number; end: number }[] = [];
  for (const entry of entries) {
    const last = periods.at(-1);
    if (last && last.price === entry.price) continue;
    if (last) last.end = entry.at;
    periods.push({ price: entry.price, start: entry.at, end: Number.POSITIVE_INFINITY });
  }
  const currentPeriod = periods.pop();
  if (!currentPeriod || currentPeriod.price !== current) return null;
  const windowStart = currentPeriod.start - REFERENCE_DAYS * DAY_MS;
  let lowest: number | null = null;
  for (const period of periods) {
    if (period.price == null || period.end <= windowStart) continue;
    if (lowest == null || period.price < lowest) lowest = period.price;
  }
  return lowest != null && lowest > current ? lowest : null;
}
