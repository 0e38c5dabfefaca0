import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertProducts } from '../../src/features/catalogue/product-write.server.ts';
import { changeStream, currentChangeCursor, listChangesSince } from '../../src/features/live/changes.server.ts';
import { decodeCursor, type ProductChange } from '../../src/features/live/changes.ts';
import { closeDb, setDb } from '../../src/lib/db/db.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { GET } from '../../src/pages/api/products/changes.ts';
import { engines } from './helpers/engines.ts';

const A = '11111111-1111-5111-8111-111111111111';
const B = '22222222-2222-5222-8222-222222222222';

function product(id: string, title: string) {
  return {
    id,
    title,
    description: 'En fin present',
    price_value: 299,
    merchant: 'Testbutiken',
    merchant_pid: id,
    image_url: null,
    product_url: 'https://example.se/p',
    category_path: ['Hem'],
    tags: [],
    source: 'test',
  };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

for (const engine of await engines()) {
  describe.skipIf(engine.unavailable !== null)(`the product change feed on ${engine.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let built: string;

    beforeAll(async () => {
      ({ db, dispose } = await engine.open());
      await upsertProducts(db, [product(A, 'Kaffekopp')]);
      built = await currentChangeCursor(db);
      setDb(db);
    });
    afterAll(async () => {
      await dispose();
      await closeDb().catch(() => undefined);
    });

    it('has nothing after the build cursor until a product changes', async () => {
      expect(decodeCursor(built)?.id).toBe(A);
      expect((await listChangesSince(db, decodeCursor(built)!)).changes).toEqual([]);
    });

    it('lists an update, a new product and a deactivation after the cursor, with a resumable cursor', async () => {
      await db.query(`UPDATE products SET title = 'Kaffekopp XL' WHERE id = $1`, [A]);
      await upsertProducts(db, [product(B, 'Tekanna')]);
      const first = await listChangesSince(db, decodeCursor(built)!);
      expect(first.changes.map((c) => [c.id, c.active])).toEqual([
        [A, true],
        [B, true],
      ]);
      const updated = first.changes[0] as Extract<ProductChange, { active: true }>;
      expect(updated.product.title).toBe('Kaffekopp XL');

      await db.query('UPDATE products SET is_active = false WHERE id = $1', [A]);
      const second = await listChangesSince(db, decodeCursor(first.cursor)!);
      expect(second.changes).toEqual([{ id: A, active: false }]);
      expect((await listChangesSince(db, decodeCursor(second.cursor)!)).changes).toEqual([]);
    });

    it('pages through many changes with `more`', async () => {
      const page = await listChangesSince(db, decodeCursor(built)!, 1);
      expect(page.more).toBe(true);
      expect(page.changes).toHaveLength(1);
    });

    it('streams the changes as server-sent events that end, and answers JSON once', async () => {
      const text = await readAll(changeStream(db, decodeCursor(built)!, { durationMs: 50, pollMs: 20 }));
      expect(text).toMatch(/^retry: \d+/);
      expect(text).toContain('event: change');
      expect(text).toContain(`"id":"${A}","active":false`);
      expect(text).toMatch(/event: end/);

      const url = new URL(`http://localhost/api/products/changes?format=json&cursor=${encodeURIComponent(built)}`);
      const response = await GET({ url, request: new Request(url) } as APIContext);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { changes: ProductChange[]; cursor: string };
      expect(body.changes.map((c) => c.id).sort()).toEqual([A, B].sort());
    });

    it('resumes from Last-Event-ID and rejects a bad cursor with 400', async () => {
      const latest = await currentChangeCursor(db);
      const url = new URL(`http://localhost/api/products/changes?format=json&cursor=${encodeURIComponent(built)}`);
      const resumed = await GET({
        url,
        request: new Request(url, { headers: { 'last-event-id': latest } }),
      } as APIContext);
      expect(((await resumed.json()) as { changes: unknown[] }).changes).toEqual([]);

      const bad = new URL('http://localhost/api/products/changes?cursor=igår');
      const response = await GET({ url: bad, request: new Request(bad) } as APIContext);
      expect(response.status).toBe(400);
    });
  });
}
