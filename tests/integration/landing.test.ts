import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_COLUMNS, queryProducts } from '../../src/features/catalogue/catalogue.server.ts';
import { type ProductInsert, upsertProducts } from '../../src/features/catalogue/product-write.server.ts';
import {
  activeCatalogue,
  CATALOGUE_REUSE_MS,
  readActiveCatalogue,
  seoPageProducts,
  themePageProducts,
} from '../../src/features/landing/landing.server.ts';
import { seoPageByPath } from '../../src/features/landing/seo-pages.ts';
import { themePageByPath } from '../../src/features/landing/theme-pages.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { engines, type TestDatabase } from './helpers/engines.ts';

function product(pid: string, overrides: Partial<ProductInsert>): ProductInsert {
  return {
    title: pid,
    description: '',
    price_value: 499,
    merchant: 'Presentboden',
    merchant_pid: pid,
    image_url: `/images/products/${pid}.svg`,
    product_url: `https://www.presentboden.se/produkt/${pid}`,
    category_path: [],
    tags: [],
    source: 'test',
    is_active: true,
    needs_tagging: false,
    ...overrides,
  };
}

const ROWS: ProductInsert[] = [
  product('grillset', {
    title: 'Grillset i rostfritt för pappa',
    price_value: 899,
    audience: 'man',
    occasions: ['fars-dag'],
    interests: ['matlagning'],
    category_path: ['Trädgård & Uteliv', 'Grill'],
  }),
  product('whisky-glas', {
    title: 'Whiskyglas 4-pack',
    price_value: 349,
    audience: 'man',
    occasions: ['fars-dag', 'jul'],
    category_path: ['Mat & Dryck'],
    featured: true,
  }),
  product('doftljus', {
    title: 'Doftljus Lavendel',
    price_value: 189,
    audience: 'kvinna',
    occasions: ['mors-dag'],
    category_path: ['Hem & Inredning', 'Doftljus'],
    rank_boost: 5,
  }),
  product('dold-pryl', { title: 'Dold pryl för pappa', audience: 'man', occasions: ['fars-dag'], is_active: false }),
  product('utan-pris', { title: 'Upplevelse utan pris', price_value: null, category_path: [] }),
];

const available = await engines();

describe.each(available)('landing page reads on $name', (engine) => {
  let test: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    if (engine.unavailable) return;
    test = await engine.open();
    db = test.db;
    await upsertProducts(db, ROWS);
  });

  afterAll(async () => {
    await test?.dispose();
  });

  it.skipIf(engine.unavailable !== null)('reads the active catalogue once and reuses it', async () => {
    const first = activeCatalogue(db, 1_000);
    expect(activeCatalogue(db, 2_000)).toBe(first);
    const products = await first;
    expect(products.map((p) => p.slug).sort()).toEqual(['doftljus', 'grillset', 'utan-pris', 'whisky-glas']);
    expect(activeCatalogue(db, 1_000 + CATALOGUE_REUSE_MS + 1_000)).not.toBe(first);
  });

  it.skipIf(engine.unavailable !== null)('reads the catalogue in pages, newest first, as one read would', async () => {
    const whole = await queryProducts(
      db,
      `SELECT ${PUBLIC_COLUMNS} FROM products_public ORDER BY updated_at DESC, id`,
      [],
    );
    expect(whole).toHaveLength(4);
    for (const pageSize of [1, 3, 4, 100]) expect(await readActiveCatalogue(db, pageSize)).toEqual(whole);
  });

  it.skipIf(engine.unavailable !== null)('ranks a theme page by its profile, without hidden products', async () => {
    const page = themePageByPath('/fars-dag-present', 2026);
    if (!page) throw new Error('no page');
    const products = await themePageProducts(db, page);
    expect(products.map((p) => p.slug)).toEqual(['whisky-glas', 'grillset']);
    expect(await themePageProducts(db, page, 1)).toHaveLength(1);
  });

  it.skipIf(engine.unavailable !== null)('lists an SEO page’s products, featured and boosted first', async () => {
    const under500 = seoPageByPath('/presenter-under-500-kr');
    const other = seoPageByPath('/kategori/ovrigt');
    if (!under500 || !other) throw new Error('no page');
    const cheap = await seoPageProducts(db, under500);
    expect(cheap.products.map((p) => p.slug)).toEqual(['whisky-glas', 'doftljus']);
    expect(cheap.total).toBe(2);
    expect((await seoPageProducts(db, other)).products.map((p) => p.slug)).toEqual(['utan-pris']);
    const limited = await seoPageProducts(db, under500, 1);
    expect(limited.products).toHaveLength(1);
    expect(limited.total).toBe(2);
  });
});
