/**
 * The AI Express result list: its sort options, the relevance order, "Visa fler" and "Generera nya förslag".
 */
import { formatAmount } from '../catalogue/price.ts';
import type { Product } from '../catalogue/product.ts';
import {
  EXPRESS_INITIAL_SHOWN,
  type ExpressSummary,
  expressSummaryToCatalogueFilter,
  STEP2_DEFAULTS,
} from './express.ts';
import { normalizeText } from './keyword-score.ts';

/** Sort options of the express results. */
export const EXPRESS_SORTS = ['relevant', 'price-asc', 'price-desc'] as const;
export type ExpressSort = (typeof EXPRESS_SORTS)[number];

export const EXPRESS_SORT_OPTIONS: readonly { value: ExpressSort; label: string }[] = [
  { value: 'relevant', label: 'Mest relevant' },
  { value: 'price-asc', label: 'Pris: Lägst först' },
  { value: 'price-desc', label: 'Pris: Högst först' },
];

/** Points of the express relevance score. */
export const EXPRESS_RELEVANCE_POINTS = {
  interest: 3,
  occasion: 3,
  audience: 2,
  featured: 20,
} as const;

function overlapCount(values: readonly string[], wanted: ReadonlySet<string>): number {
  return values.filter((value) => wanted.has(normalizeText(value))).length;
}

/**
 * How well a product fits the summary: +3 per shared interest, +3 per shared occasion (catalogue words), +2 when
 * its audience is one of the named ones (not just 'unisex'), +20 when featured, plus its rank boost.
 */
export function expressRelevance(product: Product, summary: ExpressSummary): number {
  const filter = expressSummaryToCatalogueFilter(summary);
  const interests = new Set(filter.interests.map(normalizeText));
  const occasions = new Set(filter.occasions.length > 0 ? filter.occasions.map(normalizeText) : summary.occasions);
  const audiences = new Set(filter.audiences.map(normalizeText));
  return (
    overlapCount(product.interests, interests) * EXPRESS_RELEVANCE_POINTS.interest +
    overlapCount(product.occasions, occasions) * EXPRESS_RELEVANCE_POINTS.occasion +
    (overlapCount(product.audiences, audiences) > 0 ? EXPRESS_RELEVANCE_POINTS.audience : 0) +
    (product.featured ? EXPRESS_RELEVANCE_POINTS.featured : 0) +
    product.rank_boost
  );
}

function byPrice(direction: 1 | -1): (a: Product, b: Product) => number {
  return (a, b) => {
    if (a.priceSEK === null || b.priceSEK === null) return Number(a.priceSEK === null) - Number(b.priceSEK === null);
    return (a.priceSEK - b.priceSEK) * direction;
  };
}

/**
 * The results in the chosen order: 'relevant' by relevance score (ties keep the server order, newest first);
 * price ascending or descending with products without a price last. Returns a new array.
 */
export function sortExpressResults<P extends Product>(
  products: readonly P[],
  sort: ExpressSort,
  summary: ExpressSummary,
): P[] {
  if (sort === 'relevant') {
    return products
      .map((product, index) => ({ product, index, score: expressRelevance(product, summary) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map((entry) => entry.product);
  }
  return [...products].sort(byPrice(sort === 'price-asc' ? 1 : -1));
}

/** How many results "Visa fler" shows after `shown`: 10 more, at most all. */
export function showMoreCount(shown: number, total: number): number {
  return Math.min(total, shown + EXPRESS_INITIAL_SHOWN);
}

/** "Visa fler (N kvar)". */
export function showMoreLabel(remaining: number): string {
  return `Visa fler (${remaining} kvar)`;
}

/**
 * "Generera nya förslag": the fetched results reordered so the ones not yet seen come first (in their current
 * order), followed by the seen ones. Returns the new order and the ids seen after showing the first `count`;
 * once everything has been seen the round starts over.
 */
export function nextSuggestions<P extends Pick<Product, 'id'>>(
  products: readonly P[],
  seenIds: ReadonlySet<string>,
  count: number = EXPRESS_INITIAL_SHOWN,
): { products: P[]; seen: Set<string> } {
  const unseen = products.filter((product) => !seenIds.has(product.id));
  const fresh = unseen.length === 0 ? [...products] : [...unseen, ...products.filter((p) => seenIds.has(p.id))];
  const seen = new Set(unseen.length === 0 ? [] : seenIds);
  for (const product of fresh.slice(0, count)) seen.add(product.id);
  return { products: fresh, seen };
}

/** The budget of the summary in words: "200–500 kr", "Upp till 500 kr", "Från 200 kr" or "Ingen budget angiven". */
export function expressBudgetLabel(min: number, max: number): string {
  const open = max >= STEP2_DEFAULTS.budgetMax;
  if (min <= 0 && open) return 'Ingen budget angiven';
  if (open) return `Från ${formatAmount(min)} kr`;
  if (min <= 0) return `Upp till ${formatAmount(max)} kr`;
  return `${formatAmount(min)}–${formatAmount(max)} kr`;
}

/** Labels of summary values from an option list; unknown values are shown as they are. */
export function optionLabels(
  values: readonly string[],
  options: readonly { value: string; label: string }[],
): string[] {
  return values.map((value) => options.find((option) => option.value === value)?.label ?? value);
}
