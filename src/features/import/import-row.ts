/**
 * A staged feed product as the products table stores it: price bucket from the price rule, a digest of everything
 * the feed says (an unchanged row is skipped), and the columns an import writes. Pure.
 */
import { createHash } from 'node:crypto';
import { budgetBucketForPrice } from '../catalogue/budget.ts';
import type { FeedProduct } from '../feeds/feed-product.ts';

export interface ImportRow {
  merchant: string;
  merchant_pid: string;
  title: string;
  description: string;
  price_value: number;
  original_price: number | null;
  ean: string | null;
  brand: string | null;
  image_url: string | null;
  product_url: string;
  category_path: string[];
  price_bucket: string;
  in_stock: boolean;
  feed_digest: string;
}

/** A stable digest of a feed product: the same feed row always gives the same digest. */
export function feedDigest(product: FeedProduct): string {
  return createHash('sha1').update(JSON.stringify(product)).digest('base64url');
}

/** The products-table columns of a feed product for one merchant. */
export function importRowOf(merchant: string, product: FeedProduct, digest: string): ImportRow {
  return {
    merchant,
    merchant_pid: product.merchantPid,
    title: product.title,
    description: product.description,
    price_value: product.price,
    original_price: product.originalPrice,
    ean: product.ean,
    brand: product.brand,
    image_url: product.imageUrl,
    product_url: product.productUrl,
    category_path: product.categoryPath,
    price_bucket: budgetBucketForPrice(product.price),
    in_stock: product.inStock,
    feed_digest: digest,
  };
}

/** The reason stored on a product that an import hid. */
export const DEACTIVATION = {
  outOfStock: 'slut i lager',
  missing: 'saknas i butikens flöde',
} as const;
