/**
 * The product writer's merge policy (src/features/catalogue/product-write.server.ts) on PGlite: what a second write
 * of the same merchant and product id replaces, keeps and recomputes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ProductInsert, upsertProducts } from '../../src/features/catalogue/product-write.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { pglite } from './helpers/engines.ts';

const MERCHANT = 'Skrivbutiken';

function row(pid: string, extra: Partial<ProductInsert> = {}): ProductInsert {
  return {
    title: `Kaffemugg ${pid}`,
    description: 'Stor mugg i stengods.',
    price_value: 249,
    merchant: MERCHANT,
    merchant_pid: pid,
    image_url: `https://bild.example.se/${pid}.jpg`,
    product_url: `https://example.se/${pid}`,
    category_path: ['Hem', 'Kök'],
    source: 'feed',
    ...extra,
  };
}

interface Stored {
  title: string;
  price: number | null;
  original_price: number | null;
  price_bucket: string | null;
  image_url: string | null;
  image_width: number | null;
  ean: string | null;
  tags: string[];
  interests: string[];
  rank_boost: number;
  needs_tagging: boolean;
  is_active: boolean;
  deactivation_reason: string | null;
  product_type: string;
  product_type_source: string | null;
  source: string;
}

describe('the product writer: one merge policy for import, Amazon, seed and tests (PGlite)', () => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await pglite.open());
  }, 60_000);
  afterAll(async () => {
    await dispose?.();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM products WHERE merchant = $1', [MERCHANT]);
  });

  async function stored(pid: string): Promise<Stored> {
    const [found] = await db.query<Stored>(
      `SELECT title, price_value::float AS price, original_price::float AS original_price, price_bucket, image_url,
         image_width, ean, tags, interests, rank_boost, needs_tagging, is_active, deactivation_reason, product_type,
         product_type_source, source
       FROM products WHERE merchant = $1 AND merchant_pid = $2`,
      [MERCHANT, pid],
    );
    if (!found) throw new Error(`no product ${pid}`);
    return found;
  }

  it('inserts with defaults: bucket from the price, a type told from the text, visible, counted as added', async () => {
    const result = await upsertProducts(db, [row('a'), row('b', { needs_tagging: true, price_value: 1500 })], {
      returnIds: true,
    });
    expect(result).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    expect(result.ids).toHaveLength(2);
    expect(await stored('a')).toMatchObject({
      price_bucket: '200-500',
      needs_tagging: false,
      is_active: true,
      deactivation_reason: null,
      tags: [],
    });
    expect((await stored('a')).product_type).not.toBe('');
    expect(await stored('b')).toMatchObject({ price_bucket: '1000-plus', needs_tagging: true });
  });

  it('replaces what the source says now; keeps optional facts, tagging and boosts the new row leaves out', async () => {
    await upsertProducts(db, [
      row('a', {
        original_price: 399,
        ean: '7310000000001',
        image_width: 400,
        tags: ['kaffe'],
        interests: ['matlagning'],
        rank_boost: 2,
      }),
    ]);
    const again = await upsertProducts(db, [row('a', { price_value: 1200, image_url: null, source: 'manual' })]);
    expect(again).toMatchObject({ added: 0, updated: 1 });
    expect(await stored('a')).toMatchObject({
      price: 1200,
      original_price: null,
      price_bucket: '1000-plus',
      source: 'manual',
      ean: '7310000000001',
      image_url: 'https://bild.example.se/a.jpg',
      image_width: 400,
      tags: ['kaffe'],
      interests: ['matlagning'],
      rank_boost: 2,
    });
    await upsertProducts(db, [row('a', { image_url: 'https://bild.example.se/ny.jpg', tags: ['te'] })]);
    expect(await stored('a')).toMatchObject({
      image_url: 'https://bild.example.se/ny.jpg',
      image_width: null,
      tags: ['te'],
      interests: ['matlagning'],
    });
  });

  it('marks a product for tagging when its title or description changes, and never clears the mark', async () => {
    await upsertProducts(db, [row('a'), row('b', { needs_tagging: true })]);
    await upsertProducts(db, [row('a'), row('b')]);
    expect((await stored('a')).needs_tagging).toBe(false);
    expect((await stored('b')).needs_tagging).toBe(true);
    await upsertProducts(db, [row('a', { description: 'Ny text.' })]);
    expect((await stored('a')).needs_tagging).toBe(true);
  });

  it('hides what is not in stock with a reason, shows it again in stock; a staff hide stays', async () => {
    await upsertProducts(db, [row('a', { in_stock: false }), row('b')]);
    expect(await stored('a')).toMatchObject({ is_active: false, deactivation_reason: 'slut i lager' });
    await upsertProducts(db, [row('a', { in_stock: true })]);
    expect(await stored('a')).toMatchObject({ is_active: true, deactivation_reason: null });
    await db.query('UPDATE products SET is_active = false WHERE merchant = $1 AND merchant_pid = $2', [MERCHANT, 'b']);
    await upsertProducts(db, [row('b', { title: 'Ny titel' })]);
    expect(await stored('b')).toMatchObject({ is_active: false, deactivation_reason: null, title: 'Ny titel' });
  });

  it('keeps a type the admin chose; rewrites a type told from the text', async () => {
    await upsertProducts(db, [row('a'), row('b')]);
    await db.query(
      `UPDATE products SET product_type = 'rott-vin', product_type_source = 'admin' WHERE merchant = $1 AND merchant_pid = $2`,
      [MERCHANT, 'a'],
    );
    await upsertProducts(db, [row('a', { product_type: 'mugg', product_type_source: 'title', family_id: 'f-a' })]);
    expect(await stored('a')).toMatchObject({ product_type: 'rott-vin', product_type_source: 'admin' });
    await upsertProducts(db, [row('b', { product_type: 'mugg', product_type_source: 'title', family_id: 'f-b' })]);
    expect(await stored('b')).toMatchObject({ product_type: 'mugg', product_type_source: 'title' });
  });

  it('skips a row whose feed digest matches the stored one, and records price changes in the history', async () => {
    await upsertProducts(db, [row('a', { feed_digest: 'd1' })]);
    const same = await upsertProducts(db, [row('a', { feed_digest: 'd1', price_value: 100 })]);
    expect(same).toEqual({ added: 0, updated: 0, unchanged: 1, ids: [] });
    expect((await stored('a')).price).toBe(249);
    await upsertProducts(db, [row('a', { feed_digest: 'd2', price_value: 199, original_price: 249 })]);
    const history = await db.query<{ price: number; original_price: number | null }>(
      `SELECT h.price::float AS price, h.original_price::float AS original_price FROM price_history h
         JOIN products p ON p.id = h.product_id WHERE p.merchant = $1 ORDER BY h.recorded_at, h.price DESC`,
      [MERCHANT],
    );
    expect(history).toEqual([
      { price: 249, original_price: null },
      { price: 199, original_price: 249 },
    ]);
  });
});
