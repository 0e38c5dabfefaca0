/**
 * Search and list answers kept in memory until the catalogue changes (migration 016's catalogue_version), on both
 * engines: a repeated search or list is answered from memory, and every kind of catalogue write — a renamed product,
 * a hidden one, a new one, a deletion, a rebuilt word list — moves the version, so the next one answers from the
 * database again. A later copy of the module (a published build's server code, loaded beside the one before it)
 * takes the kept answers over, so the earlier copy keeps nothing more.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshSearchWords } from '../../src/features/catalogue/catalogue.server.ts';
import { upsertProducts } from '../../src/features/catalogue/product-write.server.ts';
import { engines, type TestDatabase } from './helpers/engines.ts';

type Answers = typeof import('../../src/features/catalogue/catalogue-answers.server.ts');

/** A fresh copy of the module, the newest one (as a newly published build's server code is). */
async function loadAnswers(): Promise<Answers> {
  vi.resetModules();
  return import('../../src/features/catalogue/catalogue-answers.server.ts');
}

const product = (pid: string, title: string) => ({
  title,
  description: '',
  price_value: 249,
  merchant: 'Cachebutiken',
  merchant_pid: pid,
  image_url: null,
  product_url: `https://cachebutiken.se/${pid}`,
  category_path: [],
  tags: [],
  source: 'feed',
});

for (const engine of await engines()) {
  describe.skipIf(engine.unavailable !== null)(`sparade söksvar på ${engine.name}`, () => {
    let test: TestDatabase;
    let catalogueVersion: Answers['catalogueVersion'];
    let listAnswer: Answers['listAnswer'];
    let searchAnswer: Answers['searchAnswer'];
    const titles = async (q: string) => (await searchAnswer(test.db, q, 10)).map((p) => p.title).sort();

    beforeAll(async () => {
      test = await engine.open();
      ({ catalogueVersion, listAnswer, searchAnswer } = await loadAnswers());
      await upsertProducts(test.db, [product('a', 'Kaffemugg med fat'), product('b', 'Kaffemugg i lergods')]);
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it('answers a repeated search with the same products while the catalogue stands still', async () => {
      const version = await catalogueVersion(test.db);
      const first = await searchAnswer(test.db, 'kaffemugg', 10);
      expect(first.map((p) => p.title).sort()).toEqual(['Kaffemugg i lergods', 'Kaffemugg med fat']);
      expect(await searchAnswer(test.db, 'kaffemugg', 10)).toBe(first);
      expect(await catalogueVersion(test.db)).toBe(version);
    });

    it('answers anew after a rename, a hidden product, a new product and a deletion', async () => {
      await test.db.query(`UPDATE products SET title = 'Kaffemugg i emalj' WHERE merchant_pid = 'b'`);
      expect(await titles('kaffemugg')).toEqual(['Kaffemugg i emalj', 'Kaffemugg med fat']);
      await test.db.query(`UPDATE products SET is_active = false WHERE merchant_pid = 'a'`);
      expect(await titles('kaffemugg')).toEqual(['Kaffemugg i emalj']);
      await upsertProducts(test.db, [product('c', 'Kaffemugg med lock')]);
      expect(await titles('kaffemugg')).toEqual(['Kaffemugg i emalj', 'Kaffemugg med lock']);
      await test.db.query(`DELETE FROM products WHERE merchant_pid = 'c'`);
      expect(await titles('kaffemugg')).toEqual(['Kaffemugg i emalj']);
    });

    it('answers a repeated list from memory, and anew once a product changes', async () => {
      const query = {
        budgetMin: 0,
        budgetMax: 999999,
        audiences: [],
        interests: [],
        occasions: [],
        tags: [],
        merchants: ['Cachebutiken'],
        limit: 10,
        offset: 0,
      };
      const first = await listAnswer(test.db, query);
      expect(await listAnswer(test.db, { ...query })).toBe(first);
      await test.db.query(`UPDATE products SET price_value = 199 WHERE merchant_pid = 'b'`);
      const again = await listAnswer(test.db, query);
      expect(again).not.toBe(first);
      expect(again.find((p) => p.title === 'Kaffemugg i emalj')?.priceSEK).toBe(199);
    });

    it('requests asking for the version in one turn share one read; one asking after a change reads anew', async () => {
      const statements: string[] = [];
      const counted = {
        query: ((sql, params, options) => {
          statements.push(sql);
          return test.db.query(sql, params, options);
        }) as typeof test.db.query,
      };
      const versions = await Promise.all([1, 2, 3, 4, 5].map(() => catalogueVersion(counted)));
      expect(new Set(versions).size).toBe(1);
      expect(statements).toHaveLength(1);
      await test.db.query(`UPDATE products SET price_value = 189 WHERE merchant_pid = 'b'`);
      expect(await catalogueVersion(counted)).not.toBe(versions[0]);
      expect(statements).toHaveLength(2);
    });

    it('keeps the version when a write touched no product, and moves it when the word list is rebuilt', async () => {
      const before = await catalogueVersion(test.db);
      await test.db.query(`UPDATE products SET title = 'x' WHERE merchant_pid = 'finns-inte'`);
      expect(await catalogueVersion(test.db)).toBe(before);
      await refreshSearchWords(test.db);
      expect(await catalogueVersion(test.db)).not.toBe(before);
    });

    it('lets the kept answers go once a later build’s copy of the module answers', async () => {
      const kept = await searchAnswer(test.db, 'kaffemugg', 10);
      expect(await searchAnswer(test.db, 'kaffemugg', 10)).toBe(kept);
      const later = await loadAnswers();
      expect(later.searchAnswer).not.toBe(searchAnswer);
      const fromLater = await later.searchAnswer(test.db, 'kaffemugg', 10);
      expect(fromLater).not.toBe(kept);
      expect(await later.searchAnswer(test.db, 'kaffemugg', 10)).toBe(fromLater);
      // The earlier copy still answers (a request it took before the switch), the same products, without keeping.
      const again = await searchAnswer(test.db, 'kaffemugg', 10);
      expect(again.map((p) => p.id)).toEqual(kept.map((p) => p.id));
      expect(again).not.toBe(kept);
      expect(await searchAnswer(test.db, 'kaffemugg', 10)).not.toBe(again);
      expect(await later.searchAnswer(test.db, 'kaffemugg', 10)).toBe(fromLater);
    });
  });
}
