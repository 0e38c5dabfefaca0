import { type SubmitEvent, useId, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import {
  keepsRow,
  MODERATION_SEARCH_LIMIT,
  type ModerationFilter,
  titleMatches,
} from '../../catalogue/admin/moderation.ts';
import {
  ADMIN_PAGE_SIZE,
  type AdminProduct,
  FILTER_LABELS,
  groupDigits,
  TAB_FILTERS,
} from '../../catalogue/admin/products.ts';
import { fetchProductPage, searchAdminProducts } from '../../catalogue/admin/products-client.ts';
import { setProductVisible } from '../../catalogue/admin/visibility-client.ts';
import Pager from '../products/Pager.tsx';
import { useLiveRows } from '../products/useLiveRows.ts';
import { useProductPage } from '../products/useProductPage.ts';
import { BUTTON, FIELD } from '../ui/buttons.ts';
import VisibilityRow, { type VisibilityRowProduct } from './VisibilityRow.tsx';

/**
 * Moderering (docs/product/admin-products.md#moderation): products with show/hide, and a title search showing the top
 * 20.
 */
export default function ModerationTab() {
  const [filter, setFilter] = useState<ModerationFilter>('all');
  const [page, setPage] = useState(0);
  const [text, setText] = useState('');
  const [search, setSearch] = useState<{ q: string; cursor: string } | null>(null);
  const [found, setFound] = useState<AdminProduct[]>([]);
  const [searching, setSearching] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const headingId = useId();
  const searchId = useId();
  const filterName = useId();

  // Both lists follow the live change feed from when they were read: a product hidden elsewhere changes here too.
  const listing = useProductPage(
    (signal) =>
      fetchProductPage({ filter, sort: 'newest', offset: page * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE }, signal),
    `${filter}/${page}`,
    filter,
  );
  const { rows, setRows } = listing;
  useLiveRows(search?.cursor ?? null, 'search', setFound);

  async function runSearch(event: SubmitEvent) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setSearching(true);
    try {
      // The database search (title or merchant, name order, hidden products too), narrowed to titles: the top 20.
      const result = await searchAdminProducts(q);
      setFound(titleMatches(result.products, q));
      setSearch({ q, cursor: result.cursor });
    } catch (error) {
      showError(error);
    } finally {
      setSearching(false);
    }
  }

  function clearSearch() {
    setSearch(null);
    setFound([]);
    setText('');
  }

  async function toggle(product: VisibilityRowProduct) {
    const active = !product.isActive;
    setBusyId(product.id);
    if (await setProductVisible(product, active)) {
      const patch = (list: AdminProduct[], keep: boolean) =>
        list
          .map((row) => (row.id === product.id ? { ...row, isActive: active } : row))
          .filter((row) => row.id !== product.id || keep);
      setRows((list) => patch(list, keepsRow(filter, active)));
      setFound((list) => patch(list, true));
    }
    setBusyId(null);
  }

  const list = (products: AdminProduct[], label: string) => (
    <ul aria-label={label} className="divide-y divide-black/10 overflow-hidden rounded-xl border border-black/10">
      {products.map((product) => (
        <VisibilityRow
          key={product.id}
          product={product}
          busy={busyId === product.id}
          onToggle={(row) => void toggle(row)}
        />
      ))}
    </ul>
  );

  const shown = listing.current ? listing : null;
  const pages = shown ? Math.max(1, Math.ceil(shown.total / ADMIN_PAGE_SIZE)) : 1;

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
            {found.length === 0
              ? 'Inga produkter hittades'
              : found.length === MODERATION_SEARCH_LIMIT
                ? `De ${MODERATION_SEARCH_LIMIT} första träffarna för ”${search.q}”`
                : `${found.length} ${found.length === 1 ? 'träff' : 'träffar'} för ”${search.q}”`}
          </p>
          {found.length > 0 && list(found, 'Sökresultat')}
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
                    setPage(0);
                  }}
                  className="sr-only"
                />
                {FILTER_LABELS[value]}
              </label>
            ))}
          </fieldset>
          {!shown ? (
            <p className="text-muted">Laddar produkter...</p>
          ) : rows.length === 0 ? (
            <p className="rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-center text-muted">
              Inga produkter matchar filtren
            </p>
          ) : (
            <div>
              <p className="mb-2 text-sm text-muted">{groupDigits(shown.total)} produkter</p>
              {list(rows, `Produkter: ${FILTER_LABELS[filter].toLowerCase()}`)}
              <Pager page={page} pages={pages} onChange={setPage} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
