import { PRICE_BUCKET_CONCEPTS } from './concepts/index.ts';
import type { Product } from './product.ts';
import { searchScore, searchTerms } from './search-terms.ts';
import type { BudgetBucket } from './vocabularies.ts';

/**
 * The explore / quick-search filter (docs/product/browse-search.md#explore: audiences, occasions, interests, budget
 * {min,max}, merchants, q; the theme pages add sort) with its URL form and the budget slider rules.
 */

/** Budget slider: 0 to 5000 kr in steps of 100; a max of 5000 or more means "no upper limit". */
export const BUDGET_RANGE = { min: 0, max: 5000, step: 100 } as const;
/** Default budget of the theme pages (docs/product/landing-pages.md#theme-filter). */
export const THEME_DEFAULT_BUDGET: BudgetRange = { min: 350, max: 1800 };

/** Sort options of the filterable pages; "relevant" = featured first, then rank_boost, then rating. */
export const FILTER_SORTS = ['relevant', 'price-asc', 'price-desc', 'rating'] as const;
export type FilterSort = (typeof FILTER_SORTS)[number];

/** Most values per list, longest value and longest search text a filter keeps. */
export const MAX_FILTER_LIST_ITEMS = 50;
export const MAX_FILTER_VALUE_LENGTH = 100;
export const MAX_FILTER_QUERY_LENGTH = 200;

export interface BudgetRange {
  min: number;
  max: number;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

function toNumber(input: string | number | null | undefined): number | null {
  if (input == null) return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  const value = typeof input === 'number' ? input : Number(input.trim().replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value) : null;
}

/** New minimum: clamped between 0 and the current maximum; empty or unreadable input means 0. */
export function clampBudgetMin(input: string | number | null | undefined, currentMax: number): number {
  const high = clamp(currentMax, BUDGET_RANGE.min, BUDGET_RANGE.max);
  return clamp(toNumber(input) ?? BUDGET_RANGE.min, BUDGET_RANGE.min, high);
}

/** New maximum: clamped between the current minimum and 5000; empty or unreadable input means 5000. */
export function clampBudgetMax(input: string | number | null | undefined, currentMin: number): number {
  const low = clamp(currentMin, BUDGET_RANGE.min, BUDGET_RANGE.max);
  return clamp(toNumber(input) ?? BUDGET_RANGE.max, low, BUDGET_RANGE.max);
}

/**
 * Applies one edit of the budget inputs (docs/product/browse-search.md#explore): the edited bound is clamped against
 * the other one (min between 0 and max, max between min and 5000); an empty field means the bound itself (0 or 5000).
 */
export function budgetRangeClamp(
  range: BudgetRange,
  field: 'min' | 'max',
  input: string | number | null | undefined,
): BudgetRange {
  return field === 'min'
    ? { min: clampBudgetMin(input, range.max), max: range.max }
    : { min: range.min, max: clampBudgetMax(input, range.min) };
}

/** A whole range made valid: max clamped to 0..5000 first, then min to 0..max. */
export function normalizeBudget(range: {
  min?: number | null | undefined;
  max?: number | null | undefined;
}): BudgetRange {
  const max = clamp(toNumber(range.max) ?? BUDGET_RANGE.max, BUDGET_RANGE.min, BUDGET_RANGE.max);
  return { min: clampBudgetMin(range.min, max), max };
}

/** True when the maximum is a real limit (below 5000). */
export function budgetHasUpperLimit(max: number): boolean {
  return max < BUDGET_RANGE.max;
}

/** The maximum as a query bound: null (no limit) for 5000 or more. */
export function budgetUpperLimit(max: number): number | null {
  return budgetHasUpperLimit(max) ? max : null;
}

/** A maximum as shown by the slider: "1800 kr", or "5000+ kr" for 5000 or more. */
export function budgetMaxLabel(max: number): string {
  return budgetHasUpperLimit(max) ? `${max} kr` : `${BUDGET_RANGE.max}+ kr`;
}

/** A range as shown beside the slider: "350 kr – 1800 kr", "0 kr – 5000+ kr". */
export function budgetLabel(range: BudgetRange): string {
  return `${range.min} kr – ${budgetMaxLabel(range.max)}`;
}

/** One explore budget band (docs/product/browse-search.md#explore); `max` 5000 means no upper limit. */
export interface BudgetBand extends BudgetRange {
  id: BudgetBucket;
  label: string;
}

/** Explore budget bands: under 200, 200-500, 500-1000, 1000+. */
export const EXPLORE_BUDGET_BANDS: readonly BudgetBand[] = PRICE_BUCKET_CONCEPTS.map((bucket) => ({
  id: bucket.id,
  label: bucket.exploreLabel,
  min: bucket.min,
  max: bucket.max ?? BUDGET_RANGE.max,
}));

/** The band a range corresponds to exactly, if any (to highlight the selected band). */
export function budgetBandFor(range: BudgetRange): BudgetBand | null {
  return EXPLORE_BUDGET_BANDS.find((band) => band.min === range.min && band.max === range.max) ?? null;
}

/**
 * The filter (its boundary schema, with defaults and trimming, is product-filter-schema.ts): lists of vocabulary
 * values and merchant names, a search text, a valid budget range and a sort.
 */
export interface ProductFilter {
  q: string;
  audiences: string[];
  occasions: string[];
  interests: string[];
  merchants: string[];
  budget: BudgetRange;
  sort: FilterSort;
}

/** The empty filter: everything, full budget range, relevant first. */
export const DEFAULT_PRODUCT_FILTER: ProductFilter = {
  q: '',
  audiences: [],
  occasions: [],
  interests: [],
  merchants: [],
  budget: { min: BUDGET_RANGE.min, max: BUDGET_RANGE.max },
  sort: 'relevant',
};

/** The empty filter of a theme page (budget 350 to 1800 kr). */
export const THEME_DEFAULT_FILTER: ProductFilter = { ...DEFAULT_PRODUCT_FILTER, budget: THEME_DEFAULT_BUDGET };

type ListField = 'audiences' | 'occasions' | 'interests' | 'merchants';
const LIST_FIELDS: readonly ListField[] = ['audiences', 'occasions', 'interests', 'merchants'];
/** Vocabulary values never contain commas, so these also accept "a,b"; merchant names may contain commas. */
const COMMA_LISTS: ReadonlySet<ListField> = new Set(['audiences', 'occasions', 'interests']);

/**
 * The filter as URL parameters: q, audiences, occasions, interests, merchants (one parameter per value), min,
 * max and sort. Values equal to `defaults` are left out, so the empty filter gives an empty query string.
 */
export function filterToSearchParams(
  filter: ProductFilter,
  defaults: ProductFilter = DEFAULT_PRODUCT_FILTER,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q.trim() !== '') params.set('q', filter.q.trim());
  for (const field of LIST_FIELDS) for (const value of filter[field]) params.append(field, value);
  const budget = normalizeBudget(filter.budget);
  if (budget.min !== defaults.budget.min) params.set('min', String(budget.min));
  if (budget.max !== defaults.budget.max) params.set('max', String(budget.max));
  if (filter.sort !== defaults.sort) params.set('sort', filter.sort);
  return params;
}

function readList(params: URLSearchParams, field: ListField): string[] {
  const raw = params.getAll(field).flatMap((value) => (COMMA_LISTS.has(field) ? value.split(',') : [value]));
  const values = raw
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_FILTER_VALUE_LENGTH);
  return [...new Set(values)].slice(0, MAX_FILTER_LIST_ITEMS);
}

function isFilterSort(value: string | null): value is FilterSort {
  return value !== null && (FILTER_SORTS as readonly string[]).includes(value);
}

/**
 * Reads a filter from URL parameters, tolerating junk: unreadable numbers and unknown sorts fall back to
 * `defaults`, the budget is clamped to a valid range, blank, over-long and repeated values are dropped.
 */
export function filterFromSearchParams(
  input: URLSearchParams | string,
  defaults: ProductFilter = DEFAULT_PRODUCT_FILTER,
): ProductFilter {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? defaults.q).trim().slice(0, MAX_FILTER_QUERY_LENGTH),
    audiences: readList(params, 'audiences'),
    occasions: readList(params, 'occasions'),
    interests: readList(params, 'interests'),
    merchants: readList(params, 'merchants'),
    budget: normalizeBudget({
      min: toNumber(params.get('min')) ?? defaults.budget.min,
      max: toNumber(params.get('max')) ?? defaults.budget.max,
    }),
    sort: isFilterSort(sort) ? sort : defaults.sort,
  };
}

function lowerSet(values: readonly string[]): Set<string> {
  return new Set(values.map((value) => value.toLocaleLowerCase('sv-SE')));
}

function containsAll(have: readonly string[], wanted: readonly string[]): boolean {
  const set = lowerSet(have);
  return wanted.every((value) => set.has(value.toLocaleLowerCase('sv-SE')));
}

/** True when the price fits the budget; a product without a price fits only the full, unlimited range. */
export function matchesBudget(price: number | null, budget: BudgetRange): boolean {
  const upper = budgetUpperLimit(budget.max);
  if (price == null) return budget.min <= BUDGET_RANGE.min && upper === null;
  return price >= budget.min && (upper === null || price <= upper);
}

/**
 * Applies the filter to one product, with the catalogue query's semantics (docs/product/browse-search.md#product-list):
 * audiences match any chosen audience, and products for 'unisex' or without an audience always match; occasions and
 * interests must all be present; merchants match any; the price must fit the budget; q matches when any search term is
 * in the title or description.
 */
export function matchesProductFilter(
  product: Pick<Product, 'title' | 'description' | 'audiences' | 'occasions' | 'interests' | 'merchant' | 'priceSEK'>,
  filter: ProductFilter,
): boolean {
  if (filter.audiences.length > 0 && product.audiences.length > 0) {
    const audiences = lowerSet(product.audiences);
    const wanted = [...lowerSet(filter.audiences), 'unisex'];
    if (!wanted.some((value) => audiences.has(value))) return false;
  }
  if (!containsAll(product.occasions, filter.occasions)) return false;
  if (!containsAll(product.interests, filter.interests)) return false;
  if (filter.merchants.length > 0 && !lowerSet(filter.merchants).has(product.merchant.toLocaleLowerCase('sv-SE'))) {
    return false;
  }
  if (!matchesBudget(product.priceSEK, filter.budget)) return false;
  const terms = searchTerms(filter.q);
  return terms.length === 0 || searchScore(product, terms) > 0;
}
