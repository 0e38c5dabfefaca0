import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertProducts } from '../../src/features/catalogue/catalogue-write.server.ts';
import { closeDb, setDb } from '../../src/lib/db/db.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { POST } from '../../src/pages/api/track.ts';
import { engines } from './helpers/engines.ts';

const ACTIVE = '11111111-1111-5111-8111-111111111111';
const HIDDEN = '22222222-2222-5222-8222-222222222222';
const UNKNOWN = '33333333-3333-5333-8333-333333333333';

function product(id: string, active: boolean) {
  return {
    id,
    title: `Produkt ${id.slice(0, 4)}`,
    description: 'En fin present',
    price_value: 199,
    merchant: 'Testbutiken',
    merchant_pid: id,
    image_url: null,
    product_url: 'https://example.se/p',
    category_path: ['Hem'],
    tags: [],
    source: 'test',
    is_active: active,
  };
}

function post(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const request = new Request('http://localhost/api/track', { method: 'POST', body, headers });
  return POST({ request } as APIContext);
}

for (const engine of await engines()) {
  describe.skipIf(engine.unavailable !== null)(`POST /api/track on ${engine.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ db, dispose } = await engine.open());
      await upsertProducts(db, [product(ACTIVE, true), product(HIDDEN, false)]);
      setDb(db);
    });
    afterAll(async () => {
      await dispose();
      await closeDb().catch(() => undefined);
    });

    const events = () =>
      db.query<{ product_id: string; event_type: string; source: string }>(
        'SELECT product_id::text, event_type, source FROM product_statistics ORDER BY id',
      );

    it('stores a click and a view with their source and nothing about the visitor', async () => {
      const click = await post(JSON.stringify({ productId: ACTIVE, event: 'click', source: 'random-gift' }));
      expect(click.status).toBe(201);
      const view = await post(JSON.stringify({ productId: ACTIVE, event: 'view', source: 'browse' }));
      expect(view.status).toBe(201);
      expect(await events()).toEqual([
        { product_id: ACTIVE, event_type: 'click', source: 'random-gift' },
        { product_id: ACTIVE, event_type: 'view', source: 'browse' },
      ]);
      const columns = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'product_statistics' ORDER BY 1`,
      );
      expect(columns.map((c) => c.column_name)).toEqual(['event_type', 'id', 'product_id', 'source', 'timestamp']);
    });

    it('answers a bad body with 400 and a Swedish message, changing nothing', async () => {
      const before = (await events()).length;
      for (const body of [
        '{"productId":"nope","event":"click","source":"browse"}',
        JSON.stringify({ productId: ACTIVE, event: 'buy', source: 'browse' }),
        JSON.stringify({ productId: ACTIVE, event: 'click', source: 'browse', visitorId: 'abc' }),
        '{not json',
        '',
      ]) {
        const response = await post(body);
        expect(response.status).toBe(400);
        const payload = (await response.json()) as { error: string };
        expect(payload.error).toMatch(/Ogiltig|Tom förfrågan/);
      }
      expect((await events()).length).toBe(before);
    });

    it('answers 404 for an unknown or inactive product and 413 for a body over 4 KB', async () => {
      for (const id of [UNKNOWN, HIDDEN]) {
        const response = await post(JSON.stringify({ productId: id, event: 'click', source: 'browse' }));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'Produkten finns inte' });
      }
      const big = JSON.stringify({ productId: ACTIVE, event: 'click', source: 'browse', pad: 'x'.repeat(5000) });
      expect((await post(big)).status).toBe(413);
    });

    it('accepts a sendBeacon body sent as text/plain', async () => {
      const response = await post(JSON.stringify({ productId: ACTIVE, event: 'click', source: 'saved-gifts' }), {
        'content-type': 'text/plain;charset=UTF-8',
      });
      expect(response.status).toBe(201);
    });
  });
}
