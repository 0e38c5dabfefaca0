/**
 * Merchants in the admin (docs/product/admin-merchants.md#form): the form's rules, the source id and the API shapes.
 */
import { z } from 'zod';
import { toSlug } from '../../../lib/slug.ts';

/** The fixed prefix of every merchant's source id (the id its feed is imported under). */
export const MERCHANT_SOURCE_PREFIX = 'feed-';

/** At most this many of a merchant's products are listed in the merchants tab. */
export const MERCHANT_PRODUCTS_LIMIT = 200;

export const MERCHANT_NAME_MAX = 100;
export const MERCHANT_URL_MAX = 2000;

export const MERCHANT_TEXT = {
  required: 'Alla fält måste fyllas i',
  feedUrl: 'Feed-URL måste vara en webbadress som börjar med http:// eller https://',
  statusUrl: 'Status-URL måste vara en webbadress som börjar med http:// eller https://',
  nameWithoutLetters: 'Namnet måste innehålla minst en bokstav eller siffra',
  nameTooLong: `Namnet får vara högst ${MERCHANT_NAME_MAX} tecken`,
  urlTooLong: `En webbadress får vara högst ${MERCHANT_URL_MAX} tecken`,
  notFound: 'Butiken finns inte',
  nameTaken: (name: string) => `Det finns redan en butik som heter ”${name}”`,
  sourceIdTaken: (sourceId: string) => `Käll-id:t ”${sourceId}” används redan av en annan butik – välj ett annat namn`,
  productsUnderName: (name: string) => `Det finns redan produkter under butiksnamnet ”${name}” – välj ett annat namn`,
  saved: 'Sparat!',
  created: 'Skapat!',
  emptyProducts: 'Inga produkter från denna butik',
  noneSelected: 'Välj en butik för att visa produkter',
} as const;

/** The source id for a merchant name: the fixed prefix plus the admin slug of the name ("Bönor & Blad" → "feed-bonor-blad"). */
export function merchantSourceId(name: string): string {
  return `${MERCHANT_SOURCE_PREFIX}${toSlug(name)}`;
}

/** What the add/edit dialog sends. */
export interface MerchantForm {
  name: string;
  feedUrl: string;
  statusUrl: string;
  isActive: boolean;
}

/** True for an absolute http: or https: address with a host. */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/**
 * The form cleaned (trimmed) or the first problem with it, in the order a person reads the form: any empty field,
 * then the name, then the feed URL, then the status URL. Used by the dialog before sending and by the API.
 */
export function checkMerchantForm(
  form: MerchantForm,
): { ok: true; value: MerchantForm & { sourceId: string } } | { ok: false; error: string } {
  const name = form.name.trim();
  const feedUrl = form.feedUrl.trim();
  const statusUrl = form.statusUrl.trim();
  if (!name || !feedUrl || !statusUrl) return { ok: false, error: MERCHANT_TEXT.required };
  if (name.length > MERCHANT_NAME_MAX) return { ok: false, error: MERCHANT_TEXT.nameTooLong };
  const sourceId = merchantSourceId(name);
  if (sourceId === MERCHANT_SOURCE_PREFIX) return { ok: false, error: MERCHANT_TEXT.nameWithoutLetters };
  if (feedUrl.length > MERCHANT_URL_MAX || statusUrl.length > MERCHANT_URL_MAX)
    return { ok: false, error: MERCHANT_TEXT.urlTooLong };
  if (!isHttpUrl(feedUrl)) return { ok: false, error: MERCHANT_TEXT.feedUrl };
  if (!isHttpUrl(statusUrl)) return { ok: false, error: MERCHANT_TEXT.statusUrl };
  return { ok: true, value: { name, feedUrl, statusUrl, isActive: form.isActive, sourceId } };
}

/**
 * The JSON body of POST /api/admin/merchants and PUT /api/admin/merchants/[id]. Missing text fields count as empty
 * (so `{}` is answered with 'Alla fält måste fyllas i'); a wrong type is a plain 400. isActive defaults to true on
 * create and to the stored value on edit.
 */
export const merchantBodySchema = z
  .object({
    name: z.string().max(10_000).default(''),
    feedUrl: z.string().max(10_000).default(''),
    statusUrl: z.string().max(10_000).default(''),
    isActive: z.boolean().optional(),
  })
  .strict();

export type MerchantBody = z.infer<typeof merchantBodySchema>;

/** A merchant as the admin API returns it, with its product counts. */
export interface AdminMerchant {
  id: string;
  name: string;
  feedUrl: string | null;
  statusUrl: string | null;
  sourceId: string;
  isActive: boolean;
  updatedAt: string;
  counts: MerchantCounts;
}

export interface MerchantCounts {
  total: number;
  active: number;
  hidden: number;
}

/** One row of a merchant's product list. */
export interface MerchantProduct {
  id: string;
  title: string;
  priceValue: number | null;
  imageUrl: string | null;
  productUrl: string;
  isActive: boolean;
}

/** GET /api/admin/merchants/[id]/products. */
export interface MerchantProductsResponse {
  merchant: AdminMerchant;
  products: MerchantProduct[];
  limit: number;
}

/** The route parameter of /api/admin/merchants/[id]. */
export const merchantIdSchema = z.object({ id: z.guid() });

/** Merchants in the select, by name in Swedish order (å, ä, ö after z). */
export function sortMerchantsByName<T extends { name: string }>(merchants: readonly T[]): T[] {
  const collator = new Intl.Collator('sv', { sensitivity: 'base' });
  return [...merchants].sort((a, b) => collator.compare(a.name, b.name));
}
