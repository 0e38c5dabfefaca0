import { describe, expect, it } from 'vitest';
import {
  activeCodes,
  CODE_COPIED_TOAST,
  type DiscountCode,
  maskCode,
  todayIso,
  validUntilLabel,
} from './discount-code.ts';
import { discountCodeListSchema, discountCodeSchema } from './discount-code-schema.ts';

const code: DiscountCode = {
  id: 'c1',
  merchant: 'Designtorget',
  code: 'JUL2026',
  discount: '15 %',
  description: 'På hela sortimentet',
  validUntil: '2026-12-31',
  category: 'Inredning',
  shopUrl: 'https://www.designtorget.se/',
};

describe('discountCodeSchema', () => {
  it('accepts a full code', () => {
    expect(discountCodeSchema.parse(code)).toEqual(code);
    expect(discountCodeListSchema.parse([code, { ...code, id: 'c2' }])).toHaveLength(2);
  });

  it.each([
    ['no id', { id: '' }],
    ['empty code', { code: '' }],
    ['not a date', { validUntil: '31/12/2026' }],
    ['impossible date', { validUntil: '2026-13-01' }],
    ['date with time', { validUntil: '2026-12-31T00:00:00Z' }],
    ['not a url', { shopUrl: 'designtorget' }],
    ['javascript url', { shopUrl: 'javascript:alert(1)' }],
    ['missing merchant', { merchant: undefined }],
  ])('rejects %s', (_name, fields) => {
    expect(discountCodeSchema.safeParse({ ...code, ...fields }).success).toBe(false);
  });
});

describe('maskCode', () => {
  it.each([
    ['JUL2026', 'JUL***26'],
    ['SOMMAR25', 'SOM***25'],
    ['ABCDEF', 'ABC***EF'],
    ['ABCDE', 'ABCDE'],
    ['AB', 'AB'],
    ['', ''],
    ['ÅÄÖ123ÖÄ', 'ÅÄÖ***ÖÄ'],
  ])('%j → %j', (input, expected) => {
    expect(maskCode(input)).toBe(expected);
  });
});

describe('activeCodes', () => {
  const codes = [
    { id: 'old', validUntil: '2026-11-30' },
    { id: 'today', validUntil: '2026-12-01' },
    { id: 'later', validUntil: '2027-01-15' },
  ];

  it.each([
    ['2026-12-01', ['today', 'later']],
    ['2026-11-30', ['old', 'today', 'later']],
    ['2027-01-16', []],
    ['2026-12-01T23:59:00Z', ['today', 'later']],
  ])('on %s', (today, expected) => {
    expect(activeCodes(codes, today).map((c) => c.id)).toEqual(expected);
  });

  it('counts a Date in Swedish time', () => {
    // 23:30 UTC on 30 November is already 1 December in Stockholm.
    expect(activeCodes(codes, new Date('2026-11-30T23:30:00Z')).map((c) => c.id)).toEqual(['today', 'later']);
  });

  it('handles an empty list', () => {
    expect(activeCodes([], '2026-01-01')).toEqual([]);
  });
});

describe('texts', () => {
  it('has the toast of the spec', () => {
    expect(CODE_COPIED_TOAST).toBe('Rabattkod kopierad!');
  });

  it('gives today in Swedish time', () => {
    expect(todayIso(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayIso(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
  });

  it.each([
    ['2026-12-31', 'Giltig t.o.m. 31 december 2026'],
    ['2027-01-05', 'Giltig t.o.m. 5 januari 2027'],
    ['okänt', 'Giltig t.o.m. okänt'],
  ])('validUntilLabel(%j)', (date, expected) => {
    expect(validUntilLabel(date)).toBe(expected);
  });
});
