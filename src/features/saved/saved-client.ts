/** The saved gifts' typed client. */
import type { PriceDrop } from './price-drops.ts';

/** GET /api/products/price-drops?… (the query from priceDropsQuery): the saved gifts that got cheaper. */
export async function fetchPriceDrops(query: string): Promise<PriceDrop[]> {
  const response = await fetch(`/api/products/price-drops?${query}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { drops } = (await response.json()) as { drops: PriceDrop[] };
  return drops;
}
