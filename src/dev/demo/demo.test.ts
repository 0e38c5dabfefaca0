import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { budgetBucketForPrice } from '../../features/catalogue/budget.ts';
import {
  AGE_GROUPS,
  AUDIENCES,
  BUDGET_BUCKETS,
  INTERESTS,
  OCCASIONS,
  THEMES,
  TO_WHOM,
} from '../../features/catalogue/vocabularies.ts';
import {
  BANNER_SIZES,
  DEMO_DISCOUNT_CODES,
  DEMO_HOMEPAGE_CATEGORIES,
  DEMO_TAXONOMY,
  DEMO_TIP_PAGES,
} from './curation.ts';
import { DEMO_MERCHANTS, merchantSourceId } from './merchants.ts';
import { DEMO_PRODUCTS } from './products.ts';
import type { DemoProduct } from './types.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const products = DEMO_PRODUCTS;
const byPid = new Map(products.map((product) => [product.pid, product]));
const count = (predicate: (product: DemoProduct) => boolean): number => products.filter(predicate).length;

/**
 * Category landing pages (docs/product/landing-pages.md#category-pages): a product matches when a category name
 * contains one of the words.
 */
const CATEGORY_PAGES: Record<string, string[]> = {
  'mode-accessoarer': ['mode', 'accessoarer'],
  'skonhet-halsa': ['skönhet', 'hälsa'],
  'hem-inredning': ['hem', 'inredning'],
  'elektronik-teknik': ['elektronik', 'teknik'],
  'barn-baby': ['barn', 'baby'],
  'sport-fritid': ['sport', 'fritid'],
  'mat-dryck': ['mat', 'dryck'],
  'presenter-upplevelser': ['upplevelse', 'present'],
  'hobby-intressen': ['hobby', 'intressen'],
  'tradgard-uteliv': ['trädgård', 'uteliv'],
  djurtillbehor: ['djur', 'husdjur'],
  'resor-tillbehor': ['resa', 'resväska', 'tillbehör'],
  ovrigt: ['övrigt', 'diverse'],
};

const RECIPIENT_PAGES: Record<string, (product: DemoProduct) => boolean> = {
  mamma: (p) => p.audience === 'mamma' || p.audience === 'kvinna',
  pappa: (p) => p.audience === 'pappa' || p.audience === 'man',
  barn: (p) => p.audience === 'barn' || p.category.includes('Barn & Baby'),
  tonaring: (p) => p.audience === 'tonåring',
  farmor: (p) => p.audience === 'farmor' || p.audience === 'kvinna',
  kollega: (p) => p.audience === 'kollega' || p.audience === 'chef',
};

const CHILD_AGES = new Set(['0-2', '3-5', '6-9', '10-12']);

function matchesCategoryPage(product: DemoProduct, slug: string, words: string[]): boolean {
  if (slug === 'ovrigt' && product.category.length === 0) return true;
  return product.category.some((name) => words.some((word) => name.toLowerCase().includes(word)));
}

function isValidEan13(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) return false;
  const digits = [...ean].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

describe('demo merchants', () => {
  it('has at least 12 merchants, Taysta among them, with unique names and derived source ids', () => {
    expect(DEMO_MERCHANTS.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_MERCHANTS.map((merchant) => merchant.name)).toContain('Taysta');
    expect(new Set(DEMO_MERCHANTS.map((merchant) => merchant.name)).size).toBe(DEMO_MERCHANTS.length);
    expect(new Set(DEMO_MERCHANTS.map((merchant) => merchant.sourceId)).size).toBe(DEMO_MERCHANTS.length);
    for (const merchant of DEMO_MERCHANTS) {
      expect(merchant.sourceId).toBe(merchantSourceId(merchant.name));
      expect(merchant.sourceId).toMatch(/^feed-[\p{Ll}\p{N}]+(-[\p{Ll}\p{N}]+)*$/u);
      expect(merchant.domain).toMatch(/^[a-z0-9-]+\.se$/);
      expect(merchant.feedUrl.startsWith(`https://www.${merchant.domain}/`)).toBe(true);
      expect(merchant.statusUrl.startsWith(`https://www.${merchant.domain}/`)).toBe(true);
    }
    expect(merchantSourceId('Bokhyllan & Co')).toBe('feed-bokhyllan-co');
  });
});

describe('demo products', () => {
  it('has at least 420 products with unique pids and titles', () => {
    expect(products.length).toBeGreaterThanOrEqual(420);
    expect(new Set(products.map((product) => product.pid)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.title)).size).toBe(products.length);
    for (const product of products) expect(product.pid).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('references only known merchants, and every merchant sells something', () => {
    const names = new Set(DEMO_MERCHANTS.map((merchant) => merchant.name));
    for (const product of products) expect(names, product.title).toContain(product.merchant);
    for (const name of names)
      expect(
        count((product) => product.merchant === name),
        name,
      ).toBeGreaterThan(0);
  });

  it('has a description, a sane price and an existing image for every product', () => {
    for (const product of products) {
      expect(product.description.trim().length, product.title).toBeGreaterThan(20);
      if (product.price !== null) {
        expect(product.price, product.title).toBeGreaterThan(0);
        expect(product.price, product.title).toBeLessThan(10_000);
      }
      expect(product.image).toBe(`/images/products/${product.pid}.svg`);
      expect(existsSync(`${PUBLIC_DIR}${product.image}`), product.image).toBe(true);
    }
  });

  it('uses only vocabulary values in every facet', () => {
    const interests = new Set<string>([...INTERESTS, 'upplevelse']);
    const occasions = new Set<string>([...OCCASIONS, 'upplevelse']);
    for (const product of products) {
      if (product.audience !== null) expect(AUDIENCES).toContain(product.audience);
      for (const value of product.to_whom) expect(TO_WHOM).toContain(value);
      for (const value of product.age_groups) expect(AGE_GROUPS).toContain(value);
      for (const value of product.themes) expect(THEMES).toContain(value);
      for (const value of product.interests) expect(interests, product.title).toContain(value);
      for (const value of product.occasions) expect(occasions, product.title).toContain(value);
      expect(product.to_whom.length, product.title).toBeGreaterThan(0);
      expect(product.age_groups.length, product.title).toBeGreaterThan(0);
      expect(product.occasions.length, product.title).toBeGreaterThan(0);
    }
  });

  it('keeps audience and recipients consistent', () => {
    for (const product of products) {
      if (product.audience === 'barn') expect(product.to_whom, product.title).toContain('barn');
      if (product.audience === 'tonåring') expect(product.to_whom, product.title).toContain('tonåring');
      if (product.audience === 'mamma') expect(product.to_whom, product.title).toContain('mamma');
      if (product.audience === 'pappa') expect(product.to_whom, product.title).toContain('pappa');
      if (product.audience === 'farmor') expect(product.to_whom, product.title).toContain('mor-/farförälder');
      if (product.audience === 'kollega' || product.audience === 'chef') {
        expect(product.to_whom, product.title).toContain('kollega');
      }
    }
  });

  it.each([
    ...TO_WHOM.map((value) => ['to_whom', value] as const),
    ...AGE_GROUPS.map((value) => ['age_groups', value] as const),
    ...INTERESTS.map((value) => ['interests', value] as const),
    ...OCCASIONS.map((value) => ['occasions', value] as const),
    ...THEMES.map((value) => ['themes', value] as const),
  ])('has at least 10 products with %s %s', (field, value) => {
    expect(count((product) => (product[field] as readonly string[]).includes(value))).toBeGreaterThanOrEqual(10);
  });

  it.each(BUDGET_BUCKETS.map((bucket) => [bucket]))('has at least 10 products in budget bucket %s', (bucket) => {
    expect(
      count((product) => product.price !== null && budgetBucketForPrice(product.price) === bucket),
    ).toBeGreaterThanOrEqual(10);
  });

  it('has products for every audience and at least 10 unisex ones', () => {
    for (const audience of AUDIENCES)
      expect(
        count((product) => product.audience === audience),
        audience,
      ).toBeGreaterThan(0);
    expect(count((product) => product.audience === 'unisex')).toBeGreaterThanOrEqual(10);
  });

  it.each(Object.entries(CATEGORY_PAGES))('fills the category page %s with at least 12 products', (slug, words) => {
    expect(count((product) => matchesCategoryPage(product, slug, words))).toBeGreaterThanOrEqual(12);
  });

  it.each(Object.entries(RECIPIENT_PAGES))(
    'fills the recipient page present-till-%s with at least 12 products',
    (_, rule) => {
      expect(count(rule)).toBeGreaterThanOrEqual(12);
    },
  );

  it.each([[200], [500], [1000]])('fills the price page under %i kr with at least 12 products', (limit) => {
    expect(count((product) => product.price !== null && product.price < limit)).toBeGreaterThanOrEqual(12);
  });

  it('includes phone cases, experiences and gift cards', () => {
    expect(count((product) => /mobilskal|skal|fodral|cover/i.test(product.title))).toBeGreaterThanOrEqual(25);
    expect(count((product) => product.category.includes('Upplevelser'))).toBeGreaterThanOrEqual(25);
    expect(count((product) => product.tags.includes('presentkort'))).toBeGreaterThanOrEqual(10);
    expect(count((product) => product.title.includes(' | '))).toBeGreaterThanOrEqual(20);
    for (const product of products.filter((item) => item.category.includes('Upplevelser'))) {
      expect(product.interests, product.title).toContain('upplevelse');
      expect(product.occasions, product.title).toContain('upplevelse');
    }
  });

  it('mixes featured, trending, boosted and unpriced products', () => {
    const featured = count((product) => product.featured === true);
    expect(featured).toBeGreaterThanOrEqual(15);
    expect(featured).toBeLessThanOrEqual(30);
    expect(count((product) => (product.trendScore ?? 0) > 0)).toBeGreaterThanOrEqual(25);
    const boosts = new Set(products.map((product) => product.rankBoost ?? 0));
    for (const boost of boosts) expect(boost >= 0 && boost <= 5).toBe(true);
    expect(boosts.size).toBeGreaterThanOrEqual(5);
    const unpriced = count((product) => product.price === null);
    expect(unpriced / products.length).toBeGreaterThan(0.02);
    expect(unpriced / products.length).toBeLessThan(0.1);
  });

  it('carries feed-like descriptions and valid EANs', () => {
    expect(count((product) => /<(p|br|strong)\b/.test(product.description))).toBeGreaterThanOrEqual(20);
    expect(count((product) => /(Längd|Material|Vikt|EAN|IP-klass):/.test(product.description))).toBeGreaterThanOrEqual(
      30,
    );
    expect(count((product) => product.ean !== undefined)).toBeGreaterThanOrEqual(100);
    for (const product of products)
      if (product.ean !== undefined) expect(isValidEan13(product.ean), product.ean).toBe(true);
  });
});

describe('demo curation', () => {
  it('has the ten mapped homepage categories with existing, fitting products', () => {
    expect(DEMO_HOMEPAGE_CATEGORIES.map((category) => category.title)).toEqual([
      'mamma',
      'pappa',
      'Alla hjärtans dag',
      'julafton',
      'den nyfödda',
      'födelsedagen',
      'bröllopet',
      'studenten',
      'din kollega',
      'din son',
    ]);
    expect(new Set(DEMO_HOMEPAGE_CATEGORIES.map((category) => category.slug)).size).toBe(10);
    for (const category of DEMO_HOMEPAGE_CATEGORIES) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.productPids.length).toBeGreaterThanOrEqual(6);
      expect(category.productPids.length).toBeLessThanOrEqual(10);
      expect(new Set(category.productPids).size).toBe(category.productPids.length);
      for (const pid of category.productPids) expect(byPid.has(pid), pid).toBe(true);
    }
    const picks = (slug: string) =>
      DEMO_HOMEPAGE_CATEGORIES.find((category) => category.slug === slug)?.productPids.map((pid) => byPid.get(pid)!) ??
      [];
    for (const product of picks('den-nyfodda')) expect(product.age_groups, product.title).toEqual(['0-2']);
    for (const slug of ['mamma', 'pappa']) {
      for (const product of picks(slug)) {
        expect(
          product.age_groups.some((age) => CHILD_AGES.has(age)),
          product.title,
        ).toBe(false);
      }
    }
  });

  it('has tip pages with 5–10 tips and meta fields within limits', () => {
    expect(DEMO_TIP_PAGES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_TIP_PAGES.map((page) => page.slug)).size).toBe(DEMO_TIP_PAGES.length);
    for (const page of DEMO_TIP_PAGES) {
      expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(page.tips.length).toBeGreaterThanOrEqual(5);
      expect(page.tips.length).toBeLessThanOrEqual(10);
      for (const tip of page.tips) {
        expect(tip.title.length).toBeGreaterThan(3);
        expect(tip.description.length).toBeGreaterThan(30);
      }
      expect(page.metaTitle.length).toBeGreaterThan(0);
      expect(page.metaTitle.length).toBeLessThanOrEqual(60);
      expect(page.metaDescription.length).toBeGreaterThan(0);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
      expect(page.ctaText === null).toBe(page.ctaUrl === null);
    }
    expect(DEMO_TIP_PAGES.some((page) => page.ctaText === null && page.ctaUrl === null)).toBe(true);
    expect(DEMO_TIP_PAGES.some((page) => page.ctaText !== null && page.ctaUrl !== null)).toBe(true);
  });

  it('has sponsored banners with the right sizes and existing images, all six slots on at least one page', () => {
    expect(
      DEMO_TIP_PAGES.some((page) =>
        Object.keys(BANNER_SIZES).every((type) => page.banners.some((b) => b.type === type)),
      ),
    ).toBe(true);
    for (const page of DEMO_TIP_PAGES) {
      expect(new Set(page.banners.map((banner) => banner.type)).size).toBe(page.banners.length);
      for (const banner of page.banners) {
        expect({ width: banner.width, height: banner.height }).toEqual(BANNER_SIZES[banner.type]);
        expect(banner.imageUrl).toMatch(/^\/images\/banners\/[a-z0-9-]+\.svg$/);
        expect(existsSync(`${PUBLIC_DIR}${banner.imageUrl}`), banner.imageUrl).toBe(true);
        expect(banner.html).toMatch(
          /^<a href="https:\/\/[^"]+" target="_blank" rel="noopener sponsored"><img src="[^"]+" width="\d+" height="\d+" alt="[^"]+"><\/a>$/,
        );
        expect(banner.html).toContain(`src="${banner.imageUrl}" width="${banner.width}" height="${banner.height}"`);
        expect(banner.html).toContain(`href="${banner.linkUrl.replace(/&/g, '&amp;')}"`);
      }
    }
  });

  it('has the eleven generator categories with the interests of the spec', () => {
    expect(Object.fromEntries(DEMO_TAXONOMY.map((category) => [category.name, category.interests]))).toEqual({
      'Spel & Gaming': ['gaming', 'spel', 'underhållning'],
      'Träning & Hälsa': ['träning', 'sport', 'hälsa'],
      'Hem & Inredning': ['inredning', 'hem', 'dekoration', 'kök', 'matlagning'],
      'Mode & Accessoarer': ['mode', 'smycken', 'accessoarer'],
      'Mat & Dryck': ['mat-dryck', 'delikatess', 'choklad', 'kaffe', 'te'],
      'Trädgård & Friluftsliv': ['trädgård', 'friluftsliv', 'outdoor'],
      'Leksaker & Barn': ['leksaker', 'barn', 'pyssel'],
      Upplevelser: ['upplevelse', 'underhållning'],
      'Böcker & Media': ['böcker', 'media', 'musik', 'film'],
      'Personliga Presenter': ['personlig', 'gravyr', 'foto'],
      Företagsgåvor: ['delikatess', 'presentlåda', 'profilprodukt'],
    });
    expect(new Set(DEMO_TAXONOMY.map((category) => category.slug)).size).toBe(11);
    for (const category of DEMO_TAXONOMY) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.emoji.length).toBeGreaterThan(0);
      expect(category.description.length).toBeGreaterThan(20);
    }
  });

  it('has six discount codes from known merchants', () => {
    expect(DEMO_DISCOUNT_CODES).toHaveLength(6);
    expect(new Set(DEMO_DISCOUNT_CODES.map((code) => code.code)).size).toBe(6);
    for (const code of DEMO_DISCOUNT_CODES) {
      const merchant = DEMO_MERCHANTS.find((item) => item.name === code.merchant);
      expect(merchant, code.merchant).toBeDefined();
      expect(code.shopUrl).toContain(merchant!.domain);
      expect(code.code).toMatch(/^[A-Z0-9]{6,}$/);
      expect(code.discount).toMatch(/^(1\d|2[0-5]) %$|^(1\d\d|200) kr$/);
      expect(code.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(code.validUntil))).toBe(false);
      expect(code.description.length).toBeGreaterThan(20);
      expect(code.category.length).toBeGreaterThan(0);
    }
  });
});
