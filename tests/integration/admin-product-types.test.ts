/**
 * The product type in the admin (issue 19, item 3): the list shows each product's type and filters by it ('okand'
 * lists the products whose type is not known), the type list for the filter and the edit dialog, the dialog's save
 * of a type (the admin's: an import or a re-import never changes it), and a clear 400 for a type that does not exist.
 */
import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { type FeedItem, generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import type { AdminProduct, AdminProductPage, ProductTypeOption } from '../../src/features/catalogue/admin/products.ts';
import { PRODUCT_TYPES, UNKNOWN_TYPE } from '../../src/features/catalogue/concepts/product-types.ts';
import { importSettingsSchema } from '../../src/features/import/cadence.ts';
import { importJob } from '../../src/features/import/import-job.server.ts';
import { startRun } from '../../src/features/import/import-run.server.ts';
import { driveJob } from '../../src/lib/jobs/job-engine.server.ts';
import { PATCH as updateRoute } from '../../src/pages/api/admin/products/[id].ts';
import { GET as exportRoute } from '../../src/pages/api/admin/products/export.ts';
import { GET as listRoute } from '../../src/pages/api/admin/products/index.ts';
import { GET as typesRoute } from '../../src/pages/api/admin/products/types.ts';
import { POST as visibilityRoute } from '../../src/pages/api/admin/products/visibility.ts';
import { adminContext } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';
import { googleXml } from './helpers/feeds.ts';

const call = (route: APIRoute, method: string, path: string, body?: unknown, params: Record<string, string> = {}) =>
  route(adminContext(method, path, body, params));

async function jsonOf<T>(response: Response | Promise<Response>): Promise<{ status: number; data: T }> {
  const res = await response;
  return { status: res.status, data: (await res.json()) as T };
}

const page = (query: string) => jsonOf<AdminProductPage>(call(listRoute, 'GET', `/api/admin/products${query}`));
const update = (id: string, body: unknown) =>
  jsonOf<{ product: AdminProduct; error?: string }>(call(updateRoute, 'PATCH', `/x/${id}`, body, { id }));

const MERCHANT = 'Typbutiken';
const settings = importSettingsSchema.parse({ maxProducts: 40_000, chunkSize: 2000 });

function feedItems(): FeedItem[] {
  return [...generateFeedItems(40, 5)]
    .filter((entry) => entry.price !== null)
    .slice(0, 20)
    .map((entry) => ({ ...entry, merchant: MERCHANT, availability: 'in stock' as const }));
}

describe('product types in the admin (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();

  async function importFeed(items: readonly FeedItem[]) {
    const bytes = await googleXml(items);
    const { run } = await startRun(test.db, {
      merchant: MERCHANT,
      feedUrl: 'https://example.se/typer.xml',
      settings,
      startedBy: null,
    });
    const done = await driveJob(test.db, importJob, run.id, { openSource: async () => bytes, honourDelays: false });
    if (!done) throw new Error('run was held by another runner');
    return done;
  }

  function bodyOf(product: AdminProduct) {
    return {
      title: product.title,
      price: product.price === null ? '' : String(product.price),
      description: product.description,
      to_whom: product.toWhom,
      age_groups: product.ageGroups,
      interests: product.interests,
      occasions: product.occasions,
      themes: product.themes,
      is_active: product.isActive,
      needs_tagging: product.needsTagging,
    };
  }

  it('gives every demo product a type and a family, and lists the types with "Okänd" first', async () => {
    const [missing] = await test.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE product_type IS NULL OR family_id IS NULL',
    );
    expect(missing?.n).toBe(0);
    const { status, data } = await jsonOf<{ types: ProductTypeOption[] }>(call(typesRoute, 'GET', '/x'));
    expect(status).toBe(200);
    expect(data.types[0]).toMatchObject({ id: UNKNOWN_TYPE, label: 'Okänd', depth: 0 });
    expect(data.types.length).toBe(PRODUCT_TYPES.filter((def) => def.id !== UNKNOWN_TYPE).length + 1);
    const counted = await test.db.query<{ type: string; n: number }>(
      'SELECT product_type AS type, count(*)::int AS n FROM products GROUP BY 1',
    );
    for (const { type, n } of counted) expect(data.types.find((option) => option.id === type)?.count).toBe(n);
    // A child comes after its parent, one level deeper.
    const position = new Map(data.types.map((option, index) => [option.id, index]));
    for (const def of PRODUCT_TYPES) {
      if (def.parent === null || !position.has(def.parent)) continue;
      const child = data.types[position.get(def.id) ?? -1];
      const parent = data.types[position.get(def.parent) ?? -1];
      expect((position.get(def.id) ?? 0) > (position.get(def.parent) ?? 0)).toBe(true);
      expect(child?.depth).toBe((parent?.depth ?? 0) + 1);
    }
  });

  it('shows the type on every row and filters the list, its total and the export by type', async () => {
    const { data: all } = await page('?limit=50');
    for (const product of all.products) {
      expect(product.productType).toMatch(/^[a-z0-9-]+$/);
      expect(product.productTypeLabel).not.toBe('');
    }
    await test.db.query(
      `UPDATE products SET product_type = 'okand', product_type_source = NULL
        WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 3)`,
    );
    const [{ n: unknown = 0 } = {}] = await test.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE product_type = 'okand'",
    );
    const { status, data } = await page('?type=okand&limit=50');
    expect(status).toBe(200);
    expect(data.total).toBe(unknown);
    expect(data.products.length).toBe(Math.min(50, unknown));
    expect(data.products.every((product) => product.productType === UNKNOWN_TYPE)).toBe(true);
    expect(data.products[0]?.productTypeLabel).toBe('Okänd');

    const [{ n: hiddenUnknown = 0 } = {}] = await test.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE product_type = 'okand' AND NOT is_active",
    );
    expect((await page('?type=okand&filter=hidden')).data.total).toBe(hiddenUnknown);

    const csv = await (await call(exportRoute, 'GET', '/api/admin/products/export?type=okand')).text();
    expect(csv.trim().split('\n').length - 1).toBe(unknown);

    // "Every product matching the filter" hides only the products of that type.
    const hidden = await jsonOf<{ updated: number }>(
      call(visibilityRoute, 'POST', '/x', { scope: { filter: 'active', type: 'okand' }, active: false }),
    );
    expect(hidden.data.updated).toBe(unknown - hiddenUnknown);
    const [{ n: activeUnknown = -1 } = {}] = await test.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE product_type = 'okand' AND is_active",
    );
    expect(activeUnknown).toBe(0);

    for (const bad of ['?type=rymdskepp', '?type=Vin!', '?type=']) {
      const answer = await jsonOf<{ error: string }>(call(listRoute, 'GET', `/api/admin/products${bad}`));
      expect(answer.status, bad).toBe(400);
    }
    const unknownType = await jsonOf<{ error: string }>(call(listRoute, 'GET', '/api/admin/products?type=rymdskepp'));
    expect(unknownType.data.error).toBe('Okänd produkttyp: rymdskepp');
  });

  it('saves the type the admin chose, rejects an unknown one with 400, and a re-import keeps the admin type', async () => {
    const items = feedItems();
    await importFeed(items);
    const [target] = await test.db.query<{ id: string; product_type: string }>(
      `SELECT id::text, product_type FROM products WHERE merchant = $1 ORDER BY merchant_pid LIMIT 1`,
      [MERCHANT],
    );
    if (!target) throw new Error('no imported product');
    const { data: listed } = await page(`?merchant=${encodeURIComponent(MERCHANT)}&sort=name&limit=50`);
    const product = listed.products.find((row) => row.id === target.id);
    if (!product) throw new Error('imported product not listed');
    const chosen = PRODUCT_TYPES.find((def) => def.id !== target.product_type && def.id !== UNKNOWN_TYPE);
    if (!chosen) throw new Error('no other type');

    const before = await databaseChecksum(test.db);
    for (const bad of ['rymdskepp', 'Vin!', '', 42]) {
      const answer = await update(target.id, { ...bodyOf(product), product_type: bad });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.data.error).toMatch(/^Okänd produkttyp/);
    }
    expect(await databaseChecksum(test.db)).toEqual(before);

    const saved = await update(target.id, { ...bodyOf(product), product_type: chosen.id });
    expect(saved.status).toBe(200);
    expect(saved.data.product).toMatchObject({
      productType: chosen.id,
      productTypeLabel: chosen.label,
      productTypeSource: 'admin',
    });
    const [dirty] = await test.db.query<{ dirty: boolean }>(
      'SELECT dirty_since IS NOT NULL AS dirty FROM publish_state',
    );
    expect(dirty?.dirty).toBe(true);

    // Saving the dialog again without a type keeps the admin's.
    const again = await update(target.id, { ...bodyOf(product), title: `${product.title} (ny)` });
    expect(again.data.product).toMatchObject({ productType: chosen.id, productTypeSource: 'admin' });

    // A re-import that changes every product (price and title) rewrites the others' types but keeps the admin's.
    await test.db.query(
      `UPDATE products SET product_type = 'okand', product_type_source = NULL WHERE merchant = $1 AND id <> $2`,
      [MERCHANT, target.id],
    );
    const changed = items.map((entry) => ({
      ...entry,
      price: (entry.price ?? 0) + 10,
      title: `${entry.title} Deluxe`,
    }));
    const run = await importFeed(changed);
    expect(run.updated).toBe(items.length);
    const rows = await test.db.query<{ id: string; product_type: string; product_type_source: string | null }>(
      'SELECT id::text, product_type, product_type_source FROM products WHERE merchant = $1',
      [MERCHANT],
    );
    expect(rows.find((row) => row.id === target.id)).toMatchObject({
      product_type: chosen.id,
      product_type_source: 'admin',
    });
    const others = rows.filter((row) => row.id !== target.id);
    expect(others.some((row) => row.product_type !== UNKNOWN_TYPE)).toBe(true);
    expect(others.every((row) => row.product_type_source !== 'admin')).toBe(true);
  });
});
