/**
 * The edit dialog's price (docs/product/admin-products.md#edit-dialog): a decimal in SEK written the Swedish way or
 * the plain way — "1 299,50", "1299.50", "1 299 kr". Empty means no price (shown as 'Pris varierar'). The dialog
 * and the server read it with this one rule.
 */
export type AdminPriceResult = { ok: true; value: number | null } | { ok: false; message: string };

export const PRICE_MESSAGES = {
  negative: 'Priset kan inte vara negativt',
  notANumber: 'Ange priset som ett tal, t.ex. 1 299,50',
  decimals: 'Ange högst två decimaler',
  tooHigh: 'Priset är för högt',
} as const;

/** Largest price the database holds (numeric(12, 2)). */
export const MAX_ADMIN_PRICE = 9_999_999_999.99;

const SPACES = /[\s\u00a0\u202f]/g;
const CURRENCY = /(kr|sek|:-)$/i;
const NUMBER = /^\d+(?:\.\d+)?$/;

export function parseAdminPrice(input: string | number | null | undefined): AdminPriceResult {
  if (input == null) return { ok: true, value: null };
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: PRICE_MESSAGES.notANumber };
    return parseAdminPrice(String(input));
  }
  const compact = input.replace(SPACES, '').replace(CURRENCY, '').replace(',', '.');
  if (compact === '') return { ok: true, value: null };
  const negative = /^[-\u2212]/.test(compact);
  const digits = negative ? compact.slice(1) : compact;
  if (!NUMBER.test(digits)) return { ok: false, message: PRICE_MESSAGES.notANumber };
  if (negative && Number(digits) > 0) return { ok: false, message: PRICE_MESSAGES.negative };
  const decimals = digits.split('.')[1] ?? '';
  if (decimals.length > 2) return { ok: false, message: PRICE_MESSAGES.decimals };
  const value = Number(digits);
  if (value > MAX_ADMIN_PRICE) return { ok: false, message: PRICE_MESSAGES.tooHigh };
  return { ok: true, value };
}

/** The price as the dialog's field shows it: "1299,5" → "1299,50", null → "". */
export function adminPriceText(value: number | null): string {
  if (value == null) return '';
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
}
