import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import type { Product } from '../catalogue/product.ts';
import { showToast } from '../toast/toast.ts';
import { savedCount as count, SavedGrid } from './SavedGrid.tsx';
import { $savedIds, saveAllProducts } from './saved.store.ts';
import { earlyList, productsByIds } from './saved-prefetch.ts';
import { SAVED_TEXT, sharedListFromSearch, shareListPath } from './share.ts';
import { usePriceDrops } from './use-price-drops.ts';

type Mode = { kind: 'starting' } | { kind: 'mine' } | { kind: 'shared'; ids: string[] };

/**
 * The saved-gifts screen: the visitor's own list (follows other tabs through the store), or — opened from a
 * "Dela listan" link (/sparade?lista=…) — someone else's list, read-only, with "Spara alla".
 *
 * When the page's own script has already painted the visitor's list from the server's HTML (saved-prefetch.ts), the
 * first render is that list, so hydration takes over the same elements; then the list follows the store as usual
 * (a gift removed before the island arrived leaves now).
 */
export function SavedList() {
  const liveIds = useStore($savedIds);
  const [early] = useState(earlyList);
  const [settled, setSettled] = useState(early === null);
  const [mode, setMode] = useState<Mode>(early ? { kind: 'mine' } : { kind: 'starting' });
  const [products, setProducts] = useState<Map<string, Product>>(
    () => new Map(early?.products.map((product) => [product.id, product])),
  );
  const [loading, setLoading] = useState(early === null);
  const savedIds = settled || !early ? liveIds : early.ids;
  const drops = usePriceDrops(mode.kind === 'mine' && savedIds.length > 0, early?.drops);

  useEffect(() => {
    const shared = sharedListFromSearch(window.location.search);
    if (shared !== null) setMode({ kind: 'shared', ids: shared });
    else setMode((current) => (current.kind === 'mine' ? current : { kind: 'mine' }));
    setSettled(true);
  }, []);

  const ids = mode.kind === 'shared' ? mode.ids : mode.kind === 'mine' ? savedIds : null;

  // Ids already asked for: the painted list's (products no longer shown among them) and each request's.
  const asked = useRef(new Set(early?.ids));
  const idsKey = ids === null ? null : ids.join(',');

  // Fetch the products not asked for yet; removals need no request.
  useEffect(() => {
    if (idsKey === null) return;
    const missing = (idsKey === '' ? [] : idsKey.split(',')).filter((id) => !asked.current.has(id));
    if (missing.length === 0) {
      setLoading(false);
      return;
    }
    for (const id of missing) asked.current.add(id);
    const controller = new AbortController();
    setLoading(true);
    productsByIds(missing, controller.signal)
      .then((found) => {
        if (controller.signal.aborted) return;
        setProducts((current) => {
          const next = new Map(current);
          for (const product of found) next.set(product.id, product);
          return next;
        });
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        for (const id of missing) asked.current.delete(id);
        console.error('[sparade] kunde inte hämta produkter', error);
        setLoading(false);
      });
    return () => {
      controller.abort();
      for (const id of missing) asked.current.delete(id);
    };
  }, [idsKey]);

  const list = useMemo(() => (ids ?? []).flatMap((id) => products.get(id) ?? []), [ids, products]);
  const sharePath = shareListPath(savedIds);

  const share = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const url = new URL(sharePath, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: SAVED_TEXT.copied, description: 'Skicka länken till den du vill dela listan med.' });
    } catch {
      window.location.href = url;
    }
  };

  if (mode.kind === 'starting' || (loading && list.length === 0)) {
    return <EmptyBox loading />;
  }

  if (mode.kind === 'shared') {
    const allSaved = list.every((product) => savedIds.includes(product.id));
    return (
      <section aria-labelledby="delad-lista">
        <div className="flex flex-col gap-4 rounded-3xl border border-gold-200 bg-gold-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="delad-lista" className="text-xl font-bold">
              {SAVED_TEXT.sharedTitle}
            </h2>
            <p className="text-sm text-muted">Någon har delat {count(list.length)} med dig.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={list.length === 0 || allSaved}
              onClick={() => saveAllProducts(list.map((product) => product.id))}
              className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {SAVED_TEXT.saveAll}
            </button>
            <a
              href="/sparade"
              className="rounded-full border border-black/10 bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:border-brand-300"
            >
              {SAVED_TEXT.showMine}
            </a>
          </div>
        </div>
        {list.length === 0 ? (
          <p className="mt-6 rounded-3xl bg-white p-10 text-center text-muted">{SAVED_TEXT.sharedEmpty}</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" data-shared-grid>
            {list.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} campaign="saved-gifts" />
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  if (list.length === 0) return <EmptyBox loading={false} />;

  return <SavedGrid products={list} savedIds={savedIds} drops={drops} onShare={share} />;
}

/**
 * The empty list, and while the list loads the same box (the link kept invisible): the loading state takes the
 * height of the empty state, so a first visit (no saved gifts) does not move the page when it settles, and the hint
 * is painted with the page instead of after the island starts.
 */
function EmptyBox({ loading }: { loading: boolean }) {
  return (
    <div className="rounded-3xl border border-dashed border-brand-200 bg-white px-6 py-14 text-center">
      <div className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <svg
          viewBox="0 0 24 24"
          width="30"
          height="30"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
        >
          <path d="M12 20.5s-7.2-4.4-9.2-8.9C1.4 8.3 3.4 4.8 6.8 4.8c2 0 3.4 1.1 4.2 2.5.8-1.4 2.2-2.5 4.2-2.5 3.4 0 5.4 3.5 4 6.8-2 4.5-7.2 8.9-7.2 8.9z" />
        </svg>
      </div>
      {loading ? (
        <p role="status" className="mt-4 text-xl font-bold text-muted">
          {SAVED_TEXT.loading}
        </p>
      ) : (
        <h2 className="mt-4 text-xl font-bold">{SAVED_TEXT.empty}</h2>
      )}
      <p className="mx-auto mt-2 max-w-md text-muted">{SAVED_TEXT.emptyHint}</p>
      {loading ? (
        <span className="invisible mt-6 inline-flex px-6 py-3 text-sm font-semibold" aria-hidden="true">
          {SAVED_TEXT.explore}
        </span>
      ) : (
        <a
          href="/"
          className="mt-6 inline-flex rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {SAVED_TEXT.explore}
        </a>
      )}
    </div>
  );
}
