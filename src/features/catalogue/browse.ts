import type { Product } from './product.ts';

/** Browse-all screen (docs/product/browse-search.md#browse). */

/** A random number in [0, 1), like Math.random; injected so shuffles are testable. */
export type RandomSource = () => number;

/** Products shown at first and added per "load more". */
export const BROWSE_PAGE_SIZE = 30;
/** Distance from the bottom (px) at which scrolling loads more. */
export const BROWSE_SCROLL_TRIGGER_PX = 200;
/** Results asked for by a browse search. */
export const BROWSE_SEARCH_LIMIT = 200;
/** Delay before a typed search runs. */
export const BROWSE_DEBOUNCE_MS = 300;
/** Products loaded when no search is active. */
export const BROWSE_LIST_LIMIT = 500;
/** Most category chips besides "Alla". */
export const BROWSE_MAX_CHIPS = 10;

/** The screen's fixed texts. */
export const BROWSE_TEXT = {
  searchPlaceholder: 'Sök bland alla produkter...',
  loading: 'Laddar produkter...',
  searching: 'Söker bland produkter...',
  empty: 'Inga produkter matchar din sökning.',
  clearSearch: 'Rensa sökning',
  allChip: 'Alla',
  allHeading: 'Alla produkter',
  loadFailed: 'Kunde inte hämta fler produkter just nu. Försök igen.',
} as const;

export const BROWSE_SORTS = ['random', 'price-asc', 'price-desc'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** Sort dropdown options with their labels. */
export const BROWSE_SORT_OPTIONS: readonly { value: BrowseSort; label: string }[] = [
  { value: 'random', label: 'Slumpmässig' },
  { value: 'price-asc', label: 'Pris: Lägst först' },
  { value: 'price-desc', label: 'Pris: Högst först' },
];

/** Words that on their own mark a phone case or screen protector ("Skal till iPhone 15", "Case svart"). */
const CASE_WORDS = new Set([
  'skal',
  'skalet',
  'skalen',
  'fodral',
  'fodralet',
  'fodralen',
  'cover',
  'covers',
  'case',
  'cases',
  'skärmskydd',
  'skärmskyddet',
  'skyddsglas',
  'skyddsglaset',
  'skyddsfilm',
]);

/**
 * Compounds whose first part is a phone, brand or case type and whose last part is a case word: "mobilskal",
 * "iphoneskal", "telefonfodral", "plånboksfodral", "silikonskal", "flipcover", "magsafeskal", "skärmskydd…".
 * Other compounds ending in "skal" ("äggskal", "nötskal") and words that only start alike ("skala", "skalle",
 * "showcase") do not count.
 */
const CASE_COMPOUND =
  /^(?:mobil|telefon|smartphone|phone|iphone|samsung|galaxy|pixel|xperia|huawei|xiaomi|oneplus|plånboks|flip|silikon|läderplånboks|magsafe|mobiltelefon)(?:skal|fodral|cover|case|skydd)|^skärmskydd/u;

function words(title: string): string[] {
  return title
    .toLocaleLowerCase('sv-SE')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * True for phone cases, covers and screen protectors, judged by whole words of the title (a hyphen separates
 * words, so "iPhone-skal" has the word "skal"). See CASE_WORDS and CASE_COMPOUND.
 */
export function isPhoneCase(product: Pick<Product, 'title'>): boolean {
  return words(product.title).some((word) => CASE_WORDS.has(word) || CASE_COMPOUND.test(word));
}

function pick(random: RandomSource, size: number): number {
  const value = random();
  const index = Math.floor((Number.isFinite(value) ? value : 0) * size);
  return Math.min(Math.max(index, 0), size - 1);
}

/** A shuffled copy (Fisher–Yates) using the given random source. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = pick(random, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Random browse order: regular products and phone cases are each shuffled, then laid out two regular products
 * per phone case (R R P R R P …); whatever is left of either group is appended.
 */
export function interleavePhoneCases<P extends Pick<Product, 'title'>>(
  products: readonly P[],
  random: RandomSource,
): P[] {
  const regular = shuffle(
    products.filter((product) => !isPhoneCase(product)),
    random,
  );
  const cases = shuffle(products.filter(isPhoneCase), random);
  const result: P[] = [];
  let next = 0;
  regular.forEach((product, index) => {
    result.push(product);
    if (index % 2 === 1 && next < cases.length) result.push(cases[next++] as P);
  });
  return result.concat(cases.slice(next));
}

function byPrice(direction: 1 | -1) {
  return (a: Pick<Product, 'priceSEK'>, b: Pick<Product, 'priceSEK'>): number => {
    if (a.priceSEK == null) return b.priceSEK == null ? 0 : 1;
    if (b.priceSEK == null) return -1;
    return (a.priceSEK - b.priceSEK) * direction;
  };
}

/**
 * Products in the chosen browse order: 'random' interleaves phone cases (see interleavePhoneCases);
 * 'price-asc' / 'price-desc' sort by price with products without a price last and ties in incoming order.
 * Returns a new array.
 */
export function sortProducts<P extends Pick<Product, 'title' | 'priceSEK'>>(
  products: readonly P[],
  sort: BrowseSort,
  random: RandomSource,
): P[] {
  if (sort === 'random') return interleavePhoneCases(products, random);
  return [...products].sort(byPrice(sort === 'price-asc' ? 1 : -1));
}

/**
 * The loaded list without moving what the visitor already sees: the products of the prerendered first page keep
 * their place (and their objects) on top, the rest follow in `ordered`. First-page products that are no longer in
 * the list are dropped.
 */
export function keepShownFirst<P extends Pick<Product, 'id'>>(shown: readonly P[], ordered: readonly P[]): P[] {
  const listed = new Set(ordered.map((product) => product.id));
  const kept = shown.filter((product) => listed.has(product.id));
  const keptIds = new Set(kept.map((product) => product.id));
  return kept.concat(ordered.filter((product) => !keptIds.has(product.id)));
}

/** One category chip: `value` null is the "Alla" chip. */
export interface CategoryChip {
  label: string;
  value: string | null;
  count: number;
}

/** The last (most specific) category of a product, or null when it has none. */
export function lastCategory(product: Pick<Product, 'categories'>): string | null {
  const last = product.categories.at(-1)?.trim();
  return last ? last : null;
}

/**
 * Chips shown during a search: "Alla" with the total, then up to `max` most frequent last-category values with
 * their counts (ties in Swedish alphabetical order).
 */
export function categoryChips(
  products: readonly Pick<Product, 'categories'>[],
  max: number = BROWSE_MAX_CHIPS,
): CategoryChip[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    const category = lastCategory(product);
    if (category !== null) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const chips = [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'sv-SE'))
    .slice(0, Math.max(0, max))
    .map(([label, count]) => ({ label, value: label, count }));
  return [{ label: BROWSE_TEXT.allChip, value: null, count: products.length }, ...chips];
}

/** Text of a chip: "Alla (12)". */
export function chipLabel(chip: CategoryChip): string {
  return `${chip.label} (${chip.count})`;
}

/** True when the product belongs under the chosen chip (null = "Alla" matches everything). */
export function matchesCategoryChip(product: Pick<Product, 'categories'>, value: string | null): boolean {
  return value === null || lastCategory(product) === value;
}

/** List heading: "Alla produkter" when unfiltered, otherwise "{n} produkter". */
export function browseHeading(filtered: boolean, count: number): string {
  return filtered ? `${count} produkter` : BROWSE_TEXT.allHeading;
}

/** Load-more button: "Ladda fler produkter (N kvar)". */
export function loadMoreLabel(remaining: number): string {
  return `Ladda fler produkter (${remaining} kvar)`;
}

/** List footer: "Visar X av Y produkter". */
export function showingLabel(shown: number, total: number): string {
  return `Visar ${shown} av ${total} produkter`;
}

/** Visible count after loading more: grows by one page, but not past the total (and never shrinks). */
export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(visible + BROWSE_PAGE_SIZE, Math.max(total, visible));
}

/** True when the viewport is within the scroll trigger distance of the bottom of the page. */
export function isNearBottom(scrollTop: number, viewportHeight: number, scrollHeight: number): boolean {
  return scrollHeight - (scrollTop + viewportHeight) <= BROWSE_SCROLL_TRIGGER_PX;
}
