/** GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) check digits. */

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);
const DIGITS = /^\d+$/;

/** Check digit for a GTIN body (all digits but the last): weights 3 and 1 alternate from the right. */
export function gtinCheckDigit(body: string): number {
  if (!DIGITS.test(body)) throw new RangeError(`GTIN body must be digits: ${body}`);
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += (body.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is a GTIN-8/12/13/14 whose last digit is the correct check digit. */
export function isValidGtin(code: string): boolean {
  if (!GTIN_LENGTHS.has(code.length) || !DIGITS.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === code.charCodeAt(code.length - 1) - 48;
}

/** An EAN-13 from its first 12 digits, with the check digit appended. */
export function ean13(first12: string): string {
  if (first12.length !== 12) throw new RangeError(`EAN-13 needs 12 digits before the check digit: ${first12}`);
  return `${first12}${gtinCheckDigit(first12)}`;
}
