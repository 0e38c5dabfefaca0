import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PRODUCTS_MAX,
  canAddProduct,
  checkCategoryForm,
  checkSelection,
  HOMEPAGE_TEXT,
  isSameSet,
  selectionCount,
} from './homepage.ts';

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('checkCategoryForm', () => {
  it('needs a title', () => {
    expect(checkCategoryForm({ title: '   ', productIds: [] })).toEqual({ ok: false, error: 'Titel måste fyllas i' });
  });

  it('trims the title and makes the slug from it by the admin slug rule', () => {
    expect(checkCategoryForm({ title: '  Årets  Julklappar! ', productIds: ids(2) })).toEqual({
      ok: true,
      value: { title: 'Årets Julklappar!', slug: 'arets-julklappar', productIds: ids(2) },
    });
    expect(checkCategoryForm({ title: 'Bröllopet', productIds: [] })).toMatchObject({ value: { slug: 'brollopet' } });
  });

  it('refuses a title without letters or digits, and an overly long one', () => {
    expect(checkCategoryForm({ title: '!!!', productIds: [] })).toEqual({
      ok: false,
      error: HOMEPAGE_TEXT.titleWithoutLetters,
    });
    expect(checkCategoryForm({ title: 'x'.repeat(81), productIds: [] })).toEqual({
      ok: false,
      error: 'Titeln får vara högst 80 tecken',
    });
  });

  it('checks the selection after the title', () => {
    expect(checkCategoryForm({ title: 'Mamma', productIds: ids(16) })).toEqual({
      ok: false,
      error: 'Max antal: Du kan max välja 15 produkter per kategori',
    });
  });
});

describe('the product selection', () => {
  it('takes up to 15 products, each once, in the order given', () => {
    expect(checkSelection(ids(15))).toBeNull();
    expect(checkSelection([])).toBeNull();
    expect(checkSelection(ids(16))).toBe(HOMEPAGE_TEXT.max);
    const [a = '', b = ''] = ids(2);
    expect(checkSelection([a, b, a])).toBe('Redan vald: Produkten är redan tillagd');
  });

  it('says why one more product cannot be added', () => {
    const chosen = ids(3);
    expect(canAddProduct(chosen, 'ny')).toEqual({ ok: true });
    expect(canAddProduct(chosen, chosen[1] ?? '')).toEqual({
      ok: false,
      title: 'Redan vald',
      description: 'Produkten är redan tillagd',
    });
    expect(canAddProduct(ids(CATEGORY_PRODUCTS_MAX), 'ny')).toEqual({
      ok: false,
      title: 'Max antal',
      description: 'Du kan max välja 15 produkter per kategori',
    });
  });

  it('shows the count as n/15', () => {
    expect(selectionCount(3)).toBe('3/15');
  });
});

describe('isSameSet (a reorder names every category once)', () => {
  it('accepts any order of the same ids', () => {
    expect(isSameSet(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
  });

  it('refuses a missing, extra, unknown or repeated id', () => {
    expect(isSameSet(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isSameSet(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isSameSet(['a', 'b'], ['a', 'x'])).toBe(false);
    expect(isSameSet(['a', 'b'], ['a', 'a'])).toBe(false);
  });
});
