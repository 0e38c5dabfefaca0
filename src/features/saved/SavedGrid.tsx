import type { MouseEvent } from 'react';
import { EAGER_CARDS } from '../catalogue/card-image.ts';
import { ProductCard } from '../catalogue/ProductCard.tsx';
import type { Product } from '../catalogue/product.ts';
import { type PriceDrop, priceDropText } from './price-drops.ts';
import { SAVED_TEXT, shareListPath } from './share.ts';

export interface SavedGridProps {
  /** The saved products to show, newest first. */
  products: readonly Product[];
  /** Every saved id (also of products no longer shown): the share link carries them. */
  savedIds: readonly string[];
  /** Saved gifts that got cheaper since they were saved, by product id. */
  drops: Readonly<Record<string, PriceDrop>>;
  /** "Dela listan": copies the link (without it, the link simply opens the shared list). */
  onShare?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function savedCount(n: number): string {
  return n === 1 ? '1 present' : `${n} presenter`;
}

/**
 * The visitor's own saved list: the count, "Dela listan" and the grid of cards with their price-drop notes. The one
 * markup of the list: the saved list's island renders it, and so does the server for the page's first paint (GET
 * /api/products/saved-list renders this component to HTML), which the island then hydrates in place.
 */
export function SavedGrid({ products, savedIds, drops, onShare }: SavedGridProps) {
  return (
    <section aria-labelledby="min-lista">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="min-lista" className="text-lg font-semibold text-muted" data-saved-total>
          {savedCount(products.length)}
        </h2>
        <a
          href={shareListPath(savedIds)}
          onClick={onShare}
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
        {products.map((product, index) => {
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
