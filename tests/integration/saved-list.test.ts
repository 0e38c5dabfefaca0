/**
 * GET /api/products/saved-list on PGlite with the real migrations: the first paint of /sparade — the saved products
 * in the list's order, their price drops, and the list's markup rendered by the island's own component (texts from
 * products escaped). Bad queries get a 400.
 */
import type { APIContext } from 'astro';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getProductsByIds } from '../../src/features/catalogue/catalogue.server.ts';
import { SavedGrid } from '../../src/features/saved/SavedGrid.tsx';
import { GET as savedListRoute } from '../../src/pages/api/products/saved-list.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

function context(path: string): APIContext {
  const url = new URL(path, 'http://localhost');
  return { url, params: {}, request: new Request(url) } as unknown as APIContext;
}

interface Answer {
  products: { id: string; title: string }[];
  drops: { id: string; was: number; now: number }[];
  html: string;
}

async function answer(path: string): Promise<{ status: number; data: Answer }> {
  const response = await savedListRoute(context(path));
  return { status: response.status, data: (await response.json()) as Answer };
}

const DAY = 86_400_000;

describe('the saved list for the first paint of /sparade (PGlite)', () => {
  const test = useDemoDatabase();

  async function productIds(count: number): Promise<string[]> {
    const rows = await test.db.query<{ id: string }>(
      'SELECT id::text FROM products WHERE is_active AND price_value IS NOT NULL ORDER BY id LIMIT $1',
      [count],
    );
    return rows.map((row) => row.id);
  }

  it('answers the products in the list order, their drops and the markup the island renders', async () => {
    const now = Date.now();
    const [fell, same, hidden] = (await productIds(3)) as [string, string, string];
    await test.db.query('DELETE FROM price_history WHERE product_id = $1', [fell]);
    await test.db.query('UPDATE products SET price_value = 499 WHERE id = $1', [fell]);
    await test.db.query(
      `UPDATE price_history SET recorded_at = now() - interval '30 days'
       WHERE id = (SELECT max(id) FROM price_history WHERE product_id = $1)`,
      [fell],
    );
    await test.db.query('UPDATE products SET price_value = 399 WHERE id = $1', [fell]);
    await test.db.query('UPDATE products SET is_active = false WHERE id = $1', [hidden]);

    const ids = [same, hidden, fell];
    const { status, data } = await answer(
      `/api/products/saved-list?ids=${ids.join(',')}&since=${now},0,${now - 5 * DAY}`,
    );
    expect(status).toBe(200);
    expect(data.products.map((product) => product.id)).toEqual([same, fell]);
    expect(data.drops).toEqual([{ id: fell, was: 499, now: 399 }]);
    expect(data.html).toContain('data-saved-grid');
    expect(data.html).toContain('2 presenter');
    expect(data.html).toContain(`href="/sparade?lista=${ids.join(',')}"`);
    expect(data.html).toContain('Sänkt sedan du sparade: 499 → 399 kr');
    // The very markup of the island's first render with the same list (what hydration compares against).
    const products = await getProductsByIds(test.db, [same, fell]);
    expect(data.html).toBe(
      renderToString(
        createElement(SavedGrid, { products, savedIds: ids, drops: { [fell]: { id: fell, was: 499, now: 399 } } }),
      ),
    );
  });

  it('escapes the texts of a product', async () => {
    const [id] = (await productIds(1)) as [string];
    const payload = '<img src=x onerror=alert(1)>"\'&<script>alert(2)</script>';
    await test.db.query('UPDATE products SET title = $2, description = $2, merchant = $2 WHERE id = $1', [id, payload]);
    const { status, data } = await answer(`/api/products/saved-list?ids=${id}&since=0`);
    expect(status).toBe(200);
    expect(data.products[0]?.title).toBe(payload);
    expect(data.html).not.toContain('<img src=x');
    expect(data.html).not.toContain('<script');
    expect(data.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers 400 for missing, unpaired, malformed or too many ids and times', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const now = Date.now();
    const many = Array.from(
      { length: 201 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const query of [
      '',
      `ids=${id}`,
      `ids=${id},${id}&since=${now}`,
      `ids=nope&since=${now}`,
      `ids=${id}&since=abc`,
      `ids=${id}&since=-1`,
      `ids=${id}&since=${now + 5 * DAY}`,
      `ids=${many.join(',')}&since=${many.map(() => now).join(',')}`,
    ]) {
      const { status } = await answer(`/api/products/saved-list?${query}`);
      expect(status, query).toBe(400);
    }
    expect((await answer(`/api/products/saved-list?ids=${id}&since=${now}`)).data).toEqual({
      products: [],
      drops: [],
      html: '',
    });
  });
});
