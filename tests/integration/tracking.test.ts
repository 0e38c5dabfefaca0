import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { upsertProducts } from '../../src/features/catalogue/product-write.server.ts';
import { countTrackEvent } from '../../src/features/tracking/track-limit.server.ts';
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

function click(clientAddress: string) {
  const request = new Request('http://localhost/api/track', {
    method: 'POST',
    body: JSON.stringify({ productId: ACTIVE, event: 'click', source: 'browse' }),
    headers: { 'content-type': 'application/json' },
  });
  return POST({ request, clientAddress } as APIContext);
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

    describe('the per-client limit', () => {
      afterEach(() => {
        vi.useRealTimers();
      });

      it('stores 60 clicks a minute from one client and answers the 61st 429, other clients unaffected', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-11-23T20:30:12Z'));
        const before = (await events()).length;
        for (let index = 0; index < 60; index++) expect((await click('203.0.113.7')).status).toBe(201);
        const refused = await click('203.0.113.7');
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe('48');
        expect(await refused.json()).toEqual({ error: 'För många klick på kort tid. Vänta en stund och försök igen.' });
        expect((await events()).length).toBe(before + 60);
        expect((await click('2001:db8::1')).status).toBe(201);

        vi.setSystemTime(new Date('2026-11-23T20:31:00Z'));
        expect((await click('203.0.113.7')).status).toBe(201);
        expect((await events()).length).toBe(before + 62);
      });

      it('keeps a keyed hash per client and window, never the address, and deletes ended windows', async () => {
        // 30 s into a minute an hour from now: after every window the earlier tests opened.
        const now = Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000 + 30_000;
        await countTrackEvent(db, '198.51.100.23', now);
        await countTrackEvent(db, '198.51.100.23', now + 1000);
        const rows = await db.query<Record<string, unknown>>(
          'SELECT client_key, window_start::text AS window_start, events FROM track_rate_windows',
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]?.events).toBe(2);
        expect(rows[0]?.client_key).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(rows)).not.toContain('198.51.100');

        const next = await countTrackEvent(db, '198.51.100.23', now + 60_000);
        expect(next).toEqual({ allowed: true, count: 1, retryAfterSeconds: 30 });
        const left = await db.query<{ client_key: string }>('SELECT client_key FROM track_rate_windows');
        expect(left).toHaveLength(1);
        expect(left[0]?.client_key).not.toBe(rows[0]?.client_key);
      });
    });

    it('accepts a sendBeacon body sent as text/plain', async () => {
      const response = await post(JSON.stringify({ productId: ACTIVE, event: 'click', source: 'saved-gifts' }), {
        'content-type': 'text/plain;charset=UTF-8',
      });
      expect(response.status).toBe(201);
    });
  });
}
