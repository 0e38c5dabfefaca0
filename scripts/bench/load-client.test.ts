import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarise } from './http-load.ts';
import { runPlan } from './load-client.ts';

/** Answers /ok 200, /limited 429 and /boom 500. */
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const status = req.url === '/ok' ? 200 : req.url === '/limited' ? 429 : 500;
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the load run', () => {
  it('counts every answer by status, with its latency, and tells errors from rate limiting', async () => {
    const outcome = await runPlan({
      url: base,
      connections: 2,
      durationSeconds: 1,
      requests: [
        { method: 'GET', path: '/ok' },
        { method: 'GET', path: '/limited' },
        { method: 'GET', path: '/boom' },
      ],
    });
    const total = Object.values(outcome.statuses).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(outcome.latencies.length);
    expect(outcome.statuses[200]).toBeGreaterThan(0);
    expect(outcome.statuses[429]).toBeGreaterThan(0);
    expect(outcome.statuses[500]).toBeGreaterThan(0);
    expect(outcome.failures).toBe(0);

    const row = summarise({ name: 'test', requests: [], ok: [200], limited: [429] }, outcome);
    expect(row).toContain(`${outcome.statuses[500]} fel (500: ${outcome.statuses[500]}, utan svar: 0)`);
    expect(row).toContain(`varav ${outcome.statuses[200]} sparade (200) och ${outcome.statuses[429]} begränsade (429)`);
    const strict = summarise({ name: 'test', requests: [], ok: [200] }, outcome);
    expect(strict).toContain(`${(outcome.statuses[429] ?? 0) + (outcome.statuses[500] ?? 0)} fel`);
  });
});
