import type { APIContext, APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../../src/lib/http.ts';
import { POST as analyzeRoute } from '../../src/pages/api/analyze-gift-input.ts';
import { POST as chatRoute } from '../../src/pages/api/chat.ts';
import { POST as rhymeRoute } from '../../src/pages/api/generate-rhyme.ts';
import { POST as generatorRoute } from '../../src/pages/api/generator.ts';
import { GET as byIdsRoute } from '../../src/pages/api/products/by-ids.ts';
import { GET as changesRoute } from '../../src/pages/api/products/changes.ts';
import { GET as listRoute } from '../../src/pages/api/products/index.ts';
import { GET as searchRoute } from '../../src/pages/api/search.ts';
import { POST as trackRoute } from '../../src/pages/api/track.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

function call(route: APIRoute, request: Request): Promise<Response> {
  const url = new URL(request.url);
  return Promise.resolve(route({ url, request, params: {}, clientAddress: '127.0.0.1' } as unknown as APIContext));
}

const get = (route: APIRoute, path: string) => call(route, new Request(new URL(path, 'http://localhost')));

const postJson = (route: APIRoute, body: unknown) =>
  call(
    route,
    new Request('http://localhost/api/x', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );

async function expectJsonError(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error: unknown };
  expect(typeof body.error).toBe('string');
  return body.error as string;
}

describe('requests found to break the API answer 4xx JSON and change nothing (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();

  it('a NUL byte or another control character in a query string: 400 on every GET route', async () => {
    const before = await databaseChecksum(test.db);
    const found: [APIRoute, string][] = [
      [searchRoute, '/api/search?q=ka%00ffe'],
      [searchRoute, '/api/search?q=%1b%5B31m'],
      [listRoute, '/api/products?merchants=%00'],
      [listRoute, '/api/products?audiences=%00'],
      [listRoute, '/api/products?q=kaffe%7f'],
      [byIdsRoute, '/api/products/by-ids?ids=%00'],
      [changesRoute, '/api/products/changes?format=json&cursor=%00'],
    ];
    for (const [route, path] of found) {
      expect(await expectJsonError(await get(route, path), 400)).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('a NUL inside a JSON body: 400 on every POST route', async () => {
    const before = await databaseChecksum(test.db);
    const summary = {
      audiences: ['kvinna\u0000'],
      age: null,
      occasions: [],
      budgetMin: 0,
      budgetMax: 500,
      interests: [],
    };
    const found: [APIRoute, unknown][] = [
      [generatorRoute, { summary }],
      [generatorRoute, { recipients: ['\u0000'], occasions: [], categories: [], budget: '<200' }],
      [chatRoute, { messages: [{ role: 'user', content: 'present\u0000' }] }],
      [analyzeRoute, { text: 'min mamma\u0000', step: 1 }],
      [rhymeRoute, { recipient: 'Mamma\u0000', gift: 'sjal', personalNote: '', tone: 'rolig' }],
      [trackRoute, { productId: '11111111-1111-5111-8111-111111111111', event: 'click', source: 'browse\u0000' }],
    ];
    for (const [route, body] of found) {
      expect(await expectJsonError(await postJson(route, body), 400)).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('tab and line breaks in a chat message are ordinary text', async () => {
    const response = await postJson(chatRoute, {
      messages: [{ role: 'user', content: 'Present till pappa,\n\tgillar fiske,\r\nbudget 500 kr' }],
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data: [DONE]');
  });

  it('an impossible date in the change-feed cursor: 400 in both the JSON and the streaming form', async () => {
    const before = await databaseChecksum(test.db);
    for (const query of [
      'format=json&cursor=2020-02-30T00:00:00Z',
      'cursor=2020-02-30T00:00:00Z',
      'format=json&cursor=2026-11-03T24:00:00Z',
      'cursor=0000-01-01T00:00:00Z',
    ]) {
      const response = await get(changesRoute, `/api/products/changes?${query}`);
      expect(response.headers.get('content-type')).not.toContain('text/event-stream');
      expect(await expectJsonError(response, 400)).toBe('Ogiltiga parametrar');
    }
    const resumed = await call(
      changesRoute,
      new Request('http://localhost/api/products/changes', { headers: { 'last-event-id': '2023-02-29T10:00:00Z' } }),
    );
    await expectJsonError(resumed, 400);
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('a 50 MB chunked chat body: 413 after reading little more than the limit', async () => {
    const before = await databaseChecksum(test.db);
    const chunk = new TextEncoder().encode(`{"messages":[{"role":"user","content":"${'x'.repeat(16 * 1024)}`);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost/api/chat', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'application/json' },
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const error = await expectJsonError(await call(chatRoute, request), 413);
    expect(error).toMatch(/Konversationen är för lång/);
    expect(pulled).toBeLessThan(128 * 1024);
    expect(await databaseChecksum(test.db)).toEqual(before);
  });
});
