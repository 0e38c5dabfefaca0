/**
 * Admin lists follow the live change feed (docs/product/admin-products.md#lists): a product that changed elsewhere
 * updates its row, and leaves a list whose filter it no longer matches (a product hidden in another tab leaves the
 * active list). Products not on the page are left to the next load.
 */

import type { AdminProduct, CounterFilter } from '../../catalogue/admin/products.ts';
import type { ProductChange } from '../../live/changes.ts';

export function applyProductChange(
  rows: readonly AdminProduct[],
  change: ProductChange,
  filter: CounterFilter | 'search',
): AdminProduct[] {
  const index = rows.findIndex((row) => row.id === change.id);
  if (index === -1) return rows as AdminProduct[];
  if ((filter === 'active' && !change.active) || (filter === 'hidden' && change.active)) {
    return rows.filter((row) => row.id !== change.id);
  }
  const current = rows[index] as AdminProduct;
  const next: AdminProduct = change.active
    ? {
        ...current,
        isActive: true,
        title: change.product.title,
        price: change.product.priceSEK,
        merchant: change.product.merchant,
        tags: change.product.tags,
        audience: change.product.audiences[0] ?? null,
        interests: change.product.interests,
        occasions: change.product.occasions,
        toWhom: change.product.to_whom,
        ageGroups: change.product.age_groups,
        themes: change.product.themes,
      }
    : { ...current, isActive: false };
  return rows.map((row, position) => (position === index ? next : row));
}
