import type { Product } from '../catalogue/product.ts';

/** Most products in the "Trendande presenter just nu" carousel. */
export const TRENDING_MAX = 10;
/** The carousel moves on every 3 seconds and loops. */
export const CAROUSEL_INTERVAL_MS = 3000;

/**
 * The trending list (docs/product/home.md#trending): products that are featured or have a trend_score above 0, sorted
 * by trend_score (highest first; ties: featured first, then rank_boost), at most 10.
 */
export function selectTrending<P extends Pick<Product, 'featured' | 'trend_score' | 'rank_boost'>>(
  products: readonly P[],
  max: number = TRENDING_MAX,
): P[] {
  return products
    .filter((product) => product.featured || product.trend_score > 0)
    .sort(
      (a, b) => b.trend_score - a.trend_score || Number(b.featured) - Number(a.featured) || b.rank_boost - a.rank_boost,
    )
    .slice(0, Math.max(0, max));
}

/** The slide after `current`, going back to the first after the last. */
export function nextSlide(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count;
}

/** The slide before `current`, going to the last before the first. */
export function previousSlide(current: number, count: number): number {
  return count <= 0 ? 0 : (current - 1 + count) % count;
}
