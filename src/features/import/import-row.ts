/**
 * A staged feed product as an import writes it: the feed's product columns plus a digest of everything the feed
 * says, so an unchanged row is skipped. Pure.
 */
import { createHash } from 'node:crypto';
import { type FeedProduct, feedProductColumns, type ProductColumns } from '../feeds/feed-product.ts';

export interface ImportRow extends ProductColumns {
  feed_digest: string;
}

/** A stable digest of a feed product: the same feed row always gives the same digest. */
export function feedDigest(product: FeedProduct): string {
  return createHash('sha1').update(JSON.stringify(product)).digest('base64url');
}

/** The row an import writes for a feed product of one merchant. */
export function importRowOf(merchant: string, product: FeedProduct): ImportRow {
  return { ...feedProductColumns(merchant, product), feed_digest: feedDigest(product) };
}

/** The reason stored on a product that an import hid. */
export const DEACTIVATION = {
  outOfStock: 'slut i lager',
  missing: 'saknas i butikens flöde',
} as const;
