/**
 * Reads behind the theme and SEO landing pages: the active catalogue, read once per build (every landing page
 * ranks the same products), then scored, filtered and ordered by the pure rules of this feature.
 */

import type { Queryable } from '../../lib/db/db.server.ts';
import { PUBLIC_COLUMNS, queryProducts } from '../catalogue/catalogue.server.ts';
import type { Product } from '../catalogue/product.ts';
import { rankForProfile } from './scoring.ts';
import type { SeoPage } from './seo-pages.ts';
import { sortThemeProducts } from './theme-filter.ts';
import type { ThemePage } from './theme-pages.ts';

/** Most products a theme page puts in its HTML; its filter narrows and sorts these. */
export const THEME_PAGE_PRODUCT_LIMIT = 120;
/** Most products an SEO landing page lists. */
export const SEO_PAGE_PRODUCT_LIMIT = 48;
/** How long one read of the catalogue is reused, in milliseconds: a whole build (40,000 products take minutes). */
export const CATALOGUE_REUSE_MS = 300_000;

interface CachedCatalogue {
  db: Queryable;
  readAt: number;
  products: Promise<Product[]>;
}

let cached: CachedCatalogue | null = null;

/** Every active product, newest first; one database read shared by the pages of a build. */
export function activeCatalogue(db: Queryable, now: number = Date.now()): Promise<Product[]> {
  if (cached && cached.db === db && now - cached.readAt < CATALOGUE_REUSE_MS) return cached.products;
  const products = queryProducts(db, `SELECT ${PUBLIC_COLUMNS} FROM products_public ORDER BY updated_at DESC, id`, []);
  const entry: CachedCatalogue = { db, readAt: now, products };
  cached = entry;
  products.catch(() => {
    if (cached === entry) cached = null;
  });
  return products;
}

/** A theme page's products: ranked by its scoring profile, best first, at most `limit`. */
export async function themePageProducts(
  db: Queryable,
  page: Pick<ThemePage, 'profile'>,
  limit: number = THEME_PAGE_PRODUCT_LIMIT,
): Promise<Product[]> {
  return rankForProfile(await activeCatalogue(db), page.profile).slice(0, limit);
}

/** An SEO page's products: those its rule picks, featured and boosted first, at most `limit`. */
export async function seoPageProducts(
  db: Queryable,
  page: Pick<SeoPage, 'matches'>,
  limit: number = SEO_PAGE_PRODUCT_LIMIT,
): Promise<{ products: Product[]; total: number }> {
  const matching = (await activeCatalogue(db)).filter((product) => page.matches(product));
  return { products: sortThemeProducts(matching, 'relevant').slice(0, limit), total: matching.length };
}
