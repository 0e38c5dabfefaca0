import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, json, readJsonBody } from '../src/lib/http.ts';
import { securityHeaders } from '../src/lib/security/headers.ts';
import { BODY_TIMEOUT_MESSAGE, guardRequestBody, IMMUTABLE, withHeaders } from './serve.ts';

/** An API route the way the Node adapter runs one: the body streamed into a Request, read with a 32 KB limit. */
async function echo(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const request = new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req as unknown as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const response = await readJsonBody(request, 32 * 1024).then(
    (body) => json({ body }),
    (error: unknown) => errorResponse(error),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(await response.text());
}

/** Stands in for the build's handler: a file, a missing file (404 page), a route that sets its own cache header. */
function site(req: IncomingMessage, res: ServerResponse): void {
  if (req.url === '/api/echo') {
    void echo(req, res);
  } else if (req.url === '/_astro/app.js') {
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

/**
 * Sends a chunked POST of `kilobytes` 1 KB chunks and then nothing more (the body never ends); resolves with what
 * came back, how long the first byte and the close took, or null for each that did not happen within `waitMs`.
 */
function stalledUpload(port: number, kilobytes: number, waitMs = 5000) {
  return new Promise<{ text: string; answeredMs: number | null; closedMs: number | null }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let text = '';
    let answeredMs: number | null = null;
    const done = (closedMs: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, answeredMs, closedMs });
    };
    const timer = setTimeout(() => done(null), waitMs);
    socket.on('data', (data) => {
      answeredMs ??= Date.now() - started;
      text += data.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => done(Date.now() - started));
    socket.write(
      'POST /api/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = 'x'.repeat(1024);
    for (let i = 0; i < kilobytes; i++) socket.write(`400\r\n${chunk}\r\n`);
  });
}

describe('a request body that stalls', () => {
  it('gets its 413 as soon as it passes the limit, and the connection is closed although the body never ends', async () => {
    const port = (server.address() as AddressInfo).port;
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await stalledUpload(port, 200);
      expect(result.text).toMatch(/^HTTP\/1\.1 413 /);
      expect(result.text.toLowerCase()).toContain('connection: close');
      expect(result.text).toContain('Förfrågan är för stor');
      expect(result.answeredMs).not.toBeNull();
      expect(result.answeredMs ?? Infinity).toBeLessThan(2000);
      expect(result.closedMs ?? Infinity).toBeLessThan(3000);
    }
  });

  it('answers 408 and closes a body under the limit that stops sending', async () => {
    const slow = createServer((req, res) => {
      guardRequestBody(req, res, 300);
      void echo(req, res);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const result = await stalledUpload((slow.address() as AddressInfo).port, 4, 3000);
      expect(result.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(result.text).toContain(BODY_TIMEOUT_MESSAGE);
      expect(result.closedMs ?? Infinity).toBeLessThan(2500);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
