import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  BROWSE_DEBOUNCE_MS,
  BROWSE_LIST_LIMIT,
  BROWSE_PAGE_SIZE,
  BROWSE_SEARCH_LIMIT,
  BROWSE_SORT_OPTIONS,
  BROWSE_TEXT,
  type BrowseSort,
  browseHeading,
  categoryChips,
  chipLabel,
  isNearBottom,
  keepShownFirst,
  loadMoreLabel,
  matchesCategoryChip,
  nextVisibleCount,
  showingLabel,
  sortProducts,
} from '../catalogue/browse.ts';
import { EAGER_CARDS } from '../catalogue/card-image.ts';
import { fetchProducts, searchCatalogue } from '../catalogue/catalogue-client.ts';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import type { Product } from '../catalogue/product.ts';
import { applyProductChange, type ProductChange } from '../live/changes.ts';
import { subscribeToProductChanges } from '../live/live-client.ts';

export interface BrowseAllProps {
  /** The first page, prerendered into the HTML (already in browse order). */
  initialProducts: Product[];
  /** Size of the list the first page was taken from. */
  initialTotal: number;
}

type Status = 'idle' | 'loading' | 'searching';

/** Cards re-render only when their product object changes (a live update), not on every list update. */
const Card = memo(ProductCard);

function applyChange(list: Product[], change: ProductChange, appendNew: boolean): Product[] {
  if (change.active && !appendNew && !list.some((product) => product.id === change.id)) return list;
  return applyProductChange(list, change);
}

/**
 * The browse-all screen: the whole catalogue (500 newest) in random order with phone cases interleaved, or
 * search results (300 ms after typing, up to 200) with category chips; sorting by price; 30 at a time with
 * infinite scroll and a load-more button; live catalogue changes applied as they arrive.
 *
 * The first page is prerendered; the full list is fetched on the visitor's first interaction (scroll, touch, key,
 * load more, sort), so a visitor who only looks at the first page never downloads the other 470 products.
 */
export function BrowseAll({ initialProducts, initialTotal }: BrowseAllProps) {
  const [products, setProducts] = useState<Product[]>(initialProducts);
  const [ordered, setOrdered] = useState<Product[]>(initialProducts);
  const [total, setTotal] = useState<number | null>(initialTotal);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<BrowseSort>('random');
  const [chip, setChip] = useState<string | null>(null);
  const [visible, setVisible] = useState(BROWSE_PAGE_SIZE);
  const [status, setStatus] = useState<Status>('idle');
  const [listWanted, setListWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  // Bumped by "load more" while the full list is not loaded: starts the load again (after a failure, or over a
  // load still under way that may be failing).
  const [attempt, setAttempt] = useState(0);
  const sortRef = useRef(sort);
  sortRef.current = sort;
  const searching = term.trim() !== '';
  // True while the full list (not a search) is loaded. New products from the live feed are appended only to it (a
  // search or the prerendered page shows what it shows; the full list brings new products with it).
  const fullListRef = useRef(false);
  // Until the first list arrives, the visitor sees the prerendered page; it stays in place when the list loads.
  const shownRef = useRef<Product[]>(initialProducts);

  // Load the list (no search) or the search results whenever the debounced term changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt starts the load again
  useEffect(() => {
    const query = term.trim();
    if (!query && !listWanted) return;
    const controller = new AbortController();
    fullListRef.current = false;
    setStatus(query ? 'searching' : 'loading');
    const load = query
      ? searchCatalogue(query, BROWSE_SEARCH_LIMIT, controller.signal)
      : fetchProducts({ limit: BROWSE_LIST_LIMIT }, controller.signal);
    load
      .then((list) => {
        const order = sortProducts(list, sortRef.current, Math.random);
        setProducts(list);
        setOrdered(query ? order : keepShownFirst(shownRef.current, order));
        shownRef.current = [];
        fullListRef.current = !query;
        // A failure message stays while a new attempt runs, so it does not flicker; it goes once a list arrives.
        setFailed(false);
        setTotal(null);
        setStatus('idle');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[bläddra] kunde inte hämta produkter', error);
        setStatus('idle');
        if (query) {
          setProducts([]);
          setOrdered([]);
          setTotal(null);
          return;
        }
        // The page already shows products: keep them, say so, and let the next interaction try again.
        setFailed(true);
        setListWanted(false);
        setVisible(BROWSE_PAGE_SIZE);
      });
    return () => controller.abort();
  }, [term, listWanted, attempt]);

  // The visitor's first interaction asks for the full list; the load-more button asks for it itself.
  useEffect(() => {
    if (listWanted) return;
    const want = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-list-end]')) return;
      setListWanted(true);
    };
    const events = ['scroll', 'pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, want, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, want);
    };
  }, [listWanted]);

  // Debounce typing; an emptied box reloads the list at once and clears the category.
  useEffect(() => {
    if (text.trim() === '') {
      setTerm('');
      return;
    }
    const timer = setTimeout(() => setTerm(text), BROWSE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Live catalogue updates: refresh listed products, append new ones to the full list, remove inactive ones.
  useEffect(() => {
    const cursor = document.documentElement.dataset.catalogueCursor;
    if (!cursor) return;
    return subscribeToProductChanges(cursor, (change) => {
      const appendNew = fullListRef.current;
      setProducts((list) => applyChange(list, change, appendNew));
      setOrdered((list) => applyChange(list, change, appendNew));
    });
  }, []);
  const chips = useMemo(() => (searching ? categoryChips(products) : []), [searching, products]);
  const filtered = useMemo(() => ordered.filter((product) => matchesCategoryChip(product, chip)), [ordered, chip]);
  const count = total ?? filtered.length;
  const shown = Math.min(visible, filtered.length);
  const remaining = count - shown;

  const loadMore = useCallback(() => {
    setListWanted(true);
    if (!searching && !fullListRef.current) setAttempt((value) => value + 1);
    setVisible((value) => nextVisibleCount(value, count));
  }, [count, searching]);

  useEffect(() => {
    if (remaining <= 0 || status !== 'idle') return;
    const onScroll = () => {
      const root = document.documentElement;
      if (isNearBottom(window.scrollY, window.innerHeight, root.scrollHeight)) loadMore();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [remaining, status, loadMore]);

  const onText = (value: string) => {
    shownRef.current = [];
    setListWanted(true);
    setText(value);
    setVisible(BROWSE_PAGE_SIZE);
    setChip(null);
  };
  const onSort = (value: BrowseSort) => {
    shownRef.current = [];
    setListWanted(true);
    setSort(value);
    setOrdered(sortProducts(products, value, Math.random));
    setVisible(BROWSE_PAGE_SIZE);
    setChip(null);
  };
  const clearSearch = () => onText('');

  const heading = browseHeading(searching || chip !== null, count);

  return (
    <div>
      <div className="flex flex-col gap-3 rounded-3xl border border-black/5 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:p-4">
        <label className="relative flex-1">
          <span className="sr-only">Sök produkter</span>
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-muted"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3" />
          </svg>
          <input
            type="search"
            value={text}
            onChange={(event) => onText(event.target.value)}
            placeholder={BROWSE_TEXT.searchPlaceholder}
            className="h-12 w-full rounded-full border border-black/10 bg-cream/60 pl-12 pr-4 text-base text-ink placeholder:text-muted focus:border-brand-400 focus:bg-white focus:outline-none"
            data-browse-search
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-muted">
          <span className="shrink-0">Sortera</span>
          <select
            value={sort}
            onChange={(event) => onSort(event.target.value as BrowseSort)}
            className="h-12 w-full rounded-full border border-black/10 bg-white px-4 text-sm font-medium text-ink sm:w-52"
            data-browse-sort
          >
            {BROWSE_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {chips.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Kategorier">
          {chips.map((item) => (
            <li key={item.value ?? 'alla'}>
              <button
                type="button"
                aria-pressed={chip === item.value}
                onClick={() => {
                  setChip(item.value);
                  setVisible(BROWSE_PAGE_SIZE);
                }}
                className="rounded-full border border-black/10 bg-white px-3.5 py-1.5 text-sm font-medium text-ink transition hover:border-brand-300 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {chipLabel(item)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-6 flex items-baseline justify-between gap-4">
        <h2 className="text-xl font-bold tracking-tight sm:text-2xl" data-browse-heading>
          {heading}
        </h2>
        {status !== 'idle' ? (
          <p role="status" className="text-sm text-muted">
            {status === 'searching' ? BROWSE_TEXT.searching : BROWSE_TEXT.loading}
          </p>
        ) : null}
      </div>

      {filtered.length === 0 && status === 'idle' ? (
        <div className="mt-6 rounded-3xl border border-dashed border-black/10 bg-white p-10 text-center">
          <p className="text-base text-ink">{BROWSE_TEXT.empty}</p>
          <button
            type="button"
            onClick={clearSearch}
            className="mt-4 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {BROWSE_TEXT.clearSearch}
          </button>
        </div>
      ) : (
        <ul
          className={`mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4 ${status === 'searching' ? 'opacity-60' : ''}`}
          data-browse-grid
        >
          {filtered.slice(0, visible).map((product, index) => (
            <li key={product.id} className="card-cell">
              <Card product={product} campaign="browse" eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}

      {filtered.length > 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3" data-list-end>
          {failed ? (
            <p role="alert" className="text-center text-sm font-medium text-brand-700">
              {BROWSE_TEXT.loadFailed}
            </p>
          ) : null}
          {remaining > 0 ? (
            <button
              type="button"
              onClick={loadMore}
              className="rounded-full border border-black/10 bg-white px-6 py-3 text-sm font-semibold text-ink shadow-sm transition hover:border-brand-300 hover:text-brand-700"
            >
              {loadMoreLabel(remaining)}
            </button>
          ) : null}
          <p className="text-sm text-muted">{showingLabel(shown, count)}</p>
        </div>
      ) : null}
    </div>
  );
}
