/** Discount codes (docs/product/discounts.md#masking): shown as cards, masked until the visitor copies one. */

/** Toast after a code is copied. */
export const CODE_COPIED_TOAST = 'Rabattkod kopierad!';
/** Time zone in which "today" is decided for code validity. */
export const DISCOUNT_TIME_ZONE = 'Europe/Stockholm';

/** One discount code. `validUntil` is the last day it works (an ISO date, inclusive). */
export interface DiscountCode {
  id: string;
  merchant: string;
  code: string;
  discount: string;
  description: string;
  validUntil: string;
  category: string;
  shopUrl: string;
}

/** How many characters of a masked code stay visible at the start and the end. */
const MASK_HEAD = 3;
const MASK_TAIL = 2;

/** A code as shown before it is revealed: first 3 characters, "***", last 2 — when longer than 5, else as is. */
export function maskCode(code: string): string {
  const chars = [...code];
  if (chars.length <= MASK_HEAD + MASK_TAIL) return code;
  return `${chars.slice(0, MASK_HEAD).join('')}***${chars.slice(-MASK_TAIL).join('')}`;
}

/** Today's date (YYYY-MM-DD) in Swedish time. */
export function todayIso(now: Date = new Date(), timeZone: string = DISCOUNT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, part) => {
      acc[part.type] = part.value;
      return acc;
    }, {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Codes still valid on `today` (validUntil on or after today), in their original order. `today` is an ISO date
 * or a Date (converted to the Swedish calendar day).
 */
export function activeCodes<C extends Pick<DiscountCode, 'validUntil'>>(
  codes: readonly C[],
  today: string | Date,
): C[] {
  const day = typeof today === 'string' ? today.slice(0, 10) : todayIso(today);
  return codes.filter((code) => code.validUntil >= day);
}

/** "Giltig t.o.m. 31 december 2026": the last valid day in Swedish. */
export function validUntilLabel(validUntil: string): string {
  const [year, month, day] = validUntil.split('-').map(Number);
  if (!year || !month || !day) return `Giltig t.o.m. ${validUntil}`;
  const date = new Date(Date.UTC(year, month - 1, day));
  return `Giltig t.o.m. ${new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)}`;
}
