import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice, formatPriceOrFallback, PRICE_FALLBACK, THOUSANDS_SEPARATOR } from './price.ts';

const nb = THOUSANDS_SEPARATOR;

describe('formatPrice', () => {
  it.each([
    [0, '0 kr'],
    [5, '5 kr'],
    [199, '199 kr'],
    [1000, `1${nb}000 kr`],
    [1299, `1${nb}299 kr`],
    [1299.5, `1${nb}299,50 kr`],
    [1299.95, `1${nb}299,95 kr`],
    [1299.999, `1${nb}300 kr`],
    [1299.004, `1${nb}299 kr`],
    [0.5, '0,50 kr'],
    [100000, `100${nb}000 kr`],
    [1234567.8, `1${nb}234${nb}567,80 kr`],
    [-1299, `\u22121${nb}299 kr`],
  ])('%s → %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('uses a no-break space so the price never wraps', () => {
    expect(formatPrice(1299)).toContain('\u00a0');
    expect(formatPrice(1299)).not.toMatch(/\d \d/);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('%s gives the fallback', (value) => {
    expect(formatPrice(value)).toBe(PRICE_FALLBACK);
  });

  it('agrees with the sv-SE locale for whole numbers', () => {
    for (const value of [0, 7, 1299, 25000, 100000]) {
      expect(formatAmount(value)).toBe(value.toLocaleString('sv-SE').replace(/[\u00a0\u202f ]/g, nb));
    }
  });
});

describe('formatPriceOrFallback', () => {
  it.each([
    [null, 'Pris varierar'],
    [undefined, 'Pris varierar'],
    [0, '0 kr'],
    [1299, `1${nb}299 kr`],
    [Number.NaN, 'Pris varierar'],
  ])('%s → %s', (value, expected) => {
    expect(formatPriceOrFallback(value)).toBe(expected);
  });
});
