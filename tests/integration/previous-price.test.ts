/**
 * The "Tidigare pris" rule end to end on PGlite with the real migrations: price changes recorded by the trigger,
 * read with the products for visitors. A product whose price fell shows the lowest price of the 30 days before the
 * fall; one whose price rose, or fell back to a price it had in those days, shows none.
 */
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { GET as getProductRoute } from '../../src/pages/api/products/[id].ts';
import { GET as listRoute } from '../../src/pages/api/products/index.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

function context(path: string, params: Record<string, string> = {}): APIContext {
  const url = new URL(path, 'http://localhost');
  return { url, params, request: new Request(url) } as unknown as APIContext;
}

async function productOf(id: string): Promise<Record<string, unknown>> {
  const response = await getProductRoute(context(`/api/products/${id}`, { id }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { product: Record<string, unknown> }).product;
}

describe('the earlier price in the visitor API (PGlite)', () => {
  const test = useDemoDatabase();

  /** Gives a product the prices [price, days ago] in order, as the trigger records them, and returns its id. */
  async function withPrices(index: number, prices: [number, number][]): Promise<string> {
    const [product] = await test.db.query<{ id: string }>(
      `SELECT id::text FROM products WHERE is_active AND in_stock AND price_value IS NOT NULL
       ORDER BY id OFFSET $1 LIMIT 1`,
      [index],
    );
    const id = product!.id;
    await test.db.query('DELETE FROM price_history WHERE product_id = $1', [id]);
    for (const [price, daysAgo] of prices) {
      await test.db.query('UPDATE products SET price_value = $2 WHERE id = $1', [id, price]);
      await test.db.query(
        `UPDATE price_history SET recorded_at = now() - make_interval(days => $2)
         WHERE id = (SELECT max(id) FROM price_history WHERE product_id = $1)`,
        [id, daysAgo],
      );
    }
    return id;
  }

  it('shows the earlier price of a product whose price fell, and none for one whose price rose', async () => {
    const fell = await withPrices(0, [
      [449, 60],
      [399, 20],
      [299, 2],
    ]);
    const rose = await withPrices(1, [
      [299, 20],
      [399, 2],
    ]);
    const back = await withPrices(2, [
      [299, 25],
      [499, 10],
      [299, 1],
    ]);
    const unchanged = await withPrices(3, [[350, 40]]);

    expect(await productOf(fell)).toMatchObject({ id: fell, priceSEK: 299, previousPrice: 399 });
    expect(await productOf(rose)).toMatchObject({ id: rose, priceSEK: 399 });
    expect(await productOf(rose)).not.toHaveProperty('previousPrice');
    expect(await productOf(back)).not.toHaveProperty('previousPrice');
    expect(await productOf(unchanged)).not.toHaveProperty('previousPrice');

    const response = await listRoute(context('/api/products?limit=500'));
    const { products } = (await response.json()) as { products: Record<string, unknown>[] };
    const byId = new Map(products.map((product) => [product.id, product]));
    expect(byId.get(fell)).toMatchObject({ previousPrice: 399 });
    expect(byId.get(rose)).toBeDefined();
    expect(byId.get(rose)).not.toHaveProperty('previousPrice');
    expect(products.filter((product) => 'previousPrice' in product).map((product) => product.id)).toEqual([fell]);
  });
});
