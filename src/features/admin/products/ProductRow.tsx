import { useState } from 'react';
import type { AdminProduct } from '../../catalogue/admin/products.ts';
import { formatPriceOrFallback } from '../../catalogue/price.ts';
import { tagLabel } from '../../catalogue/vocabularies.ts';
import { BUTTON } from '../ui/buttons.ts';

interface ProductRowProps {
  product: AdminProduct;
  onEdit(product: AdminProduct): void;
  onToggle(product: AdminProduct): void;
  /** With a checkbox for the bulk actions. */
  selection?: { checked: boolean; onChange(checked: boolean): void };
}

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="flex size-14 shrink-0 items-center justify-center rounded-md bg-sand text-center text-[10px] leading-tight text-muted">
        Ingen bild
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-14 shrink-0 rounded-md bg-sand object-cover"
    />
  );
}

/** What a row says under the title: audience and first two interests, or why the AI hid the product. */
function details(product: AdminProduct): string | null {
  if (!product.isActive) return product.aiRejectionReason ? `Dold: ${product.aiRejectionReason}` : null;
  const parts = [product.audience ? tagLabel(product.audience) : null, ...product.interests.slice(0, 2).map(tagLabel)];
  const text = parts.filter(Boolean).join(' · ');
  return text || null;
}

/**
 * One product in an admin list (docs/product/admin-products.md#lists): image, title, its type as a badge, price,
 * merchant, tags or rejection reason, row buttons.
 */
export default function ProductRow({ product, onEdit, onToggle, selection }: ProductRowProps) {
  const info = details(product);
  return (
    <li
      data-testid="admin-product-row"
      data-active={product.isActive ? 'true' : 'false'}
      className={`flex flex-wrap items-center gap-3 rounded-xl border px-3 py-2 sm:flex-nowrap ${
        product.isActive ? 'border-black/10 bg-white' : 'border-red-200 bg-red-50'
      }`}
    >
      {selection && (
        <input
          type="checkbox"
          checked={selection.checked}
          onChange={(event) => selection.onChange(event.target.checked)}
          aria-label={`Välj ${product.title}`}
          className="size-4 shrink-0 accent-brand-700"
        />
      )}
      <Thumbnail src={product.imageUrl} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-ink" data-testid="admin-product-title">
            {product.title}
          </span>
          {product.needsTagging && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              Behöver AI-analys
            </span>
          )}
          {!product.isActive && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">Dold</span>
          )}
          <span
            data-testid="admin-product-type"
            title={product.productTypeSource === 'admin' ? 'Produkttyp satt av admin' : 'Produkttyp'}
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${
              product.productType === 'okand' ? 'bg-slate-100 text-slate-800' : 'bg-brand-100 text-brand-900'
            }`}
          >
            <span className="sr-only">Produkttyp: </span>
            {product.productTypeLabel}
          </span>
        </p>
        <p className="text-sm text-muted">
          {formatPriceOrFallback(product.price)} · {product.merchant}
        </p>
        {info && <p className={`text-xs ${product.isActive ? 'text-muted' : 'text-red-900'}`}>{info}</p>}
      </div>
      <div className="flex shrink-0 gap-1.5">
        <button type="button" className={BUTTON.small} onClick={() => onEdit(product)}>
          Redigera<span className="sr-only"> {product.title}</span>
        </button>
        <a className={BUTTON.small} href={product.productUrl} target="_blank" rel="noopener noreferrer">
          Öppna<span className="sr-only"> {product.title} i en ny flik</span>
        </a>
        <button type="button" className={BUTTON.small} onClick={() => onToggle(product)}>
          {product.isActive ? 'Dölj' : 'Visa'}
          <span className="sr-only"> {product.title}</span>
        </button>
      </div>
    </li>
  );
}
