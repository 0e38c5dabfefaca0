import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EAGER_CARDS } from '../catalogue/card-image.ts';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import type { Product } from '../catalogue/product.ts';
import { showToast } from '../toast/toast.ts';
import { priceDropText } from './price-drops.ts';
import { $savedIds, saveAllProducts } from './saved.store.ts';
import { productsByIds } from './saved-prefetch.ts';
import { SAVED_TEXT, sharedListFromSearch, shareListPath } from './share.ts';
import { usePriceDrops } from './use-price-drops.ts';

type Mode = { kind: 'starting' } | { kind: 'mine' } | { kind: 'shared'; ids: string[] };

function count(n: number): string {
  return n === 1 ? '1 present' : `${n} presenter`;
}

/**
 * The saved-gifts screen: the visitor's own list (follows other tabs through the store), or — opened from a
 * "Dela listan" link (/sparade?lista=…) — someone else's list, read-only, with "Spara alla".
 */
export function SavedList() {
  const savedIds = useStore($savedIds);
  const [mode, setMode] = useState<Mode>({ kind: 'starting' });
  const [products, setProducts] = useState<Map<string, Product>>(new Map());
  const [loading, setLoading] = useState(true);
  const drops = usePriceDrops(mode.kind === 'mine' && savedIds.length > 0);

  useEffect(() => {
    const shared = sharedListFromSearch(window.location.search);
    setMode(shared === null ? { kind: 'mine' } : { kind: 'shared', ids: shared });
  }, []);

  const ids = mode.kind === 'shared' ? mode.ids : mode.kind === 'mine' ? savedIds : null;

  const known = useRef(products);
  known.current = products;
  const idsKey = ids === null ? null : ids.join(',');

  // Fetch the products not fetched yet; removals need no request.
  useEffect(() => {
    if (idsKey === null) return;
    const missing = (idsKey === '' ? [] : idsKey.split(',')).filter((id) => !known.current.has(id));
    if (missing.length === 0) {
      setLoading(false);
      return;
    }
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
        console.error('[sparade] kunde inte hämta produkter', error);
        setLoading(false);
      });
    return () => controller.abort();
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

  return (
    <section aria-labelledby="min-lista">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="min-lista" className="text-lg font-semibold text-muted" data-saved-total>
          {count(list.length)}
        </h2>
        <a
          href={sharePath}
          onClick={share}
          className="inline-flex items-center gap-2 rounded-full border border-black/10 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-300 hover:text-brand-700"
          data-share-list
        >
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 12v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8M16 6l-4-4-4 4M12 2v13" />
          </svg>
          {SAVED_TEXT.share}
        </a>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" data-saved-grid>
        {list.map((product, index) => {
          const drop = drops[product.id];
          return (
            <li key={product.id} className="flex flex-col gap-2">
              <ProductCard product={product} campaign="saved-gifts" eager={index < EAGER_CARDS} />
              {drop ? <PriceDropNote text={priceDropText(drop)} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The price-drop line under a saved card: "Sänkt sedan du sparade: 499 → 399 kr". */
function PriceDropNote({ text }: { text: string }) {
  return (
    <p className="rounded-xl bg-pine-50 px-2.5 py-1.5 text-xs font-semibold leading-snug text-pine-700" data-price-drop>
      {text}
    </p>
  );
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
