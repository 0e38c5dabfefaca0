import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import { type AdminCategory, categoryVisibilityToast, HOMEPAGE_TEXT } from '../../home/admin/homepage.ts';
import {
  deleteCategory,
  fetchCategories,
  saveCategoryOrder,
  setCategoryActive,
} from '../../home/admin/homepage-client.ts';
import { showToast } from '../../toast/toast.ts';
import { BUTTON } from '../ui/buttons.ts';
import Dialog from '../ui/Dialog.tsx';
import { ConfirmButtons } from '../ui/form-parts.tsx';
import SortableList from '../ui/SortableList.tsx';
import { useEditDialog } from '../ui/use-edit-dialog.ts';
import CategoryDialog from './CategoryDialog.tsx';

/**
 * Startsida (docs/product/admin-homepage.md#list): the rotating homepage categories in their order. Drag, keyboard or
 * the move buttons reorder them (saved at once; on an error the list reloads with a 'Fel' toast); each row shows
 * the title and the number of selected products, with hide/show, edit and delete (after a confirmation). Every
 * saved change calls `onChanged`, so the panel header shows that the site waits to be published.
 */
export default function HomepageTab({ onChanged }: { onChanged?: () => void }) {
  const [categories, setCategories] = useState<AdminCategory[] | null>(null);
  const [savingOrder, setSavingOrder] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const dialog = useEditDialog<AdminCategory>();
  const [doomed, setDoomed] = useState<AdminCategory | null>(null);
  const [deleting, setDeleting] = useState(false);
  const headingId = useId();

  const load = useCallback(async () => {
    try {
      setCategories((await fetchCategories()).categories);
    } catch (error) {
      showError(error);
      setCategories((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Moves are saved as they happen; only the answer to the latest one is shown, so the list never jumps back.
  const orderRequest = useRef(0);
  async function reorder(next: AdminCategory[]) {
    const request = ++orderRequest.current;
    setCategories(next);
    setSavingOrder(true);
    try {
      const saved = (await saveCategoryOrder(next.map((category) => category.id))).categories;
      if (request !== orderRequest.current) return;
      setCategories(saved);
      showToast({ title: HOMEPAGE_TEXT.saved, description: 'Den nya ordningen är sparad' });
      onChanged?.();
    } catch (error) {
      if (request !== orderRequest.current) return;
      showError(error);
      await load();
    } finally {
      if (request === orderRequest.current) setSavingOrder(false);
    }
  }

  async function toggle(category: AdminCategory) {
    setBusyId(category.id);
    try {
      const { category: saved } = await setCategoryActive(category.id, !category.isActive);
      setCategories((current) => current?.map((row) => (row.id === saved.id ? saved : row)) ?? null);
      showToast(categoryVisibilityToast(saved.isActive, saved.title));
      onChanged?.();
    } catch (error) {
      showError(error);
      await load();
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!doomed) return;
    setDeleting(true);
    try {
      await deleteCategory(doomed.id);
      showToast({ title: HOMEPAGE_TEXT.deleted, description: doomed.title });
      onChanged?.();
      setDoomed(null);
    } catch (error) {
      showError(error);
    } finally {
      setDeleting(false);
      await load();
    }
  }

  function openDialog(category: AdminCategory | null) {
    dialog.show(category);
  }

  async function onSaved() {
    dialog.close();
    onChanged?.();
    await load();
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            Startsida
          </h2>
          <p className="text-sm text-muted">
            Kategorierna växlar i den här ordningen i startsidans rubrik och produktrutnät.
          </p>
        </div>
        <button type="button" className={BUTTON.primary} onClick={() => openDialog(null)}>
          Lägg till kategori
        </button>
      </div>

      {categories === null ? (
        <p className="text-muted">Laddar kategorier...</p>
      ) : categories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-center text-muted">
          {HOMEPAGE_TEXT.empty}
        </p>
      ) : (
        <div aria-busy={savingOrder}>
          <SortableList
            items={categories}
            getId={(category) => category.id}
            getName={(category) => category.title}
            label="Startsidans kategorier"
            onReorder={(next) => void reorder(next)}
            rowClassName={(category) => (category.isActive ? '' : 'bg-red-50')}
            renderItem={(category) => (
              <>
                <div className="min-w-0 flex-1 basis-32">
                  <p className="truncate font-semibold text-ink">{category.title}</p>
                  <p className="text-xs text-muted">
                    {category.productCount} {category.productCount === 1 ? 'vald produkt' : 'valda produkter'}
                    {category.isActive ? '' : ' · '}
                    {!category.isActive && <span className="font-semibold text-red-800">Dold</span>}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={BUTTON.small}
                    disabled={busyId === category.id}
                    aria-label={`${category.isActive ? 'Dölj' : 'Visa'} ${category.title}`}
                    onClick={() => void toggle(category)}
                  >
                    {category.isActive ? 'Dölj' : 'Visa'}
                  </button>
                  <button
                    type="button"
                    className={BUTTON.small}
                    aria-label={`Redigera ${category.title}`}
                    onClick={() => openDialog(category)}
                  >
                    Redigera
                  </button>
                  <button
                    type="button"
                    className={`${BUTTON.small} text-red-800`}
                    aria-label={`Radera ${category.title}`}
                    onClick={() => setDoomed(category)}
                  >
                    Radera
                  </button>
                </div>
              </>
            )}
          />
        </div>
      )}

      <CategoryDialog
        key={dialog.key}
        open={dialog.open}
        category={dialog.item}
        onClose={dialog.close}
        onSaved={() => void onSaved()}
      />

      <Dialog
        open={doomed !== null}
        title="Radera kategori"
        onClose={() => (deleting ? undefined : setDoomed(null))}
        footer={
          <ConfirmButtons
            label={deleting ? 'Raderar...' : 'Radera'}
            disabled={deleting}
            cancelDisabled={deleting}
            onCancel={() => setDoomed(null)}
            onConfirm={() => void confirmDelete()}
          />
        }
      >
        <p>{doomed ? HOMEPAGE_TEXT.confirmDelete(doomed.title) : ''}</p>
      </Dialog>
    </section>
  );
}
