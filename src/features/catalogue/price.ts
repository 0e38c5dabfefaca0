/**
 * Prices in SEK, written the Swedish way: "1 299 kr", "1 299,50 kr".
 *
 * The thousands separator is a NO-BREAK SPACE (U+00A0), the separator CLDR uses for sv-SE, so a price never wraps
 * between its digits. Formatting is done by hand rather than with Intl so the server-rendered HTML and the browser
 * produce exactly the same characters (engines differ in their ICU data).
 */

/** Thousands separator used in prices: U+00A0 NO-BREAK SPACE. */
export const THOUSANDS_SEPARATOR = '\u00a0';
/** Text shown instead of a price when the product has none. */
export const PRICE_FALLBACK = 'Pris varierar';
/** Currency suffix shown after every price. */
export const CURRENCY_SUFFIX = 'kr';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/**
 * A number in Swedish notation without currency: grouped thousands, decimal comma, no decimals for whole
 * numbers and exactly two otherwise (after rounding to öre), e.g. 1299 → "1 299", 1299.5 → "1 299,50".
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '';
  const ore = Math.round(Math.abs(value) * 100);
  const kronor = Math.floor(ore / 100);
  const rest = ore % 100;
  const sign = value < 0 && ore > 0 ? '\u2212' : '';
  const whole = groupThousands(String(kronor));
  return rest === 0 ? `${sign}${whole}` : `${sign}${whole},${String(rest).padStart(2, '0')}`;
}

/** A price in SEK as shown to visitors: "1 299 kr"; a non-finite value gives the fallback "Pris varierar". */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return PRICE_FALLBACK;
  return `${formatAmount(value)} ${CURRENCY_SUFFIX}`;
}

/** Like formatPrice, but a missing price (null/undefined) gives "Pris varierar". */
export function formatPriceOrFallback(value: number | null | undefined): string {
  return value == null ? PRICE_FALLBACK : formatPrice(value);
}
