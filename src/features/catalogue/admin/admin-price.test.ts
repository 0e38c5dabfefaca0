import { describe, expect, it } from 'vitest';
import { adminPriceText, PRICE_MESSAGES, parseAdminPrice } from './admin-price.ts';

describe('parseAdminPrice', () => {
  it.each([
    ['1 299,50', 1299.5],
    ['1\u00a0299,50', 1299.5],
    ['1299.50', 1299.5],
    ['1299', 1299],
    ['0', 0],
    ['-0', 0],
    ['  349 kr ', 349],
    ['349 SEK', 349],
    ['12,5', 12.5],
    [199.9, 199.9],
  ] as const)('reads %j as %d', (input, value) => {
    expect(parseAdminPrice(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', null],
    ['   ', null],
    [null, null],
  ] as const)('reads %j as no price', (input, value) => {
    expect(parseAdminPrice(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['-5', PRICE_MESSAGES.negative],
    ['−1 299', PRICE_MESSAGES.negative],
    [-1, PRICE_MESSAGES.negative],
    ['abc', PRICE_MESSAGES.notANumber],
    ['12,3,4', PRICE_MESSAGES.notANumber],
    ['1.299,50', PRICE_MESSAGES.notANumber],
    ['1e5', PRICE_MESSAGES.notANumber],
    [Number.NaN, PRICE_MESSAGES.notANumber],
    ['12,345', PRICE_MESSAGES.decimals],
    ['99999999999', PRICE_MESSAGES.tooHigh],
  ] as const)('refuses %j with a message', (input, message) => {
    expect(parseAdminPrice(input)).toEqual({ ok: false, message });
  });

  it('writes a stored price back for the field', () => {
    expect(adminPriceText(1299.5)).toBe('1299,50');
    expect(adminPriceText(349)).toBe('349');
    expect(adminPriceText(null)).toBe('');
    expect(parseAdminPrice(adminPriceText(1299.5))).toEqual({ ok: true, value: 1299.5 });
  });
});
