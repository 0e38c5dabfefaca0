import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/lib/security/headers.ts';
import { IMMUTABLE, withHeaders } from './serve.ts';

/** Stands in for the build's handler: a file, a missing file (404 page), a route that sets its own cache header. */
function site(req: IncomingMessage, res: ServerResponse): void {
  if (req.url === '/_astro/app.js') {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/javascript');
    res.end('export {};');
  } else if (req.url === '/_astro/app.js?stream') {
    res.setHeader('Content-Type', 'text/javascript');
    res.write('export ');
    res.end('{};');
  } else if (req.url === '/api/cached') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' });
    res.end('{}');
  } else {
    res.writeHead(404, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>404</title>');
  }
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(withHeaders(site));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the local server', () => {
  it('caches a hashed asset for a year when it is there', async () => {
    const response = await fetch(`${base}/_astro/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    const streamed = await fetch(`${base}/_astro/app.js?stream`);
    expect(streamed.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('does not cache a missing asset', async () => {
    const response = await fetch(`${base}/_astro/gone-1234.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('puts the security headers on pages, assets and API answers', async () => {
    for (const path of ['/', '/_astro/app.js', '/api/cached']) {
      const response = await fetch(`${base}${path}`);
      for (const [name, value] of Object.entries(securityHeaders(path))) {
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
  });

  it("keeps a route's own cache header and marks the admin no-store", async () => {
    expect((await fetch(`${base}/api/cached`)).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await fetch(`${base}/admin`)).headers.get('cache-control')).toBe('no-store');
  });
});
