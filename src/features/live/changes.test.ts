import { describe, expect, it } from 'vitest';
import {
  applyProductChange,
  deactivatedIds,
  decodeCursor,
  encodeCursor,
  formatSseEvent,
  isRealIsoTime,
} from './changes.ts';
import { changesQuerySchema } from './changes-query.ts';

const ID = '3f1c2b7a-1d2e-5f60-8a9b-0c1d2e3f4a5b';

describe('change cursors', () => {
  it('round-trips a time with a product id, and accepts a bare time', () => {
    const cursor = { at: '2026-11-03T10:15:30.123456Z', id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('2026-11-03T10:15:30Z')).toEqual({ at: '2026-11-03T10:15:30Z', id: null });
    expect(encodeCursor({ at: '2026-11-03T10:15:30Z', id: null })).toBe('2026-11-03T10:15:30Z');
  });

  it('rejects anything else', () => {
    for (const text of ['', 'igår', '2026-11-03', '2026-13-45T10:15:30Z', `2026-11-03T10:15:30Z~nope`, 'a~b~c']) {
      expect(decodeCursor(text)).toBeNull();
    }
    expect(changesQuerySchema.safeParse({ cursor: 'x' }).success).toBe(false);
    expect(changesQuerySchema.safeParse({ cursor: '2020-02-30T00:00:00Z', format: 'json' }).success).toBe(false);
    expect(changesQuerySchema.safeParse({}).success).toBe(false);
    expect(changesQuerySchema.parse({ cursor: '2026-11-03T10:15:30Z', format: 'json' }).format).toBe('json');
  });
});

describe('the time of a cursor', () => {
  it('accepts a real moment, with or without fractions of a second, leap days included', () => {
    for (const at of [
      '2026-11-03T10:15:30Z',
      '2026-11-03T10:15:30.1Z',
      '2026-11-03T10:15:30.123456Z',
      '2024-02-29T23:59:59.999999Z',
      '1970-01-01T00:00:00.000Z',
    ]) {
      expect(isRealIsoTime(at)).toBe(true);
      expect(decodeCursor(`${at}~${ID}`)).toEqual({ at, id: ID });
    }
  });

  it('rejects a date that would roll over into another one', () => {
    for (const at of [
      '2020-02-30T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2026-04-31T12:00:00Z',
      '2026-11-03T24:00:00Z',
      '2026-11-03T23:60:00Z',
      '2026-11-03T23:59:60Z',
      '2026-00-10T00:00:00Z',
      '2026-01-00T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '2026-11-03T10:15:30.1234567Z',
      '2026-11-03T10:15:30+01:00',
    ]) {
      expect(isRealIsoTime(at)).toBe(false);
      expect(decodeCursor(at)).toBeNull();
      expect(decodeCursor(`${at}~${ID}`)).toBeNull();
    }
  });
});

describe('applying a change to the browse list', () => {
  const a = { id: 'a', title: 'A' };
  const b = { id: 'b', title: 'B' };

  it('refreshes a listed active product in place', () => {
    expect(applyProductChange([a, b], { id: 'a', active: true, product: { id: 'a', title: 'A2' } })).toEqual([
      { id: 'a', title: 'A2' },
      b,
    ]);
  });

  it('appends an active product that is not listed', () => {
    expect(applyProductChange([a], { id: 'b', active: true, product: b })).toEqual([a, b]);
  });

  it('removes an inactive product and ignores one that is not listed', () => {
    expect(applyProductChange([a, b], { id: 'a', active: false })).toEqual([b]);
    expect(applyProductChange([a], { id: 'z', active: false })).toEqual([a]);
  });

  it('lists the ids to hide on a prerendered page', () => {
    expect(deactivatedIds([{ id: 'x', active: false }])).toEqual(['x']);
  });
});

describe('server-sent events', () => {
  it('writes id, event and one data line', () => {
    expect(formatSseEvent('change', { id: 'a' }, 'c1')).toBe('id: c1\nevent: change\ndata: {"id":"a"}\n\n');
    expect(formatSseEvent('end', {})).toBe('event: end\ndata: {}\n\n');
  });
});
