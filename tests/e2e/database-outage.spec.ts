/**
 * The database out of reach, on the production driver: the built site is served from this worker on a fresh
 * database of the real PostgreSQL server, reached through the Neon driver and a local WebSocket-to-TCP bridge (as
 * production reaches Neon). Then the bridge stops (connections refused), then its port swallows connections
 * without answering, then it comes back. Meanwhile every API route answers 503 JSON with the Swedish message and the
 * prerendered pages are served; afterwards the answers recover. Skipped, with the reason, where no PostgreSQL
 * server answers (PG_TEST_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { serveBuild } from '../../scripts/serve.ts';
import { seedDemo } from '../../src/dev/seed.server.ts';
import { sessionCookieName } from '../../src/features/admin/auth/session-cookie.ts';
import { setDb } from '../../src/lib/db/db.server.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { openNeon } from '../../src/lib/db/neon.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { DATABASE_UNREACHABLE_MESSAGE } from '../../src/lib/db/unreachable.ts';
import { PG_URL, reachable } from '../integration/helpers/engines.ts';
import { type Bridge, startWsBridge } from '../integration/helpers/ws-bridge.ts';

const OUT_DIR = new URL(`../../${process.env.PRESENTPILOT_OUT_DIR ?? 'dist/e2e'}/`, import.meta.url);

/** A port that accepts connections and never answers: a database behind a dead network path. */
async function blackHole(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface Call {
  name: string;
  path: string;
  init?: RequestInit;
  /** The status while the database is there. */
  upStatus: number;
}

test.describe('the database out of reach', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  let server: Server | undefined;
  let base = '';
  let bridge: Bridge | undefined;
  let bridgePort = 0;
  let admin: Db | undefined;
  let db: Db | undefined;
  let dbName = '';
  let calls: Call[] = [];
  const figures: string[] = [];

  // biome-ignore lint/correctness/noEmptyPattern: Playwright hooks take their fixtures as a pattern.
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one server-side run is enough: no browser in these tests');
    const ok = await reachable(PG_URL);
    if (!ok) console.warn(`[e2e] hoppar över databasavbrottet: ingen PostgreSQL-server på ${new URL(PG_URL).host}`);
    test.skip(!ok, `ingen PostgreSQL-server på ${new URL(PG_URL).host} (sätt PG_TEST_URL)`);
    bridge = await startWsBridge();
    bridgePort = Number(bridge.address.split(':')[1]);
    const options = { wsProxy: bridge.address, webSocketConstructor: WebSocket, max: 4 };
    admin = await openNeon(PG_URL, options);
    dbName = `presentpilot_outage_${process.pid}_${Date.now().toString(36)}`;
    await admin.exec(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    db = await openNeon(url.toString(), options);
    await migrate(db);
    await seedDemo(db);
    setDb(db);
    server = await serveBuild(new URL('server/entry.mjs', OUT_DIR).pathname, '127.0.0.1', 0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const [product] = await db.query<{ id: string }>('SELECT id FROM products WHERE is_active LIMIT 1');
    const json = { 'content-type': 'application/json' };
    const cookie = `${sessionCookieName(new URL(base))}=${'a'.repeat(43)}`;
    calls = [
      { name: 'sök', path: '/api/search?q=kaffe', upStatus: 200 },
      { name: 'produktlista', path: '/api/products?limit=12', upStatus: 200 },
      {
        name: 'chatt',
        path: '/api/chat',
        init: {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ messages: [{ role: 'user', content: 'Present till pappa som fiskar, max 500 kr' }] }),
        },
        upStatus: 200,
      },
      {
        name: 'klick',
        path: '/api/track',
        init: {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ productId: product?.id, event: 'click', source: 'browse' }),
        },
        upStatus: 201,
      },
      { name: 'admin (sessionen)', path: '/api/admin/session', init: { headers: { cookie } }, upStatus: 401 },
    ];
  });

  test.afterAll(async () => {
    if (figures.length) console.info(`[databasavbrott] svarstider:\n${figures.join('\n')}`);
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await db?.close().catch(() => undefined);
    await admin?.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin?.close().catch(() => undefined);
    await bridge?.close();
  });

  async function call({ path, init }: Call): Promise<{ status: number; ms: number; body: string; type: string }> {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, init);
    const body = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      body,
      type: response.headers.get('content-type') ?? '',
    };
  }

  async function expectAllUp(phase: string): Promise<void> {
    for (const item of calls) {
      const answer = await call(item);
      expect(answer.status, `${phase}: ${item.name}`).toBe(item.upStatus);
    }
  }

  async function expectAllUnreachable(phase: string): Promise<void> {
    for (const item of calls) {
      const answer = await call(item);
      figures.push(`  ${phase}, ${item.name}: ${answer.status} på ${answer.ms.toFixed(0)} ms`);
      expect(answer.status, `${phase}: ${item.name}`).toBe(503);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ error: DATABASE_UNREACHABLE_MESSAGE, code: 'database_unreachable' });
    }
  }

  async function expectPagesServed(phase: string): Promise<void> {
    for (const path of ['/', '/bla-igenom', '/om-oss']) {
      const answer = await call({ name: path, path, upStatus: 200 });
      expect(answer.status, `${phase}: ${path}`).toBe(200);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.body).toContain('Presentpilot');
    }
  }

  test('the API answers 503 JSON while the database is away, pages are served, and both recover', async () => {
    await expectAllUp('databasen nås');

    await bridge?.close();
    await expectAllUnreachable('bryggan stoppad');
    await expectPagesServed('bryggan stoppad');

    const hole = await blackHole(bridgePort);
    try {
      await expectAllUnreachable('anslutningar som aldrig svarar');
      await expectPagesServed('anslutningar som aldrig svarar');
    } finally {
      await hole.close();
    }

    bridge = await startWsBridge(bridgePort);
    await expectAllUp('bryggan tillbaka');
  });
});
