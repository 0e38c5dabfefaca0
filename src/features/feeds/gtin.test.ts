import { describe, expect, it } from 'vitest';
import { ean13, gtinCheckDigit, isValidGtin } from './gtin.ts';

describe('GTIN check digits', () => {
  it('computes EAN-13 check digits', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(ean13('731086500470')).toBe('7310865004703');
    expect(ean13('730000000000')).toBe('7300000000004');
  });

  it('validates GTIN-8, 12, 13 and 14', () => {
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('10036000291459')).toBe(true);
    expect(isValidGtin('400638133393')).toBe(false);
    expect(isValidGtin('40063813339a1')).toBe(false);
    expect(isValidGtin('')).toBe(false);
  });

  it('rejects bodies that are not digits or the wrong length', () => {
    expect(() => gtinCheckDigit('12a')).toThrow(RangeError);
    expect(() => ean13('123')).toThrow(RangeError);
  });
});
