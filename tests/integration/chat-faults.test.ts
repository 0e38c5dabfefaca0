/**
 * The chat when its model misbehaves: the real `openai` SDK against the local OpenAI-compatible server answering
 * 429, 500, garbage, nothing at all, or a trickle that never makes a line. Each time the visitor gets the offline
 * engine's whole reply for the same question (real products, [DONE] at the end), and nothing the model sent.
 * How long each took to the first streamed piece is printed (the README's fault figures); tests assert no timings.
 */
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProductsByIds } from '../../src/features/catalogue/catalogue.server.ts';
import { chatReply } from '../../src/features/chat/chat.server.ts';
import { extractProductIds } from '../../src/features/chat/messages.ts';
import { parseSseText } from '../../src/features/chat/sse.ts';
import { aiEngine, setAiEngine } from '../../src/lib/ai/ai.server.ts';
import { createOfflineEngine } from '../../src/lib/ai/engines.ts';
import { resetEnv } from '../../src/lib/env.ts';
import { POST } from '../../src/pages/api/chat.ts';
import { type FakeOpenAi, type ScriptedReply, startFakeOpenAi } from '../helpers/openai-server.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const TURNS = [{ role: 'user', content: 'Present till pappa som älskar att fiska, max 500 kr' }] as const;

const FAULTS: { name: string; reply: ScriptedReply; path: RegExp }[] = [
  { name: '429 (rate limit)', reply: { status: 429, message: 'Rate limit reached' }, path: /status 429/ },
  { name: '500', reply: { status: 500, message: 'overloaded' }, path: /status 500/ },
  {
    name: 'skräp: en HTML-sida med 200',
    reply: { raw: '<html><body><h1>502 Bad Gateway</h1></body></html>', contentType: 'text/html' },
    path: /inbyggda motorn/,
  },
  {
    name: 'skräp: trasig JSON i händelseströmmen',
    reply: { raw: 'data: {"choices":[{"delta":{"content":"Hej\n\n', contentType: 'text/event-stream' },
    path: /inbyggda motorn/,
  },
  {
    name: 'skräp: ett JSON-svar utan innehåll',
    reply: { raw: '{"oväntat": true}', contentType: 'application/json' },
    path: /inbyggda motorn/,
  },
  { name: 'svarar aldrig', reply: { hang: true }, path: /hann inte börja/ },
  {
    name: 'droppar text utan att bli klar med en rad',
    reply: { text: 'Här kommer några fina förslag till din pappa', chunkSize: 4, delayMs: 400 },
    path: /hann inte börja/,
  },
];

/** The chat over the real route: milliseconds until the stream's first piece is ready, and the reply's text. */
async function chat(): Promise<{ firstPieceMs: number; text: string }> {
  const started = performance.now();
  const request = new Request('http://localhost/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages: TURNS }),
  });
  const response = await POST({ request } as unknown as APIContext);
  const firstPieceMs = performance.now() - started;
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const parsed = parseSseText(await response.text());
  expect(parsed.done).toBe(true);
  return { firstPieceMs, text: parsed.deltas.join('') };
}

describe('the chat falls back to the offline engine when the model misbehaves', () => {
  const test = useDemoDatabase();
  const saved = { ...process.env };
  const timings: string[] = [];
  let fake: FakeOpenAi;
  let offlineReply = '';
  let warn: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    let text = '';
    for await (const piece of chatReply(test.db, TURNS, { engine: createOfflineEngine({ chunkDelayMs: 0 }) })) {
      text += piece;
    }
    offlineReply = text;
    fake = await startFakeOpenAi();
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_BASE_URL = fake.baseURL;
    process.env.OPENAI_MODEL = 'testmodell';
    resetEnv();
    setAiEngine(undefined);
  });
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    fake.requests.length = 0;
  });
  afterAll(async () => {
    for (const key of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'] as const) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnv();
    await fake?.close();
    console.info(`[chattfel] första bit till besökaren:\n${timings.join('\n')}`);
  });

  it('has an offline reply naming real products within the budget to compare with', async () => {
    expect(aiEngine().kind).toBe('openai');
    const ids = extractProductIds(offlineReply);
    expect(ids.length).toBeGreaterThan(0);
    for (const product of await getProductsByIds(test.db, ids)) expect(product.priceSEK!).toBeLessThanOrEqual(500);
  });

  for (const fault of FAULTS) {
    it(`model answering ${fault.name}: the visitor gets the whole offline reply`, async () => {
      fake.script(fault.reply);
      const { firstPieceMs, text } = await chat();
      timings.push(`  ${fault.name}: ${firstPieceMs.toFixed(0)} ms`);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.stream).toBe(true);
      expect(text).toBe(offlineReply);
      expect(warn.mock.calls.flat().join(' ')).toMatch(fault.path);
    });
  }
});
