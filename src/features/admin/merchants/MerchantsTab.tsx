import { useCallback, useEffect, useId, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import { type AdminMerchant, MERCHANT_TEXT, type MerchantProductsResponse } from '../../catalogue/admin/merchant.ts';
import { fetchMerchantProducts, fetchMerchants } from '../../catalogue/admin/merchants-client.ts';
import { setProductVisible } from '../../catalogue/admin/visibility-client.ts';
import VisibilityRow, { type VisibilityRowProduct } from '../moderation/VisibilityRow.tsx';
import { BUTTON, FIELD, LABEL } from '../ui/buttons.ts';
import MerchantDialog from './MerchantDialog.tsx';

type DialogState = { key: number; open: boolean; merchant: AdminMerchant | null };

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={`rounded-xl px-4 py-3 ${tone}`}>
      <dt className="text-sm">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

/**
 * Butiker (docs/product/admin-merchants.md#list): pick a merchant, add or edit one, its products with counts and
 * show/hide.
 */
export default function MerchantsTab() {
  const [merchants, setMerchants] = useState<AdminMerchant[] | null>(null);
  const [selectedId, setSelectedId] = useState('');
  const [detail, setDetail] = useState<MerchantProductsResponse | null>(null);
  const [loadingDetail, setLoadingDetail] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>({ key: 0, open: false, merchant: null });
  const selectId = useId();
  const headingId = useId();

  const loadMerchants = useCallback(async () => {
    try {
      const { merchants: list } = await fetchMerchants();
      setMerchants(list);
    } catch (error) {
      showError(error);
      setMerchants([]);
    }
  }, []);

  const loadDetail = useCallback(async (id: string, signal?: AbortSignal) => {
    if (!id) {
      setDetail(null);
      return;
    }
    setLoadingDetail(true);
    try {
      setDetail(await fetchMerchantProducts(id, signal));
    } catch (error) {
      showError(error);
    } finally {
      if (!signal?.aborted) setLoadingDetail(false);
    }
  }, []);

  useEffect(() => {
    void loadMerchants();
  }, [loadMerchants]);

  useEffect(() => {
    const controller = new AbortController();
    void loadDetail(selectedId, controller.signal);
    return () => controller.abort();
  }, [selectedId, loadDetail]);

  const selected = merchants?.find((merchant) => merchant.id === selectedId) ?? null;

  function openDialog(merchant: AdminMerchant | null) {
    setDialog((current) => ({ key: current.key + 1, open: true, merchant }));
  }

  async function onSaved(saved: AdminMerchant) {
    setDialog((current) => ({ ...current, open: false }));
    await loadMerchants();
    if (saved.id === selectedId) await loadDetail(saved.id);
    else setSelectedId(saved.id);
  }

  async function toggle(product: VisibilityRowProduct) {
    setBusyId(product.id);
    const saved = await setProductVisible(product, !product.isActive);
    setBusyId(null);
    if (!saved) return;
    await Promise.all([loadDetail(selectedId), loadMerchants()]);
  }

  const shown = detail && detail.merchant.id === selectedId ? detail : null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          Butiker
        </h2>
        <button type="button" className={BUTTON.primary} onClick={() => openDialog(null)}>
          Lägg till butik
        </button>
      </div>

      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-black/10 bg-white p-4">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor={selectId} className={LABEL}>
            Butik
          </label>
          <select
            id={selectId}
            className={FIELD}
            value={selectedId}
            disabled={merchants === null}
            onChange={(event) => setSelectedId(event.target.value)}
          >
            <option value="">{merchants === null ? 'Laddar butiker...' : 'Välj butik'}</option>
            {merchants?.map((merchant) => (
              <option key={merchant.id} value={merchant.id}>
                {merchant.name}
                {merchant.isActive ? '' : ' (inaktiv)'} – {merchant.counts.total} produkter
              </option>
            ))}
          </select>
        </div>
        {selected && (
          <button type="button" className={BUTTON.secondary} onClick={() => openDialog(selected)}>
            Redigera butik
          </button>
        )}
      </div>

      {!selected ? (
        <p className="rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-center text-muted">
          {MERCHANT_TEXT.noneSelected}
        </p>
      ) : (
        <div className="flex flex-col gap-4" aria-busy={loadingDetail}>
          <div className="rounded-xl border border-black/10 bg-white p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold">{selected.name}</h3>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  selected.isActive ? 'bg-pine-50 text-pine-700' : 'bg-sand text-muted'
                }`}
              >
                {selected.isActive ? 'Aktiv' : 'Inaktiv'}
              </span>
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-muted">Käll-id</dt>
              <dd className="font-mono break-all">{selected.sourceId}</dd>
              <dt className="text-muted">Feed-URL</dt>
              <dd className="break-all">{selected.feedUrl ?? '–'}</dd>
              <dt className="text-muted">Status-URL</dt>
              <dd className="break-all">{selected.statusUrl ?? '–'}</dd>
            </dl>
          </div>

          <h3 className="text-lg font-semibold">Produkter från {selected.name}</h3>
          <dl className="grid grid-cols-3 gap-3">
            <Count label="Totalt" value={selected.counts.total} tone="bg-white border border-black/10" />
            <Count label="Aktiva" value={selected.counts.active} tone="bg-pine-50 text-pine-700" />
            <Count label="Dolda" value={selected.counts.hidden} tone="bg-red-50 text-red-800" />
          </dl>

          {shown === null ? (
            <p className="text-muted">Laddar produkter...</p>
          ) : shown.products.length === 0 ? (
            <p className="rounded-xl border border-dashed border-black/15 bg-white px-5 py-8 text-center text-muted">
              {MERCHANT_TEXT.emptyProducts}
            </p>
          ) : (
            <div className="flex flex-col gap-2">
              {shown.merchant.counts.total > shown.products.length && (
                <p className="text-sm text-muted">
                  Visar de {shown.products.length} senaste av {shown.merchant.counts.total} produkter
                </p>
              )}
              <ul
                aria-label={`Produkter från ${shown.merchant.name}`}
                className="divide-y divide-black/10 overflow-hidden rounded-xl border border-black/10"
              >
                {shown.products.map((product) => (
                  <VisibilityRow
                    key={product.id}
                    product={{ ...product, price: product.priceValue }}
                    busy={busyId === product.id}
                    onToggle={(row) => void toggle(row)}
                  />
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      <MerchantDialog
        key={dialog.key}
        open={dialog.open}
        merchant={dialog.merchant}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onSaved={(merchant) => void onSaved(merchant)}
      />
    </section>
  );
}
