import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { type AffiliateCampaign, affiliateLink, BUY_LINK_REL } from '../catalogue/affiliate.ts';
import { cardImageSources } from '../catalogue/card-image.ts';
import { fetchProductsByIds } from '../catalogue/catalogue-client.ts';
import { formatPriceOrFallback } from '../catalogue/price.ts';
import type { Product } from '../catalogue/product.ts';
import { splitTitle } from '../catalogue/title.ts';
import { priceDropBadgeLabel, priceDropText } from './price-drops.ts';
import { $savedCount, $savedIds } from './saved.store.ts';
import { SAVED_TEXT } from './share.ts';
import { usePriceDrops } from './use-price-drops.ts';

/** Heading and button text of the drawer: "Sparade presenter (n)". */
export function savedDrawerTitle(count: number): string {
  return `${SAVED_TEXT.title} (${count})`;
}

export interface SavedDrawerProps {
  /** Tracking context of the shop links. */
  campaign?: AffiliateCampaign;
}

/**
 * A heart button with the saved count that opens the saved gifts as a side drawer: rows with image (or "Ingen
 * bild"), title, merchant, price or "Pris varierar", a save toggle and a shop link, plus a link to /sparade.
 * Hearts are the site-wide `data-save-toggle` buttons, so removing a gift here updates every page.
 */
export default function SavedDrawer({ campaign = 'saved-gifts' }: SavedDrawerProps) {
  const ids = useStore($savedIds);
  const count = useStore($savedCount);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [products, setProducts] = useState<Product[] | null>(null);
  const [failed, setFailed] = useState(false);
  const title = savedDrawerTitle(count);
  const drops = usePriceDrops(count > 0);
  const cheaper = ids.filter((id) => drops[id]).length;

  // Load the saved products while the drawer is open. Gifts saved meanwhile are added on top; rows of gifts removed
  // meanwhile stay (with an empty heart) until the drawer is opened again, so a removal can be undone.
  const requested = useRef(new Set<string>());
  useEffect(() => {
    if (!open) return;
    const missing = ids.filter((id) => !requested.current.has(id));
    if (missing.length === 0) {
      setProducts((current) => current ?? []);
      return;
    }
    for (const id of missing) requested.current.add(id);
    const controller = new AbortController();
    let settled = false;
    fetchProductsByIds(missing, controller.signal)
      .then((loaded) => {
        settled = true;
        setProducts((current) => [...loaded, ...(current ?? [])]);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        settled = true;
        console.error('[sparade] kunde inte hämta sparade presenter', error);
        setFailed(true);
        setProducts((current) => current ?? []);
      });
    return () => {
      controller.abort();
      if (!settled) for (const id of missing) requested.current.delete(id);
    };
  }, [open, ids]);

  // A click on the backdrop (outside the panel) closes the drawer; Escape is the dialog's own.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element.close();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  function show(): void {
    requested.current = new Set();
    setProducts(null);
    setOpen(true);
    dialog.current?.showModal();
  }

  return (
    <>
      <button
        type="button"
        onClick={show}
        className="relative flex h-10 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-ink transition hover:bg-brand-50 hover:text-brand-700 sm:px-3"
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="text-brand-600">
          <path
            d="M12 20.5s-7.2-4.4-9.2-8.9C1.4 8.3 3.4 4.8 6.8 4.8c2 0 3.4 1.1 4.2 2.5.8-1.4 2.2-2.5 4.2-2.5 3.4 0 5.4 3.5 4 6.8-2 4.5-7.2 8.9-7.2 8.9z"
            fill={count > 0 ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinejoin="round"
          />
        </svg>
        <span className="sr-only sm:not-sr-only">{title}</span>
        {cheaper > 0 ? (
          <span className="absolute -bottom-1 left-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-pine-600 px-1 text-[10px] font-bold leading-none text-white ring-2 ring-white">
            <span aria-hidden="true">↓{cheaper}</span>
            <span className="sr-only">{priceDropBadgeLabel(cheaper)}</span>
          </span>
        ) : null}
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white sm:hidden"
          >
            {count}
          </span>
        ) : null}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="sparade-lada-rubrik"
        onClose={() => setOpen(false)}
        className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-dvh w-[min(26rem,100vw)] max-w-none overflow-hidden border-0 bg-cream p-0 text-ink shadow-2xl backdrop:bg-ink/45 backdrop:backdrop-blur-sm"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-black/5 bg-white px-5 py-4">
            <h2 id="sparade-lada-rubrik" className="text-lg font-extrabold tracking-tight">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="grid h-10 w-10 place-items-center rounded-full text-muted hover:bg-brand-50 hover:text-ink"
              aria-label="Stäng"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor">
                <path d="M18 6 6 18M6 6l12 12" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            {!open ? null : products === null ? (
              <p role="status" className="py-10 text-center text-sm text-muted">
                {SAVED_TEXT.loading}
              </p>
            ) : products.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
                <span aria-hidden="true" className="text-4xl">
                  💝
                </span>
                <p className="font-semibold">
                  {failed ? 'Kunde inte hämta dina sparade presenter.' : SAVED_TEXT.empty}
                </p>
                <p className="text-sm text-muted">{SAVED_TEXT.emptyHint}</p>
              </div>
            ) : (
              <ul className="flex flex-col gap-3">
                {products.map((product) => (
                  <SavedRow key={product.id} product={product} campaign={campaign} drop={drops[product.id]} />
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-black/5 bg-white px-5 py-4">
            <a
              href="/sparade"
              className="flex h-11 items-center justify-center rounded-full bg-ink text-sm font-semibold text-white transition hover:bg-brand-700"
            >
              Visa alla sparade presenter
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}

function SavedRow({
  product,
  campaign,
  drop,
}: {
  product: Product;
  campaign: AffiliateCampaign;
  drop?: { was: number; now: number } | undefined;
}) {
  const { name } = splitTitle(product.title);
  const [broken, setBroken] = useState(false);
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-white p-2.5 shadow-[0_1px_3px_rgba(31,36,48,0.08)]">
      <div className="grid h-16 w-16 shrink-0 place-items-center overflow-hidden rounded-xl bg-brand-50 text-[11px] text-muted">
        {product.imageUrl && !broken ? (
          <img
            src={cardImageSources(product.imageUrl).src}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="h-full w-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          'Ingen bild'
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold leading-snug">{name}</p>
        <p className="text-xs text-muted">{product.merchant}</p>
        <p className="text-sm font-bold">{formatPriceOrFallback(product.priceSEK)}</p>
        {drop ? (
          <p className="mt-0.5 text-xs font-semibold leading-snug text-pine-700" data-price-drop>
            {priceDropText(drop)}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5">
        <button
          type="button"
          data-save-toggle={product.id}
          aria-pressed="true"
          aria-label="Ta bort från sparade"
          className="grid h-9 w-9 place-items-center rounded-full text-brand-600 hover:bg-brand-50"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="heart">
            <path
              d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
              fill="currentColor"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
        </button>
        <a
          href={affiliateLink(product.affiliateUrl, { campaign, content: product.slug })}
          target="_blank"
          rel={BUY_LINK_REL}
          data-track-click={product.id}
          data-track-source={campaign}
          className="rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700"
        >
          Till butiken<span className="sr-only"> – {name} (öppnas i ny flik)</span>
        </a>
      </div>
    </li>
  );
}
