import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { subscribeToProductChanges } from '../../../lib/api-client.ts';
import { adminGet, adminQuery, showError } from '../admin-client.ts';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_LIMIT,
  type AdminProduct,
  type AdminProductPage,
  FILTER_LABELS,
  groupDigits,
  TAB_FILTERS,
} from '../products/products.ts';
import { BUTTON, FIELD } from '../ui/buttons.ts';
import { keepsRow, MODERATION_SEARCH_LIMIT, type ModerationFilter, titleMatches } from './moderation.ts';
import VisibilityRow, { type VisibilityRowProduct } from './VisibilityRow.tsx';
import { setProductVisible } from './visibility-client.ts';

type Listing = { page: AdminProductPage; filter: ModerationFilter; offset: number };

/** Moderering (admin spec §2 "Moderation tab"): products with show/hide, and a title search showing the top 20. */
export default function ModerationTab() {
  const [filter, setFilter] = useState<ModerationFilter>('all');
  const [offset, setOffset] = useState(0);
  const [listing, setListing] = useState<Listing | null>(null);
  const [text, setText] = useState('');
  const [search, setSearch] = useState<{ q: string; products: AdminProduct[] } | null>(null);
  const [searching, setSearching] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const headingId = useId();
  const searchId = useId();
  const filterName = useId();

  useEffect(() => {
    const controller = new AbortController();
    adminGet<AdminProductPage>(
      `/api/admin/products${adminQuery({ filter, sort: 'newest', offset, limit: ADMIN_PAGE_SIZE })}`,
      controller.signal,
    )
      .then((page) => setListing({ page, filter, offset }))
      .catch(showError);
    return () => controller.abort();
  }, [filter, offset]);

  /** A product's new visibility, in every list on screen (a filtered list drops rows that no longer belong). */
  const applyVisibility = useCallback((id: string, active: boolean) => {
    const patch = (products: AdminProduct[], rowFilter: ModerationFilter) =>
      products
        .map((product) => (product.id === id ? { ...product, isActive: active } : product))
        .filter((product) => product.id !== id || keepsRow(rowFilter, active));
    setListing((current) =>
      current
        ? { ...current, page: { ...current.page, products: patch(current.page.products, current.filter) } }
        : current,
    );
    setSearch((current) => (current ? { ...current, products: patch(current.products, 'all') } : current));
  }, []);

  // Follow live changes from the moment the list was read: a product hidden elsewhere changes here too.
  const cursor = listing?.page.cursor;
  useEffect(() => {
    if (!cursor) return;
    return subscribeToProductChanges(cursor, (change) => applyVisibility(change.id, change.active));
  }, [cursor, applyVisibility]);

  async function runSearch(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setSearching(true);
    try {
      // The database search (title or merchant, name order, hidden products too), narrowed to titles: the top 20.
      const page = await adminGet<AdminProductPage>(
        `/api/admin/products/search${adminQuery({ q, limit: ADMIN_SEARCH_LIMIT })}`,
      );
      setSearch({ q, products: titleMatches(page.products, q) });
    } catch (error) {
      showError(error);
    } finally {
      setSearching(false);
    }
  }

  function clearSearch() {
    setSearch(null);
    setText('');
  }

  async function toggle(product: VisibilityRowProduct) {
    setBusyId(product.id);
    if (await setProductVisible(product, !product.isActive)) applyVisibility(product.id, !product.isActive);
    setBusyId(null);
  }

  const rows = (products: AdminProduct[]) =>
    products.map((product) => (
      <VisibilityRow
        key={product.id}
        product={product}
        busy={busyId === product.id}
        onToggle={(row) => void toggle(row)}
      />
    ));

  const page = listing && listing.filter === filter && listing.offset === offset ? listing.page : null;
  const lastPage = page ? Math.max(0, Math.ceil(page.total / ADMIN_PAGE_SIZE) - 1) : 0;
  const pageIndex = Math.floor(offset / ADMIN_PAGE_SIZE);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} className="text-xl font-semibold">
        Moderering
      </h2>

      <form onSubmit={(event) => void runSearch(event)} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
            Sök produkter på titel
          </label>
          <input
            id={searchId}
            type="search"
            className={FIELD}
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className={BUTTON.primary} disabled={!text.trim() || searching}>
          {searching ? 'Söker...' : 'Sök'}
        </button>
        {search && (
          <button type="button" className={BUTTON.secondary} onClick={clearSearch}>
            Rensa
          </button>
        )}
      </form>

      {search ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted" aria-live="polite">
            {search.products.length === 0
              ? 'Inga produkter hittades'
              : search.products.length === MODERATION_SEARCH_LIMIT
                ? `De ${MODERATION_SEARCH_LIMIT} första träffarna för ”${search.q}”`
                : `${search.products.length} träffar för ”${search.q}”`}
          </p>
          {search.products.length > 0 && (
            <ul
              aria-label="Sökresultat"
              className="divide-y divide-black/10 overflow-hidden rounded-xl border border-black/10"
            >
              {rows(search.products)}
            </ul>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">Visa</legend>
            {TAB_FILTERS.map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-lg border border-black/15 bg-white px-3 py-1.5 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
              >
                <input
                  type="radio"
                  name={filterName}
                  value={value}
                  checked={filter === value}
                  onChange={() => {
                    setFilter(value);
                    setOffset(0);
                  }}
                  className="sr-only"
                />
                {FILTER_LABELS[value]}
              </label>
            ))}
          </fieldset>
          {!page ? (
            <p className="text-muted">Laddar produkter...</p>
          ) : page.products.length === 0 ? (
            <p className="rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-center text-muted">
              Inga produkter matchar filtren
            </p>
          ) : (
            <>
              <ul
                aria-label={`Produkter: ${FILTER_LABELS[filter].toLowerCase()}`}
                className="divide-y divide-black/10 overflow-hidden rounded-xl border border-black/10"
              >
                {rows(page.products)}
              </ul>
              <nav aria-label="Sidor" className="flex items-center justify-between gap-2">
                <button
                  type="button"
                  className={BUTTON.secondary}
                  disabled={pageIndex === 0}
                  onClick={() => setOffset(Math.max(0, offset - ADMIN_PAGE_SIZE))}
                >
                  Föregående
                </button>
                <span className="text-sm text-muted">
                  Sida {pageIndex + 1} av {lastPage + 1} ({groupDigits(page.total)} produkter)
                </span>
                <button
                  type="button"
                  className={BUTTON.secondary}
                  disabled={pageIndex >= lastPage}
                  onClick={() => setOffset(offset + ADMIN_PAGE_SIZE)}
                >
                  Nästa
                </button>
              </nav>
            </>
          )}
        </div>
      )}
    </section>
  );
}
