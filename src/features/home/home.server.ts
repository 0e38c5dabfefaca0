import type { Queryable } from '../../lib/db/db.server.ts';
import type { RandomSource } from '../catalogue/browse.ts';
import { getProductsByIds, listProducts, PUBLIC_COLUMNS } from '../catalogue/catalogue.server.ts';
import { productListQuerySchema } from '../catalogue/catalogue-query.ts';
import { type CatalogueRow, type Product, toProduct } from '../catalogue/product.ts';
import { buildHomeGrid, HOME_GRID_SIZE, HOME_PRODUCT_LIMIT, homeCategoryRule } from './home-grid.ts';
import { selectTrending, TRENDING_MAX } from './trending.ts';

/** An active homepage category with its hand-picked product ids (in their sort order). */
export interface HomepageCategory {
  id: string;
  title: string;
  slug: string;
  productIds: string[];
}

/** Active homepage categories in sort order, each with its hand-picked product ids. */
export async function listHomepageCategories(db: Queryable): Promise<HomepageCategory[]> {
  return db.query<HomepageCategory>(
    `SELECT c.id::text, c.title, c.slug,
            coalesce(array_agg(p.product_id::text ORDER BY p.sort_order) FILTER (WHERE p.product_id IS NOT NULL), '{}')
              AS "productIds"
     FROM homepage_categories c
     LEFT JOIN homepage_category_products p ON p.category_id = c.id
     WHERE c.is_active
     GROUP BY c.id
     ORDER BY c.sort_order, c.title`,
  );
}

/** Candidates for the trending carousel: featured or trending active products. */
export async function listTrendingProducts(db: Queryable, limit = TRENDING_MAX): Promise<Product[]> {
  const rows = await db.query<CatalogueRow>(
    `SELECT ${PUBLIC_COLUMNS} FROM products_public
     WHERE featured OR trend_score > 0
     ORDER BY trend_score DESC, featured DESC, rank_boost DESC, id
     LIMIT $1`,
    [limit],
  );
  return selectTrending(rows.map(toProduct), limit);
}

/** A homepage category with the products of its grid. */
export interface HomeCategoryGrid {
  title: string;
  slug: string;
  products: Product[];
}

/** Everything the prerendered home page shows: each category's grid and the trending products. */
export async function loadHomePage(
  db: Queryable,
  random: RandomSource = Math.random,
): Promise<{ categories: HomeCategoryGrid[]; trending: Product[] }> {
  const [categories, catalogue, trending] = await Promise.all([
    listHomepageCategories(db),
    listProducts(db, productListQuerySchema.parse({ limit: HOME_PRODUCT_LIMIT })),
    listTrendingProducts(db),
  ]);
  const handPicked = await getProductsByIds(
    db,
    categories.flatMap((category) => category.productIds),
  );
  const byId = new Map(handPicked.map((product) => [product.id, product]));
  return {
    categories: categories.map((category) => ({
      title: category.title,
      slug: category.slug,
      products: buildHomeGrid({
        handPicked: category.productIds.flatMap((id) => byId.get(id) ?? []),
        catalogue,
        rule: homeCategoryRule(category),
        size: HOME_GRID_SIZE.desktop,
        random,
      }),
    })),
    trending,
  };
}
