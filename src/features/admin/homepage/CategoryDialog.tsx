import { type SubmitEvent, useCallback, useId, useRef, useState } from 'react';
import { toSlug } from '../../../lib/slug.ts';
import { AdminApiError, showError } from '../../admin-api/admin-client.ts';
import type { AdminProduct } from '../../catalogue/admin/products.ts';
import { formatPriceOrFallback } from '../../catalogue/price.ts';
import {
  type AdminCategory,
  CATEGORY_TITLE_MAX,
  type CategoryProduct,
  canAddProduct,
  checkCategoryForm,
  HOMEPAGE_TEXT,
  selectionCount,
} from '../../home/admin/homepage.ts';
import { createCategory, searchCategoryProducts, updateCategory } from '../../home/admin/homepage-client.ts';
import { showToast } from '../../toast/toast.ts';
import { BUTTON, FIELD, LABEL } from '../ui/buttons.ts';
import Dialog from '../ui/Dialog.tsx';
import { FormProblem, SaveButtons } from '../ui/form-parts.tsx';
import SortableList from '../ui/SortableList.tsx';

interface CategoryDialogProps {
  open: boolean;
  /** The category to edit, or null to add one. */
  category: AdminCategory | null;
  onClose: () => void;
  onSaved: (category: AdminCategory) => void;
}

function toChosen(product: AdminProduct): CategoryProduct {
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    merchant: product.merchant,
    imageUrl: product.imageUrl,
    isActive: product.isActive,
  };
}

function Thumb({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" loading="lazy" className="h-10 w-10 shrink-0 rounded-md bg-sand object-cover" />
  ) : (
    <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-md bg-sand" />
  );
}

function ProductText({ product }: { product: CategoryProduct }) {
  return (
    <div className="min-w-0 flex-1 basis-28">
      <p className="truncate text-sm font-medium text-ink" title={product.title}>
        {product.title}
      </p>
      <p className="text-xs text-muted">
        {product.merchant} · {formatPriceOrFallback(product.price)}
        {product.isActive ? '' : ' · '}
        {!product.isActive && <span className="font-semibold text-red-800">Dold</span>}
      </p>
    </div>
  );
}

/**
 * 'Lägg till kategori' / 'Redigera kategori' (docs/product/admin-homepage.md#dialog): the title (its slug shown, made
 * from it), the selected products n/15 (drag or move to reorder, remove), and a product search (Enter or the button,
 * 20 results). The form starts from the category when the component mounts: give it a new key for each opening.
 */
export default function CategoryDialog({ open, category, onClose, onSaved }: CategoryDialogProps) {
  const [title, setTitle] = useState(category?.title ?? '');
  const [chosen, setChosen] = useState<CategoryProduct[]>(category?.products ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ q: string; products: AdminProduct[]; total: number } | null>(null);
  const [searching, setSearching] = useState(false);
  const searchAbort = useRef<AbortController | null>(null);
  const formId = useId();
  const problemId = useId();
  const ids = { title: useId(), slug: useId(), search: useId(), chosen: useId(), results: useId() };
  const editing = category !== null;
  const slug = toSlug(title);

  const runSearch = useCallback(async (text: string) => {
    const q = text.trim();
    if (!q) return;
    searchAbort.current?.abort();
    const controller = new AbortController();
    searchAbort.current = controller;
    setSearching(true);
    try {
      const page = await searchCategoryProducts(q, controller.signal);
      setResults({ q, products: page.products, total: page.total });
    } catch (error) {
      showError(error);
    } finally {
      if (!controller.signal.aborted) setSearching(false);
    }
  }, []);

  function add(product: AdminProduct) {
    const allowed = canAddProduct(
      chosen.map((item) => item.id),
      product.id,
    );
    if (!allowed.ok) {
      showToast({ title: allowed.title, description: allowed.description, variant: 'destructive' });
      return;
    }
    setChosen((current) => [...current, toChosen(product)]);
    setProblem(null);
  }

  function remove(id: string) {
    setChosen((current) => current.filter((item) => item.id !== id));
    setProblem(null);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = checkCategoryForm({ title, productIds: chosen.map((item) => item.id) });
    if (!checked.ok) {
      setProblem(checked.error);
      showToast({ title: 'Fel', description: checked.error, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const { category: saved } = editing
        ? await updateCategory(category.id, checked.value.title, checked.value.productIds)
        : await createCategory(checked.value.title, checked.value.productIds);
      showToast({ title: editing ? HOMEPAGE_TEXT.saved : HOMEPAGE_TEXT.created, description: saved.title });
      onSaved(saved);
    } catch (error) {
      if (error instanceof AdminApiError) setProblem(error.message);
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  const chosenIds = new Set(chosen.map((item) => item.id));

  return (
    <Dialog
      open={open}
      wide
      title={editing ? 'Redigera kategori' : 'Lägg till kategori'}
      subtitle="Titeln blir ordet i startsidans rubrik; de valda produkterna visas först i rutnätet"
      onClose={onClose}
      footer={
        <SaveButtons formId={formId} saving={saving} editing={editing} createLabel="Lägg till" onCancel={onClose} />
      }
    >
      <div className="flex flex-col gap-5">
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-1">
          <label htmlFor={ids.title} className={LABEL}>
            Titel
          </label>
          <input
            id={ids.title}
            className={FIELD}
            value={title}
            required
            aria-required="true"
            aria-invalid={problem === HOMEPAGE_TEXT.titleRequired ? true : undefined}
            aria-describedby={[ids.slug, problem ? problemId : ''].filter(Boolean).join(' ')}
            autoComplete="off"
            maxLength={CATEGORY_TITLE_MAX + 20}
            placeholder="t.ex. mamma"
            onChange={(event) => {
              setTitle(event.target.value);
              setProblem(null);
            }}
          />
          <p id={ids.slug} className="text-xs text-muted">
            Slug (skapas av titeln): <span className="font-mono text-ink">{slug || '–'}</span>
          </p>
          {problem && (
            <FormProblem id={problemId} className="mt-2">
              {problem}
            </FormProblem>
          )}
        </form>

        <section aria-labelledby={ids.chosen} className="flex flex-col gap-2">
          <h3 id={ids.chosen} className="text-sm font-semibold text-ink">
            Valda produkter <span className="font-normal text-muted">({selectionCount(chosen.length)})</span>
          </h3>
          {chosen.length === 0 ? (
            <p className="rounded-lg border border-dashed border-black/15 px-3 py-4 text-center text-sm text-muted">
              Inga produkter valda än. Sök fram produkter nedan och lägg till dem.
            </p>
          ) : (
            <SortableList
              items={chosen}
              getId={(item) => item.id}
              getName={(item) => item.title}
              label={`Valda produkter, ${selectionCount(chosen.length)}`}
              onReorder={setChosen}
              disabled={saving}
              renderItem={(item) => (
                <>
                  <Thumb url={item.imageUrl} />
                  <ProductText product={item} />
                  <button
                    type="button"
                    className={BUTTON.small}
                    aria-label={`Ta bort ${item.title}`}
                    onClick={() => remove(item.id)}
                  >
                    Ta bort
                  </button>
                </>
              )}
            />
          )}
        </section>

        <section aria-labelledby={ids.results} className="flex flex-col gap-2">
          <h3 id={ids.results} className="text-sm font-semibold text-ink">
            Lägg till produkter
          </h3>
          <search>
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void runSearch(query);
              }}
            >
              <div className="min-w-0 flex-1 basis-52">
                <label htmlFor={ids.search} className="sr-only">
                  Sök produkt (titel eller butik)
                </label>
                <input
                  id={ids.search}
                  type="search"
                  className={FIELD}
                  value={query}
                  placeholder="Sök produkt (titel eller butik)..."
                  autoComplete="off"
                  maxLength={200}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </div>
              <button type="submit" className={BUTTON.primary} disabled={query.trim() === '' || searching}>
                Sök
              </button>
            </form>
          </search>
          <div aria-live="polite" className="text-sm text-muted">
            {searching
              ? 'Söker...'
              : results === null
                ? null
                : results.products.length === 0
                  ? 'Inga produkter hittades'
                  : `Visar ${results.products.length} av ${results.total} träffar för ”${results.q}”`}
          </div>
          {results && results.products.length > 0 && (
            <ul
              aria-label="Sökresultat"
              className="divide-y divide-black/10 overflow-hidden rounded-xl border border-black/10"
            >
              {results.products.map((product) => (
                <li key={product.id} className="flex flex-wrap items-center gap-2 bg-white px-3 py-2 sm:gap-3">
                  <Thumb url={product.imageUrl} />
                  <ProductText product={toChosen(product)} />
                  {chosenIds.has(product.id) && (
                    <span className="rounded-full bg-pine-50 px-2 py-0.5 text-xs font-semibold text-pine-700">
                      Vald
                    </span>
                  )}
                  <button
                    type="button"
                    className={BUTTON.small}
                    aria-label={`Lägg till ${product.title}`}
                    onClick={() => add(product)}
                  >
                    Lägg till
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  );
}
