import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../catalogue/admin/products.ts';
import type { Product } from '../../catalogue/product.ts';
import { applyProductChange } from './live-rows.ts';

function row(id: string, isActive = true): AdminProduct {
  return {
    id,
    title: `Produkt ${id}`,
    description: '',
    price: 100,
    merchant: 'Butik',
    merchantPid: id,
    imageUrl: null,
    productUrl: 'https://example.se',
    tags: [],
    audience: null,
    interests: [],
    occasions: [],
    toWhom: [],
    ageGroups: [],
    themes: [],
    isActive,
    needsTagging: false,
    aiRejectionReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    productType: 'okand',
    productTypeLabel: 'Okänd',
    productTypeSource: null,
  };
}

const product = {
  title: 'Ny titel',
  priceSEK: 250,
  merchant: 'Butik',
  tags: ['x'],
  audiences: ['kvinna'],
  interests: ['musik/film'],
  occasions: ['jul'],
  to_whom: ['mamma'],
  age_groups: ['vuxen'],
  themes: ['mysigt'],
} as unknown as Product;

describe('applyProductChange', () => {
  const rows = [row('a'), row('b'), row('c', false)];

  it('takes a product hidden elsewhere out of the active list', () => {
    expect(applyProductChange(rows, { id: 'b', active: false }, 'active').map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('tints it in lists that keep hidden products', () => {
    const next = applyProductChange(rows, { id: 'b', active: false }, 'all');
    expect(next.map((r) => [r.id, r.isActive])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
  });

  it('takes a product shown elsewhere out of the hidden list', () => {
    expect(applyProductChange(rows, { id: 'c', active: true, product }, 'hidden').map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('updates a changed row with the new data', () => {
    const next = applyProductChange(rows, { id: 'a', active: true, product }, 'search');
    expect(next[0]).toMatchObject({ title: 'Ny titel', price: 250, audience: 'kvinna', interests: ['musik/film'] });
  });

  it('leaves the list alone for products not on it', () => {
    expect(applyProductChange(rows, { id: 'z', active: false }, 'active')).toBe(rows);
  });
});
