import type { APIRoute } from 'astro';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { AdminCounts, AdminProduct, AdminProductPage } from '../../src/features/catalogue/admin/products.ts';
import { ADMIN_SORTS, compareSvNames, svSortKey } from '../../src/features/catalogue/admin/products.ts';
import { GET as countsRoute } from '../../src/pages/api/admin/counts.ts';
import { PATCH as updateRoute } from '../../src/pages/api/admin/products/[id].ts';
import { GET as exportRoute } from '../../src/pages/api/admin/products/export.ts';
import { GET as listRoute } from '../../src/pages/api/admin/products/index.ts';
import { GET as merchantsRoute } from '../../src/pages/api/admin/products/merchants.ts';
import { GET as searchRoute } from '../../src/pages/api/admin/products/search.ts';
import { POST as visibilityRoute } from '../../src/pages/api/admin/products/visibility.ts';
import { adminContext } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const call = (route: APIRoute, method: string, path: string, body?: unknown, params: Record<string, string> = {}) =>
  route(adminContext(method, path, body, params));

async function jsonOf<T>(response: Response | Promise<Response>): Promise<{ status: number; data: T }> {
  const res = await response;
  return { status: res.status, data: (await res.json()) as T };
}

const page = (query: string) => jsonOf<AdminProductPage>(call(listRoute, 'GET', `/api/admin/products${query}`));
const search = (q: string) =>
  jsonOf<AdminProductPage>(call(searchRoute, 'GET', `/api/admin/products/search?q=${encodeURIComponent(q)}`));
const visibility = (body: unknown) => jsonOf<{ updated: number }>(call(visibilityRoute, 'POST', '/x', body));
const update = (id: string, body: unknown) =>
  jsonOf<{ product: AdminProduct; error?: string }>(call(updateRoute, 'PATCH', `/x/${id}`, body, { id }));

const SWEDISH_TITLES = ['Öl-glas Test', 'ägg-kopp Test', 'Zebra-mugg Test', 'Åsna-gosedjur Test', 'apelsin-press Test'];

describe('admin products API (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();

  async function scalar(sql: string, params: (string | boolean)[] = []): Promise<number> {
    const [row] = await test.db.query<{ n: number }>(sql, params);
    return row?.n ?? -1;
  }

  it('counts the five counters as the table does', async () => {
    await test.db.query(
      `UPDATE products SET trend_score = 3 WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 4)`,
    );
    await test.db.query(`UPDATE products SET is_active = false, ai_rejection_reason = 'Inte en present'
                          WHERE id IN (SELECT id FROM products ORDER BY id DESC LIMIT 7)`);
    await test.db.query(
      `UPDATE products SET needs_tagging = true WHERE id IN (SELECT id FROM products ORDER BY title LIMIT 5)`,
    );
    const { status, data } = await jsonOf<AdminCounts>(call(countsRoute, 'GET', '/api/admin/counts'));
    expect(status).toBe(200);
    expect(data).toEqual({
      total: await scalar('SELECT count(*)::int AS n FROM products'),
      active: await scalar('SELECT count(*)::int AS n FROM products WHERE is_active'),
      trends: await scalar(
        'SELECT count(*)::int AS n FROM products WHERE is_active AND (trend_score > 0 OR trend_boost > 0)',
      ),
      needsTagging: await scalar('SELECT count(*)::int AS n FROM products WHERE needs_tagging'),
      hidden: await scalar('SELECT count(*)::int AS n FROM products WHERE NOT is_active'),
      cursor: expect.any(String),
    });
    expect(data.hidden).toBe(7);
    expect(data.total).toBe(data.active + data.hidden);
  });

  it('lists every filter with its total, hidden rows with the rejection reason', async () => {
    for (const [filter, where] of [
      ['all', 'true'],
      ['active', 'is_active'],
      ['hidden', 'NOT is_active'],
      ['needs_tagging', 'needs_tagging'],
    ] as const) {
      const { status, data } = await page(`?filter=${filter}&limit=50`);
      expect(status).toBe(200);
      expect(data.total).toBe(await scalar(`SELECT count(*)::int AS n FROM products WHERE ${where}`));
      expect(data.products.length).toBe(Math.min(50, data.total));
      if (filter === 'active') expect(data.products.every((product) => product.isActive)).toBe(true);
      if (filter === 'hidden') {
        expect(data.products.every((product) => !product.isActive)).toBe(true);
        expect(data.products[0]?.aiRejectionReason).toBe('Inte en present');
      }
      if (filter === 'needs_tagging') expect(data.products.every((product) => product.needsTagging)).toBe(true);
    }
  });

  it('filters by merchant and lists the merchants with their counts', async () => {
    const { data } = await jsonOf<{ merchants: { name: string; count: number }[] }>(
      call(merchantsRoute, 'GET', '/api/admin/products/merchants'),
    );
    expect(data.merchants.length).toBeGreaterThan(1);
    const first = data.merchants[0]!;
    const list = await page(`?merchant=${encodeURIComponent(first.name)}&limit=50`);
    expect(list.data.total).toBe(first.count);
    expect(list.data.products.every((product) => product.merchant === first.name)).toBe(true);
  });

  it('pages through a list without gaps or repeats', async () => {
    const total = (await page('?filter=all&limit=1')).data.total;
    const seen = new Set<string>();
    for (let offset = 0; offset < total; offset += 50) {
      const { data } = await page(`?filter=all&sort=newest&offset=${offset}&limit=50`);
      for (const product of data.products) seen.add(product.id);
    }
    expect(seen.size).toBe(total);
    expect((await page('?limit=-1')).status).toBe(400);
    expect((await page('?sort=random')).status).toBe(400);
    expect((await page('?filter=deleted')).status).toBe(400);
  });

  it('sorts newest, by price both ways and by name the Swedish way (å ä ö after z)', async () => {
    await test.db.query(
      `INSERT INTO products (title, merchant, merchant_pid, product_url, price_value, created_at)
       SELECT t, 'Testbutiken', 'sv-' || i, 'https://example.se/' || i, 100 + i, now() + make_interval(secs => i)
         FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)`,
      [SWEDISH_TITLES],
    );
    const all = async (sort: string) => {
      const out: AdminProduct[] = [];
      for (let offset = 0; ; offset += 50) {
        const { data } = await page(`?sort=${sort}&offset=${offset}&limit=50`);
        out.push(...data.products);
        if (offset + 50 >= data.total) return out;
      }
    };
    for (const sort of ADMIN_SORTS) {
      const rows = await all(sort);
      const expected = [...rows];
      if (sort === 'newest') expected.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : -1));
      if (sort === 'price_asc')
        expected.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || (a.id < b.id ? -1 : 1));
      if (sort === 'price_desc')
        expected.sort((a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity) || (a.id < b.id ? 1 : -1));
      if (sort === 'name') expected.sort(compareSvNames);
      expect(
        rows.map((row) => row.id),
        sort,
      ).toEqual(expected.map((row) => row.id));
    }
    const names = (await all('name')).map((row) => row.title).filter((title) => SWEDISH_TITLES.includes(title));
    expect(names).toEqual([
      'apelsin-press Test',
      'Zebra-mugg Test',
      'Åsna-gosedjur Test',
      'ägg-kopp Test',
      'Öl-glas Test',
    ]);
    const newest = (await page('?sort=newest&limit=1')).data.products[0];
    expect(newest?.title).toBe('apelsin-press Test');
  });

  it('keeps the SQL name key and its TypeScript twin the same', async () => {
    const samples = [...SWEDISH_TITLES, 'ÅÄÖ åäö', 'Café Müsli', 'Æble Øl', 'ABC xyz 123 {|}', 'ß ñ ç'];
    const rows = await test.db.query<{ key: string }>('SELECT pp_sv_sort_key(t) AS key FROM unnest($1::text[]) t', [
      samples,
    ]);
    expect(rows.map((row) => row.key)).toEqual(samples.map(svSortKey));
  });

  it('searches the whole database by title or merchant, any case, hidden products included, at most 200', async () => {
    const [hidden] = await test.db.query<{ id: string; title: string }>(
      'SELECT id::text, title FROM products WHERE NOT is_active ORDER BY id LIMIT 1',
    );
    const word = hidden!.title.slice(0, 6).toUpperCase();
    const found = await search(word);
    expect(found.status).toBe(200);
    expect(found.data.products.map((product) => product.id)).toContain(hidden!.id);
    expect(found.data.total).toBe(
      await scalar('SELECT count(*)::int AS n FROM products WHERE title ILIKE $1 OR merchant ILIKE $1', [`%${word}%`]),
    );
    const byMerchant = await search('testbutiken');
    expect(byMerchant.data.total).toBe(SWEDISH_TITLES.length);
    const everything = await search('e');
    expect(everything.data.products.length).toBeLessThanOrEqual(200);
    expect(everything.data.total).toBeGreaterThan(0);
    expect((await search('100%')).data.total).toBe(0);
    expect((await search('   ')).status).toBe(400);
  });

  it('shows and hides by ids and by a whole filter, counting the rows touched', async () => {
    const ids = (await page('?filter=active&limit=3')).data.products.map((product) => product.id);
    expect(await visibility({ ids, active: false })).toEqual({ status: 200, data: { updated: 3 } });
    expect(await visibility({ ids, active: false })).toEqual({ status: 200, data: { updated: 0 } });
    expect(
      await scalar('SELECT count(*)::int AS n FROM products WHERE id = ANY($1::uuid[]) AND is_active', [ids as never]),
    ).toBe(0);

    const activeOfMerchant = await scalar(
      `SELECT count(*)::int AS n FROM products WHERE merchant = 'Testbutiken' AND is_active`,
    );
    expect(await visibility({ scope: { filter: 'active', merchant: 'Testbutiken' }, active: false })).toEqual({
      status: 200,
      data: { updated: activeOfMerchant },
    });
    expect(await scalar(`SELECT count(*)::int AS n FROM products WHERE merchant = 'Testbutiken' AND is_active`)).toBe(
      0,
    );
    expect(await visibility({ scope: { q: 'Testbutiken' }, active: true })).toEqual({
      status: 200,
      data: { updated: SWEDISH_TITLES.length },
    });
    const hiddenBefore = await scalar('SELECT count(*)::int AS n FROM products WHERE NOT is_active');
    expect(await visibility({ scope: { filter: 'hidden' }, active: true })).toEqual({
      status: 200,
      data: { updated: hiddenBefore },
    });
    expect(await scalar('SELECT count(*)::int AS n FROM products WHERE NOT is_active')).toBe(0);

    const before = await databaseChecksum(test.db);
    for (const bad of [{}, { ids: [], active: false }, { ids: ['nope'], active: true }, { ids, active: 'no' }, '[']) {
      expect((await visibility(bad)).status).toBe(400);
    }
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('saves the edit dialog, recomputing the price bucket and the search vector', async () => {
    const [row] = await test.db.query<{ id: string }>('SELECT id::text FROM products ORDER BY id LIMIT 1');
    const id = row!.id;
    const body = {
      title: 'Handgjord Ölkorg',
      price: '1 299,50',
      description: 'Flätad av björkris',
      to_whom: ['pappa', 'vän'],
      age_groups: ['vuxen'],
      interests: ['matlagning', 'trädgård'],
      occasions: ['fars-dag'],
      themes: ['hållbart'],
      is_active: false,
      needs_tagging: true,
    };
    const saved = await update(id, body);
    expect(saved.status).toBe(200);
    expect(saved.data.product).toMatchObject({
      title: 'Handgjord Ölkorg',
      price: 1299.5,
      toWhom: ['pappa', 'vän'],
      interests: ['matlagning', 'trädgård'],
      isActive: false,
      needsTagging: true,
    });
    const [stored] = await test.db.query<{ price_bucket: string; found: boolean }>(
      `SELECT price_bucket, search_vector @@ to_tsquery('pp_swedish', 'ölkorg') AS found FROM products WHERE id = $1`,
      [id],
    );
    expect(stored).toEqual({ price_bucket: '1000-plus', found: true });
    expect((await update(id, { ...body, price: '150' })).status).toBe(200);
    const [cheaper] = await test.db.query<{ price_bucket: string }>('SELECT price_bucket FROM products WHERE id = $1', [
      id,
    ]);
    expect(cheaper?.price_bucket).toBe('under-200');

    const before = await databaseChecksum(test.db);
    for (const bad of [
      { ...body, price: '-5' },
      { ...body, price: 'gratis' },
      { ...body, interests: ['fiske'] },
      { ...body, to_whom: ['Mamma'] },
      { ...body, title: '' },
      { ...body, is_active: 'ja' },
      {},
    ]) {
      const answer = await update(id, bad);
      expect(answer.status).toBe(400);
    }
    expect((await update(id, { ...body, price: '-5' })).data.error).toBe('Ogiltiga uppgifter');
    expect(await databaseChecksum(test.db)).toEqual(before);
    expect((await update('00000000-0000-4000-8000-00000000beef', body)).status).toBe(404);
  });

  it('exports CSV with a BOM, the five columns, escaped formulas and å/ä/ö intact, in chunks', async () => {
    await test.db.query(
      `INSERT INTO products (title, merchant, merchant_pid, product_url, price_value, is_active)
       VALUES ('=HYPERLINK("https://evil.example")', 'Testbutiken', 'evil', 'https://example.se/evil', 10, true),
              ('Räksmörgås för två', 'Åhléns', 'raksmorgas', 'https://example.se/r', 1299.5, false)`,
    );
    const response = await call(exportRoute, 'GET', '/api/admin/products/export?filter=all');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="produkter-alla-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Titel', 'Pris (SEK)', 'Butik', 'Aktiv', 'Länk']);
    expect(rows.length - 1).toBe(await scalar('SELECT count(*)::int AS n FROM products'));
    expect(rows).toContainEqual([
      '\'=HYPERLINK("https://evil.example")',
      '10.00',
      'Testbutiken',
      'Ja',
      'https://example.se/evil',
    ]);
    expect(rows).toContainEqual(['Räksmörgås för två', '1299.50', 'Åhléns', 'Nej', 'https://example.se/r']);

    const hidden = await call(exportRoute, 'GET', '/api/admin/products/export?filter=hidden');
    const hiddenRows = parse(await hidden.text(), { bom: true }) as string[][];
    expect(hiddenRows.slice(1).every((cells) => cells[3] === 'Nej')).toBe(true);
    expect(hiddenRows.length - 1).toBe(await scalar('SELECT count(*)::int AS n FROM products WHERE NOT is_active'));
    expect((await call(exportRoute, 'GET', '/api/admin/products/export?filter=nope')).status).toBe(400);
  });

  it('reads the export in small keyset chunks without losing or repeating rows', async () => {
    const { exportRows } = await import('../../src/features/catalogue/admin/products.server.ts');
    const ids: string[] = [];
    let chunks = 0;
    for await (const chunk of exportRows(test.db, { filter: 'all' }, 7)) {
      chunks += 1;
      expect(chunk.length).toBeLessThanOrEqual(7);
      ids.push(...chunk.map((row) => row.title + row.productUrl));
    }
    const total = await scalar('SELECT count(*)::int AS n FROM products');
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
    expect(chunks).toBe(Math.ceil(total / 7));
  });

  it('keeps the tallies behind the counters (per type too) equal to the table through inserts, upserts, updates and deletes', async () => {
    const fresh = () =>
      test.db.query(
        `SELECT merchant, is_active, needs_tagging, (trend_score > 0 OR trend_boost > 0) AS trending, product_type,
                count(*)::int AS n
           FROM products GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
      );
    const kept = () =>
      test.db.query(
        `SELECT merchant, is_active, needs_tagging, trending, product_type, n::int AS n FROM product_tallies
          WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5`,
      );
    await test.db.query(
      `INSERT INTO products (title, merchant, merchant_pid, product_url, trend_boost)
       SELECT 'Räkneprodukt ' || i, 'Räknebutiken', 'r-' || i, 'https://example.se/r' || i, (i % 2)::real
         FROM generate_series(1, 30) i`,
    );
    await test.db.query(
      `INSERT INTO products (title, merchant, merchant_pid, product_url, is_active)
       SELECT 'Räkneprodukt ' || i, 'Räknebutiken', 'r-' || i, 'https://example.se/r' || i, false
         FROM generate_series(25, 40) i
       ON CONFLICT (merchant, merchant_pid) DO UPDATE SET is_active = excluded.is_active`,
    );
    await test.db.query(`UPDATE products SET needs_tagging = NOT needs_tagging WHERE merchant = 'Räknebutiken'`);
    await test.db.query(`UPDATE products SET merchant = 'Räknebutiken 2' WHERE merchant_pid IN ('r-1', 'r-2')`);
    await test.db.query(`UPDATE products SET product_type = 'vin' WHERE merchant_pid IN ('r-3', 'r-4', 'r-25')`);
    await test.db.query(`DELETE FROM products WHERE merchant_pid LIKE 'r-1%'`);
    expect(await kept()).toEqual(await fresh());
    const { data } = await jsonOf<AdminCounts>(call(countsRoute, 'GET', '/api/admin/counts'));
    expect(data.total).toBe(await scalar('SELECT count(*)::int AS n FROM products'));
    expect(data.trends).toBe(
      await scalar('SELECT count(*)::int AS n FROM products WHERE is_active AND (trend_score > 0 OR trend_boost > 0)'),
    );
  });
});
