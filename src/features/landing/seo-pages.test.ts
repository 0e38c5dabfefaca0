import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { makeProduct } from './fixtures/products.ts';
import {
  CATEGORY_PAGES,
  collectionPageJsonLd,
  PRICE_PAGES,
  RECIPIENT_PAGES,
  SEO_PAGES,
  seoPageByPath,
  serializeJsonLd,
} from './seo-pages.ts';

function page(path: string) {
  const found = seoPageByPath(path);
  if (!found) throw new Error(`No SEO page at ${path}`);
  return found;
}

describe('SEO pages', () => {
  it('has the price, recipient and category pages', () => {
    expect(PRICE_PAGES.map((p) => p.path)).toEqual([
      '/presenter-under-200-kr',
      '/presenter-under-500-kr',
      '/presenter-under-1000-kr',
    ]);
    expect(RECIPIENT_PAGES.map((p) => p.path)).toEqual([
      '/present-till-mamma',
      '/present-till-pappa',
      '/present-till-barn',
      '/present-till-tonaring',
      '/present-till-farmor',
      '/present-till-kollega',
    ]);
    expect(CATEGORY_PAGES.map((p) => p.slug)).toEqual([
      'mode-accessoarer',
      'skonhet-halsa',
      'hem-inredning',
      'elektronik-teknik',
      'barn-baby',
      'sport-fritid',
      'mat-dryck',
      'presenter-upplevelser',
      'hobby-intressen',
      'tradgard-uteliv',
      'djurtillbehor',
      'resor-tillbehor',
      'ovrigt',
    ]);
    expect(CATEGORY_PAGES.every((p) => p.path === `/kategori/${p.slug}`)).toBe(true);
  });

  it.each(SEO_PAGES.map((p) => [p.path, p] as const))('%s has texts within SEO limits', (_path, p) => {
    expect(p.title.length).toBeGreaterThan(10);
    expect(p.title.length).toBeLessThanOrEqual(60);
    expect(p.description.length).toBeGreaterThan(50);
    expect(p.description.length).toBeLessThanOrEqual(160);
    expect(p.h1).not.toBe('');
    const sentences = p.intro.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it('has unique paths and titles', () => {
    expect(new Set(SEO_PAGES.map((p) => p.path)).size).toBe(SEO_PAGES.length);
    expect(new Set(SEO_PAGES.map((p) => p.title)).size).toBe(SEO_PAGES.length);
  });

  it('finds a page with a trailing slash and returns null for others', () => {
    expect(seoPageByPath('/kategori/mat-dryck/')?.slug).toBe('mat-dryck');
    expect(seoPageByPath('/kategori/okand')).toBeNull();
  });
});

describe('page rules', () => {
  it.each<[string, Partial<Product>, boolean]>([
    ['/presenter-under-200-kr', { priceSEK: 199 }, true],
    ['/presenter-under-200-kr', { priceSEK: 200 }, false],
    ['/presenter-under-200-kr', { priceSEK: null }, false],
    ['/presenter-under-500-kr', { priceSEK: 0 }, true],
    ['/presenter-under-1000-kr', { priceSEK: 999.5 }, true],
    ['/presenter-under-1000-kr', { priceSEK: 1000 }, false],
    ['/present-till-mamma', { audiences: ['mamma'] }, true],
    ['/present-till-mamma', { audiences: ['kvinna'] }, true],
    ['/present-till-mamma', { audiences: ['unisex'], to_whom: ['mamma'] }, true],
    ['/present-till-mamma', { audiences: ['man'] }, false],
    ['/present-till-pappa', { audiences: ['man'] }, true],
    ['/present-till-pappa', { audiences: ['pappa'] }, true],
    ['/present-till-pappa', { audiences: ['kvinna'] }, false],
    ['/present-till-barn', { audiences: ['barn'] }, true],
    ['/present-till-barn', { categories: ['Barn & Baby', 'Leksaker'] }, true],
    ['/present-till-barn', { categories: ['Barnböcker'] }, false],
    ['/present-till-tonaring', { audiences: ['tonåring'] }, true],
    ['/present-till-tonaring', { audiences: ['barn'] }, false],
    ['/present-till-farmor', { audiences: ['farmor'] }, true],
    ['/present-till-farmor', { audiences: ['kvinna'] }, true],
    ['/present-till-farmor', { to_whom: ['mor-/farförälder'] }, true],
    ['/present-till-kollega', { audiences: ['chef'] }, true],
    ['/present-till-kollega', { audiences: ['kollega'] }, true],
    ['/present-till-kollega', { audiences: ['vän'] }, false],
    ['/kategori/mode-accessoarer', { categories: ['Accessoarer > Plånböcker'] }, true],
    ['/kategori/skonhet-halsa', { categories: ['SKÖNHET'] }, true],
    ['/kategori/skonhet-halsa', { categories: ['Hälsa & Välmående'] }, true],
    ['/kategori/hem-inredning', { categories: ['Hem & Trädgård'] }, true],
    ['/kategori/elektronik-teknik', { categories: ['Hemelektronik'] }, true],
    ['/kategori/barn-baby', { categories: ['Babyprodukter'] }, true],
    ['/kategori/sport-fritid', { categories: ['Fritid'] }, true],
    ['/kategori/mat-dryck', { categories: ['Dryck'] }, true],
    ['/kategori/presenter-upplevelser', { categories: ['Upplevelser'] }, true],
    ['/kategori/presenter-upplevelser', { categories: ['Presentkort'] }, true],
    ['/kategori/hobby-intressen', { categories: ['Hobby'] }, true],
    ['/kategori/tradgard-uteliv', { categories: ['Trädgård'] }, true],
    ['/kategori/tradgard-uteliv', { categories: ['Uteliv'] }, true],
    ['/kategori/djurtillbehor', { categories: ['Husdjur'] }, true],
    ['/kategori/resor-tillbehor', { categories: ['Resväska & bagage'] }, true],
    ['/kategori/resor-tillbehor', { categories: ['Mobiltillbehör'] }, true],
    ['/kategori/ovrigt', { categories: ['Övrigt'] }, true],
    ['/kategori/ovrigt', { categories: ['Diverse'] }, true],
    ['/kategori/ovrigt', { categories: [] }, true],
    ['/kategori/ovrigt', { categories: ['Leksaker'] }, false],
    ['/kategori/djurtillbehor', { categories: [] }, false],
    ['/kategori/sport-fritid', { categories: ['Leksaker'] }, false],
  ])('%s with %j → %s', (path, overrides, expected) => {
    expect(page(path).matches(makeProduct(overrides))).toBe(expected);
  });
});

describe('collectionPageJsonLd', () => {
  const products = [
    makeProduct({
      title: 'Doftljus <Lavendel>',
      priceSEK: 249,
      imageUrl: '/images/products/doftljus.svg',
      affiliateUrl: 'https://ljus.example/doftljus',
      merchant: 'Ljusbutiken',
    }),
    makeProduct({ title: 'Presentkort', priceSEK: null, imageUrl: '', affiliateUrl: 'https://spel.example/kort' }),
  ];
  const data = collectionPageJsonLd(page('/presenter-under-500-kr'), products, 'https://presentpilot.se');

  it('describes the page as a CollectionPage', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Presenter under 500 kr',
      url: 'https://presentpilot.se/presenter-under-500-kr',
      inLanguage: 'sv-SE',
    });
  });

  it('lists the products in order with their offers in SEK', () => {
    expect(data.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://ljus.example/doftljus',
          name: 'Doftljus <Lavendel>',
          image: 'https://presentpilot.se/images/products/doftljus.svg',
          item: {
            '@type': 'Product',
            name: 'Doftljus <Lavendel>',
            url: 'https://ljus.example/doftljus',
            image: 'https://presentpilot.se/images/products/doftljus.svg',
            offers: {
              '@type': 'Offer',
              price: 249,
              priceCurrency: 'SEK',
              url: 'https://ljus.example/doftljus',
              seller: { '@type': 'Organization', name: 'Ljusbutiken' },
            },
          },
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: 'https://spel.example/kort',
          name: 'Presentkort',
          item: { '@type': 'Product', name: 'Presentkort', url: 'https://spel.example/kort' },
        },
      ],
    });
  });

  it('serialises safely for a script element', () => {
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
