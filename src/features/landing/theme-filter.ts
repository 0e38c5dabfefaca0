/**
 * The filters of a theme landing page (docs/product/landing-pages.md#theme-filter): free text, audiences, occasions,
 * interests, budget, merchants and sort, applied to the page's already ranked products.
 */
import type { Product } from '../catalogue/product.ts';
import { budgetUpperLimit } from '../generator/budget-range.ts';
import { normalizeText } from '../generator/normalize-text.ts';

export const THEME_SORTS = ['relevant', 'price-asc', 'price-desc', 'rating'] as const;
export type ThemeSort = (typeof THEME_SORTS)[number];

/** Sort options with their Swedish labels. */
export const THEME_SORT_OPTIONS: readonly { value: ThemeSort; label: string }[] = [
  { value: 'relevant', label: 'Mest relevant' },
  { value: 'price-asc', label: 'Pris: Lägst först' },
  { value: 'price-desc', label: 'Pris: Högst först' },
  { value: 'rating', label: 'Högst betyg' },
];

/** What the filter and the sorts read of a product (the page script has only these fields). */
export type FilterableProduct = Pick<
  Product,
  | 'title'
  | 'description'
  | 'tags'
  | 'audiences'
  | 'occasions'
  | 'interests'
  | 'merchant'
  | 'priceSEK'
  | 'featured'
  | 'rank_boost'
  | 'rating'
>;

/** A theme page's filter state. */
export interface ThemeFilter {
  q: string;
  audiences: string[];
  occasions: string[];
  interests: string[];
  /** Budget in SEK; a max of 5000 or more means no upper limit. */
  budget: { min: number; max: number };
  merchants: string[];
  sort: ThemeSort;
}

/** Budget a theme page starts with, in SEK. */
export const THEME_DEFAULT_BUDGET = { min: 350, max: 1800 } as const;

/** The filter a theme page starts with: nothing chosen, 350–1800 kr, sorted by relevance. */
export const DEFAULT_THEME_FILTER: Readonly<ThemeFilter> = Object.freeze({
  q: '',
  audiences: [],
  occasions: [],
  interests: [],
  budget: { ...THEME_DEFAULT_BUDGET },
  merchants: [],
  sort: 'relevant',
});

/** How many audience and occasion chips are shown inline on desktop; the rest sit behind "more". */
export const INLINE_VISIBLE = { audiences: 5, occasions: 4 } as const;

/** Texts of the theme page filters. */
export const THEME_FILTER_TEXT = {
  empty: 'Inga presenter hittades',
  emptyHint: 'Prova att justera budgeten eller ta bort några filter.',
  reset: 'Rensa filter',
} as const;

/** A fresh copy of the default filter. */
export function defaultThemeFilter(): ThemeFilter {
  return {
    ...DEFAULT_THEME_FILTER,
    budget: { ...THEME_DEFAULT_BUDGET },
    audiences: [],
    occasions: [],
    interests: [],
    merchants: [],
  };
}

function normalizedSet(values: readonly string[]): Set<string> {
  return new Set(values.map(normalizeText));
}

function containsAll(have: readonly string[], wanted: ReadonlySet<string>): boolean {
  const present = normalizedSet(have);
  return [...wanted].every((value) => present.has(value));
}

/** Audience rule of the catalogue: any chosen audience, and products for everyone (unisex or none) always pass. */
function audienceMatches(product: FilterableProduct, wanted: ReadonlySet<string>): boolean {
  if (wanted.size === 0) return true;
  const audiences = product.audiences.map(normalizeText);
  if (audiences.length === 0 || audiences.includes('unisex')) return true;
  return audiences.some((audience) => wanted.has(audience));
}

function byRelevance(a: FilterableProduct, b: FilterableProduct): number {
  return Number(b.featured) - Number(a.featured) || b.rank_boost - a.rank_boost || b.rating - a.rating;
}

function byPrice(direction: 1 | -1): (a: FilterableProduct, b: FilterableProduct) => number {
  return (a, b) => {
    if (a.priceSEK === null || b.priceSEK === null) return Number(a.priceSEK === null) - Number(b.priceSEK === null);
    return (a.priceSEK - b.priceSEK) * direction;
  };
}

const COMPARATORS: Record<ThemeSort, (a: FilterableProduct, b: FilterableProduct) => number> = {
  relevant: byRelevance,
  'price-asc': byPrice(1),
  'price-desc': byPrice(-1),
  rating: (a, b) => b.rating - a.rating,
};

/**
 * Applies a theme filter to the page's ranked products:
 * - q: every word found in the title, description or tags (case and accents ignored);
 * - audiences: any chosen one, with 'unisex' and products without audience always allowed;
 * - occasions and interests: the product has all chosen ones;
 * - budget: price within min–max (no upper limit at 5000 or more); products without a price are left out;
 * - merchants: any chosen one.
 * Sorting is stable, so equal products keep the page's ranking: relevant = featured first, then rank_boost, then
 * rating; price ascending or descending (no price last); rating highest first.
 */
export function applyThemeFilter<P extends FilterableProduct>(rankedProducts: readonly P[], filter: ThemeFilter): P[] {
  const words = normalizeText(filter.q).split(' ').filter(Boolean);
  const audiences = normalizedSet(filter.audiences);
  const occasions = normalizedSet(filter.occasions);
  const interests = normalizedSet(filter.interests);
  const merchants = normalizedSet(filter.merchants);
  const upper = budgetUpperLimit(filter.budget.max);
  const kept = rankedProducts.filter((product) => {
    if (product.priceSEK === null || product.priceSEK < filter.budget.min) return false;
    if (upper !== null && product.priceSEK > upper) return false;
    if (merchants.size > 0 && !merchants.has(normalizeText(product.merchant))) return false;
    if (!audienceMatches(product, audiences)) return false;
    if (!containsAll(product.occasions, occasions) || !containsAll(product.interests, interests)) return false;
    if (words.length > 0) {
      const text = normalizeText([product.title, product.description, ...product.tags].join(' '));
      if (!words.every((word) => text.includes(word))) return false;
    }
    return true;
  });
  return sortThemeProducts(kept, filter.sort);
}

/**
 * Products in a sort order of the filterable pages, stable (equal products keep their order): relevant = featured
 * first, then higher rank_boost, then higher rating; price ascending or descending (no price last); rating
 * highest first.
 */
export function sortThemeProducts<P extends FilterableProduct>(products: readonly P[], sort: ThemeSort): P[] {
  return [...products].sort(COMPARATORS[sort]);
}

/** A value offered as a filter chip, with how many of the page's products carry it. */
export interface FacetOption {
  value: string;
  count: number;
}

/** Options of a facet, most common first, then Swedish alphabetical order. */
function facetOptions(values: readonly (readonly string[])[]): FacetOption[] {
  const counts = new Map<string, number>();
  for (const productValues of values) {
    for (const value of new Set(productValues)) {
      if (value.trim() !== '') counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'sv'));
}

/** The chips a theme page offers, from its ranked products: audiences (without 'unisex'), occasions, interests, merchants. */
export function themeFilterOptions(
  products: readonly Pick<Product, 'audiences' | 'occasions' | 'interests' | 'merchant'>[],
): {
  audiences: FacetOption[];
  occasions: FacetOption[];
  interests: FacetOption[];
  merchants: FacetOption[];
} {
  return {
    audiences: facetOptions(products.map((product) => product.audiences.filter((value) => value !== 'unisex'))),
    occasions: facetOptions(products.map((product) => product.occasions)),
    interests: facetOptions(products.map((product) => product.interests)),
    merchants: facetOptions(products.map((product) => [product.merchant])),
  };
}

/** How many filters differ from the default (each chosen chip, the text, a changed budget), for a "Rensa" badge. */
export function activeFilterCount(filter: ThemeFilter): number {
  const budgetChanged =
    filter.budget.min !== THEME_DEFAULT_BUDGET.min || filter.budget.max !== THEME_DEFAULT_BUDGET.max ? 1 : 0;
  return (
    (filter.q.trim() === '' ? 0 : 1) +
    filter.audiences.length +
    filter.occasions.length +
    filter.interests.length +
    filter.merchants.length +
    budgetChanged
  );
}
