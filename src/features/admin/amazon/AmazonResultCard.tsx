import { AMAZON_TEXT, type AmazonItem, availabilityTone, formatAmazonPrice } from '../../catalogue/admin/amazon.ts';
import { BUY_LINK_REL } from '../../catalogue/affiliate.ts';
import { BUTTON } from '../ui/buttons.ts';

const TONE_CLASS = {
  ok: 'bg-green-100 text-green-900',
  out: 'bg-red-100 text-red-900',
  other: 'bg-sand text-ink',
} as const;

interface Props {
  item: AmazonItem;
  adding: boolean;
  onAdd: (item: AmazonItem) => void;
}

/** One Amazon search result: image or 'Ingen bild', title, description, price, availability, add and view. */
export default function AmazonResultCard({ item, adding, onAdd }: Props) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-black/10 bg-white">
      <div className="flex aspect-[4/3] items-center justify-center bg-sand/60 sm:aspect-square">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={item.title}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="h-full w-full object-contain p-3"
          />
        ) : (
          <span className="text-sm text-muted">{AMAZON_TEXT.noImage}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug">{item.title}</h3>
        <p className="line-clamp-3 text-sm text-muted">{item.description || AMAZON_TEXT.noDescription}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <span className="text-lg font-bold">{formatAmazonPrice(item.price)}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE_CLASS[availabilityTone(item.availability)]}`}
          >
            {item.availability}
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <button type="button" className={BUTTON.primary} disabled={adding} onClick={() => onAdd(item)}>
            {adding ? 'Lägger till...' : AMAZON_TEXT.add}
          </button>
          <a
            className="text-sm font-medium text-brand-700 underline"
            href={item.affiliateUrl}
            target="_blank"
            rel={BUY_LINK_REL}
          >
            {AMAZON_TEXT.view}
          </a>
        </div>
      </div>
    </li>
  );
}
