import { createHash } from 'node:crypto';
import { refreshSearchWords } from '../features/catalogue/catalogue.server.ts';
import { type ProductInsert, upsertProducts } from '../features/catalogue/product-write.server.ts';
import { groupTailVariants } from '../features/catalogue/tail-families.server.ts';
import type { Db, Queryable } from '../lib/db/types.ts';
import { DEMO_DISCOUNT_CODES, DEMO_HOMEPAGE_CATEGORIES, DEMO_TAXONOMY, DEMO_TIP_PAGES } from './demo/curation.ts';
import { DEMO_MERCHANTS } from './demo/merchants.ts';
import { DEMO_PRODUCTS } from './demo/products.ts';
import type { DemoMerchant, DemoProduct } from './demo/types.ts';

/**
 * A stable UUID (version 5 layout) derived from a name, so demo products keep their ids across reseeds and saved
 * lists and shared links stay valid.
 */
export function stableUuid(name: string): string {
  const hash = createHash('sha1').update(`presentpilot:${name}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The id a demo product gets. */
export function demoProductId(product: Pick<DemoProduct, 'merchant' | 'pid'>): string {
  return stableUuid(`${product.merchant}:${product.pid}`);
}

function affiliateUrl(merchant: DemoMerchant | undefined, pid: string): string {
  const domain = merchant?.domain ?? 'presentpilot.se';
  const target = `https://www.${domain}/produkt/${encodeURIComponent(pid)}`;
  return `https://go.presentpilot.se/klick?butik=${encodeURIComponent(merchant?.sourceId ?? 'okand')}&url=${encodeURIComponent(target)}`;
}

function toInsert(product: DemoProduct, merchants: Map<string, DemoMerchant>): ProductInsert {
  return {
    id: demoProductId(product),
    title: product.title,
    description: product.description,
    price_value: product.price,
    merchant: product.merchant,
    merchant_pid: product.pid,
    ean: product.ean ?? null,
    image_url: product.image,
    image_width: 400,
    image_height: 400,
    product_url: affiliateUrl(merchants.get(product.merchant), product.pid),
    category_path: product.category,
    tags: product.tags,
    audience: product.audience,
    interests: product.interests,
    occasions: product.occasions,
    to_whom: product.to_whom,
    age_groups: product.age_groups,
    themes: product.themes,
    source: 'demo',
    rank_boost: product.rankBoost ?? 0,
    trend_boost: product.trendBoost ?? 0,
    trend_score: product.trendScore ?? 0,
    featured: product.featured ?? false,
    is_active: true,
    needs_tagging: false,
  };
}

/** True when the catalogue has no products yet (a new embedded database). */
export async function isCatalogueEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM products) AS empty');
  return rows[0]?.empty ?? true;
}

export interface SeedResult {
  products: number;
  merchants: number;
  homepageCategories: number;
  tipPages: number;
  taxonomy: number;
  discountCodes: number;
}

/**
 * Replaces the catalogue, curation and discount codes with the demo data (one transaction). Admin accounts are
 * left alone.
 */
export async function seedDemo(db: Db): Promise<SeedResult> {
  const merchants = new Map(DEMO_MERCHANTS.map((merchant) => [merchant.name, merchant]));
  await db.transaction(async (tx) => {
    for (const table of [
      'homepage_category_products',
      'homepage_categories',
      'tip_page_banners',
      'tip_pages',
      'taxonomy_categories',
      'discount_codes',
      'product_statistics',
      'products',
      'merchants',
      'import_logs',
    ]) {
      await tx.query(`DELETE FROM ${table}`);
    }
    for (const merchant of DEMO_MERCHANTS) {
      await tx.query('INSERT INTO merchants (id, name, feed_url, status_url, source_id) VALUES ($1, $2, $3, $4, $5)', [
        stableUuid(`merchant:${merchant.name}`),
        merchant.name,
        merchant.feedUrl,
        merchant.statusUrl,
        merchant.sourceId,
      ]);
    }
    await upsertProducts(
      tx,
      DEMO_PRODUCTS.map((product) => toInsert(product, merchants)),
    );
    // As after an import: variants named only by a title tail ("– Skogsgrön", "– Vinterskog") share a family.
    for (const merchant of DEMO_MERCHANTS) await groupTailVariants(tx, merchant.name);
    const idByPid = new Map(DEMO_PRODUCTS.map((product) => [product.pid, demoProductId(product)]));
    for (const [order, category] of DEMO_HOMEPAGE_CATEGORIES.entries()) {
      const categoryId = stableUuid(`homepage:${category.slug}`);
      await tx.query('INSERT INTO homepage_categories (id, title, slug, sort_order) VALUES ($1, $2, $3, $4)', [
        categoryId,
        category.title,
        category.slug,
        order,
      ]);
      for (const [position, pid] of category.productPids.entries()) {
        const productId = idByPid.get(pid);
        if (!productId) throw new Error(`Startsidans kategori ${category.slug} pekar på okänd produkt ${pid}`);
        await tx.query(
          'INSERT INTO homepage_category_products (category_id, product_id, sort_order) VALUES ($1, $2, $3)',
          [categoryId, productId, position],
        );
      }
    }
    for (const [order, page] of DEMO_TIP_PAGES.entries()) {
      const pageId = stableUuid(`tips:${page.slug}`);
      await tx.query(
        `INSERT INTO tip_pages (id, title, slug, ingress, content, cta_text, cta_url, extra_tip, meta_title,
           meta_description, sort_order)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11)`,
        [
          pageId,
          page.title,
          page.slug,
          page.ingress,
          JSON.stringify({ tips: page.tips }),
          page.ctaText,
          page.ctaUrl,
          page.extraTip,
          page.metaTitle,
          page.metaDescription,
          order,
        ],
      );
      for (const banner of page.banners) {
        await tx.query(
          `INSERT INTO tip_page_banners (page_id, banner_type, html_code, image_url, link_url, width, height)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [pageId, banner.type, banner.html, banner.imageUrl, banner.linkUrl, banner.width, banner.height],
        );
      }
    }
    for (const [order, category] of DEMO_TAXONOMY.entries()) {
      await tx.query(
        `INSERT INTO taxonomy_categories (name, slug, description, emoji, interests, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [category.name, category.slug, category.description, category.emoji, category.interests, order],
      );
    }
    for (const [order, code] of DEMO_DISCOUNT_CODES.entries()) {
      await tx.query(
        `INSERT INTO discount_codes (merchant, code, discount, description, valid_until, category, shop_url, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          code.merchant,
          code.code,
          code.discount,
          code.description,
          code.validUntil,
          code.category,
          code.shopUrl,
          order,
        ],
      );
    }
  });
  await refreshSearchWords(db);
  return {
    products: DEMO_PRODUCTS.length,
    merchants: DEMO_MERCHANTS.length,
    homepageCategories: DEMO_HOMEPAGE_CATEGORIES.length,
    tipPages: DEMO_TIP_PAGES.length,
    taxonomy: DEMO_TAXONOMY.length,
    discountCodes: DEMO_DISCOUNT_CODES.length,
  };
}
