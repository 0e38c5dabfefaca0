import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { GET as getProductRoute } from '../../src/pages/api/products/[id].ts';
import { GET as listRoute } from '../../src/pages/api/products/index.ts';
import { GET as searchRoute } from '../../src/pages/api/search.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

function context(path: string, params: Record<string, string> = {}): APIContext {
  const url = new URL(path, 'http://localhost');
  return { url, params, request: new Request(url) } as unknown as APIContext;
}

async function body(response: Response | Promise<Response>) {
  const res = await response;
  return { status: res.status, data: (await res.json()) as Record<string, unknown> };
}

describe('the catalogue endpoints (PGlite, real migrations)', () => {
  const test = useDemoDatabase();
  it('GET /api/products filters and validates', async () => {
    const ok = await body(listRoute(context('/api/products?budgetMax=300&limit=5')));
    expect(ok.status).toBe(200);
    expect(ok.data.count).toBe(5);
    const bad = await body(listRoute(context('/api/products?limit=0')));
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe('Ogiltiga parametrar');
    const inverted = await body(listRoute(context('/api/products?budgetMin=900&budgetMax=100')));
    expect(inverted.status).toBe(400);
  });

  it('GET /api/products/:id answers 404 JSON for unknown, malformed and hidden products', async () => {
    const [first] = (await body(listRoute(context('/api/products?limit=1')))).data.products as { id: string }[];
    expect((await body(getProductRoute(context('/x', { id: first!.id })))).status).toBe(200);
    expect(await body(getProductRoute(context('/x', { id: 'nope' })))).toEqual({
      status: 404,
      data: { error: 'Produkten finns inte' },
    });
    await test.db.query('UPDATE products SET is_active = false WHERE id = $1', [first!.id]);
    expect((await body(getProductRoute(context('/x', { id: first!.id })))).status).toBe(404);
  });

  it('GET /api/search keeps the limit at most 200', async () => {
    const ok = await body(searchRoute(context('/api/search?q=ljus&limit=3')));
    expect(ok.status).toBe(200);
    expect((ok.data.products as unknown[]).length).toBeLessThanOrEqual(3);
    const tooMany = await body(searchRoute(context('/api/search?q=ljus&limit=201')));
    expect(tooMany.status).toBe(400);
  });
});
