import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItemToProductRow } from '../../src/dev/feeds/feed-writers.ts';
import { generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { seedDemo } from '../../src/dev/seed.server.ts';
import { expandTerms, refreshSearchWords, searchProducts } from '../../src/features/catalogue/catalogue.server.ts';
import { upsertProducts } from '../../src/features/catalogue/product-write.server.ts';
import { measureRelevance } from '../../src/features/catalogue/search-relevance.server.ts';
import { engines, type TestDatabase } from './helpers/engines.ts';

/** Share of the relevance set (src/features/catalogue/fixtures/search-relevance.json) the demo catalogue answers. */
const RELEVANCE_FLOOR = 0.9;
/** Generated feed products added to the demo catalogue: enough for the words that used to mislead the correction. */
const FEED_PRODUCTS = 1500;

const titlesOf = (products: { title: string }[]) => products.map((product) => product.title);

for (const engine of await engines()) {
  describe.skipIf(engine.unavailable !== null)(`sökningen på ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
      await seedDemo(test.db);
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it(`answers at least ${RELEVANCE_FLOOR * 100} % of the relevance set in the first five on the demo catalogue`, async () => {
      const score = await measureRelevance(test.db);
      expect(score.total).toBeGreaterThanOrEqual(60);
      expect(score.share, JSON.stringify(score.misses, null, 1)).toBeGreaterThanOrEqual(RELEVANCE_FLOOR);
    });

    it('shows products of the type the query names first, one product per family, never alcohol when ruled out', async () => {
      const candles = titlesOf(await searchProducts(test.db, 'doftljus', 20));
      expect(candles.filter((title) => title.startsWith('Doftljus i keramikkruka'))).toHaveLength(1);
      expect(candles.join(' ')).not.toMatch(/spakorg/i);
      const blankets = titlesOf(await searchProducts(test.db, 'pläd i ull', 20));
      expect(blankets[0]).toMatch(/pläd/i);
      expect(blankets.join(' ')).not.toMatch(/strumpor|tofflor/i);
      expect(titlesOf(await searchProducts(test.db, 'kniv till köket', 20))[0]).toMatch(/kockkniv/i);
      const drinks = await searchProducts(test.db, 'alkoholfri öl', 20);
      for (const drink of drinks) expect(drink.title).not.toMatch(/whisky|vin\b|champagne/i);
    });

    it('matches a word with a short stem as a word ("rosor" is no "rostfritt"), and still corrects misspellings', async () => {
      expect(titlesOf(await searchProducts(test.db, 'rosor', 20)).join(' ')).not.toMatch(
        /rostfri|rostning|rosenkvarts/i,
      );
      expect(titlesOf(await searchProducts(test.db, 'hörlurrar', 5))[0]).toMatch(/hörlurar/i);
      expect(titlesOf(await searchProducts(test.db, 'chockolad', 5))[0]).toMatch(/choklad/i);
    });

    describe(`with ${FEED_PRODUCTS} generated feed products added`, () => {
      beforeAll(async () => {
        await upsertProducts(test.db, [...generateFeedItems(FEED_PRODUCTS, 1)].map(feedItemToProductRow));
        await refreshSearchWords(test.db);
      });

      it('"sockor" finds socks, not watch boxes ("klockor" is no correction of it)', async () => {
        const titles = titlesOf(await searchProducts(test.db, 'sockor', 10));
        expect(titles[0]).toMatch(/strumpor/i);
        expect(titles.join(' ')).not.toMatch(/klock/i);
      });

      it('"lego" and "lego technic" find building sets, not smartwatches ("technic" is no correction to "tech")', async () => {
        for (const query of ['lego', 'lego technic', 'LEGO']) {
          const titles = titlesOf(await searchProducts(test.db, query, 10));
          expect(titles.length, query).toBeGreaterThan(0);
          for (const title of titles.slice(0, 5)) expect(title, query).toMatch(/byggklossar|byggsats|byggplattor/i);
          expect(titles.join(' '), query).not.toMatch(/smartklocka|tech/i);
        }
      });

      it('still corrects a misspelt word that has no hits of its own, to a close word', async () => {
        for (const [query, expected] of [
          ['kaffebryggre', /kaffebryggare/i],
          ['yogmatta', /yogamatta/i],
          ['telskop', /teleskop/i],
        ] as const) {
          const titles = titlesOf(await searchProducts(test.db, query, 5));
          expect(titles[0], query).toMatch(expected);
        }
      });

      it('looks each new term of a longer search up on its own: misspelt ones corrected, the others kept', async () => {
        // Several terms in one look-up: one with hits of its own, a lone letter (no query text at all), a misspelt one
        // with no hits, a number with no hits (no word to correct it to) and another misspelt one.
        expect(await expandTerms(test.db, ['doftljus', 'x', 'kafebryggare', '4711', 'yogmata'])).toEqual([
          ['doftljus'],
          ['x'],
          ['kafebryggare', 'kaffebryggare'],
          ['4711'],
          ['yogmata', 'yogamatta'],
        ]);
      });

      it('never corrects a word that has hits of its own, nor a word to one far from it', async () => {
        // "ljus" has hits of its own, so it is never read as the close word "ljud".
        const light = await searchProducts(test.db, 'ljus', 100);
        expect(light.length).toBeGreaterThan(20);
        for (const product of light) {
          const text = [product.title, product.description, ...product.tags, ...product.categories].join(' ');
          expect(text).toMatch(/ljus/i);
        }
        expect(await searchProducts(test.db, 'qxzvtrk', 5)).toEqual([]);
        expect(await searchProducts(test.db, 'technic', 5)).toEqual([]);
      });

      it('ranks whole-word hits in title, tags or categories before hits on the start of a longer word only', async () => {
        const results = await searchProducts(test.db, 'tech', 200);
        const whole = results.map((product) =>
          /(^|[^\p{L}])tech([^\p{L}]|$)/iu.test(
            `${product.title} ${product.tags.join(' ')} ${product.categories.join(' ')}`,
          ),
        );
        expect(whole[0]).toBe(true);
        if (whole.includes(false)) expect(whole.slice(whole.indexOf(false))).not.toContain(true);
      });
    });
  });
}
