/**
 * The Amazon import screen's rules (docs/product/admin-amazon.md#configuration, docs/product/admin-amazon.md#search,
 * docs/product/admin-amazon.md#add): its texts, the request bodies, which configuration is missing, and how a result
 * item becomes a catalogue product.
 */
import { z } from 'zod';
import { budgetBucketForPrice } from '../budget.ts';
import { formatPrice } from '../price.ts';
import {
  AMAZON_MAX_RESULTS,
  CREATORS_API_HOST,
  type CreatorsConfig,
  isKnownVersion,
  TOKEN_URLS,
} from './creators-api.ts';

/** An Amazon search result item (docs/product/admin-amazon.md#search). */
export interface AmazonItem {
  asin: string;
  title: string;
  description: string;
  price: number | null;
  availability: string;
  imageUrl: string | null;
  affiliateUrl: string;
}

export const AMAZON_MERCHANT = 'Amazon';
export const AMAZON_SOURCE = 'amazon';

export const AMAZON_TEXT = {
  title: 'Amazon Produktimport',
  emptyTitle: 'Ange sökord',
  emptyDescription: 'Skriv in vad du vill söka efter på Amazon',
  noResults: 'Inga produkter hittades. Prova andra sökord.',
  doneTitle: 'Sökning klar',
  done: (count: number) => `Hittade ${count} produkter`,
  errorTitle: 'Sökfel',
  errorFallback: 'Kunde inte söka produkter',
  addedTitle: 'Produkt tillagd',
  added: (title: string) => `${title} har lagts till i katalogen`,
  noImage: 'Ingen bild',
  noDescription: 'Ingen beskrivning',
  noPrice: 'N/A',
  add: 'Lägg till',
  view: 'Visa på Amazon →',
  notConfigured: 'Amazon-sökningen är inte konfigurerad',
  publishReason: 'Amazon-produkt tillagd',
} as const;

/** The variables search needs, in the order .env.example names them. */
export const REQUIRED_AMAZON_VARIABLES = [
  'AMAZON_CREDENTIAL_ID',
  'AMAZON_CREDENTIAL_SECRET',
  'AMAZON_PARTNER_TAG',
  'AMAZON_CREDENTIAL_VERSION',
] as const;

export type AmazonEnv = Partial<
  Record<(typeof REQUIRED_AMAZON_VARIABLES)[number] | 'AMAZON_TOKEN_URL' | 'AMAZON_API_HOST', string | undefined>
>;

export interface AmazonStatus {
  configured: boolean;
  /** Variables to set (missing, or a credential version without a known token URL). */
  missing: string[];
}

/**
 * The Creators API configuration from the environment, or the variables still to set. A credential version that is
 * not 2.x/3.x, or has no known token URL and no AMAZON_TOKEN_URL, counts as missing.
 */
export function amazonConfigFrom(env: AmazonEnv): { config: CreatorsConfig | null; status: AmazonStatus } {
  const value = (name: keyof AmazonEnv) => env[name]?.trim() || undefined;
  const missing: string[] = REQUIRED_AMAZON_VARIABLES.filter((name) => !value(name));
  const version = value('AMAZON_CREDENTIAL_VERSION');
  if (version && !isKnownVersion(version)) missing.push('AMAZON_CREDENTIAL_VERSION');
  const tokenUrl = value('AMAZON_TOKEN_URL') ?? (version ? TOKEN_URLS[version] : undefined);
  if (version && isKnownVersion(version) && !tokenUrl) missing.push('AMAZON_TOKEN_URL');
  const status = { configured: missing.length === 0, missing: [...new Set(missing)] };
  if (!status.configured) return { config: null, status };
  return {
    config: {
      credentialId: value('AMAZON_CREDENTIAL_ID') as string,
      credentialSecret: value('AMAZON_CREDENTIAL_SECRET') as string,
      partnerTag: value('AMAZON_PARTNER_TAG') as string,
      version: version as string,
      tokenUrl: tokenUrl as string,
      host: (value('AMAZON_API_HOST') ?? CREATORS_API_HOST).replace(/\/+$/, ''),
    },
    status,
  };
}

/** The search text as sent: trimmed; null when nothing is left ('Ange sökord'). */
export function searchKeywords(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? null : trimmed;
}

/** POST /api/admin/amazon/search (the amazon-search contract: keywords, maxResults ≤ 10). */
export const amazonSearchSchema = z.object({
  keywords: z
    .string()
    .max(200, 'Sökordet får vara högst 200 tecken')
    .transform((text) => searchKeywords(text) ?? '')
    .pipe(z.string().min(1, AMAZON_TEXT.emptyTitle)),
  maxResults: z.number().int().min(1).max(AMAZON_MAX_RESULTS).default(AMAZON_MAX_RESULTS),
});

const httpsUrl = z
  .url()
  .max(2000)
  .refine((url) => url.startsWith('https://'), 'Bildadressen måste börja med https://');

/** POST /api/admin/amazon/add: the item the admin chose; the link is rebuilt on the server from the ASIN. */
export const amazonAddSchema = z.object({
  asin: z.string().regex(/^[A-Z0-9]{10}$/, 'Ogiltigt ASIN'),
  title: z.string().trim().min(1, 'Titel saknas').max(500),
  description: z.string().trim().max(5000).default(''),
  price: z.number().nonnegative().max(10_000_000).nullable().default(null),
  imageUrl: httpsUrl.nullable().default(null),
});
export type AmazonAddBody = z.infer<typeof amazonAddSchema>;

/** The catalogue row for an added Amazon item: merchant Amazon, source amazon, waiting for tagging. */
export function amazonProductRow(item: AmazonAddBody, productUrl: string) {
  return {
    title: item.title,
    description: item.description,
    price_value: item.price,
    price_bucket: item.price === null ? null : budgetBucketForPrice(item.price),
    merchant: AMAZON_MERCHANT,
    merchant_pid: item.asin,
    image_url: item.imageUrl,
    product_url: productUrl,
    source: AMAZON_SOURCE,
    needs_tagging: true,
  };
}

/** A price as the card shows it: kronor in Swedish notation ("1 299 kr"), or 'N/A'. */
export function formatAmazonPrice(price: number | null): string {
  return price === null ? AMAZON_TEXT.noPrice : formatPrice(price);
}

/** The availability badge's tone: in stock, not available, or anything else. */
export function availabilityTone(text: string): 'ok' | 'out' | 'other' {
  const lower = text.toLowerCase();
  if (/slut|ej i lager|inte i lager|unavailable|out of stock/.test(lower)) return 'out';
  if (/i lager|in stock|få kvar/.test(lower)) return 'ok';
  return 'other';
}
