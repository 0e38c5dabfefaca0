import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../../toast/toast.ts';
import { showError } from '../admin-client.ts';
import type { CounterFilter } from '../panel/tabs.ts';
import { BUTTON } from '../ui/buttons.ts';
import EditProductDialog from './EditProductDialog.tsx';
import Pager from './Pager.tsx';
import ProductRow from './ProductRow.tsx';
import {
  ADMIN_PAGE_SIZE,
  type AdminProduct,
  FILTER_LABELS,
  groupDigits,
  pageCount,
  visibilityToast,
} from './products.ts';
import { fetchProductPage, setProductsVisible } from './products-client.ts';
import { useLiveRows } from './useLiveRows.ts';

interface ProductListProps {
  filter: CounterFilter;
  onBack(): void;
  /** Called after this list changed products (for the counters). */
  onChanged?(): void;
}

const HEADINGS: Record<CounterFilter, string> = {
  all: 'Alla produkter',
  active: 'Live på sajten',
  hidden: 'Dolda produkter',
  needs_tagging: 'Behöver taggning',
};

/** A counter's full list (spec §2): 50 per page, newest first, with a way back to the overview. */
export default function ProductList({ filter, onBack, onChanged }: ProductListProps) {
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<AdminProduct[]>([]);
  const [total, setTotal] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another list starts on its first page
  useEffect(() => setPage(0), [filter]);

  useEffect(() => {
    void reloadKey;
    const controller = new AbortController();
    setLoading(true);
    fetchProductPage(
      { filter, sort: 'newest', offset: page * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE },
      controller.signal,
    )
      .then((answer) => {
        setRows(answer.products);
        setTotal(answer.total);
        setCursor(answer.cursor);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoading(false);
        showError(error);
      });
    return () => controller.abort();
  }, [filter, page, reloadKey]);

  useLiveRows(cursor, filter, setRows);

  const reload = useCallback(() => {
    setReloadKey((key) => key + 1);
    onChanged?.();
  }, [onChanged]);

  async function toggle(product: AdminProduct) {
    try {
      await setProductsVisible({ ids: [product.id] }, !product.isActive);
      showToast(visibilityToast(!product.isActive, { title: product.title }));
      reload();
    } catch (error) {
      showError(error);
    }
  }

  const pages = pageCount(total, false);
  return (
    <section aria-labelledby="admin-list-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-list-heading" className="text-xl font-semibold">
          {HEADINGS[filter]} <span className="text-base font-normal text-muted">({groupDigits(total)})</span>
        </h2>
        <button type="button" className={BUTTON.secondary} onClick={onBack}>
          ← Tillbaka till översikten
        </button>
      </div>
      {loading && rows.length === 0 ? (
        <p className="text-muted" role="status">
          Laddar produkter…
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-muted">
          Inga produkter matchar filtren
        </p>
      ) : (
        <ul
          className="flex flex-col gap-2"
          aria-label={`${FILTER_LABELS[filter]}, sida ${page + 1}`}
          aria-busy={loading}
        >
          {rows.map((product) => (
            <ProductRow key={product.id} product={product} onEdit={setEditing} onToggle={toggle} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onChange={setPage} />
      <EditProductDialog product={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </section>
  );
}
