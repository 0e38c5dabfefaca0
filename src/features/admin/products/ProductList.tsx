import { useCallback, useEffect, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import type { CounterFilter } from '../../catalogue/admin/products.ts';
import {
  ADMIN_PAGE_SIZE,
  type AdminProduct,
  FILTER_LABELS,
  groupDigits,
  pageCount,
  visibilityToast,
} from '../../catalogue/admin/products.ts';
import { fetchProductPage, setProductsVisible } from '../../catalogue/admin/products-client.ts';
import { showToast } from '../../toast/toast.ts';
import { BUTTON } from '../ui/buttons.ts';
import EditProductDialog from './EditProductDialog.tsx';
import Pager from './Pager.tsx';
import ProductRow from './ProductRow.tsx';
import { useProductPage } from './useProductPage.ts';

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

/**
 * A counter's full list (docs/product/admin-products.md#lists): 50 per page, newest first, with a way back to the
 * overview.
 */
export default function ProductList({ filter, onBack, onChanged }: ProductListProps) {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<AdminProduct | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another list starts on its first page
  useEffect(() => setPage(0), [filter]);

  const list = useProductPage(
    (signal) =>
      fetchProductPage({ filter, sort: 'newest', offset: page * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE }, signal),
    `${filter}/${page}`,
    filter,
  );
  const { rows, total, loading } = list;

  const reload = useCallback(() => {
    list.reload();
    onChanged?.();
  }, [list.reload, onChanged]);

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
