/** Shapes of the demo catalogue and curation that seed the embedded default database. */
import type { AgeGroup, Audience, Theme, ToWhom } from '../../features/catalogue/vocabularies.ts';

/** A shop whose feed the demo catalogue pretends to import. */
export interface DemoMerchant {
  name: string;
  /** Bare host name, e.g. 'presentboden.se'. */
  domain: string;
  /** 'feed-' plus the lowercased name with non-alphanumerics as hyphens. */
  sourceId: string;
  feedUrl: string;
  statusUrl: string;
}

/** One demo product, already tagged with every facet. */
export interface DemoProduct {
  /** Merchant product id, also the product's slug. */
  pid: string;
  title: string;
  description: string;
  /** Price in SEK; null when the feed has none. */
  price: number | null;
  merchant: string;
  category: string[];
  tags: string[];
  audience: Audience | null;
  to_whom: ToWhom[];
  age_groups: AgeGroup[];
  /** Values from INTERESTS, plus 'upplevelse' for experiences. */
  interests: string[];
  /** Values from OCCASIONS, plus 'upplevelse' where fitting. */
  occasions: string[];
  themes: Theme[];
  rankBoost?: number;
  trendBoost?: number;
  trendScore?: number;
  featured?: boolean;
  ean?: string;
  /** Site path of the product image, e.g. '/images/products/xyz.svg'. */
  image: string;
}

/** A rotating homepage category ("Hitta den bästa presenten till …") with hand-picked products. */
export interface DemoHomepageCategory {
  title: string;
  slug: string;
  productPids: string[];
}

export type DemoBannerType =
  | 'desktop_top'
  | 'desktop_bottom'
  | 'tablet_top'
  | 'tablet_bottom'
  | 'mobile_top'
  | 'mobile_bottom';

export interface DemoBanner {
  type: DemoBannerType;
  html: string;
  imageUrl: string;
  linkUrl: string;
  width: number;
  height: number;
}

export interface DemoTip {
  title: string;
  description: string;
}

/** An editorial tip page with its banners. */
export interface DemoTipPage {
  slug: string;
  title: string;
  ingress: string;
  tips: DemoTip[];
  ctaText: string | null;
  ctaUrl: string | null;
  extraTip: string | null;
  /** At most 60 characters. */
  metaTitle: string;
  /** At most 160 characters. */
  metaDescription: string;
  banners: DemoBanner[];
}

/** A generator category (docs/product/generator.md#query, categories to interests). */
export interface DemoTaxonomyCategory {
  name: string;
  slug: string;
  emoji: string;
  description: string;
  interests: string[];
}

/** A discount code shown on /rabattkoder. */
export interface DemoDiscountCode {
  merchant: string;
  code: string;
  discount: string;
  description: string;
  /** ISO date, e.g. '2027-01-31'. */
  validUntil: string;
  category: string;
  shopUrl: string;
}
