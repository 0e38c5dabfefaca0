import { formatPriceOrFallback } from '../../catalogue/price.ts';
import { BUTTON } from '../ui/buttons.ts';

export interface VisibilityRowProduct {
  id: string;
  title: string;
  merchant?: string;
  price: number | null;
  productUrl: string;
  isActive: boolean;
}

interface VisibilityRowProps {
  product: VisibilityRowProduct;
  busy: boolean;
  onToggle: (product: VisibilityRowProduct) => void;
}

/** A product line with its state and a show/hide button; hidden products are tinted red. */
export default function VisibilityRow({ product, busy, onToggle }: VisibilityRowProps) {
  return (
    <li
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 ${product.isActive ? 'bg-white' : 'bg-red-50'}`}
    >
      <div className="min-w-0 flex-1 basis-56">
        <a
          href={product.productUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-ink underline-offset-2 hover:underline"
        >
          {product.title}
          <span className="sr-only"> (öppnas i en ny flik)</span>
        </a>
        <p className="text-sm text-muted">
          {product.merchant ? `${product.merchant} · ` : ''}
          {formatPriceOrFallback(product.price)}
        </p>
      </div>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
          product.isActive ? 'bg-pine-50 text-pine-700' : 'bg-red-100 text-red-800'
        }`}
      >
        {product.isActive ? 'Aktiv' : 'Dold'}
      </span>
      <button
        type="button"
        className={BUTTON.small}
        disabled={busy}
        aria-label={`${product.isActive ? 'Dölj' : 'Visa'} ${product.title}`}
        onClick={() => onToggle(product)}
      >
        {product.isActive ? 'Dölj' : 'Visa'}
      </button>
    </li>
  );
}
