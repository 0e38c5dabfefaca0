import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SORTS,
  type AdminProduct,
  type AdminSort,
  capNotice,
  FILTER_LABELS,
  groupDigits,
  type ProductScope,
  pageCount,
  SORT_LABELS,
  TAB_FILTERS,
  typeOptionText,
  visibilityToast,
} from '../../catalogue/admin/products.ts';
import {
  exportUrl,
  fetchProductMerchants,
  fetchProductPage,
  searchAdminProducts,
  setProductsVisible,
} from '../../catalogue/admin/products-client.ts';
import { showToast } from '../../toast/toast.ts';
import { BUTTON, FIELD, LABEL } from '../ui/buttons.ts';
import EditProductDialog from './EditProductDialog.tsx';
import Pager from './Pager.tsx';
import ProductRow from './ProductRow.tsx';
import { useProductPage } from './useProductPage.ts';
import { useProductTypes } from './useProductTypes.ts';

type TabFilter = (typeof TAB_FILTERS)[number];

interface ProductsTabProps {
  /** Called after products were shown, hidden or saved here (for the counters). */
  onChanged?(): void;
}

/**
 * The products tab (docs/product/admin-products.md#products-tab): filter, merchant, product type ('Okänd' first, to
 * find the products whose type is not known) and sort over lists capped at 500, a search over the whole database, bulk
 * show/hide of the chosen rows or of everything that matches, CSV export, edit.
 */
export default function ProductsTab({ onChanged }: ProductsTabProps = {}) {
  const [filter, setFilter] = useState<TabFilter>('all');
  const [merchant, setMerchant] = useState('');
  /** '' for every type; 'okand' lists the products whose type is not known. */
  const [type, setType] = useState('');
  const productTypes = useProductTypes();
  const [sort, setSort] = useState<AdminSort>('newest');
  const [page, setPage] = useState(0);
  const [merchants, setMerchants] = useState<{ name: string; count: number }[]>([]);

  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<string | null>(null);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [busy, setBusy] = useState(false);

  const ids = { filter: useId(), merchant: useId(), type: useId(), sort: useId(), search: useId() };
  const searching = query !== null;

  useEffect(() => {
    const controller = new AbortController();
    fetchProductMerchants(controller.signal).then((answer) => setMerchants(answer.merchants), showError);
    return () => controller.abort();
  }, []);

  const clearSelection = useCallback(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, []);

  // A new filter, merchant, sort or mode starts on the first page with nothing chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list asked for changes
  useEffect(() => {
    setPage(0);
    clearSelection();
  }, [filter, merchant, type, sort, query, clearSelection]);

  const list = useProductPage(
    searching
      ? null
      : (signal) =>
          fetchProductPage(
            {
              filter,
              merchant: merchant || undefined,
              type: type || undefined,
              sort,
              offset: page * ADMIN_PAGE_SIZE,
              limit: ADMIN_PAGE_SIZE,
            },
            signal,
          ),
    JSON.stringify([filter, merchant, type, sort, page]),
    filter,
  );
  const search = useProductPage(
    query === null ? null : (signal) => searchAdminProducts(query, signal),
    query ?? '',
    'search',
  );
  const { rows, total } = list;
  const { rows: found, total: foundTotal } = search;
  const loading = searching ? search.loading : list.loading;

  const reload = useCallback(() => {
    list.reload();
    search.reload();
    productTypes.reload();
    onChanged?.();
  }, [list.reload, search.reload, productTypes.reload, onChanged]);

  const shown = searching ? found.slice(page * ADMIN_PAGE_SIZE, (page + 1) * ADMIN_PAGE_SIZE) : rows;
  const matching = searching ? foundTotal : total;
  const pages = searching ? pageCount(found.length, true) : pageCount(total, true);
  const notice = searching ? null : capNotice(total);
  const scope: ProductScope = useMemo(
    () => (query !== null ? { q: query } : { filter, ...(merchant ? { merchant } : {}), ...(type ? { type } : {}) }),
    [query, filter, merchant, type],
  );

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    const text = searchText.trim();
    if (text) setQuery(text);
  }

  function leaveSearch() {
    setQuery(null);
    setSearchText('');
    search.setRows([]);
  }

  async function toggle(product: AdminProduct) {
    try {
      await setProductsVisible({ ids: [product.id] }, !product.isActive);
      showToast(visibilityToast(!product.isActive, { title: product.title }));
      reload();
    } catch (error) {
      showError(error);
    }
  }

  async function bulk(active: boolean) {
    if (!allMatching && selected.size === 0) {
      showToast({ title: 'Ingen produkt vald', description: 'Markera minst en produkt först.' });
      return;
    }
    setBusy(true);
    try {
      const { updated } = await setProductsVisible(allMatching ? { scope } : { ids: [...selected] }, active);
      showToast(visibilityToast(active, { count: updated }));
      clearSelection();
      reload();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const pageIds = shown.map((product) => product.id);
  const pageChosen = pageIds.length > 0 && pageIds.every((id) => allMatching || selected.has(id));
  function choosePage(checked: boolean) {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of pageIds) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }
  function chooseOne(id: string, checked: boolean) {
    if (allMatching) {
      setAllMatching(false);
      setSelected(new Set(pageIds.filter((other) => other !== id)));
      return;
    }
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  const chosenCount = allMatching ? matching : selected.size;

  return (
    <section aria-labelledby="products-tab-heading" className="flex flex-col gap-4">
      <h2 id="products-tab-heading" className="sr-only">
        Produkter
      </h2>
      <search>
        <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 flex-1">
            <label htmlFor={ids.search} className={LABEL}>
              Sök i hela databasen (titel eller butik)
            </label>
            <input
              id={ids.search}
              type="search"
              className={FIELD}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Sök produkter..."
            />
          </div>
          <button type="submit" className={BUTTON.primary} disabled={searchText.trim() === ''}>
            Sök
          </button>
          {searching && (
            <button type="button" className={BUTTON.secondary} onClick={leaveSearch}>
              Rensa
            </button>
          )}
        </form>
      </search>

      {searching ? (
        <p className="text-sm text-muted" aria-live="polite">
          {loading
            ? 'Söker…'
            : `${groupDigits(foundTotal)} ${foundTotal === 1 ? 'träff' : 'träffar'} på ”${query}”${foundTotal > found.length ? `, visar de första ${found.length}` : ''}`}
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={ids.filter} className={LABEL}>
              Visa
            </label>
            <select
              id={ids.filter}
              className={FIELD}
              value={filter}
              onChange={(event) => setFilter(event.target.value as TabFilter)}
            >
              {TAB_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {FILTER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.merchant} className={LABEL}>
              Butik
            </label>
            <select
              id={ids.merchant}
              className={FIELD}
              value={merchant}
              onChange={(event) => setMerchant(event.target.value)}
            >
              <option value="">Alla butiker</option>
              {merchants.map((item) => (
                <option key={item.name} value={item.name}>
                  {item.name} ({groupDigits(item.count)})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.type} className={LABEL}>
              Produkttyp
            </label>
            <select id={ids.type} className={FIELD} value={type} onChange={(event) => setType(event.target.value)}>
              <option value="">Alla typer</option>
              {productTypes.types
                .filter((option) => option.id === 'okand' || option.count > 0 || option.id === type)
                .map((option) => (
                  <option key={option.id} value={option.id}>
                    {typeOptionText({ ...option, depth: 0 }, true)}
                  </option>
                ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.sort} className={LABEL}>
              Sortera
            </label>
            <select
              id={ids.sort}
              className={FIELD}
              value={sort}
              onChange={(event) => setSort(event.target.value as AdminSort)}
            >
              {ADMIN_SORTS.map((value) => (
                <option key={value} value={value}>
                  {SORT_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <a
            className={`${BUTTON.secondary} ml-auto`}
            href={exportUrl(filter, merchant || undefined, type || undefined)}
            download
          >
            Exportera CSV
          </a>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-black/10 bg-white px-3 py-2">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={pageChosen}
            onChange={(event) => choosePage(event.target.checked)}
            disabled={pageIds.length === 0}
            className="size-4 accent-brand-700"
          />
          Välj alla på sidan
        </label>
        <span className="text-sm text-muted" aria-live="polite" data-testid="chosen-count">
          {allMatching
            ? `Alla ${groupDigits(matching)} som matchar ${searching ? 'sökningen' : 'filtret'} är valda`
            : `${groupDigits(selected.size)} valda`}
        </span>
        {matching > 0 && !allMatching && (
          <button type="button" className={BUTTON.small} onClick={() => setAllMatching(true)}>
            Välj alla {groupDigits(matching)} som matchar {searching ? 'sökningen' : 'filtret'}
          </button>
        )}
        {chosenCount > 0 && (
          <button type="button" className={BUTTON.small} onClick={clearSelection}>
            Avmarkera
          </button>
        )}
        <span className="ml-auto flex gap-2">
          <button type="button" className={BUTTON.small} disabled={busy} onClick={() => bulk(true)}>
            Visa valda
          </button>
          <button type="button" className={BUTTON.small} disabled={busy} onClick={() => bulk(false)}>
            Dölj valda
          </button>
        </span>
      </div>

      {notice && <p className="text-sm text-muted">{notice}</p>}

      {loading && shown.length === 0 ? (
        <p className="text-muted" role="status">
          Laddar produkter…
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-muted">
          {searching ? 'Inga produkter hittades' : 'Inga produkter matchar filtren'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Produkter" aria-busy={loading}>
          {shown.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              onEdit={setEditing}
              onToggle={toggle}
              selection={{
                checked: allMatching || selected.has(product.id),
                onChange: (checked) => chooseOne(product.id, checked),
              }}
            />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onChange={setPage} />
      <EditProductDialog product={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </section>
  );
}
