/**
 * The chat with a key: the real `openai` SDK against a local OpenAI-compatible server on 127.0.0.1 (no test
 * reaches the internet). The model only ever names retrieved candidates; errors fall back to the offline engine.
 */
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getProductsByIds } from '../../src/features/catalogue/catalogue.server.ts';
import { extractProductIds } from '../../src/features/chat/messages.ts';
import { parseSseText } from '../../src/features/chat/sse.ts';
import { aiEngine, setAiEngine } from '../../src/lib/ai/ai.server.ts';
import { resetEnv } from '../../src/lib/env.ts';
import { POST } from '../../src/pages/api/chat.ts';
import { candidateIds, type FakeOpenAi, startFakeOpenAi } from '../helpers/openai-server.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const INVENTED = '9f9f9f9f-0000-4000-8000-000000000000';
const QUESTION = [{ role: 'user', content: 'Present till pappa som älskar att fiska, max 500 kr' }];

async function chat(messages: unknown[]): Promise<string> {
  const request = new Request('http://localhost/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages }),
  });
  const response = await POST({ request } as unknown as APIContext);
  expect(response.status).toBe(200);
  const parsed = parseSseText(await response.text());
  expect(parsed.done).toBe(true);
  return parsed.deltas.join('');
}

describe('POST /api/chat with an OpenAI-compatible model', () => {
  const test = useDemoDatabase();
  let fake: FakeOpenAi;
  const saved = { ...process.env };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_BASE_URL = fake.baseURL;
    process.env.OPENAI_MODEL = 'testmodell';
    resetEnv();
    setAiEngine(undefined);
  });
  afterEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    for (const key of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'] as const) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnv();
    await fake?.close();
  });

  it('picks the model engine from the environment', () => {
    expect(aiEngine().kind).toBe('openai');
  });

  it('streams the model answer naming the candidates it was given', async () => {
    fake.script({
      text: (request) => {
        const [first, second] = candidateIds(request);
        return `Vilken fin idé!\n🎁 Första – 199 kr <id: ${first}>\nPassar en fiskare.\n🎁 Andra – 349 kr <id: ${second}>\nHåller kaffet varmt.\nLycka till!`;
      },
      chunkSize: 5,
    });
    const text = await chat(QUESTION);
    const [request] = fake.requests;
    expect(request?.model).toBe('testmodell');
    expect(request?.stream).toBe(true);
    const system = request?.messages[0]?.content ?? '';
    expect(system).toMatch(/ENDAST bland kandidaterna/);
    const candidates = candidateIds(request!);
    // Only what fits the angler is a candidate (two fishing products under 500 kr in the demo catalogue).
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    const products = await getProductsByIds(test.db, candidates);
    expect(products).toHaveLength(candidates.length);
    for (const product of products) expect(product.priceSEK!).toBeLessThanOrEqual(500);
    expect(request?.messages.at(-1)).toEqual(QUESTION[0]);
    const ids = extractProductIds(text);
    expect(ids).toEqual(candidates.slice(0, 2));
    expect(text).toContain('Vilken fin idé!');
    expect(text).toContain('Lycka till!');
  });

  it('drops invented ids and products outside the candidates before they reach the client', async () => {
    const [outside] = await test.db.query<{ id: string }>(
      'SELECT id FROM products WHERE is_active AND price_value > 2000 LIMIT 1',
    );
    fake.script({
      text: (request) => {
        const [first] = candidateIds(request);
        return [
          'Här är mina förslag:',
          `🎁 Påhittat fiskespö – 450 kr <id: ${INVENTED}>`,
          `🎁 Dyr sak – 2 500 kr <id: ${outside?.id}>`,
          `🎁 Riktig vara – 199 kr <id: ${first}>`,
          `🎁 Trasig tagg <id: inte ett id>`,
          'Hoppas det hjälper!',
        ].join('\n');
      },
      chunkSize: 3,
    });
    const text = await chat(QUESTION);
    expect(text).not.toContain(INVENTED);
    expect(text).not.toContain(outside?.id);
    expect(text).not.toContain('Påhittat fiskespö');
    expect(text).not.toContain('Dyr sak');
    expect(extractProductIds(text)).toHaveLength(1);
    expect(text).toContain('Riktig vara');
  });

  it('falls back to the offline engine when the model fails', async () => {
    fake.script({ status: 500, message: 'overloaded' });
    const text = await chat(QUESTION);
    const ids = extractProductIds(text);
    expect(ids.length).toBeGreaterThan(0);
    expect(text).toMatch(/din pappa/);
    for (const product of await getProductsByIds(test.db, ids)) expect(product.priceSEK!).toBeLessThanOrEqual(500);
  });

  it('falls back when the stream breaks before the first full line', async () => {
    fake.script({ breakAfter: 'Här kommer några förs' });
    const text = await chat(QUESTION);
    expect(text).not.toContain('Här kommer några förs');
    expect(extractProductIds(text).length).toBeGreaterThan(0);
  });

  it('falls back when the model answers nothing', async () => {
    fake.script({ text: '' });
    expect(extractProductIds(await chat(QUESTION)).length).toBeGreaterThan(0);
  });

  it('tells the model to ask one question when the budget is missing, and shows it no candidates', async () => {
    fake.script({ text: 'Vad kul! Ungefär hur mycket vill du lägga på presenten?' });
    const text = await chat([{ role: 'user', content: 'Present till mamma som gillar kaffe' }]);
    expect(fake.requests[0]?.messages[0]?.content).toMatch(/ställ i stället exakt en fråga/);
    expect(candidateIds(fake.requests[0]!)).toEqual([]);
    expect(text).toBe('Vad kul! Ungefär hur mycket vill du lägga på presenten?');
  });
});
