import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  CLIENT_GONE_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  clientAddressOf,
  errorResponse,
  HttpError,
  parseWith,
  queryObject,
  readBodyText,
  readJsonBody,
} from './http.ts';

/** A body without Content-Length that would send `total` bytes in 1 KB chunks; counts what was pulled from it. */
function chunkedBody(total: number) {
  const chunk = new TextEncoder().encode('x'.repeat(1024));
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) {
        controller.close();
        return;
      }
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request('http://localhost/api/x', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { request, counter };
}

async function thrown(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

function post(body: string) {
  return new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
}

describe('reading a request body', () => {
  it('stops reading a chunked body at the limit and answers 413', async () => {
    const { request, counter } = chunkedBody(50 * 1024 * 1024);
    expect(request.headers.get('content-length')).toBeNull();
    const error = await thrown(readJsonBody(request, 32 * 1024));
    expect(error.status).toBe(413);
    // The stream may be pulled a few chunks ahead of the reader, never much further.
    expect(counter.pulled).toBeGreaterThan(32 * 1024);
    expect(counter.pulled).toBeLessThan(64 * 1024);
  });

  it('answers 413 for an over-long clone of a body at once, the original left unread', async () => {
    const request = new Request('http://localhost/api/admin/x', {
      method: 'POST',
      body: `{"x":"${'y'.repeat(64 * 1024)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    await expect(readBodyText(request.clone(), 1000)).rejects.toMatchObject({ status: 413 });
  });

  it('reads a chunked body under the limit whole', async () => {
    const encoder = new TextEncoder();
    const parts = ['{"messages":[{"role":"user",', '"content":"Hej ', 'då"}]}'];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    const request = new Request('http://localhost/api/x', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await readJsonBody(request, 1024)).toEqual({ messages: [{ role: 'user', content: 'Hej då' }] });
  });

  it('answers 413 from a declared Content-Length without reading, and 400 for empty or broken JSON', async () => {
    const declared = new Request('http://localhost/api/x', {
      method: 'POST',
      body: '{}',
      headers: { 'content-length': '999999' },
    });
    expect((await thrown(readJsonBody(declared, 1024))).status).toBe(413);
    expect((await thrown(readJsonBody(post('x'.repeat(1025)), 1024))).status).toBe(413);
    expect((await thrown(readJsonBody(post('  '), 1024))).message).toBe('Tom förfrågan');
    expect((await thrown(readJsonBody(post('{nej'), 1024))).message).toBe('Ogiltig JSON');
  });

  it('rejects an escaped NUL or other control character anywhere in the JSON with a 400 naming the field', async () => {
    const body = JSON.stringify({ summary: { audiences: ['kvinna\u0000'] } });
    const error = await thrown(readJsonBody(post(body), 1024));
    expect(error.status).toBe(400);
    expect(error.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(error.details).toEqual([{ path: 'summary.audiences.0', message: 'Otillåtet kontrolltecken' }]);
    expect((await thrown(readJsonBody(post('{"text":"a\\u001bb"}'), 1024))).status).toBe(400);
    expect((await thrown(readJsonBody(post('{"text":"a\\u007fb"}'), 1024))).status).toBe(400);
  });

  it('keeps tab, line feed and carriage return in chat text', async () => {
    const body = { messages: [{ role: 'user', content: 'Present till pappa\n\tgillar fiske\r\n' }] };
    expect(await readJsonBody(post(JSON.stringify(body)), 1024)).toEqual(body);
  });
});

describe('reading a query string', () => {
  it('answers 400 for a control character in a value or a key, as JSON', async () => {
    for (const query of ['q=ka%00ffe', 'merchants=%00', 'audiences=a&audiences=%07', '%00=1']) {
      let caught: unknown;
      try {
        queryObject(new URL(`http://localhost/api/x?${query}`));
      } catch (error) {
        caught = error;
      }
      const response = errorResponse(caught);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as { error: string }).error).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('keeps ordinary values, repeated keys as arrays', () => {
    expect(queryObject(new URL('http://localhost/api/x?q=kaffe%20%C3%A5&m=a&m=b&e='))).toEqual({
      q: 'kaffe å',
      m: ['a', 'b'],
      e: '',
    });
  });

  it('checks whatever parseWith is given, also input that came from a header', () => {
    const schema = z.object({ cursor: z.string() });
    expect(parseWith(schema, { cursor: 'ok' })).toEqual({ cursor: 'ok' });
    expect(() => parseWith(schema, { cursor: 'a\u0000' })).toThrow(CONTROL_CHARACTER_MESSAGE);
  });
});

describe('the client address', () => {
  const request = new Request('http://127.0.0.1/api/track', { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } });
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES;
  });

  it("is the adapter's address, the header unread, while TRUSTED_PROXIES is unset (Netlify, npm start alone)", () => {
    expect(clientAddressOf({ clientAddress: '127.0.0.1', request })).toBe('127.0.0.1');
    expect(clientAddressOf({ clientAddress: '198.51.100.4', request })).toBe('198.51.100.4');
  });

  it('is the forwarded visitor when the peer is a trusted proxy', () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1';
    expect(clientAddressOf({ clientAddress: '127.0.0.1', request })).toBe('203.0.113.7');
    expect(clientAddressOf({ clientAddress: '198.51.100.4', request })).toBe('198.51.100.4');
  });

  it("is 'unknown' when the adapter cannot tell", () => {
    const throwing = {
      get clientAddress(): string {
        throw new Error('no address');
      },
      request,
    };
    expect(clientAddressOf(throwing)).toBe('unknown');
    expect(clientAddressOf({})).toBe('unknown');
  });
});

describe('a client that left mid-body', () => {
  it('is answered 400 without an error in the log; any other socket error stays a logged 500', async () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const error of [aborted, new TypeError('fetch failed', { cause: aborted })]) {
        const response = errorResponse(error);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: CLIENT_GONE_MESSAGE });
      }
      expect(logged).not.toHaveBeenCalled();
      const other = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
      expect(errorResponse(other).status).toBe(500);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});
