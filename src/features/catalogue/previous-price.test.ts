import { describe, expect, it } from 'vitest';
import { type PriceEntry, previousPrice } from './previous-price.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
const history = (...entries: [number | string | null, number][]): PriceEntry[] =>
  entries.map(([price, days]) => ({ price, at: daysAgo(days) }));

describe('previousPrice (the EU rule: lowest of the 30 days before the reduction)', () => {
  it.each<[string, number | null, PriceEntry[], number | null]>([
    ['no history', 299, [], null],
    ['a new product: only its current price', 299, history([299, 3]), null],
    ['a rise', 399, history([299, 20], [399, 2]), null],
    ['a fall', 299, history([399, 20], [299, 2]), 399],
    ['a fall, numeric strings as the database sends them', 299, history(['399.00', 20], ['299.00', 2]), 399],
    ['a fall after a short rise: the lowest of the 30 days wins', 299, history([349, 25], [499, 5], [299, 1]), 349],
    [
      'a fall after a short rise back to the old price: no reduction',
      349,
      history([349, 25], [499, 5], [349, 1]),
      null,
    ],
    ['a fall that is not below the lowest of the 30 days', 320, history([299, 25], [399, 10], [320, 1]), null],
    ['history older than the 30 days is ignored', 399, history([199, 120], [599, 60], [399, 5]), 599],
    ['a price set before the window but in force in it counts', 399, history([449, 50], [399, 1]), 449],
    ['a price that ended before the window does not count', 399, history([199, 90], [449, 40], [399, 1]), 449],
    ['a long-standing reduction keeps its reference', 399, history([449, 100], [399, 80]), 449],
    ['an original-price change repeats the same price: one period', 299, history([399, 20], [299, 5], [299, 1]), 399],
    ['entries in any order', 299, history([299, 2], [399, 20]), 399],
    ['a period without a price is skipped', 299, history([null, 20], [399, 10], [299, 1]), 399],
    ['no current price', null, history([399, 20], [299, 2]), null],
    ['history that does not end in the current price', 250, history([399, 20], [299, 2]), null],
  ])('%s', (_name, current, entries, expected) => {
    expect(previousPrice(current, entries)).toBe(expected);
  });
});
