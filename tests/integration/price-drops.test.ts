/**
 * Price drops on saved gifts on PGlite with the real migrations: the price in force when a gift was saved, read from
 * the price history the trigger records, against the price now. Only drops are answered; bad queries get a 400.
 */
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { GET as priceDropsRoute } from '../../src/pages/api/products/price-drops.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

function context(path: string): APIContext {
  const url = new URL(path, 'http://localhost');
  return { url, params: {}, request: new Request(url) } as unknown as APIContext;
}

async function answer(path: string) {
  const response = await priceDropsRoute(context(path));
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

const DAY = 86_400_000;

describe('price drops on saved gifts (PGlite)', () => {
  const test = useDemoDatabase();

  /** Gives a product the prices [price, days ago] in order, as the trigger records them, and returns its id. */
  async function withPrices(index: number, prices: [number, number][]): Promise<string> {
    const [product] = await test.db.query<{ id: string }>(
      `SELECT id::text FROM products WHERE is_active AND price_value IS NOT NULL ORDER BY id OFFSET $1 LIMIT 1`,
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

  it('answers the gifts that got cheaper since they were saved, with the price then and now', async () => {
    const now = Date.now();
    const fell = await withPrices(0, [
      [499, 30],
      [399, 2],
    ]);
    const rose = await withPrices(1, [
      [299, 30],
      [349, 2],
    ]);
    const fellBeforeSaving = await withPrices(2, [
      [599, 30],
      [449, 10],
    ]);
    const savedBeforeHistory = await withPrices(3, [[199, 5]]);
    const hidden = await withPrices(4, [
      [899, 30],
      [699, 1],
    ]);
    await test.db.query('UPDATE products SET is_active = false WHERE id = $1', [hidden]);

    const saved = [
      [fell, now - 5 * DAY],
      [rose, now - 5 * DAY],
      [fellBeforeSaving, now - 5 * DAY],
      [savedBeforeHistory, now - 20 * DAY],
      [hidden, now - 5 * DAY],
    ] as const;
    const query = `ids=${saved.map(([id]) => id).join(',')}&since=${saved.map(([, at]) => at).join(',')}`;
    const { status, data } = await answer(`/api/products/price-drops?${query}`);
    expect(status).toBe(200);
    expect(data.drops).toEqual([{ id: fell, was: 499, now: 399 }]);

    // Saved after the drop: nothing to tell.
    expect((await answer(`/api/products/price-drops?ids=${fell}&since=${now - DAY}`)).data.drops).toEqual([]);
  });

  it('answers 400 for missing, unpaired, malformed or too many ids and times', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const now = Date.now();
    for (const query of [
      '',
      `ids=${id}`,
      `ids=${id},${id}&since=${now}`,
      `ids=nope&since=${now}`,
      `ids=${id}&since=abc`,
      `ids=${id}&since=${now + 5 * DAY}`,
      `ids=${id}&since=%00`,
      `ids=${Array(101).fill(id).join(',')}&since=${Array(101).fill(now).join(',')}`,
    ]) {
      const { status } = await answer(`/api/products/price-drops?${query}`);
      expect(status, query).toBe(400);
    }
    expect((await answer(`/api/products/price-drops?ids=${id}&since=${now}`)).data).toEqual({ drops: [] });
  });
});
