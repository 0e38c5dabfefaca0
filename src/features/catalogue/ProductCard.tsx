import { type AffiliateCampaign, affiliateLink, BUY_LINK_REL } from './affiliate.ts';
import { cardImageSources } from './card-image.ts';
import { cardTags, EXPERIENCE_BADGE, generatorCardTags, isExperience } from './card-tags.ts';
import { cleanDescription } from './description.ts';
import { formatPrice, formatPriceOrFallback } from './price.ts';
import type { Product } from './product.ts';
import { splitTitle } from './title.ts';

export interface ProductCardProps {
  product: Product;
  /** Tracking context of the buy link. */
  campaign: AffiliateCampaign;
  /** 'generator' shows the first to_whom and first interest; 'browse' picks tags by facet priority. */
  tagMode?: 'browse' | 'generator';
  /** Load the image eagerly and ahead of other images (first row above the fold: the page's largest paint). */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * The product card used on every screen. It renders to plain HTML (works without JavaScript); the heart, the
 * buy-click tracking and the "Ingen bild" fallback are wired by the site-wide delegated scripts through data
 * attributes, so the same markup serves static pages and islands.
 */
export function ProductCard({
  product,
  campaign,
  tagMode = 'browse',
  eager = false,
  headingLevel = 'h3',
}: ProductCardProps) {
  const { name, location } = splitTitle(product.title);
  const description = cleanDescription(product.description);
  const tags = tagMode === 'generator' ? generatorCardTags(product) : cardTags(product);
  const href = affiliateLink(product.affiliateUrl, { campaign, content: product.slug });
  const Heading = headingLevel;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-black/5 bg-white shadow-sm transition hover:shadow-md"
      data-product-card={product.id}
    >
      <div className="relative aspect-square bg-brand-50">
        {product.imageUrl ? (
          <img
            {...cardImageSources(product.imageUrl)}
            alt={name}
            width={product.imageWidth ?? 400}
            height={product.imageHeight ?? 400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover"
            data-product-image
          />
        ) : null}
        <span
          className="absolute inset-0 grid place-items-center text-sm text-muted"
          data-image-fallback
          hidden={Boolean(product.imageUrl)}
        >
          Ingen bild
        </span>
        <div className="absolute left-2 top-2 flex flex-wrap gap-1">
          {location ? (
            <span className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-medium text-ink shadow-sm">
              📍 {location}
            </span>
          ) : null}
          {isExperience(product) ? (
            <span className="rounded-full bg-pine-700 px-2 py-0.5 text-xs font-medium text-white">
              {EXPERIENCE_BADGE}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className="absolute right-2 top-2 grid h-11 w-11 place-items-center rounded-full bg-white/95 text-xl text-brand-600 shadow-sm hover:bg-white data-[saved=true]:text-brand-600"
          data-save-toggle={product.id}
          aria-pressed="false"
          aria-label="Spara present"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="heart">
            <path
              d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
              fill="currentColor"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug text-ink">{name}</Heading>
        {description ? <p className="line-clamp-2 text-xs text-muted">{description}</p> : null}
        {tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Passar för">
            {tags.map((tag) => (
              <li key={tag.facet} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                {tag.label}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <div>
            <p className="flex flex-wrap items-baseline gap-x-2 text-base font-bold text-ink">
              {formatPriceOrFallback(product.priceSEK)}
              {product.previousPrice != null ? (
                <span className="text-xs font-normal text-muted" data-previous-price>
                  Tidigare <s>{formatPrice(product.previousPrice)}</s>
                </span>
              ) : null}
            </p>
            <p className="text-xs text-muted">hos {product.merchant}</p>
          </div>
          <a
            href={href}
            target="_blank"
            rel={BUY_LINK_REL}
            className="whitespace-nowrap rounded-full bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
            data-track-click={product.id}
            data-track-source={campaign}
          >
            Till butiken<span className="sr-only"> – {name} (öppnas i ny flik)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
