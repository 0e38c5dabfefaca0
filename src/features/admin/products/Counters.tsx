import { useEffect, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import type { CounterFilter } from '../../catalogue/admin/products.ts';
import { type AdminCounts, groupDigits } from '../../catalogue/admin/products.ts';
import { fetchCounts } from '../../catalogue/admin/products-client.ts';
import { subscribeToProductChanges } from '../../live/live-client.ts';

interface CountersProps {
  onOpen(filter: CounterFilter): void;
  /** Change it to read the counts again (after a save, a bulk action…). */
  refreshKey?: number;
}

const COUNTERS: { key: keyof AdminCounts; label: string; filter: CounterFilter | null }[] = [
  { key: 'total', label: 'Totalt antal produkter', filter: 'all' },
  { key: 'active', label: 'Live på sajten', filter: 'active' },
  { key: 'trends', label: 'Trender', filter: null },
  { key: 'needsTagging', label: 'Behöver taggning', filter: 'needs_tagging' },
  { key: 'hidden', label: 'Dolda', filter: 'hidden' },
];

/** The five counters above the tabs (docs/product/admin-products.md#counters); all but trends open their full list. */
export default function Counters({ onOpen, refreshKey = 0 }: CountersProps) {
  const [counts, setCounts] = useState<AdminCounts | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [liveKey, setLiveKey] = useState(0);

  useEffect(() => {
    void refreshKey;
    void liveKey;
    const controller = new AbortController();
    fetchCounts(controller.signal).then(({ cursor: readAt, ...read }) => {
      setCounts(read);
      setCursor((current) => current ?? readAt);
    }, showError);
    return () => controller.abort();
  }, [refreshKey, liveKey]);

  // Any product change, from any tab, admin or import, reads the counts again (at most once a second).
  useEffect(() => {
    if (!cursor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeToProductChanges(cursor, () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setLiveKey((key) => key + 1);
      }, 1000);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [cursor]);

  return (
    <ul className="mb-3 grid grid-cols-3 gap-2 lg:grid-cols-5" aria-label="Produkter i siffror">
      {COUNTERS.map(({ key, label, filter }) => {
        const value = counts ? groupDigits(counts[key]) : '…';
        const inner = (
          <>
            <span className="block text-xl font-semibold text-ink sm:text-2xl" data-testid={`counter-${key}`}>
              {value}
            </span>
            <span className="block text-xs text-muted sm:text-sm">{label}</span>
          </>
        );
        return (
          <li key={key}>
            {filter ? (
              <button
                type="button"
                onClick={() => onOpen(filter)}
                className="flex h-full w-full flex-col items-start rounded-xl border border-black/10 bg-white px-3 py-2 text-left hover:border-brand-500 hover:bg-cream sm:px-4 sm:py-3"
              >
                {inner}
              </button>
            ) : (
              <div className="h-full rounded-xl border border-black/10 bg-white px-3 py-2 sm:px-4 sm:py-3">{inner}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
