import { describe, expect, it } from 'vitest';
import {
  capNotice,
  compareSvNames,
  exportFileName,
  exportRow,
  listQuerySchema,
  pageCount,
  SV_SORT_FROM,
  SV_SORT_TO,
  svSortKey,
  updateBodySchema,
  visibilityBodySchema,
  visibilityToast,
} from './products.ts';

const validUpdate = {
  title: 'Kaffekopp',
  price: '1 299,50',
  description: 'En kopp',
  to_whom: ['mamma'],
  age_groups: ['vuxen'],
  interests: ['matlagning'],
  occasions: ['jul'],
  themes: ['mysigt'],
  is_active: true,
  needs_tagging: false,
};

describe('Swedish name order', () => {
  it('maps one character to one', () => {
    expect([...SV_SORT_FROM].length).toBe([...SV_SORT_TO].length);
  });

  it('puts å ä ö after z, in that order, and ignores case', () => {
    const titles = ['Ö-lampa', 'ägg', 'Zebra', 'Åsna', 'apa', 'Bok', 'öl', 'Äpple', 'ål'];
    const sorted = titles
      .map((title, index) => ({ title, id: String(index) }))
      .sort(compareSvNames)
      .map((row) => row.title);
    expect(sorted).toEqual(['apa', 'Bok', 'Zebra', 'ål', 'Åsna', 'ägg', 'Äpple', 'Ö-lampa', 'öl']);
  });

  it('sorts é as e and ü as y', () => {
    expect(svSortKey('Café')).toBe('cafe');
    expect(svSortKey('Müsli')).toBe('mysli');
  });

  it('breaks ties by id', () => {
    expect(compareSvNames({ title: 'A', id: '2' }, { title: 'a', id: '1' })).toBe(1);
  });
});

describe('list query', () => {
  it('defaults to every product, newest first, 50 rows', () => {
    expect(listQuerySchema.parse({})).toEqual({ filter: 'all', sort: 'newest', offset: 0, limit: 50 });
  });

  it('refuses a bad limit, filter or sort', () => {
    expect(listQuerySchema.safeParse({ limit: '-1' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ filter: 'deleted' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });
});

describe('pages and the 500 cap', () => {
  it('caps the tab at 10 pages of 50', () => {
    expect(pageCount(40_000, true)).toBe(10);
    expect(pageCount(40_000, false)).toBe(800);
    expect(pageCount(0, true)).toBe(1);
    expect(pageCount(51, true)).toBe(2);
  });

  it('says when a list is cut', () => {
    expect(capNotice(40_000)).toBe('Visar de första 500 av 40\u00a0000');
    expect(capNotice(500)).toBeNull();
  });
});

describe('visibility', () => {
  it('takes ids or a scope, never both or neither', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(visibilityBodySchema.safeParse({ ids: [id], active: false }).success).toBe(true);
    expect(visibilityBodySchema.safeParse({ scope: { filter: 'active' }, active: false }).success).toBe(true);
    expect(visibilityBodySchema.safeParse({ scope: { q: 'kopp' }, active: true }).success).toBe(true);
    expect(visibilityBodySchema.safeParse({}).success).toBe(false);
    expect(visibilityBodySchema.safeParse({ ids: [], active: false }).success).toBe(false);
    expect(visibilityBodySchema.safeParse({ ids: ['x'], active: false }).success).toBe(false);
    expect(visibilityBodySchema.safeParse({ scope: { q: '  ' }, active: false }).success).toBe(false);
    expect(visibilityBodySchema.safeParse({ ids: [id], scope: { filter: 'all' }, active: false }).success).toBe(false);
  });

  it('words the toast', () => {
    expect(visibilityToast(false, { count: 1 })).toEqual({ title: 'Inaktiverad', description: '1 produkt är nu dold' });
    expect(visibilityToast(true, { count: 1200 })).toEqual({
      title: 'Aktiverad',
      description: '1\u00a0200 produkter visas nu på sajten',
    });
    expect(visibilityToast(false, { title: 'Mugg' })).toEqual({ title: 'Inaktiverad', description: 'Mugg är nu dold' });
  });
});

describe('update', () => {
  it('reads the price with the dialog rule', () => {
    expect(updateBodySchema.parse(validUpdate).price).toBe(1299.5);
    expect(updateBodySchema.parse({ ...validUpdate, price: '' }).price).toBeNull();
    const negative = updateBodySchema.safeParse({ ...validUpdate, price: '-5' });
    expect(negative.success).toBe(false);
    expect(negative.error?.issues[0]?.message).toBe('Priset kan inte vara negativt');
  });

  it('refuses values outside the vocabularies and unknown fields', () => {
    expect(updateBodySchema.safeParse({ ...validUpdate, interests: ['fiske'] }).success).toBe(false);
    expect(updateBodySchema.safeParse({ ...validUpdate, themes: ['Mysigt'] }).success).toBe(false);
    expect(updateBodySchema.safeParse({ ...validUpdate, price_bucket: 'under-200' }).success).toBe(false);
    expect(updateBodySchema.safeParse({ ...validUpdate, title: '  ' }).success).toBe(false);
  });

  it('drops repeated tags', () => {
    expect(updateBodySchema.parse({ ...validUpdate, occasions: ['jul', 'jul', 'dop'] }).occasions).toEqual([
      'jul',
      'dop',
    ]);
  });
});

describe('CSV export', () => {
  it('names the file by filter and date', () => {
    expect(exportFileName('active', new Date('2026-11-23T20:00:00Z'))).toBe('produkter-aktiva-2026-11-23.csv');
  });

  it('writes price with two decimals and Aktiv as Ja/Nej', () => {
    expect(exportRow({ title: 'Ö', price: 1299.5, merchant: 'M', isActive: false, productUrl: 'https://x' })).toEqual([
      'Ö',
      '1299.50',
      'M',
      'Nej',
      'https://x',
    ]);
    expect(exportRow({ title: 'A', price: null, merchant: 'M', isActive: true, productUrl: 'u' })[1]).toBe('');
  });
});
