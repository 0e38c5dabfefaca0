import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/dev/seed.server.ts';
import {
  getProduct,
  getProductsByIds,
  listProducts,
  searchProducts,
} from '../../src/features/catalogue/catalogue.server.ts';
import { productListQuerySchema } from '../../src/features/catalogue/catalogue-query.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { engines, type TestDatabase } from './helpers/engines.ts';

const list = (input: Record<string, unknown>) => productListQuerySchema.parse(input);

for (const engine of await engines()) {
  describe.skipIf(engine.unavailable !== null)(`katalogen på ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
      await seedDemo(test.db);
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it('applies migrations once and exposes only active products publicly', async () => {
      expect((await migrate(test.db)).applied).toEqual([]);
      const [{ total, visible }] = (await test.db.query<{ total: number; visible: number }>(
        `SELECT (SELECT count(*)::int FROM products) AS total, (SELECT count(*)::int FROM products_public) AS visible`,
      )) as [{ total: number; visible: number }];
      expect(total).toBeGreaterThanOrEqual(400);
      expect(visible).toBe(total);
      const hidden = (await listProducts(test.db, list({ limit: 1 })))[0]!;
      await test.db.query('UPDATE products SET is_active = false WHERE id = $1', [hidden.id]);
      expect(await getProduct(test.db, hidden.id)).toBeNull();
      const [{ count }] = (await test.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM products_public WHERE id = $1',
        [hidden.id],
      )) as [{ count: number }];
      expect(count).toBe(0);
      await test.db.query('UPDATE products SET is_active = true WHERE id = $1', [hidden.id]);
    });

    it('lists newest first with the default limit of 500 and a budget filter on price', async () => {
      const all = await listProducts(test.db, list({}));
      expect(all.length).toBeLessThanOrEqual(500);
      const stamps = all.map((product) => product.lastVerifiedISO);
      expect([...stamps].sort().reverse()).toEqual(stamps);
      const cheap = await listProducts(test.db, list({ budgetMin: 200, budgetMax: 500 }));
      expect(cheap.length).toBeGreaterThan(10);
      for (const product of cheap) {
        expect(product.priceSEK).not.toBeNull();
        expect(product.priceSEK!).toBeGreaterThanOrEqual(200);
        expect(product.priceSEK!).toBeLessThanOrEqual(500);
      }
    });

    it('filters audience as the listed ones plus unisex and none, and facets as contains-all', async () => {
      const forWomen = await listProducts(test.db, list({ audiences: ['kvinna'] }));
      expect(forWomen.length).toBeGreaterThan(10);
      for (const product of forWomen) expect(['kvinna', 'unisex', undefined]).toContain(product.audiences[0]);
      const both = await listProducts(test.db, list({ interests: ['matlagning', 'inredning'] }));
      for (const product of both)
        expect(product.interests).toEqual(expect.arrayContaining(['matlagning', 'inredning']));
    });

    it('maps rows to the client model (docs/product/browse-search.md#product-card)', async () => {
      const [product] = await listProducts(test.db, list({ limit: 1 }));
      expect(product).toMatchObject({ currency: 'SEK', rating: 4.5, source: 'demo' });
      expect(product!.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Array.isArray(product!.categories)).toBe(true);
      const again = await getProductsByIds(test.db, [product!.id, 'not-an-id', product!.id]);
      expect(again.map((item) => item.id)).toEqual([product!.id]);
    });

    it.each([
      ['hörlurar', /hörlur/i],
      ['hörlurarna', /hörlur/i],
      ['horlurar', /hörlur/i],
      ['kaffebryggre', /kaffebryggare/i],
      ['mammor', /mamma|mor/i],
    ])('search "%s" finds what a person means', async (query, expected) => {
      const results = await searchProducts(test.db, query, 20);
      expect(results.length).toBeGreaterThan(0);
      const top = results
        .slice(0, 5)
        .map(
          (product) =>
            `${product.title} ${product.tags.join(' ')} ${product.audiences.join(' ')} ${product.to_whom.join(' ')}`,
        );
      expect(top.some((text) => expected.test(text))).toBe(true);
    });

    it('ranks products that match every term before those that match some', async () => {
      // Words that name no product type (a named type narrows the answer to its products: search-order.ts).
      const both = await searchProducts(test.db, 'bästa mamma', 200);
      const coffee = new Set((await searchProducts(test.db, 'bästa', 200)).map((product) => product.id));
      const mum = new Set((await searchProducts(test.db, 'mamma', 200)).map((product) => product.id));
      const matchesBoth = both.map((product) => coffee.has(product.id) && mum.has(product.id));
      expect(matchesBoth[0]).toBe(true);
      expect(matchesBoth).toContain(false);
      // Once a product matching one term appears, no product matching both follows it.
      expect(matchesBoth.slice(matchesBoth.indexOf(false))).not.toContain(true);
      expect(new Set(both.map((product) => product.id)).size).toBe(both.length);
    });

    it('puts featured products first among the default picks', async () => {
      const picks = await searchProducts(test.db, '', 100);
      const featured = picks.map((product) => product.featured);
      expect(featured[0]).toBe(true);
      expect(featured.slice(featured.indexOf(false))).not.toContain(true);
    });

    it('returns the default picks when no usable term remains, and honours the limit', async () => {
      const picks = await searchProducts(test.db, ' | - a ', 12);
      expect(picks).toHaveLength(12);
      expect(await searchProducts(test.db, 'present', 7)).toHaveLength(7);
      expect(await searchProducts(test.db, "'); DROP TABLE products; --", 5)).toBeDefined();
      expect((await listProducts(test.db, list({ limit: 1 }))).length).toBe(1);
    });
  });
}
