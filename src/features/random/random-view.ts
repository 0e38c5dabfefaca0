import { type AffiliateCampaign, affiliateLink } from '../catalogue/affiliate.ts';
import { cleanDescription, truncate } from '../catalogue/description.ts';
import { formatPriceOrFallback } from '../catalogue/price.ts';
import type { Product } from '../catalogue/product.ts';
import { atMerchantLabel } from '../catalogue/random.ts';
import { splitTitle } from '../catalogue/title.ts';
import { tagLabel } from '../catalogue/vocabularies.ts';

/** Longest description shown in the random-gift dialog. */
export const RANDOM_DESCRIPTION_MAX = 220;

/** What the random-gift dialog shows for one product. */
export interface RandomGiftView {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  /** Budget badge, then the first audience and the first occasion (each only when present). */
  badges: string[];
  price: string;
  merchant: string;
  buyUrl: string;
}

/**
 * The dialog's content for a product (docs/product/random.md#dialog): title without the location part,
 * cleaned and shortened description, budget / first audience / first occasion badges, price in kr or
 * "Pris varierar", "hos {merchant}" and the buy link tagged with the random-gift campaign.
 */
export function randomGiftView(product: Product, campaign: AffiliateCampaign = 'random-gift'): RandomGiftView {
  const badges = [product.budget, product.audiences[0], product.occasions[0]]
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => tagLabel(value.trim()));
  return {
    id: product.id,
    title: splitTitle(product.title).name,
    description: truncate(cleanDescription(product.description), RANDOM_DESCRIPTION_MAX),
    imageUrl: product.imageUrl,
    badges,
    price: formatPriceOrFallback(product.priceSEK),
    merchant: atMerchantLabel(product.merchant),
    buyUrl: affiliateLink(product.affiliateUrl, { campaign, content: product.slug }),
  };
}
