import { useEffect, useMemo, useRef, useState } from 'react';
import { EAGER_CARDS } from '../catalogue/card-image.ts';
import { fetchProducts } from '../catalogue/catalogue-client.ts';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import type { Product } from '../catalogue/product.ts';
import {
  BUDGET_RANGE,
  budgetBandFor,
  budgetMaxLabel,
  budgetRangeClamp,
  DEFAULT_PRODUCT_FILTER,
  EXPLORE_BUDGET_BANDS,
  filterFromSearchParams,
  filterToSearchParams,
  matchesProductFilter,
  type ProductFilter,
} from '../catalogue/product-filter.ts';
import {
  activeFilterCount,
  EXPLORE_OPTIONS,
  EXPLORE_PAGE_SIZE,
  EXPLORE_POOL_LIMIT,
  EXPLORE_TEXT,
  type FilterOption,
  resultCountLabel,
  toggleFilterValue,
} from './explore.ts';

export interface ExploreFilterProps {
  /** Products prerendered for visitors without JavaScript. */
  initialProducts: Product[];
  merchants: string[];
}

type ListField = 'audiences' | 'occasions' | 'interests' | 'merchants';

function ChipGroup({
  legend,
  field,
  options,
  filter,
  onToggle,
}: {
  legend: string;
  field: ListField;
  options: readonly FilterOption[];
  filter: ProductFilter;
  onToggle: (field: ListField, value: string) => void;
}) {
  return (
    <fieldset className="border-t border-black/5 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">{legend}</legend>
      <div className="clear-both flex flex-wrap gap-1.5">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter[field].includes(option.value)}
            onClick={() => onToggle(field, option.value)}
            className="rounded-full border border-black/10 bg-white px-3 py-1.5 text-sm text-ink transition hover:border-brand-300 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The explore page: quick-search filter (audiences, occasions, interests, budget, merchants, q) over the
 * catalogue, with the filter kept in the URL so a search can be bookmarked and shared.
 */
export function ExploreFilter({ initialProducts, merchants }: ExploreFilterProps) {
  const [filter, setFilter] = useState<ProductFilter>(DEFAULT_PRODUCT_FILTER);
  const [pool, setPool] = useState<Product[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [visible, setVisible] = useState(EXPLORE_PAGE_SIZE);
  const [minText, setMinText] = useState(String(BUDGET_RANGE.min));
  const [maxText, setMaxText] = useState(String(BUDGET_RANGE.max));
  const ready = useRef(false);
  const [showFilters, setShowFilters] = useState(false);

  useEffect(() => {
    const fromUrl = filterFromSearchParams(window.location.search);
    setFilter(fromUrl);
    setMinText(String(fromUrl.budget.min));
    setMaxText(String(fromUrl.budget.max));
    ready.current = true;
    const controller = new AbortController();
    fetchProducts({ limit: EXPLORE_POOL_LIMIT }, controller.signal)
      .then(setPool)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[utforska] kunde inte hämta produkter', error);
        setPool([]);
        setFailed(true);
      });
    const onPop = () => setFilter(filterFromSearchParams(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => {
      controller.abort();
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  useEffect(() => {
    if (!ready.current) return;
    const query = filterToSearchParams(filter).toString();
    const next = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (next !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', next);
  }, [filter]);

  const results = useMemo(
    () => (pool ?? initialProducts).filter((product) => matchesProductFilter(product, filter)),
    [pool, initialProducts, filter],
  );
  const update = (next: ProductFilter) => {
    setFilter(next);
    setVisible(EXPLORE_PAGE_SIZE);
  };
  const onToggle = (field: ListField, value: string) => update(toggleFilterValue(filter, field, value));
  const setBudget = (field: 'min' | 'max', input: string) => {
    const budget = budgetRangeClamp(filter.budget, field, input);
    update({ ...filter, budget });
    setMinText(String(budget.min));
    setMaxText(String(budget.max));
  };
  const clear = () => {
    update(DEFAULT_PRODUCT_FILTER);
    setMinText(String(BUDGET_RANGE.min));
    setMaxText(String(BUDGET_RANGE.max));
  };
  const active = activeFilterCount(filter);
  const band = budgetBandFor(filter.budget);

  const panel = (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Budget</legend>
        <div className="flex flex-wrap gap-1.5">
          {EXPLORE_BUDGET_BANDS.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={band?.id === item.id}
              onClick={() => {
                const selected = band?.id === item.id;
                const budget = selected ? DEFAULT_PRODUCT_FILTER.budget : { min: item.min, max: item.max };
                update({ ...filter, budget });
                setMinText(String(budget.min));
                setMaxText(String(budget.max));
              }}
              className="rounded-full border border-black/10 bg-white px-3 py-1.5 text-sm text-ink transition hover:border-brand-300 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {item.label}
            </button>
          ))}
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <label className="text-xs text-muted">
            Från (kr)
            <input
              type="number"
              inputMode="numeric"
              min={BUDGET_RANGE.min}
              max={BUDGET_RANGE.max}
              step={BUDGET_RANGE.step}
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
              onBlur={(event) => setBudget('min', event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setBudget('min', event.currentTarget.value);
              }}
              className="mt-1 h-10 w-full rounded-xl border border-black/10 bg-white px-3 text-sm text-ink"
              data-budget-min
            />
          </label>
          <label className="text-xs text-muted">
            Till (kr)
            <input
              type="number"
              inputMode="numeric"
              min={BUDGET_RANGE.min}
              max={BUDGET_RANGE.max}
              step={BUDGET_RANGE.step}
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              onBlur={(event) => setBudget('max', event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setBudget('max', event.currentTarget.value);
              }}
              className="mt-1 h-10 w-full rounded-xl border border-black/10 bg-white px-3 text-sm text-ink"
              data-budget-max
            />
          </label>
        </div>
        <p className="mt-2 text-xs text-muted" data-budget-label>
          {filter.budget.min} kr – {budgetMaxLabel(filter.budget.max)}
        </p>
      </fieldset>
      {(
        [
          ['Till vem', 'audiences', EXPLORE_OPTIONS.audiences],
          ['Tillfälle', 'occasions', EXPLORE_OPTIONS.occasions],
          ['Intressen', 'interests', EXPLORE_OPTIONS.interests],
          ['Butiker', 'merchants', merchants.map((name) => ({ value: name, label: name }))],
        ] as const
      ).map(([legend, field, options]) => (
        <ChipGroup key={field} legend={legend} field={field} options={options} filter={filter} onToggle={onToggle} />
      ))}
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <aside aria-label="Filter" className="lg:sticky lg:top-20 lg:self-start">
        <button
          type="button"
          aria-expanded={showFilters}
          aria-controls="utforska-filter"
          onClick={() => setShowFilters((value) => !value)}
          className="flex w-full items-center justify-between rounded-3xl border border-black/5 bg-white px-5 py-4 text-sm font-semibold shadow-sm lg:hidden"
        >
          <span>Filter{active > 0 ? ` (${active})` : ''}</span>
          <span aria-hidden="true" className={showFilters ? 'rotate-180 transition' : 'transition'}>
            ▾
          </span>
        </button>
        <div
          id="utforska-filter"
          className={`${showFilters ? 'mt-3 block' : 'hidden'} rounded-3xl border border-black/5 bg-white p-5 shadow-sm lg:mt-0 lg:block lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto`}
        >
          {panel}
        </div>
      </aside>

      <section aria-labelledby="utforska-resultat">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label className="relative flex-1">
            <span className="sr-only">Sök</span>
            <input
              type="search"
              value={filter.q}
              onChange={(event) => update({ ...filter, q: event.target.value })}
              placeholder={EXPLORE_TEXT.searchPlaceholder}
              className="h-12 w-full rounded-full border border-black/10 bg-white px-5 text-base text-ink shadow-sm placeholder:text-muted focus:border-brand-400 focus:outline-none"
              data-explore-search
            />
          </label>
          {active > 0 ? (
            <button
              type="button"
              onClick={clear}
              className="h-12 rounded-full px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {EXPLORE_TEXT.clear}
            </button>
          ) : null}
        </div>
        <div className="mt-5 flex items-baseline justify-between">
          <h2 id="utforska-resultat" className="text-xl font-bold tracking-tight" data-explore-count>
            {pool ? resultCountLabel(results.length) : 'Presenter'}
          </h2>
          {pool === null ? (
            <p role="status" className="text-sm text-muted">
              {EXPLORE_TEXT.loading}
            </p>
          ) : null}
        </div>
        {results.length === 0 && pool !== null ? (
          <div className="mt-6 rounded-3xl border border-dashed border-black/10 bg-white p-10 text-center">
            <p className="text-base font-semibold text-ink">{EXPLORE_TEXT.empty}</p>
            <p className="mt-1 text-sm text-muted">{failed ? 'Kunde inte hämta produkter.' : EXPLORE_TEXT.emptyHint}</p>
            <button
              type="button"
              onClick={clear}
              className="mt-4 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {EXPLORE_TEXT.clear}
            </button>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" data-explore-grid>
            {results.slice(0, visible).map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} campaign="explore" eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        )}
        {results.length > visible ? (
          <div className="mt-8 text-center">
            <button
              type="button"
              onClick={() => setVisible((value) => value + EXPLORE_PAGE_SIZE)}
              className="rounded-full border border-black/10 bg-white px-6 py-3 text-sm font-semibold text-ink shadow-sm hover:border-brand-300 hover:text-brand-700"
            >
              Visa fler ({results.length - visible} kvar)
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
