import { useEffect, useState } from 'react';
import { subscribeToProductChanges } from '../../../lib/api-client.ts';
import { showError } from '../admin-client.ts';
import type { CounterFilter } from '../panel/tabs.ts';
import { type AdminCounts, groupDigits } from './products.ts';
import { fetchCounts } from './products-client.ts';

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

/** The five counters above the tabs (spec §2); all but trends open their full list. */
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
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-label="Produkter i siffror">
      {COUNTERS.map(({ key, label, filter }) => {
        const value = counts ? groupDigits(counts[key]) : '…';
        const inner = (
          <>
            <span className="block text-2xl font-semibold text-ink" data-testid={`counter-${key}`}>
              {value}
            </span>
            <span className="block text-sm text-muted">{label}</span>
          </>
        );
        return (
          <li key={key}>
            {filter ? (
              <button
                type="button"
                onClick={() => onOpen(filter)}
                className="w-full rounded-xl border border-black/10 bg-white px-4 py-3 text-left hover:border-brand-500 hover:bg-cream"
              >
                {inner}
              </button>
            ) : (
              <div className="rounded-xl border border-black/10 bg-white px-4 py-3">{inner}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
