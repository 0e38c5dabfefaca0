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
/**
 * Products per query when the whole catalogue is read. The embedded database builds each answer in its own memory,
 * which it keeps for good once grown; and during a publish it is the serving process's database (the build reads it
 * over the IPC bridge). One query for 40,000 products grew it by about 140 MB, pages of 2,000 by about 8 MB.
 */
export const CATALOGUE_PAGE_SIZE = 2_000;

interface CachedCatalogue {
  db: Queryable;
  readAt: number;
  products: Promise<Product[]>;
}

let cached: CachedCatalogue | null = null;

/** Every active product, newest first; one database read shared by the pages of a build. */
export function activeCatalogue(db: Queryable, now: number = Date.now()): Promise<Product[]> {
  if (cached && cached.db === db && now - cached.readAt < CATALOGUE_REUSE_MS) return cached.products;
  const products = readActiveCatalogue(db);
  const entry: CachedCatalogue = { db, readAt: now, products };
  cached = entry;
  products.catch(() => {
    if (cached === entry) cached = null;
  });
  return products;
}

/**
 * Every active product, newest first, read `pageSize` at a time: the ids in order first, then the products by id.
 * A product hidden between the two reads is left out, one changed shows its newer content.
 */
export async function readActiveCatalogue(db: Queryable, pageSize: number = CATALOGUE_PAGE_SIZE): Promise<Product[]> {
  const ids = (
    await db.query<{ id: string }>('SELECT id::text AS id FROM products_public ORDER BY updated_at DESC, id')
  ).map((row) => row.id);
  const products: Product[] = [];
  for (let start = 0; start < ids.length; start += pageSize) {
    const page = ids.slice(start, start + pageSize);
    const byId = new Map(
      (await queryProducts(db, `SELECT ${PUBLIC_COLUMNS} FROM products_public WHERE id = ANY($1::uuid[])`, [page])).map(
        (product) => [product.id, product],
      ),
    );
    for (const id of page) {
      const product = byId.get(id);
      if (product) products.push(product);
    }
  }
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
