import { describe, expect, it } from 'vitest';
import { parseAmount, parseFeedPrice } from './feed-price.ts';

describe('parseFeedPrice', () => {
  it.each([
    ['299.00 SEK', 299, 'SEK'],
    ['299,00', 299, null],
    ['1 299 kr', 1299, 'SEK'],
    ['1\u00a0299,50 kr', 1299.5, 'SEK'],
    ['10.000 SEK', 10000, 'SEK'],
    ['SEK 100', 100, 'SEK'],
    ['100 SEK', 100, 'SEK'],
    ['99,99 SEK', 99.99, 'SEK'],
    ['1.144.000 SEK', 1144000, 'SEK'],
    ['32.0 USD', 32, 'USD'],
    ['10,000.00 SEK', 10000, 'SEK'],
    ['10 000.00 SEK', 10000, 'SEK'],
    ['1.299,50 SEK', 1299.5, 'SEK'],
    ['1,649', 1649, null],
    ['3698.00', 3698, null],
    ['449.00', 449, null],
    ['799', 799, null],
    ['98.0', 98, null],
    ['0.500', 0.5, null],
    ['15.00 GBP', 15, 'GBP'],
    ['599 CZK', 599, 'CZK'],
    ['€ 12,50', 12.5, 'EUR'],
    ['99:-', 99, 'SEK'],
    ['199,- kr', 199, 'SEK'],
    ['3200000 SEK', 3200000, 'SEK'],
    ['  25 sek ', 25, 'SEK'],
  ])('%s → %s %s', (text, amount, currency) => {
    expect(parseFeedPrice(text)).toEqual({ amount, currency });
  });

  it.each([
    [''],
    ['   '],
    ['gratis'],
    ['Pris på begäran'],
    ['-10 SEK'],
    ['12 SEK USD'],
    ['1.2.3'],
    ['1,00.00,0'],
    [null],
    [undefined],
  ])('%s → null', (text) => {
    expect(parseFeedPrice(text)).toBeNull();
  });
});

describe('parseAmount', () => {
  it('reads the last of two separators as the decimal point', () => {
    expect(parseAmount('1,234,567.89')).toBe(1234567.89);
    expect(parseAmount('1.234.567,89')).toBe(1234567.89);
  });

  it('rounds to öre', () => {
    expect(parseAmount('19.999')).toBe(19999);
    expect(parseAmount('19.9949')).toBe(19.99);
  });
});
