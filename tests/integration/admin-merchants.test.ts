import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANTS } from '../../src/dev/demo/merchants.ts';
import type { AdminMerchant, MerchantProductsResponse } from '../../src/features/catalogue/admin/merchant.ts';
import { PUT as updateRoute } from '../../src/pages/api/admin/merchants/[id]/index.ts';
import { GET as productsRoute } from '../../src/pages/api/admin/merchants/[id]/products.ts';
import { POST as createRoute, GET as listRoute } from '../../src/pages/api/admin/merchants/index.ts';
import { asAdmin } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const call = (route: APIRoute, method: string, path: string, body?: unknown, params: Record<string, string> = {}) =>
  asAdmin(route, method, path, body, params);

const list = async () => (await call(listRoute, 'GET', '/api/admin/merchants')).data.merchants as AdminMerchant[];
const create = (body: unknown) => call(createRoute, 'POST', '/api/admin/merchants', body);
const update = (id: string, body: unknown) => call(updateRoute, 'PUT', `/api/admin/merchants/${id}`, body, { id });
const productsOf = (id: string) => call(productsRoute, 'GET', `/api/admin/merchants/${id}/products`, undefined, { id });

const form = {
  name: 'Glada Ljusstöparna',
  feedUrl: 'https://gladaljus.se/feed.xml',
  statusUrl: 'https://gladaljus.se/status.json',
  isActive: true,
};

describe('admin merchants API (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();

  it('GET lists every merchant by name with total, active and hidden counts equal to the products table', async () => {
    const merchants = await list();
    expect(merchants.map((merchant) => merchant.name)).toEqual(DEMO_MERCHANTS.map((merchant) => merchant.name));
    const counts = await test.db.query<{ merchant: string; total: number; active: number }>(
      `SELECT merchant, count(*)::int AS total, count(*) FILTER (WHERE is_active)::int AS active
       FROM products GROUP BY merchant`,
    );
    expect(counts.length).toBeGreaterThan(5);
    for (const row of counts) {
      const merchant = merchants.find((candidate) => candidate.name === row.merchant);
      expect(merchant?.counts).toEqual({ total: row.total, active: row.active, hidden: row.total - row.active });
    }
  });

  it('GET …/[id]/products gives the counts and the products, hidden ones included, and shows a hide at once', async () => {
    const [merchant] = await test.db.query<{ id: string; name: string }>(
      `SELECT m.id::text, m.name FROM merchants m WHERE (SELECT count(*) FROM products p WHERE p.merchant = m.name) >= 3
       ORDER BY m.name LIMIT 1`,
    );
    if (!merchant) throw new Error('the demo catalogue has a merchant with three products');
    const [hidden] = await test.db.query<{ id: string }>(
      `UPDATE products SET is_active = false
       WHERE id = (SELECT id FROM products WHERE merchant = $1 ORDER BY id LIMIT 1) RETURNING id::text`,
      [merchant.name],
    );
    const [expected] = await test.db.query<{ total: number; active: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_active)::int AS active FROM products WHERE merchant = $1`,
      [merchant.name],
    );
    const { status, data } = await productsOf(merchant.id);
    expect(status).toBe(200);
    const response = data as unknown as MerchantProductsResponse;
    expect(response.merchant.counts).toEqual({
      total: expected!.total,
      active: expected!.active,
      hidden: expected!.total - expected!.active,
    });
    expect(response.merchant.counts.hidden).toBeGreaterThanOrEqual(1);
    expect(response.products).toHaveLength(expected!.total);
    expect(response.products.find((product) => product.id === hidden!.id)?.isActive).toBe(false);
    expect(response.limit).toBe(200);
  });

  it('GET …/[id]/products answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect(await productsOf('nope')).toMatchObject({ status: 400 });
    expect(await productsOf('00000000-0000-4000-8000-00000000dead')).toEqual({
      status: 404,
      data: { error: 'Butiken finns inte' },
    });
  });

  it('POST creates a merchant with its source id from the name (å/ä/ö folded) and lists it', async () => {
    const { status, data } = await create(form);
    expect(status).toBe(201);
    const merchant = data.merchant as AdminMerchant;
    expect(merchant).toMatchObject({
      name: 'Glada Ljusstöparna',
      sourceId: 'feed-glada-ljusstoparna',
      feedUrl: form.feedUrl,
      statusUrl: form.statusUrl,
      isActive: true,
      counts: { total: 0, active: 0, hidden: 0 },
    });
    expect((await list()).some((candidate) => candidate.id === merchant.id)).toBe(true);
    const [row] = await test.db.query('SELECT name, source_id, is_active FROM merchants WHERE id = $1', [merchant.id]);
    expect(row).toEqual({ name: 'Glada Ljusstöparna', source_id: 'feed-glada-ljusstoparna', is_active: true });
  });

  it('POST refuses a bad form with the form rule’s message (400) and changes nothing', async () => {
    const before = await databaseChecksum(test.db);
    const cases: [unknown, string][] = [
      [{}, 'Alla fält måste fyllas i'],
      [{ ...form, name: 'Ny', feedUrl: '' }, 'Alla fält måste fyllas i'],
      [{ ...form, name: 'Ny', statusUrl: '   ' }, 'Alla fält måste fyllas i'],
      [
        { ...form, name: 'Ny', feedUrl: 'ftp://x.se/f' },
        'Feed-URL måste vara en webbadress som börjar med http:// eller https://',
      ],
      [
        { ...form, name: 'Ny', statusUrl: 'x.se/s' },
        'Status-URL måste vara en webbadress som börjar med http:// eller https://',
      ],
      [{ ...form, name: '***' }, 'Namnet måste innehålla minst en bokstav eller siffra'],
      [{ ...form, name: 42 }, 'Ogiltiga parametrar'],
      [{ ...form, name: 'Ny', isActive: 'ja' }, 'Ogiltiga parametrar'],
      ['not json', 'Ogiltig JSON'],
    ];
    for (const [body, message] of cases)
      expect(await create(body)).toMatchObject({ status: 400, data: { error: message } });
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('POST answers 409 for a taken name (any case) or a taken source id, and changes nothing', async () => {
    const before = await databaseChecksum(test.db);
    expect(await create({ ...form, name: 'taysta' })).toEqual({
      status: 409,
      data: { error: 'Det finns redan en butik som heter ”Taysta”' },
    });
    // "Bönor - Blad" is another name but folds to the same source id as "Bönor & Blad".
    expect(await create({ ...form, name: 'Bönor - Blad' })).toEqual({
      status: 409,
      data: { error: 'Käll-id:t ”feed-bonor-blad” används redan av en annan butik – välj ett annat namn' },
    });
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('PUT saves the form; a rename renames the products and moves source and import logs in the same transaction', async () => {
    const [target] = await test.db.query<{ id: string; name: string; source_id: string; products: number }>(
      `SELECT m.id::text, m.name, m.source_id, (SELECT count(*)::int FROM products p WHERE p.merchant = m.name) AS products
       FROM merchants m WHERE m.name = 'Spelvalvet'`,
    );
    if (!target || target.products === 0) throw new Error('Spelvalvet has demo products');
    await test.db.query(
      `UPDATE products SET source = $1 WHERE id = (SELECT id FROM products WHERE merchant = $2 LIMIT 1)`,
      [target.source_id, target.name],
    );
    await test.db.query('INSERT INTO import_logs (source, added) VALUES ($1, 3)', [target.source_id]);

    const { status, data } = await update(target.id, {
      name: 'Spelvalvet Öst',
      feedUrl: 'https://spelvalvet.se/ny-feed.xml',
      statusUrl: 'https://spelvalvet.se/ny-status.json',
      isActive: false,
    });
    expect(status).toBe(200);
    expect(data.merchant).toMatchObject({
      id: target.id,
      name: 'Spelvalvet Öst',
      sourceId: 'feed-spelvalvet-ost',
      isActive: false,
      feedUrl: 'https://spelvalvet.se/ny-feed.xml',
      counts: { total: target.products },
    });
    const [moved] = await test.db.query<{ old: number; renamed: number; sources: number; logs: number }>(
      `SELECT (SELECT count(*)::int FROM products WHERE merchant = 'Spelvalvet') AS old,
              (SELECT count(*)::int FROM products WHERE merchant = 'Spelvalvet Öst') AS renamed,
              (SELECT count(*)::int FROM products WHERE source = 'feed-spelvalvet-ost') AS sources,
              (SELECT count(*)::int FROM import_logs WHERE source = 'feed-spelvalvet-ost') AS logs`,
    );
    expect(moved).toEqual({ old: 0, renamed: target.products, sources: 1, logs: 1 });

    // Saving without a rename keeps the products where they are; isActive left out keeps the stored value.
    const again = await update(target.id, {
      name: 'Spelvalvet Öst',
      feedUrl: 'https://spelvalvet.se/feed.xml',
      statusUrl: 'https://spelvalvet.se/ny-status.json',
    });
    expect(again.status).toBe(200);
    expect(again.data.merchant).toMatchObject({ isActive: false, feedUrl: 'https://spelvalvet.se/feed.xml' });
  });

  it('PUT refuses a name that other products already carry (409), so two shops are never merged, and changes nothing', async () => {
    const [target] = await test.db.query<{ id: string; name: string }>(
      `SELECT id::text, name FROM merchants WHERE name = 'Teknikdepån'`,
    );
    // Products already filed under the wanted name (e.g. from an earlier feed) would be merged: refused with 409.
    await test.db.query(
      `INSERT INTO products (title, merchant, merchant_pid, product_url) VALUES ('Lös produkt', 'Teknikdepån Plus', 'x1', 'https://x.se')`,
    );
    const before = await databaseChecksum(test.db);
    expect(await update(target!.id, { ...form, name: 'Teknikdepån Plus' })).toEqual({
      status: 409,
      data: { error: 'Det finns redan produkter under butiksnamnet ”Teknikdepån Plus” – välj ett annat namn' },
    });
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('PUT answers 400 / 404 / 409 with the database unchanged', async () => {
    const merchants = await list();
    const first = merchants[0]!;
    const second = merchants[1]!;
    const before = await databaseChecksum(test.db);
    expect(await update(first.id, {})).toMatchObject({ status: 400, data: { error: 'Alla fält måste fyllas i' } });
    expect(await update(first.id, { ...form, feedUrl: 'javascript:alert(1)' })).toMatchObject({ status: 400 });
    expect(await update('nope', form)).toMatchObject({ status: 400 });
    expect(await update('00000000-0000-4000-8000-00000000dead', form)).toEqual({
      status: 404,
      data: { error: 'Butiken finns inte' },
    });
    expect(await update(first.id, { ...form, name: second.name.toUpperCase() })).toEqual({
      status: 409,
      data: { error: `Det finns redan en butik som heter ”${second.name}”` },
    });
    expect(await databaseChecksum(test.db)).toEqual(before);
  });
});
