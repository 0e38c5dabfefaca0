import { useCallback, useEffect, useId, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import { type AdminTipPage, TIP_PAGE_TEXT, type TipPageListItem } from '../../tips/admin/tip-page.ts';
import {
  deleteTipPage,
  fetchTipPage,
  fetchTipPages,
  saveTipPageOrder,
  setTipPageActive,
} from '../../tips/admin/tip-pages-client.ts';
import { showToast } from '../../toast/toast.ts';
import { BUTTON } from '../ui/buttons.ts';
import Dialog from '../ui/Dialog.tsx';
import { ConfirmButtons } from '../ui/form-parts.tsx';
import SortableList from '../ui/SortableList.tsx';
import { useEditDialog } from '../ui/use-edit-dialog.ts';
import TipPageDialog from './TipPageDialog.tsx';

/**
 * Tips-sidor (docs/product/admin-tip-pages.md#list): the tip pages in their order, reorderable by drag, keyboard or the
 * move buttons; each with its address, a visibility switch, edit and delete (with confirmation).
 */
export default function TipPagesTab() {
  const [pages, setPages] = useState<TipPageListItem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const edit = useEditDialog<AdminTipPage>();
  const [confirm, setConfirm] = useState<TipPageListItem | null>(null);
  const headingId = useId();

  const load = useCallback(async () => {
    try {
      const answer = await fetchTipPages();
      setPages(answer.pages);
    } catch (error) {
      showError(error);
      setPages((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function openEditor(item: TipPageListItem | null) {
    if (!item) {
      edit.show(null);
      return;
    }
    setBusyId(item.id);
    try {
      const { page } = await fetchTipPage(item.id);
      edit.show(page);
    } catch (error) {
      showError(error);
    } finally {
      setBusyId(null);
    }
  }

  async function reorder(next: TipPageListItem[]) {
    setPages(next);
    setSaving(true);
    try {
      const answer = await saveTipPageOrder(next.map((page) => page.id));
      setPages(answer.pages);
      showToast({ title: TIP_PAGE_TEXT.saved, description: 'Ny ordning för tipssidorna' });
    } catch (error) {
      showError(error);
      await load();
    } finally {
      setSaving(false);
    }
  }

  async function toggle(item: TipPageListItem) {
    setBusyId(item.id);
    try {
      const { page } = await setTipPageActive(item.id, !item.isActive);
      setPages((current) => current?.map((candidate) => (candidate.id === page.id ? page : candidate)) ?? null);
      showToast({
        title: page.isActive ? TIP_PAGE_TEXT.activated : TIP_PAGE_TEXT.deactivated,
        description: page.isActive ? `${page.title} visas på sajten` : `${page.title} är dold`,
      });
    } catch (error) {
      showError(error);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(item: TipPageListItem) {
    setBusyId(item.id);
    try {
      await deleteTipPage(item.id);
      setConfirm(null);
      showToast({ title: TIP_PAGE_TEXT.deleted, description: item.title });
      await load();
    } catch (error) {
      showError(error);
    } finally {
      setBusyId(null);
    }
  }

  async function onSaved() {
    edit.close();
    await load();
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-tip-pages-tab>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            Tips-sidor
          </h2>
          <p className="text-sm text-muted">
            Dra i handtaget, använd tangentbordet eller pilarna för att ändra ordningen på sajten.
          </p>
        </div>
        <button type="button" className={BUTTON.primary} onClick={() => void openEditor(null)}>
          Ny tipssida
        </button>
      </div>

      {pages === null ? (
        <p className="text-muted">Laddar tipssidor...</p>
      ) : pages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-center text-muted">
          Inga tipssidor ännu. Skapa den första med ”Ny tipssida”.
        </p>
      ) : (
        <div aria-busy={saving}>
          <SortableList
            items={pages}
            getId={(page) => page.id}
            getName={(page) => page.title}
            label="Tipssidor i ordning"
            onReorder={(next) => void reorder(next)}
            disabled={saving}
            rowClassName={(page) => (page.isActive ? '' : 'bg-sand/60')}
            renderItem={(page) => (
              <div className="flex w-full min-w-0 flex-wrap items-center gap-x-3 gap-y-2" data-tip-page-row={page.slug}>
                <div className="min-w-0 flex-1 basis-40">
                  <p className="truncate font-semibold" data-tip-page-title>
                    {page.title}
                  </p>
                  <p className="truncate font-mono text-xs text-muted">
                    /{page.slug} · {page.tipCount} tips
                    {page.isActive ? '' : ' · dold'}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={page.isActive}
                    aria-label={`Visa ${page.title} på sajten`}
                    disabled={busyId === page.id}
                    onClick={() => void toggle(page)}
                    className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50 ${
                      page.isActive ? 'bg-brand-700' : 'bg-black/25'
                    }`}
                  >
                    <span
                      aria-hidden="true"
                      className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                        page.isActive ? 'translate-x-5' : 'translate-x-0.5'
                      }`}
                    />
                  </button>
                  <button
                    type="button"
                    className={BUTTON.small}
                    aria-label={`Redigera ${page.title}`}
                    disabled={busyId === page.id}
                    onClick={() => void openEditor(page)}
                  >
                    Redigera
                  </button>
                  <button
                    type="button"
                    className={`${BUTTON.small} text-red-800`}
                    aria-label={`Radera ${page.title}`}
                    disabled={busyId === page.id}
                    onClick={() => setConfirm(page)}
                  >
                    Radera
                  </button>
                </div>
              </div>
            )}
          />
        </div>
      )}

      <TipPageDialog
        key={edit.key}
        open={edit.open}
        page={edit.item}
        onClose={edit.close}
        onSaved={() => void onSaved()}
      />

      <Dialog
        open={confirm !== null}
        title="Radera tipssida?"
        {...(confirm ? { subtitle: `”${confirm.title}” och dess banners raderas permanent.` } : {})}
        onClose={() => setConfirm(null)}
        footer={
          <ConfirmButtons
            label="Radera"
            disabled={confirm === null || busyId === confirm.id}
            onCancel={() => setConfirm(null)}
            onConfirm={() => confirm && void remove(confirm)}
          />
        }
      >
        <p className="text-sm">Sidan försvinner från sajten vid nästa publicering. Det går inte att ångra.</p>
      </Dialog>
    </section>
  );
}
