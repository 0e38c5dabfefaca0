/**
 * The homepage categories API over the demo catalogue: ordering (reorder, new ones last, delete then add), the
 * product selection's limits, and validation of each field, the database unchanged by every refused request.
 */
import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { type AdminCategory, CATEGORY_SEARCH_LIMIT } from '../../src/features/home/admin/homepage.ts';
import { listHomepageCategories } from '../../src/features/home/home.server.ts';
import { DELETE as deleteRoute, PUT as updateRoute } from '../../src/pages/api/admin/homepage/[id]/index.ts';
import { PUT as productsRoute } from '../../src/pages/api/admin/homepage/[id]/products.ts';
import { POST as visibilityRoute } from '../../src/pages/api/admin/homepage/[id]/visibility.ts';
import { POST as createRoute, GET as listRoute } from '../../src/pages/api/admin/homepage/index.ts';
import { PUT as orderRoute } from '../../src/pages/api/admin/homepage/order.ts';
import { GET as searchRoute } from '../../src/pages/api/admin/products/search.ts';
import { asAdmin } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

type Answer = { status: number; data: Record<string, unknown> & { error?: string } };

const call = (route: APIRoute, method: string, path: string, body?: unknown, params: Record<string, string> = {}) =>
  asAdmin(route, method, path, body, params) as Promise<Answer>;

const list = async () =>
  (await call(listRoute, 'GET', '/api/admin/homepage')).data.categories as unknown as AdminCategory[];
const create = (body: unknown) => call(createRoute, 'POST', '/api/admin/homepage', body);
const update = (id: string, body: unknown) => call(updateRoute, 'PUT', `/api/admin/homepage/${id}`, body, { id });
const remove = (id: string, body: unknown = {}) =>
  call(deleteRoute, 'DELETE', `/api/admin/homepage/${id}`, body, { id });
const select = (id: string, body: unknown) =>
  call(productsRoute, 'PUT', `/api/admin/homepage/${id}/products`, body, { id });
const show = (id: string, body: unknown) =>
  call(visibilityRoute, 'POST', `/api/admin/homepage/${id}/visibility`, body, { id });
const reorder = (body: unknown) => call(orderRoute, 'PUT', '/api/admin/homepage/order', body);

const categoryOf = (answer: Answer) => answer.data.category as unknown as AdminCategory;
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';

describe('admin homepage categories API (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();

  async function productIds(n: number, offset = 0): Promise<string[]> {
    const rows = await test.db.query<{ id: string }>(
      'SELECT id::text FROM products WHERE is_active ORDER BY id LIMIT $1 OFFSET $2',
      [n, offset],
    );
    return rows.map((row) => row.id);
  }

  async function storedOrder(): Promise<{ id: string; sort_order: number }[]> {
    return test.db.query('SELECT id::text, sort_order FROM homepage_categories ORDER BY sort_order, id');
  }

  /** Sends a request that must be refused with `status` and `error`, and shows the database is unchanged. */
  async function refused(send: () => Promise<Answer>, status: number, error?: string | RegExp) {
    const before = await databaseChecksum(test.db);
    const answer = await send();
    expect(answer.status).toBe(status);
    if (typeof error === 'string') expect(answer.data.error).toBe(error);
    else if (error) expect(answer.data.error).toMatch(error);
    else expect(answer.data.error).toEqual(expect.any(String));
    expect(await databaseChecksum(test.db)).toEqual(before);
  }

  it('GET lists every category in its order with its selected products and their count', async () => {
    const categories = await list();
    expect(categories.length).toBe(10);
    expect(categories.map((category) => category.sortOrder)).toEqual([...categories.keys()]);
    const counts = await test.db.query<{ id: string; n: number }>(
      'SELECT category_id::text AS id, count(*)::int AS n FROM homepage_category_products GROUP BY category_id',
    );
    for (const category of categories) {
      expect(category.productCount).toBe(counts.find((row) => row.id === category.id)?.n ?? 0);
      expect(category.products).toHaveLength(category.productCount);
    }
    const first = categories[0]!;
    const stored = await test.db.query<{ id: string }>(
      `SELECT product_id::text AS id FROM homepage_category_products WHERE category_id = $1 ORDER BY sort_order`,
      [first.id],
    );
    expect(first.products.map((product) => product.id)).toEqual(stored.map((row) => row.id));
  });

  it('a new category goes last (highest sort_order + 1) with its products in the order chosen', async () => {
    const before = await storedOrder();
    const chosen = (await productIds(4)).reverse();
    const answer = await create({ title: '  Årets Julklapp ', productIds: chosen });
    expect(answer.status).toBe(201);
    const category = categoryOf(answer);
    expect(category).toMatchObject({
      title: 'Årets Julklapp',
      slug: 'arets-julklapp',
      isActive: true,
      productCount: 4,
      sortOrder: Math.max(...before.map((row) => row.sort_order)) + 1,
    });
    expect(category.products.map((product) => product.id)).toEqual(chosen);
    expect((await list()).at(-1)?.id).toBe(category.id);
  });

  it('a reorder rewrites sort_order as 0..n-1 in the order given', async () => {
    const ids = (await list()).map((category) => category.id);
    const wanted = [ids[3]!, ...ids.filter((_, index) => index !== 3).reverse()];
    const answer = await reorder({ ids: wanted });
    expect(answer.status).toBe(200);
    expect((answer.data.categories as unknown as AdminCategory[]).map((category) => category.id)).toEqual(wanted);
    expect(await storedOrder()).toEqual(wanted.map((id, index) => ({ id, sort_order: index })));
    expect((await listHomepageCategories(test.db)).map((category) => category.id)).toEqual(wanted);
  });

  it('delete then add: the gap closes and the new category takes the last place', async () => {
    const ids = (await list()).map((category) => category.id);
    const gone = ids[2]!;
    const deleted = await remove(gone);
    expect(deleted.status).toBe(200);
    expect(deleted.data.deleted).toMatchObject({ id: gone });
    const rest = ids.filter((id) => id !== gone);
    expect(await storedOrder()).toEqual(rest.map((id, index) => ({ id, sort_order: index })));
    expect(await test.db.query('SELECT 1 FROM homepage_category_products WHERE category_id = $1', [gone])).toHaveLength(
      0,
    );

    const added = categoryOf(await create({ title: 'Nyinflyttade' }));
    expect(added.sortOrder).toBe(rest.length);
    expect(added.productCount).toBe(0);
    expect((await storedOrder()).map((row) => row.id)).toEqual([...rest, added.id]);
  });

  it('a reorder that does not name every category exactly once is refused', async () => {
    const ids = (await list()).map((category) => category.id);
    const message = /varje kategori precis en gång/;
    await refused(() => reorder({ ids: ids.slice(1) }), 400, message);
    await refused(() => reorder({ ids: [...ids, UNKNOWN_ID] }), 400, message);
    await refused(() => reorder({ ids: [ids[0], ...ids.slice(0, -1)] }), 400, message);
    await refused(() => reorder({ ids: [...ids.slice(0, -1), UNKNOWN_ID] }), 400, message);
    await refused(() => reorder({ ids: ['inte-ett-id'] }), 400);
    await refused(() => reorder({ ids: 'alla' }), 400);
    await refused(() => reorder({}), 400);
  });

  it('the selection takes up to 15 products, keeps their order, and refuses a 16th and a duplicate', async () => {
    const category = (await list())[0]!;
    const fifteen = await productIds(15, 20);
    const saved = await select(category.id, { productIds: fifteen });
    expect(saved.status).toBe(200);
    expect(categoryOf(saved).products.map((product) => product.id)).toEqual(fifteen);
    expect(categoryOf(saved).productCount).toBe(15);

    const max = 'Max antal: Du kan max välja 15 produkter per kategori';
    const sixteenth = (await productIds(1, 40))[0]!;
    await refused(() => select(category.id, { productIds: [...fifteen, sixteenth] }), 400, max);
    await refused(() => update(category.id, { title: category.title, productIds: [...fifteen, sixteenth] }), 400, max);
    await refused(() => create({ title: 'För många', productIds: [...fifteen, sixteenth] }), 400, max);

    const duplicate = 'Redan vald: Produkten är redan tillagd';
    await refused(() => select(category.id, { productIds: [fifteen[0], fifteen[1], fifteen[0]] }), 400, duplicate);
    await refused(() => create({ title: 'Dubbletter', productIds: [sixteenth, sixteenth] }), 400, duplicate);
  });

  it('an edit makes the slug from the new title and keeps the selection when none is sent', async () => {
    const category = (await list())[1]!;
    const answer = await update(category.id, { title: 'Bästa Vännen' });
    expect(answer.status).toBe(200);
    expect(categoryOf(answer)).toMatchObject({ title: 'Bästa Vännen', slug: 'basta-vannen' });
    expect(categoryOf(answer).products.map((product) => product.id)).toEqual(
      category.products.map((product) => product.id),
    );
    const emptied = await update(category.id, { title: 'Bästa Vännen', productIds: [] });
    expect(categoryOf(emptied).productCount).toBe(0);
  });

  it('hiding takes a category off the home page and showing brings it back', async () => {
    const category = (await list())[0]!;
    const hidden = await show(category.id, { active: false });
    expect(hidden.status).toBe(200);
    expect(categoryOf(hidden).isActive).toBe(false);
    expect((await listHomepageCategories(test.db)).map((row) => row.id)).not.toContain(category.id);
    expect((await list()).find((row) => row.id === category.id)?.isActive).toBe(false);
    const shown = await show(category.id, { active: true });
    expect(categoryOf(shown).isActive).toBe(true);
    expect((await listHomepageCategories(test.db)).map((row) => row.id)).toContain(category.id);
  });

  it("the dialog's product search (the admin search, 20 results) finds hidden products too", async () => {
    const search = async (q: string) => {
      const path = `/api/admin/products/search?q=${encodeURIComponent(q)}&limit=${CATEGORY_SEARCH_LIMIT}`;
      const { status, data } = await call(searchRoute, 'GET', path);
      expect(status).toBe(200);
      return data as unknown as { products: { id: string; isActive: boolean }[]; total: number };
    };
    const broad = await search('a');
    expect(broad.products).toHaveLength(20);
    expect(broad.total).toBeGreaterThan(20);

    const [hidden] = await test.db.query<{ id: string; title: string }>(
      `UPDATE products SET is_active = false WHERE id = (SELECT id FROM products ORDER BY id DESC LIMIT 1)
       RETURNING id::text, title`,
    );
    const found = await search(hidden!.title);
    expect(found.products.find((product) => product.id === hidden!.id)).toMatchObject({ isActive: false });
    await test.db.query('UPDATE products SET is_active = true WHERE id = $1', [hidden!.id]);
  });

  it('refuses each bad field with a Swedish message and changes nothing', async () => {
    const [category, other] = await list();
    const product = (await productIds(1))[0]!;
    const title = 'Titel måste fyllas i';
    // title
    await refused(() => create({}), 400, title);
    await refused(() => create({ title: '   ' }), 400, title);
    await refused(() => update(category!.id, { title: '' }), 400, title);
    await refused(() => create({ title: '?!' }), 400, 'Titeln måste innehålla minst en bokstav eller siffra');
    await refused(() => create({ title: 'x'.repeat(81) }), 400, 'Titeln får vara högst 80 tecken');
    await refused(() => create({ title: 42 }), 400);
    await refused(() => create({ title: 'Med\u0000nolla' }), 400);
    // slug clash, on create and on edit
    await refused(() => create({ title: `${other!.title.toUpperCase()}!` }), 409, /används redan av kategorin/);
    await refused(() => update(category!.id, { title: other!.title }), 409, /används redan av kategorin/);
    // products
    await refused(() => create({ title: 'Okänd produkt', productIds: [UNKNOWN_ID] }), 400, /finns inte längre/);
    await refused(() => select(category!.id, { productIds: [product, UNKNOWN_ID] }), 400, /finns inte längre/);
    await refused(() => create({ title: 'Fel id', productIds: ['abc'] }), 400);
    await refused(() => select(category!.id, { productIds: product }), 400);
    await refused(() => select(category!.id, {}), 400);
    // unknown fields and ids
    await refused(() => create({ title: 'Extra', sortOrder: 0 }), 400);
    await refused(() => update(UNKNOWN_ID, { title: 'Finns inte' }), 404, 'Kategorin finns inte');
    await refused(() => update('inte-ett-id', { title: 'Finns inte' }), 400);
    await refused(() => select(UNKNOWN_ID, { productIds: [] }), 404, 'Kategorin finns inte');
    await refused(() => remove(UNKNOWN_ID), 404, 'Kategorin finns inte');
    await refused(() => remove(category!.id, { id: category!.id }), 400);
    // visibility
    await refused(() => show(category!.id, { active: 'ja' }), 400);
    await refused(() => show(category!.id, {}), 400);
    await refused(() => show(UNKNOWN_ID, { active: true }), 404, 'Kategorin finns inte');
    // not JSON
    await refused(() => create('{"title": '), 400, 'Ogiltig JSON');
  });
});
