import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError } from './feed-format.ts';
import { openFeed } from './feed-reader.server.ts';
import { FeedFetchError } from './feed-url.ts';
import { type FetchFeedOptions, fetchFeed } from './fetch-feed.server.ts';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Butik</title>
<item><g:id>A1</g:id><title>Doftljus &amp; tändstickor</title><link>https://butik.example.se/a1</link>
<g:image_link>https://butik.example.se/a1.jpg</g:image_link><g:price>199.00 SEK</g:price></item>
<item><g:id>A2</g:id><title>Kaffekvarn</title><link>https://butik.example.se/a2</link><g:price>599 SEK</g:price></item>
</channel></rss>`;

let server: Server;
let base: string;
const open = new Set<ServerResponse>();

function endless(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.write('<?xml version="1.0"?><rss version="2.0"><channel>');
  const timer = setInterval(() => {
    if (response.destroyed) clearInterval(timer);
    else response.write(`<item><g:id>x</g:id>${' '.repeat(16 * 1024)}</item>`);
  }, 5);
  response.on('close', () => clearInterval(timer));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    switch (request.url) {
      case '/feed.xml':
        response
          .writeHead(200, { 'content-type': 'application/xml', 'content-length': String(Buffer.byteLength(FEED)) })
          .end(FEED);
        return;
      case '/feed.xml.gz':
        response.writeHead(200, { 'content-type': 'application/gzip' }).end(gzipSync(FEED));
        return;
      case '/slow':
        // Headers never come.
        return;
      case '/missing':
        response.writeHead(404, 'Not Found').end('nope');
        return;
      case '/garbage':
        response.writeHead(200, { 'content-type': 'text/html' }).end('\u0000\u0001\u0002 garbage, no feed here');
        return;
      case '/endless':
        endless(response);
        return;
      case '/loop':
        response.writeHead(302, { location: '/loop' }).end();
        return;
      case '/hop':
        response.writeHead(301, { location: '/feed.xml' }).end();
        return;
      case '/to-private':
        response.writeHead(302, { location: 'http://10.20.30.40/feed.xml' }).end();
        return;
      case '/to-loopback-v6':
        response.writeHead(307, { location: 'http://[::1]/feed.xml' }).end();
        return;
      case '/to-ftp':
        response.writeHead(302, { location: 'ftp://example.com/feed.xml' }).end();
        return;
      case '/big':
        response.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
        response.write('x');
        return;
      default:
        response.writeHead(500).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of open) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const LOCAL: FetchFeedOptions = { allowPrivate: true, connectTimeoutMs: 2000, totalTimeoutMs: 5000 };

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function failure(promise: Promise<unknown>): Promise<FeedFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FeedFetchError);
    return error as FeedFetchError;
  }
  throw new Error('expected a FeedFetchError');
}

async function productIds(url: string, options: FetchFeedOptions): Promise<string[]> {
  const fetched = await fetchFeed(url, options);
  const feed = await openFeed(fetched.body);
  const ids: string[] = [];
  for await (const row of feed.rows) if ('product' in row) ids.push(row.product.merchantPid);
  return ids;
}

describe('fetchFeed', () => {
  it('fetches a feed whose rows can be read as they arrive', async () => {
    const fetched = await fetchFeed(`${base}/feed.xml`, LOCAL);
    expect(fetched.status).toBe(200);
    expect(fetched.contentType).toBe('application/xml');
    expect(fetched.contentLength).toBe(Buffer.byteLength(FEED));
    expect((await readAll(fetched.body)).toString('utf8')).toBe(FEED);
    expect(await productIds(`${base}/feed.xml`, LOCAL)).toEqual(['A1', 'A2']);
  });

  it('reads a gzip-compressed feed', async () => {
    expect(await productIds(`${base}/feed.xml.gz`, LOCAL)).toEqual(['A1', 'A2']);
  });

  it('follows a redirect and reports where the feed came from', async () => {
    const fetched = await fetchFeed(`${base}/hop`, LOCAL);
    expect(fetched.url).toBe(`${base}/feed.xml`);
    expect((await readAll(fetched.body)).length).toBe(Buffer.byteLength(FEED));
  });

  it('gives up on a server that does not answer in time', async () => {
    const started = Date.now();
    const error = await failure(fetchFeed(`${base}/slow`, { ...LOCAL, totalTimeoutMs: 300 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('Flödet hämtades inte klart inom 0.3 s');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up when the connection (here the TLS handshake) is not made within the connect timeout', async () => {
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => {
      sockets.push(socket);
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const port = (silent.address() as AddressInfo).port;
      const error = await failure(fetchFeed(`https://127.0.0.1:${port}/feed.xml`, { ...LOCAL, connectTimeoutMs: 300 }));
      expect(error.code).toBe('connect-timeout');
      expect(error.message).toBe('Ingen anslutning till 127.0.0.1 inom 0.3 s');
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('reports an answer other than 2xx', async () => {
    const error = await failure(fetchFeed(`${base}/missing`, LOCAL));
    expect(error.code).toBe('http-status');
    expect(error.message).toBe('Servern svarade 404 (Not Found) i stället för flödet');
  });

  it('passes garbage on to the reader, which names it', async () => {
    const fetched = await fetchFeed(`${base}/garbage`, LOCAL);
    await expect(openFeed(fetched.body)).rejects.toThrow(FeedError);
    const again = await fetchFeed(`${base}/garbage`, LOCAL);
    await expect(openFeed(again.body)).rejects.toThrow(
      'Okänt flödesformat: varken ett XML-flöde eller en CSV-fil med rubrikrad',
    );
  });

  it('stops a feed that never ends at the size limit', async () => {
    const fetched = await fetchFeed(`${base}/endless`, { ...LOCAL, maxBytes: 256 * 1024 });
    const error = await failure(readAll(fetched.body));
    expect(error.code).toBe('too-large');
    expect(error.message).toBe('Flödet är större än gränsen 262144 byte');
  });

  it('stops a feed that never ends at the total timeout', async () => {
    const fetched = await fetchFeed(`${base}/endless`, { ...LOCAL, totalTimeoutMs: 400 });
    const error = await failure(readAll(fetched.body));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('Flödet hämtades inte klart inom 0.4 s');
  });

  it('refuses a declared size over the limit before reading', async () => {
    const error = await failure(fetchFeed(`${base}/big`, { ...LOCAL, maxBytes: 1024 * 1024 }));
    expect(error.code).toBe('too-large');
    expect(error.message).toBe('Flödet är 50 MB, större än gränsen 1 MB');
  });

  it('stops a redirect loop after 5 redirects', async () => {
    const error = await failure(fetchFeed(`${base}/loop`, LOCAL));
    expect(error.code).toBe('too-many-redirects');
    expect(error.message).toBe('För många omdirigeringar (fler än 5)');
  });

  it('refuses a redirect to a private address when private addresses are off', async () => {
    const options: FetchFeedOptions = { ...LOCAL, allowPrivate: ['127.0.0.1'] };
    const error = await failure(fetchFeed(`${base}/to-private`, options));
    expect(error.code).toBe('private-address');
    expect(error.message).toBe(
      'Flödesadressen 10.20.30.40 pekar på en lokal eller privat adress (10.20.30.40) och får inte hämtas',
    );
    expect((await failure(fetchFeed(`${base}/to-loopback-v6`, options))).code).toBe('private-address');
  });

  it('refuses loopback addresses, also behind a host name, without allowPrivate', async () => {
    const direct = await failure(fetchFeed(`${base}/feed.xml`, { connectTimeoutMs: 2000 }));
    expect(direct.code).toBe('private-address');
    const port = new URL(base).port;
    const named = await failure(fetchFeed(`http://localhost:${port}/feed.xml`, { connectTimeoutMs: 2000 }));
    expect(named.code).toBe('private-address');
    expect(named.message).toMatch(
      /^Flödesadressen localhost pekar på en lokal eller privat adress \((127\.0\.0\.1|::1)\)/,
    );
  });

  it('accepts only http and https', async () => {
    const error = await failure(fetchFeed('ftp://example.com/feed.xml', LOCAL));
    expect(error.code).toBe('protocol');
    expect(error.message).toBe('Flödesadressen måste börja med http:// eller https:// (fick ftp:)');
    expect((await failure(fetchFeed(`${base}/to-ftp`, LOCAL))).code).toBe('protocol');
    expect((await failure(fetchFeed('file:///etc/passwd', LOCAL))).code).toBe('protocol');
    expect((await failure(fetchFeed('not a url', LOCAL))).code).toBe('invalid-url');
  });
});
