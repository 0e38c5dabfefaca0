import type { Product } from '../catalogue/product.ts';
import type { ProductFilter } from '../catalogue/product-filter.ts';
import { AUDIENCES, INTERESTS, OCCASIONS, tagLabel } from '../catalogue/vocabularies.ts';

/** Explore page (/utforska): the quick-search filter over the catalogue. */

/** Products the explore page filters (the "fetch-all" read). */
export const EXPLORE_POOL_LIMIT = 1000;
/** Results shown at first and per "Visa fler". */
export const EXPLORE_PAGE_SIZE = 24;

export const EXPLORE_TEXT = {
  title: 'Utforska presenter',
  empty: 'Inga produkter matchar filtren',
  emptyHint: 'Prova att ta bort några filter eller vidga budgeten.',
  loading: 'Laddar produkter...',
  clear: 'Rensa filter',
  searchPlaceholder: 'Sök presenter, t.ex. kaffe eller yoga',
} as const;

export interface FilterOption {
  value: string;
  label: string;
}

function options(values: readonly string[]): FilterOption[] {
  return values.map((value) => ({ value, label: tagLabel(value) }));
}

/** Choices of the filter groups ('unisex' is not a choice: unisex products match every audience). */
export const EXPLORE_OPTIONS = {
  audiences: options(AUDIENCES.filter((value) => value !== 'unisex')),
  occasions: options(OCCASIONS),
  interests: options(INTERESTS),
} as const;

/** Merchants of the products, in Swedish alphabetical order, each once. */
export function merchantOptions(products: readonly Pick<Product, 'merchant'>[]): string[] {
  return [...new Set(products.map((product) => product.merchant).filter((name) => name.trim() !== ''))].sort((a, b) =>
    a.localeCompare(b, 'sv-SE'),
  );
}

/** The filter with one list value switched on or off. */
export function toggleFilterValue(
  filter: ProductFilter,
  field: 'audiences' | 'occasions' | 'interests' | 'merchants',
  value: string,
): ProductFilter {
  const list = filter[field];
  return { ...filter, [field]: list.includes(value) ? list.filter((item) => item !== value) : [...list, value] };
}

/** Number of active filter choices (for the "Filter (n)" button); the default budget counts as none. */
export function activeFilterCount(filter: ProductFilter): number {
  const budget = filter.budget.min > 0 || filter.budget.max < 5000 ? 1 : 0;
  return (
    filter.audiences.length +
    filter.occasions.length +
    filter.interests.length +
    filter.merchants.length +
    budget +
    (filter.q.trim() ? 1 : 0)
  );
}

/** "1 produkt" / "{n} produkter". */
export function resultCountLabel(count: number): string {
  return count === 1 ? '1 produkt' : `${count} produkter`;
}
