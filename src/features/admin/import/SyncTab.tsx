/**
 * The Synkronisering tab (docs/product/admin-import.md#tab): the chosen merchant's import, which runs
 * on the server as a job. Everything shown is read from the server's job state by polling (every second while a
 * run is under way, every 5 s otherwise), so a reload or a second admin sees the same run.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import type { AdminMerchant } from '../../catalogue/admin/merchant.ts';
import { fetchMerchants } from '../../catalogue/admin/merchants-client.ts';
import {
  fetchImportLogs,
  fetchSyncState,
  importErrorsUrl,
  recalcPriceBuckets,
  scanFeed,
  sendSyncAction,
} from '../../import/admin/import-client.ts';
import { type ImportLogEntry, SYNC_TEXT, type SyncState } from '../../import/admin/sync.ts';
import { clampChunk, IMPORT_LIMITS } from '../../import/cadence.ts';
import { showToast } from '../../toast/toast.ts';
import TaggingPanel from '../tagging/TaggingPanel.tsx';
import TrendsPanel from '../trends/TrendsPanel.tsx';
import { BUTTON, FIELD, LABEL } from '../ui/buttons.ts';
import { useBusy } from '../ui/use-busy.ts';
import { usePolling } from '../ui/use-polling.ts';
import DeleteMerchantProducts from './DeleteMerchantProducts.tsx';
import ImportLogList from './ImportLogList.tsx';
import SyncProgress from './SyncProgress.tsx';

const { maxProducts: MAX, chunk: CHUNK } = IMPORT_LIMITS;

function validMax(value: number): boolean {
  return Number.isInteger(value) && value >= MAX.min && value <= MAX.max && value % MAX.step === 0;
}

export default function SyncTab() {
  const headingId = useId();
  const selectId = useId();
  const maxId = useId();
  const chunkId = useId();
  const [merchants, setMerchants] = useState<AdminMerchant[] | null>(null);
  const [merchantId, setMerchantId] = useState('');
  const [maxProducts, setMaxProducts] = useState(String(MAX.default));
  const [chunkSize, setChunkSize] = useState(String(CHUNK.default));
  const [state, setState] = useState<SyncState | null>(null);
  const [logs, setLogs] = useState<ImportLogEntry[] | null>(null);
  const [scanned, setScanned] = useState<number | null>(null);
  const { busy, setBusy, act } = useBusy();
  const lastStatus = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMerchants(controller.signal)
      .then(({ merchants: list }) => setMerchants(list))
      .catch(showError);
    return () => controller.abort();
  }, []);

  const loadLogs = useCallback(async (id: string, signal?: AbortSignal) => {
    const { logs: list } = await fetchImportLogs(id, signal);
    setLogs(list);
  }, []);

  // Logs follow the chosen merchant (every merchant's while none is chosen).
  useEffect(() => {
    const controller = new AbortController();
    setLogs(null);
    setState(null);
    setScanned(null);
    lastStatus.current = null;
    loadLogs(merchantId, controller.signal).catch(showError);
    return () => controller.abort();
  }, [merchantId, loadLogs]);

  // The job state, polled: every second while a run is under way, every 5 s otherwise.
  const poll = useCallback(
    async (signal?: AbortSignal) => {
      if (!merchantId) return null;
      const next = await fetchSyncState(merchantId, signal);
      setState(next);
      const status = next.run?.status ?? null;
      if (lastStatus.current !== null && status !== lastStatus.current && next.run?.finished) {
        await loadLogs(merchantId, signal);
      }
      lastStatus.current = status;
      return next;
    },
    [merchantId, loadLogs],
  );

  usePolling(
    useCallback(
      async (signal: AbortSignal) => {
        try {
          const next = await poll(signal);
          return next?.run && (next.run.status === 'running' || next.run.status === 'queued') ? 1000 : 5000;
        } catch (error) {
          showError(error);
          return 5000;
        }
      },
      [poll],
    ),
    Boolean(merchantId),
  );

  const requireMerchant = (): boolean => {
    if (merchantId) return true;
    showToast({ title: SYNC_TEXT.chooseMerchant, variant: 'destructive' });
    return false;
  };

  const settings = (): { maxProducts: number; chunkSize: number } | null => {
    const max = Number(maxProducts);
    if (!validMax(max)) {
      showToast({
        title: 'Fel',
        description: `Max antal produkter ska vara ${MAX.min}–${MAX.max} i steg om ${MAX.step}.`,
        variant: 'destructive',
      });
      return null;
    }
    const chunk = clampChunk(Number(chunkSize) || CHUNK.default);
    setChunkSize(String(chunk));
    return { maxProducts: max, chunkSize: chunk };
  };

  const start = (path: 'start' | 'reset') => {
    if (!requireMerchant()) return;
    const chosen = settings();
    if (!chosen) return;
    void act(path, async () => {
      setState(await sendSyncAction(path, merchantId, chosen));
      lastStatus.current = 'running';
    });
  };

  const send = (path: 'pause' | 'continue', body: Record<string, unknown> = {}) => {
    if (!requireMerchant()) return;
    void act(path, async () => {
      setState(await sendSyncAction(path, merchantId, body));
    });
  };

  const scan = async () => {
    if (!requireMerchant()) return;
    setBusy('scan');
    try {
      const { total } = await scanFeed(merchantId);
      setScanned(total);
      showToast({ title: SYNC_TEXT.scanDone, description: SYNC_TEXT.scanCount(total) });
    } catch (error) {
      showToast({
        title: SYNC_TEXT.scanFailed,
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const recalc = () =>
    act('recalc', async () => {
      const { changed } = await recalcPriceBuckets();
      showToast({ title: 'Prisklasser omräknade', description: `${changed} produkter fick en ny prisklass.` });
    });

  const run = state?.run ?? null;
  const open = run !== null && !run.finished;
  const merchant = state?.merchant ?? null;
  const chosenName = merchants?.find((entry) => entry.id === merchantId)?.name ?? null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} className="text-xl font-semibold">
        Synkronisering
      </h2>

      <div className="grid gap-3 rounded-xl border border-black/10 bg-white p-4 sm:grid-cols-3">
        <div>
          <label htmlFor={selectId} className={LABEL}>
            Butik
          </label>
          <select
            id={selectId}
            className={FIELD}
            value={merchantId}
            disabled={merchants === null}
            onChange={(event) => setMerchantId(event.target.value)}
          >
            <option value="">{merchants === null ? 'Laddar butiker...' : 'Välj butik'}</option>
            {merchants?.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={maxId} className={LABEL}>
            Max antal produkter
          </label>
          <input
            id={maxId}
            type="number"
            className={FIELD}
            min={MAX.min}
            max={MAX.max}
            step={MAX.step}
            value={maxProducts}
            onChange={(event) => setMaxProducts(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={chunkId} className={LABEL}>
            Omgångsstorlek (rader)
          </label>
          <input
            id={chunkId}
            type="number"
            className={FIELD}
            min={CHUNK.min}
            max={CHUNK.max}
            step={500}
            value={chunkSize}
            onChange={(event) => setChunkSize(event.target.value)}
            onBlur={() => setChunkSize(String(clampChunk(Number(chunkSize) || CHUNK.default)))}
          />
        </div>
      </div>

      {merchant && (
        <section aria-label="Butiksinformation" className="rounded-xl border border-black/10 bg-white p-4 text-sm">
          <dl className="grid gap-2 sm:grid-cols-3">
            <div className="min-w-0">
              <dt className="text-muted">Feed-URL</dt>
              <dd className="break-all">{merchant.feedUrl ?? 'Saknas'}</dd>
            </div>
            <div>
              <dt className="text-muted">Senaste import</dt>
              <dd>
                {merchant.lastImportAt
                  ? new Date(merchant.lastImportAt).toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: 'short' })
                  : 'Ingen än'}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Produkter</dt>
              <dd>
                {merchant.counts.total} totalt ({merchant.counts.active} aktiva, {merchant.counts.hidden} dolda)
              </dd>
            </div>
          </dl>
          {scanned !== null && <p className="mt-2">{SYNC_TEXT.scanCount(scanned)}</p>}
        </section>
      )}

      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON.secondary} disabled={busy !== null} onClick={() => void scan()}>
          {busy === 'scan' ? 'Skannar...' : 'Skanna flödet'}
        </button>
        {!open && !run?.finished && (
          <button type="button" className={BUTTON.primary} disabled={busy !== null} onClick={() => start('start')}>
            Starta import
          </button>
        )}
        {run?.finished && (
          <button type="button" className={BUTTON.primary} disabled={busy !== null} onClick={() => start('reset')}>
            {SYNC_TEXT.reset}
          </button>
        )}
        {open && run.status !== 'paused' && (
          <button type="button" className={BUTTON.secondary} disabled={busy !== null} onClick={() => send('pause')}>
            Pausa
          </button>
        )}
        {open && run.status === 'paused' && (
          <>
            <button
              type="button"
              className={BUTTON.primary}
              disabled={busy !== null}
              onClick={() => send('continue', { auto: true })}
            >
              Fortsätt automatiskt
            </button>
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={busy !== null}
              onClick={() => send('continue', { auto: false })}
            >
              Fortsätt manuellt (en omgång)
            </button>
          </>
        )}
      </div>

      {run && <SyncProgress run={run} />}
      {run && run.failed > 0 && merchantId && (
        <p className="text-sm">
          <a className="text-brand-700 underline" href={importErrorsUrl(merchantId)} download>
            Ladda ner senaste importens fel som CSV ({run.failed} rader)
          </a>
        </p>
      )}

      <section aria-label="Underhåll" className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON.secondary} disabled={busy !== null} onClick={() => void recalc()}>
          Räkna om prisklasser
        </button>
        <DeleteMerchantProducts
          merchant={chosenName}
          onDeleted={() => {
            void poll().catch(showError);
            void loadLogs(merchantId).catch(showError);
          }}
        />
      </section>

      <TaggingPanel merchant={chosenName} />

      <TrendsPanel />

      <section aria-labelledby={`${headingId}-logs`} className="flex flex-col gap-2">
        <h3 id={`${headingId}-logs`} className="text-lg font-semibold">
          Senaste importerna
        </h3>
        <ImportLogList logs={logs} />
      </section>
    </section>
  );
}
