/**
 * A server database that is wrong or goes away, on node-postgres: a DATABASE_URL naming a port where nothing
 * listens, an unknown host, user or database makes every API route answer 503 JSON with the Swedish message (and
 * the start scripts say why, naming DATABASE_URL); a database that goes away (a TCP proxy in front of the real
 * server stops) is answered 503 while it is away and answers again once it is back, without reopening anything; a
 * server slow to open connections (a busy machine) is waited for once it has answered, and a connection that takes
 * too long to open is a 503, not a 500.
 * Skipped, with the reason, where no PostgreSQL server answers (PG_TEST_URL).
 */

import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, openServerDatabase, setDb } from '../../src/lib/db/db.server.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { openPg, PG_CONNECT_TIMEOUT_MS } from '../../src/lib/db/pg.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { DATABASE_UNREACHABLE_MESSAGE } from '../../src/lib/db/unreachable.ts';
import { resetEnv } from '../../src/lib/env.ts';
import { GET as listRoute } from '../../src/pages/api/products/index.ts';
import { PG_URL, reachable } from './helpers/engines.ts';

const serverUp = await reachable(PG_URL);
if (!serverUp)
  console.warn(`[integration] hoppar över databasfelen: ingen PostgreSQL-server på ${new URL(PG_URL).host}`);

function listProducts(): Promise<Response> {
  const url = new URL('/api/products?limit=1', 'http://localhost');
  return Promise.resolve(listRoute({ url, params: {}, request: new Request(url) } as unknown as APIContext));
}

/** A TCP proxy on 127.0.0.1 in front of the PostgreSQL server; stopping it drops every connection through it. */
class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  private readonly target: { host: string; port: number };

  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  /** Milliseconds each new connection waits before it reaches the server (a busy machine starting a backend). */
  delayMs = 0;

  async start(): Promise<void> {
    const server = createServer((client) => {
      this.sockets.add(client);
      client.on('error', () => undefined);
      client.on('close', () => this.sockets.delete(client));
      client.pause();
      const join = () => {
        if (client.destroyed) return;
        const upstream = tcpConnect(this.target.port, this.target.host);
        this.sockets.add(upstream);
        upstream.on('error', () => undefined);
        upstream.on('close', () => this.sockets.delete(upstream));
        client.pipe(upstream).pipe(client);
        client.resume();
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      };
      if (this.delayMs > 0) setTimeout(join, this.delayMs);
      else join();
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A URL on the test server with another host, port, user or database. */
function variant(change: Partial<Pick<URL, 'hostname' | 'port' | 'username' | 'pathname'>>): string {
  return Object.assign(new URL(PG_URL), change).toString();
}

/** A port nothing listens on: taken, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.skipIf(!serverUp)('a wrong DATABASE_URL on node-postgres', () => {
  const saved = process.env.DATABASE_URL;
  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = saved;
    resetEnv();
  });

  const cases: [string, () => Promise<string>][] = [
    ['a port where nothing listens', async () => variant({ port: String(closedPort) })],
    ['an unknown host', async () => variant({ hostname: 'databasen-finns-inte.invalid' })],
    ['an unknown user', async () => variant({ username: 'presentpilot_ingen_sadan' })],
    ['an unknown database', async () => variant({ pathname: '/presentpilot_ingen_sadan' })],
  ];
  let closedPort = 0;
  beforeAll(async () => {
    closedPort = await freePort();
  });

  for (const [name, urlOf] of cases) {
    it(`${name}: the API answers 503 JSON, and opening it says why, naming DATABASE_URL`, async () => {
      const url = await urlOf();
      await closeDb();
      process.env.DATABASE_URL = url;
      resetEnv();
      const response = await listProducts();
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: DATABASE_UNREACHABLE_MESSAGE, code: 'database_unreachable' });
      const db = await openServerDatabase(url);
      try {
        await expect(migrate(db)).rejects.toThrow(/^Databasen går inte att nå \(.+\)\. Kontrollera DATABASE_URL/);
      } finally {
        await db.close();
      }
    });
  }
});

describe.skipIf(!serverUp)('a server database that goes away and comes back, on node-postgres', () => {
  const server = new URL(PG_URL);
  const proxy = new TcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const name = `presentpilot_test_outage_${process.pid}_${Date.now().toString(36)}`;
  let admin: Db | undefined;
  let db: Db | undefined;

  beforeAll(async () => {
    admin = await openPg(PG_URL, { max: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    await proxy.start();
    // The product's own pool and timeouts, through the proxy.
    db = await openPg(variant({ port: String(proxy.port), pathname: `/${name}` }));
    await migrate(db);
    setDb(db);
  });

  afterAll(async () => {
    await proxy.stop();
    await closeDb();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
  });

  it('answers, then 503 JSON while the database is away, then answers again with the same pool', async () => {
    expect((await listProducts()).status).toBe(200);
    await proxy.stop();
    for (let i = 0; i < 3; i++) {
      const away = await listProducts();
      expect(away.status).toBe(503);
      expect(away.headers.get('retry-after')).toBe('5');
      expect((await away.json()).error).toBe(DATABASE_UNREACHABLE_MESSAGE);
    }
    await proxy.start();
    const back = await listProducts();
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ count: 0 });
  });

  it('a server slow to open connections: once it has answered, new connections wait for it instead of failing', async () => {
    const database = db as Db;
    // Warm: the pool has reached the server. Then every new connection takes longer than the quick bound.
    await database.query('SELECT 1');
    proxy.delayMs = PG_CONNECT_TIMEOUT_MS * 2;
    try {
      // More at once than the pool holds open: new connections, each slow to open, and queued queries.
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => database.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.05)', [i])),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      // A fresh pool has never seen the server: the quick bound holds, and the failure is a 503, never a 500.
      const fresh = await openPg(variant({ port: String(proxy.port), pathname: `/${name}` }));
      try {
        await expect(fresh.query('SELECT 1')).rejects.toMatchObject({ name: 'DatabaseUnreachableError' });
      } finally {
        await fresh.close();
      }
    } finally {
      proxy.delayMs = 0;
    }
  });

  it('a transaction cut off mid-way is rolled back and reported as unreachable; the next one works', async () => {
    const database = db as Db;
    await database.query(`CREATE TABLE outage_probe (n int)`);
    const cut = database.transaction(async (tx) => {
      await tx.query('INSERT INTO outage_probe VALUES (1)');
      await proxy.stop();
      await tx.query('INSERT INTO outage_probe VALUES (2)');
    });
    await expect(cut).rejects.toMatchObject({ name: 'DatabaseUnreachableError' });
    await proxy.start();
    await database.transaction(async (tx) => {
      await tx.query('INSERT INTO outage_probe VALUES (3)');
    });
    expect(await database.query('SELECT n FROM outage_probe ORDER BY n')).toEqual([{ n: 3 }]);
  });
});
