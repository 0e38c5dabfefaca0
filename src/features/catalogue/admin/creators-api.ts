/**
 * The Amazon Creators API (which replaced PA-API 5.0 in 2026), as pure rules: the OAuth2 token request of each
 * credential version, the searchItems body, the token cache and request spacing rules, and the reading of a search
 * answer into result items. The I/O is in creators-client.server.ts.
 */
import { z } from 'zod';
import type { AmazonItem } from './amazon.ts';

export const CREATORS_API_HOST = 'https://creatorsapi.amazon';
export const AMAZON_MARKETPLACE = 'www.amazon.se';
/** Amazon search max results (docs/product/admin-amazon.md#search). */
export const AMAZON_MAX_RESULTS = 10;
/** At most one Creators API request per second. */
export const AMAZON_MIN_INTERVAL_MS = 1000;
/** A cached token is used until this long before it expires. */
export const TOKEN_MARGIN_MS = 30_000;

/** Token URLs of the credential versions: 2.x are Amazon Cognito, 3.x Login with Amazon. */
export const TOKEN_URLS: Readonly<Record<string, string>> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};

/** What the searchItems call asks Amazon to return. */
export const SEARCH_RESOURCES = [
  'itemInfo.title',
  'itemInfo.features',
  'images.primary.large',
  'offersV2.listings.price',
  'offersV2.listings.availability',
] as const;

export interface CreatorsConfig {
  credentialId: string;
  credentialSecret: string;
  partnerTag: string;
  version: string;
  tokenUrl: string;
  host: string;
}

/** The first error message of an error answer, if it has one (never the request or its secrets). */
export function errorMessageOf(body: unknown): string | null {
  const parsed = searchAnswerSchema.safeParse(body);
  const first = parsed.success ? parsed.data.errors?.[0] : undefined;
  const text = first?.message ?? (body && typeof body === 'object' && 'message' in body ? String(body.message) : '');
  return text ? text.slice(0, 200) : null;
}

/** A credential version this adapter knows: 2.x (Cognito) or 3.x (Login with Amazon). */
export function isKnownVersion(version: string): boolean {
  return /^[23]\.\d+$/.test(version);
}

export interface TokenRequest {
  url: string;
  contentType: string;
  body: string;
}

/**
 * The client-credentials token request: version 2.x posts a form with scope `creatorsapi/default` (Cognito),
 * version 3.x posts JSON with scope `creatorsapi::default` (Login with Amazon).
 */
export function tokenRequest(
  config: Pick<CreatorsConfig, 'credentialId' | 'credentialSecret' | 'version' | 'tokenUrl'>,
): TokenRequest {
  const fields = {
    grant_type: 'client_credentials',
    client_id: config.credentialId,
    client_secret: config.credentialSecret,
  };
  if (config.version.startsWith('2.')) {
    return {
      url: config.tokenUrl,
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ ...fields, scope: 'creatorsapi/default' }).toString(),
    };
  }
  return {
    url: config.tokenUrl,
    contentType: 'application/json',
    body: JSON.stringify({ ...fields, scope: 'creatorsapi::default' }),
  };
}

/** The Authorization header of a catalogue call: version 2.x names its version after the token. */
export function authorizationHeader(token: string, version: string): string {
  return version.startsWith('2.') ? `Bearer ${token}, Version ${version}` : `Bearer ${token}`;
}

export interface CachedToken {
  value: string;
  expiresAt: number;
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

/** Reads a token answer; null when it carries no token. A token without a lifetime is taken to last an hour. */
export function readTokenAnswer(body: unknown, now: number): CachedToken | null {
  const parsed = tokenAnswerSchema.safeParse(body);
  if (!parsed.success) return null;
  return { value: parsed.data.access_token, expiresAt: now + (parsed.data.expires_in ?? 3600) * 1000 };
}

/** A cached token is used until 30 s before it expires. */
export function tokenUsable(token: CachedToken | null, now: number): token is CachedToken {
  return token !== null && now < token.expiresAt - TOKEN_MARGIN_MS;
}

/**
 * Request spacing: how long a request asked for at `now` must wait, given when the previous one was let through
 * (null: none yet). Requests are at least `interval` ms apart.
 */
export function throttleDelay(previous: number | null, now: number, interval = AMAZON_MIN_INTERVAL_MS): number {
  if (previous === null) return 0;
  return Math.max(0, previous + interval - now);
}

/** How long to wait before the one retry after a 429: Retry-After (seconds, capped at 10 s) or one second. */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  if (header !== null && header.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) {
    return Math.min(10_000, Math.max(AMAZON_MIN_INTERVAL_MS, seconds * 1000));
  }
  return AMAZON_MIN_INTERVAL_MS;
}

/** The searchItems body (lowerCamelCase). */
export function searchItemsBody(partnerTag: string, keywords: string, itemCount = AMAZON_MAX_RESULTS) {
  return {
    partnerTag,
    partnerType: 'Associates',
    marketplace: AMAZON_MARKETPLACE,
    keywords,
    itemCount: Math.min(AMAZON_MAX_RESULTS, Math.max(1, Math.trunc(itemCount))),
    resources: [...SEARCH_RESOURCES],
  };
}

/** The partner-tagged product link for an ASIN on amazon.se. */
export function partnerTaggedUrl(asin: string, partnerTag: string): string {
  return `https://${AMAZON_MARKETPLACE}/dp/${encodeURIComponent(asin)}?tag=${encodeURIComponent(partnerTag)}`;
}

const displayValue = z.object({ displayValue: z.string().optional() }).partial().optional();
const listingSchema = z
  .object({
    price: z
      .object({
        money: z.object({ amount: z.coerce.number().optional(), currency: z.string().optional() }).partial().optional(),
      })
      .partial()
      .optional(),
    availability: z.object({ type: z.string().optional(), message: z.string().optional() }).partial().optional(),
  })
  .partial();
const itemSchema = z.object({
  asin: z.string().regex(/^[A-Z0-9]{10}$/),
  detailPageURL: z.string().optional(),
  itemInfo: z
    .object({
      title: displayValue,
      features: z
        .object({ displayValues: z.array(z.string()).optional() })
        .partial()
        .optional(),
    })
    .partial()
    .optional(),
  images: z
    .object({
      primary: z
        .object({
          large: z.object({ url: z.string().optional() }).partial().optional(),
          medium: z.object({ url: z.string().optional() }).partial().optional(),
        })
        .partial()
        .optional(),
    })
    .partial()
    .optional(),
  offersV2: z
    .object({ listings: z.array(listingSchema).optional() })
    .partial()
    .optional(),
});
const searchAnswerSchema = z.object({
  searchResult: z.object({ items: z.array(z.unknown()).default([]) }).optional(),
  errors: z.array(z.object({ code: z.string().optional(), message: z.string().optional() }).partial()).optional(),
});

/** Amazon's way of saying a search found nothing: an error with code NoResults. */
export function isNoResults(body: unknown): boolean {
  const parsed = searchAnswerSchema.safeParse(body);
  return parsed.success && (parsed.data.errors?.some((error) => error.code === 'NoResults') ?? false);
}

/** The answer was not a searchItems answer at all. */
export class UnreadableAnswerError extends Error {}

function httpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** An availability type or message as the card's badge text. */
export function availabilityText(type: string | undefined, message: string | undefined): string {
  if (message?.trim()) return message.trim();
  switch (type) {
    case 'IN_STOCK':
      return 'I lager';
    case 'IN_STOCK_SCARCE':
      return 'Få kvar';
    case 'OUT_OF_STOCK':
      return 'Slut i lager';
    case 'PREORDER':
      return 'Förbeställning';
    case 'BACKORDER':
      return 'Restnoterad';
    default:
      return 'Okänd tillgänglighet';
  }
}

/**
 * Reads a searchItems answer into result items: title and features (the description), the large image, the first
 * listing's price in SEK and availability, and the partner-tagged link. "No results" (an answer without
 * searchResult, or Amazon's NoResults error) is an empty list; items without ASIN or title are left out; anything
 * that is not such an answer throws UnreadableAnswerError.
 */
export function readSearchAnswer(body: unknown, partnerTag: string): AmazonItem[] {
  const answer = searchAnswerSchema.safeParse(body);
  if (!answer.success || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new UnreadableAnswerError('Svaret från Amazon gick inte att läsa.');
  }
  if (!answer.data.searchResult) {
    if (isNoResults(answer.data)) return [];
    throw new UnreadableAnswerError('Svaret från Amazon gick inte att läsa.');
  }
  const items: AmazonItem[] = [];
  const seen = new Set<string>();
  for (const raw of answer.data.searchResult.items) {
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success) continue;
    const item = parsed.data;
    const title = item.itemInfo?.title?.displayValue?.trim();
    if (!title || seen.has(item.asin)) continue;
    seen.add(item.asin);
    const listing = item.offersV2?.listings?.[0];
    const money = listing?.price?.money;
    const price =
      money?.amount !== undefined && Number.isFinite(money.amount) && (money.currency ?? 'SEK') === 'SEK'
        ? Math.round(money.amount * 100) / 100
        : null;
    const features = (item.itemInfo?.features?.displayValues ?? []).map((line) => line.trim()).filter(Boolean);
    items.push({
      asin: item.asin,
      title,
      description: features.join(' '),
      price,
      availability: listing
        ? availabilityText(listing.availability?.type, listing.availability?.message)
        : 'Okänd tillgänglighet',
      imageUrl: httpsUrl(item.images?.primary?.large?.url) ?? httpsUrl(item.images?.primary?.medium?.url),
      affiliateUrl: partnerTaggedUrl(item.asin, partnerTag),
    });
    if (items.length === AMAZON_MAX_RESULTS) break;
  }
  return items;
}
