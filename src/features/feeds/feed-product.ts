/**
 * A validated product from a merchant feed, the per-row result of reading a feed, and the mapping of a product to
 * the columns of the `products` table.
 */
import { z } from 'zod';
import { budgetBucketForPrice } from '../catalogue/budget.ts';
import type { BudgetBucket } from '../catalogue/vocabularies.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from './feed-fields.ts';

/** Highest price `numeric(12, 2)` holds. */
export const MAX_PRICE = 9_999_999_999.99;

const httpLink = z
  .string()
  .max(4000)
  .regex(/^https?:\/\/[^\s/]+/i);

/** One product row of a feed after parsing and cleaning; every row is checked against this before it is used. */
export const feedProductSchema = z.object({
  /** The merchant's product id (`merchant_pid`). */
  merchantPid: z.string().min(1).max(300),
  title: z.string().min(1).max(MAX_TITLE_LENGTH),
  /** Plain text, paragraphs separated by blank lines; may be empty. */
  description: z.string().max(MAX_DESCRIPTION_LENGTH),
  /** What the visitor pays now, in SEK: the sale price during an active sale. */
  price: z.number().positive().max(MAX_PRICE),
  currency: z.literal('SEK'),
  /** The regular price when it is higher than `price` (an active sale, or the feed's old/recommended price). */
  originalPrice: z.number().positive().max(MAX_PRICE).nullable(),
  /** A GTIN-8/12/13 (a 14-digit code only when it does not start with 0) with a valid check digit. */
  ean: z
    .string()
    .regex(/^\d{8}$|^\d{12,14}$/)
    .nullable(),
  brand: z.string().min(1).max(200).nullable(),
  imageUrl: httpLink.nullable(),
  /** The affiliate link when the feed has one, else the merchant's product page. */
  productUrl: httpLink,
  /** Broadest level first. */
  categoryPath: z.array(z.string().min(1).max(200)).max(10),
  /** A numeric Google product category from the feed. */
  googleCategoryId: z.number().int().positive().nullable(),
  /** False for "out of stock", "preorder", "backorder", Instock "no": kept, but not shown to visitors. */
  inStock: z.boolean(),
  /**
   * The id the feed gives every variant of one product (Google `item_group_id`, Awin `parent_product_id`); left out
   * when the feed has none, so feeds without it keep their rows (and digests) as they were.
   */
  itemGroupId: z.string().min(1).max(300).optional(),
});

export type FeedProduct = z.infer<typeof feedProductSchema>;

/** A feed row that became a product. `row` is the item's position in the feed, from 1. */
export interface FeedProductRow {
  row: number;
  product: FeedProduct;
}

/** A feed row that did not: its position, the merchant's id when it had one, and the reason in Swedish. */
export interface FeedRowError {
  row: number;
  id: string | null;
  reason: string;
}

export type FeedRowResult = FeedProductRow | FeedRowError;

export function isFeedRowError(result: FeedRowResult): result is FeedRowError {
  return 'reason' in result;
}

/**
 * The `products` columns a feed product fills. `original_price`, `in_stock` and `brand` are the import's
 * additions to the table; the rest exist in `001_schema.sql`. Tags, facets and audience stay for the tagger.
 */
export interface ProductColumns {
  merchant: string;
  merchant_pid: string;
  title: string;
  description: string;
  price_value: number;
  currency: 'SEK';
  original_price: number | null;
  price_bucket: BudgetBucket;
  ean: string | null;
  brand: string | null;
  image_url: string | null;
  product_url: string;
  category_path: string[];
  in_stock: boolean;
  source: 'feed';
}

/** Maps a feed product of `merchant` to the product table's columns. */
export function feedProductColumns(merchant: string, product: FeedProduct): ProductColumns {
  return {
    merchant,
    merchant_pid: product.merchantPid,
    title: product.title,
    description: product.description,
    price_value: product.price,
    currency: product.currency,
    original_price: product.originalPrice,
    price_bucket: budgetBucketForPrice(product.price),
    ean: product.ean,
    brand: product.brand,
    image_url: product.imageUrl,
    product_url: product.productUrl,
    category_path: product.categoryPath,
    in_stock: product.inStock,
    source: 'feed',
  };
}
