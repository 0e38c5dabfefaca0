/**
 * Prices as merchant feeds write them: "299.00 SEK", "299,00", "1 299 kr", "10.000 SEK", "SEK 100",
 * "1.144.000 SEK", "32.0 USD", "10,000.00 SEK", "10 000.00 SEK", "1,649", "€ 12,50".
 */

/** An amount with the currency the text named (ISO 4217, upper case), or null when it named none. */
export interface FeedPrice {
  amount: number;
  currency: string | null;
}

/** Currency words and signs that are not an ISO code. "kr" and ":-" are read as SEK on a Swedish site. */
const CURRENCY_WORDS: Record<string, string> = {
  kr: 'SEK',
  'kr.': 'SEK',
  kronor: 'SEK',
  sek: 'SEK',
  ':-': 'SEK',
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  $: 'USD',
  us$: 'USD',
  '£': 'GBP',
  dkk: 'DKK',
  nok: 'NOK',
};

const CURRENCY_PART = /^([A-Za-z]{3}|kr\.?|kronor|euro|us\$|:-|[€$£])/i;
const CURRENCY_SUFFIX = /([A-Za-z]{3}|kr\.?|kronor|euro|:-|[€$£])$/i;
const SPACES = /[\s\u00a0\u202f']+/g;
const NUMBER = /^\d+(?:[.,]\d+)*$/;

function currencyOf(word: string): string | null {
  const lower = word.toLowerCase();
  const known = CURRENCY_WORDS[lower];
  if (known) return known;
  return /^[a-z]{3}$/.test(lower) ? lower.toUpperCase() : null;
}

/**
 * The value of a number written with "." or "," as thousands or decimal separators, spaces already removed:
 * with both separators the last one is the decimal point ("10,000.00", "1.299,50"); one kind used several times
 * separates thousands ("1.144.000"); used once, it separates thousands when exactly three digits follow and the
 * part before is not 0 ("10.000", "1,649"), decimals otherwise ("299,00", "32.0", "0.500").
 */
export function parseAmount(digits: string): number | null {
  if (!NUMBER.test(digits)) return null;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let normal: string;
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const at = Math.max(lastDot, lastComma);
    if (digits.slice(0, at).includes(decimal)) return null;
    normal = `${digits.slice(0, at).replaceAll(thousands, '')}.${digits.slice(at + 1)}`;
  } else if (lastDot === -1 && lastComma === -1) {
    normal = digits;
  } else {
    const separator = lastDot !== -1 ? '.' : ',';
    const parts = digits.split(separator);
    if (parts.length > 2) {
      if (parts.slice(1).some((part) => part.length !== 3)) return null;
      normal = parts.join('');
    } else {
      const [whole = '', fraction = ''] = parts;
      normal = fraction.length === 3 && whole !== '0' ? `${whole}${fraction}` : `${whole}.${fraction}`;
    }
  }
  const value = Number(normal);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

/**
 * Reads a feed price: an amount with an optional currency before or after it ("SEK 100", "299.00 SEK",
 * "1 299 kr", "99:-"). Spaces (also no-break and thin spaces) inside the number are thousands separators.
 * Returns null for empty or unreadable text and for negative amounts.
 */
export function parseFeedPrice(text: string | null | undefined): FeedPrice | null {
  if (!text) return null;
  let rest = text.trim();
  if (rest === '') return null;
  let currency: string | null = null;
  const before = CURRENCY_PART.exec(rest);
  if (before && !/^\d/.test(rest)) {
    currency = currencyOf(before[1] ?? '');
    if (currency === null) return null;
    rest = rest.slice(before[0].length).trim();
  }
  const after = CURRENCY_SUFFIX.exec(rest);
  if (after) {
    const found = currencyOf(after[1] ?? '');
    if (found === null || (currency !== null && found !== currency)) return null;
    currency = found;
    rest = rest.slice(0, after.index).trim();
  }
  if (rest.endsWith(',-') || rest.endsWith('.-')) rest = rest.slice(0, -2);
  const amount = parseAmount(rest.replace(SPACES, ''));
  if (amount === null) return null;
  return { amount, currency };
}
