/**
 * A staged feed product as an import writes it: the feed's product columns, what the product is (its type and
 * family, from the same pass that builds the row) and a digest of everything the feed says, so an unchanged row is
 * skipped. Pure.
 */
import { createHash } from 'node:crypto';
import { classifyProduct, type ProductClassification } from '../catalogue/product-classification.ts';
import { type FeedProduct, feedProductColumns, type ProductColumns } from '../feeds/feed-product.ts';

export interface ImportRow extends ProductColumns, ProductClassification {
  google_category_id: number | null;
  item_group_id: string | null;
  feed_digest: string;
}

/**
 * What the import derives from a feed row besides its columns (the type rules and the family rule). A stored digest
 * holds it, so changing it makes the next import of every merchant write each product once more (types and families
 * recomputed, tags kept) instead of skipping it as unchanged. Change it when those rules change.
 */
export const IMPORT_DERIVATION = 'typ-och-familj-1';

/** A stable digest of a feed product: the same feed row always gives the same digest. */
export function feedDigest(product: FeedProduct): string {
  return createHash('sha1').update(IMPORT_DERIVATION).update(JSON.stringify(product)).digest('base64url');
}

/** The row an import writes for a feed product of one merchant. */
export function importRowOf(merchant: string, product: FeedProduct): ImportRow {
  const itemGroupId = product.itemGroupId ?? null;
  return {
    ...feedProductColumns(merchant, product),
    ...classifyProduct({
      merchant,
      title: product.title,
      description: product.description,
      categoryPath: product.categoryPath,
      googleCategoryId: product.googleCategoryId,
      itemGroupId,
    }),
    google_category_id: product.googleCategoryId,
    item_group_id: itemGroupId,
    feed_digest: feedDigest(product),
  };
}
