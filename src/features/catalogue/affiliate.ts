import { SITE } from '../../lib/site.ts';

/**
 * Outbound buy links (docs/product/tracking.md#outbound-links): tracking parameters are added unless the merchant link
 * already carries a source. "A source parameter" means `utm_source` in any letter case: a bare `source`, `epi`,
 * `clickref` and similar belong to the affiliate network's own routing and have other meanings, so they do not stop
 * tagging. Parameters already present are never overwritten or duplicated; the rest of the link (other parameters,
 * their encoding, the fragment) is kept byte for byte.
 */

/** Where on the site a buy link was shown; becomes utm_campaign. */
export const AFFILIATE_CAMPAIGNS = [
  'browse',
  'home',
  'trending',
  'explore',
  'gift-generator',
  'text-generator',
  'random-gift',
  'saved-gifts',
  'chat',
  'landing',
  'theme',
  'tips',
  'search',
] as const;
export type AffiliateCampaign = (typeof AFFILIATE_CAMPAIGNS)[number];

/** Fixed tracking values. */
export const UTM_SOURCE = SITE.slug;
export const UTM_MEDIUM = 'affiliate';

/**
 * rel for buy links: opened in a new tab without opener or referrer (docs/product/tracking.md#outbound-links), and
 * marked as a paid link ("sponsored") as search engines ask for affiliate links.
 */
export const BUY_LINK_REL = 'sponsored noopener noreferrer';
/** Buy links open in a new tab. */
export const BUY_LINK_TARGET = '_blank';

/** Context of one buy link. */
export interface AffiliateContext {
  campaign: AffiliateCampaign;
  /** The product slug; left out when empty. */
  content: string;
}

function parseHttpUrl(url: string): URL | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
}

/** True for an absolute http(s) URL: the only kind a buy link may point to (no javascript:, data:, relative). */
export function isHttpUrl(url: string): boolean {
  return parseHttpUrl(url.trim()) !== null;
}

function paramNames(search: string): Set<string> {
  const names = new Set<string>();
  for (const name of new URLSearchParams(search).keys()) names.add(name.toLowerCase());
  return names;
}

/**
 * The merchant link with utm_source=presentpilot, utm_medium=affiliate, utm_campaign={campaign} and
 * utm_content={product slug} appended, unless it already has a utm_source (then it is returned unchanged).
 * Existing utm_* parameters are kept as they are; a link that is not an absolute http(s) URL is returned
 * unchanged.
 */
export function affiliateLink(url: string, context: AffiliateContext): string {
  const parsed = parseHttpUrl(url);
  if (parsed === null) return url;
  const present = paramNames(parsed.search);
  if (present.has('utm_source')) return url;
  const wanted: [string, string][] = [
    ['utm_source', UTM_SOURCE],
    ['utm_medium', UTM_MEDIUM],
    ['utm_campaign', context.campaign],
    ['utm_content', context.content.trim()],
  ];
  const added = wanted
    .filter(([name, value]) => value !== '' && !present.has(name))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  const existing = parsed.search.replace(/^\?/, '').replace(/&+$/, '');
  parsed.search = existing === '' ? added.join('&') : [existing, ...added].join('&');
  return parsed.href;
}
