import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidGtin } from '../../features/feeds/gtin.ts';
import { CITIES, GROUPS, TAYSTA } from './feed-vocabulary.ts';
import { FEED_KINDS, FEED_MERCHANT_NAMES, type FeedItem, generateFeedItems, mulberry32 } from './synthetic-feed.ts';

const KIND_PRICES = new Map(GROUPS.flatMap((group) => group.kinds.map(([slug, , min, max]) => [slug, { min, max }])));
const GIFT_CARD_KINDS = new Set(
  GROUPS.filter((group) => group.giftCard).flatMap((group) => group.kinds.map(([s]) => s)),
);
const PHONE_CASE_PATH = 'Skal & fodral';

function share(items: readonly FeedItem[], test: (item: FeedItem) => boolean): number {
  return items.filter(test).length / items.length;
}

describe('mulberry32', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('generateFeedItems', () => {
  it('gives the same items for the same seed, other items for another seed', () => {
    const first = [...generateFeedItems(1500, 7)];
    const second = [...generateFeedItems(1500, 7)];
    expect(second).toEqual(first);
    const other = [...generateFeedItems(1500, 8)];
    expect(other.map((item) => item.title)).not.toEqual(first.map((item) => item.title));
  });

  it('yields the same first items whatever the count', () => {
    const short = [...generateFeedItems(300)];
    const long = [...generateFeedItems(900)];
    expect(long.slice(0, 300)).toEqual(short);
    expect([...generateFeedItems(0)]).toEqual([]);
  });

  it('rejects a count that is not a whole number', () => {
    expect(() => generateFeedItems(-1).next()).toThrow(RangeError);
    expect(() => generateFeedItems(1.5).next()).toThrow(RangeError);
  });

  describe('40,000 items', () => {
    let items: FeedItem[];
    beforeAll(() => {
      items = [...generateFeedItems(40_000)];
    });

    it('keeps (merchant, merchant product id) unique', () => {
      const keys = new Set(items.map((item) => `${item.merchant}\u0000${item.merchantPid}`));
      expect(keys.size).toBe(40_000);
    });

    it('gives Taysta 2,243 items and spreads the rest over the other merchants', () => {
      const perMerchant = new Map<string, number>();
      for (const item of items) perMerchant.set(item.merchant, (perMerchant.get(item.merchant) ?? 0) + 1);
      expect(perMerchant.get(TAYSTA)).toBe(2243);
      expect(perMerchant.size).toBe(FEED_MERCHANT_NAMES.length);
      expect(perMerchant.size).toBeGreaterThanOrEqual(15);
      for (const [merchant, count] of perMerchant) expect(count, merchant).toBeGreaterThan(200);
    });

    it('has about 8 % phone cases and covers and uses most kinds', () => {
      const cases = share(items, (item) => item.categoryPath.at(-1) === PHONE_CASE_PATH);
      expect(cases).toBeGreaterThan(0.065);
      expect(cases).toBeLessThan(0.095);
      const kinds = new Set(items.map((item) => item.kind));
      expect(kinds.size).toBeGreaterThan(FEED_KINDS.length * 0.95);
      expect(FEED_KINDS.length).toBeGreaterThanOrEqual(300);
    });

    it('writes only valid EAN-13s, unique per item, and leaves them out for services and gift cards', () => {
      const gtins = items.flatMap((item) => (item.gtin === null ? [] : [item.gtin]));
      expect(gtins.filter((gtin) => !/^73\d{11}$/.test(gtin) || !isValidGtin(gtin))).toEqual([]);
      expect(new Set(gtins).size).toBe(gtins.length);
      expect(gtins.length / items.length).toBeGreaterThan(0.85);
      const services = items.filter((item) => item.categoryPath[0] === 'Presentkort & upplevelser');
      expect(services.length).toBeGreaterThan(0);
      expect(services.filter((item) => item.gtin !== null)).toEqual([]);
    });

    it('prices items like a Swedish shop: SEK, mostly a few hundred kronor, about 3 % missing', () => {
      const missing = share(items, (item) => item.price === null);
      expect(missing).toBeGreaterThan(0.02);
      expect(missing).toBeLessThan(0.04);
      const prices = items.flatMap((item) => (item.price === null ? [] : [item.price])).sort((a, b) => a - b);
      const median = prices[Math.floor(prices.length / 2)] as number;
      expect(median).toBeGreaterThan(200);
      expect(median).toBeLessThan(800);
      const under200 = prices.filter((price) => price < 200).length / prices.length;
      const over1000 = prices.filter((price) => price >= 1000).length / prices.length;
      expect(under200).toBeGreaterThan(0.15);
      expect(under200).toBeLessThan(0.5);
      expect(over1000).toBeGreaterThan(0.05);
      expect(over1000).toBeLessThan(0.35);
      const outOfRange = items.filter((item) => {
        if (item.currency !== 'SEK') return true;
        if (item.price === null) return false;
        const range = KIND_PRICES.get(item.kind);
        if (!range || Math.round(item.price * 100) / 100 !== item.price) return true;
        return GIFT_CARD_KINDS.has(item.kind) ? item.price < 100 : item.price < range.min || item.price > range.max;
      });
      expect(outOfRange.map((item) => `${item.title}: ${item.price}`)).toEqual([]);
    });

    it('links to invented .se shops through affiliate links, with local images', () => {
      for (const item of items.slice(0, 5000)) {
        const page = new URL(item.productUrl);
        const tracking = new URL(item.affiliateUrl);
        expect(page.protocol).toBe('https:');
        expect(page.hostname).toMatch(/\.se$/);
        expect(tracking.hostname).toMatch(/\.se$/);
        expect(tracking.searchParams.get('url')).toBe(item.productUrl);
        expect(item.imageUrl).toBe(`/images/feed/${item.kind}.svg`);
      }
    });

    it('has a drawn illustration in public/ for every product kind (scripts/demo-images.ts)', () => {
      const missing = FEED_KINDS.filter(
        (kind) => !existsSync(new URL(`../../../public/images/feed/${kind.slug}.svg`, import.meta.url)),
      );
      expect(missing.map((kind) => kind.slug)).toEqual([]);
    });

    it('writes tidy Swedish titles, some with "| City", and varied descriptions', () => {
      const untidy = items.filter(
        (item) =>
          item.title.length < 4 || /[{}[\]]|\s{2}|^\s|[\s,–-]$/.test(item.title) || /[{}]/.test(item.description),
      );
      expect(untidy.map((item) => item.title)).toEqual([]);
      expect(items.filter((item) => item.categoryPath.length < 2)).toEqual([]);
      const availabilities = new Set(items.map((item) => item.availability));
      expect([...availabilities].sort()).toEqual(['backorder', 'in stock', 'out of stock', 'preorder']);
      const conditions = new Set(items.map((item) => item.condition));
      expect([...conditions].sort()).toEqual(['new', 'refurbished', 'used']);
      const withCity = items.filter((item) => item.title.includes(' | '));
      expect(withCity.length).toBeGreaterThan(500);
      const places = new Set(withCity.map((item) => item.title.split(' | ').at(-1)));
      for (const place of places) expect(place).toMatch(/^[A-ZÅÄÖ][a-zåäö]+$/);
      expect(CITIES.filter((city) => places.has(city)).length).toBe(CITIES.length);
      expect(share(items, (item) => item.description.startsWith('<'))).toBeGreaterThan(0.2);
      expect(share(items, (item) => item.description.includes('Material: '))).toBeGreaterThan(0.1);
      expect(share(items, (item) => item.description.includes('Mått: '))).toBeGreaterThan(0.05);
      const withEan = items.filter((item) => item.description.includes('EAN: '));
      expect(withEan.length).toBeGreaterThan(1000);
      for (const item of withEan) expect(item.description).toContain(`EAN: ${item.gtin}`);
      expect(share(items, (item) => /[åäö]/i.test(item.title))).toBeGreaterThan(0.3);
      expect(share(items, (item) => item.brand === '')).toBeLessThan(0.02);
      expect(share(items, (item) => item.availability === 'in stock')).toBeGreaterThan(0.8);
    });
  });
});
