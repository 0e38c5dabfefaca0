import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAiEngine } from '../../src/lib/ai/ai.server.ts';
import { resetEnv } from '../../src/lib/env.ts';
import { POST } from '../../src/pages/api/analyze-gift-input.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../helpers/openai-server.ts';

function post(body: string): Promise<Response> {
  const request = new Request('http://localhost/api/analyze-gift-input', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return Promise.resolve(POST({ request } as unknown as APIContext));
}

async function analyze(body: unknown) {
  const response = await post(JSON.stringify(body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function useOfflineEngine(): void {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnv();
  setAiEngine(undefined);
}

describe('POST /api/analyze-gift-input (offline engine)', () => {
  beforeAll(useOfflineEngine);

  it('step 1 reads audiences, age and occasions', async () => {
    const { status, body } = await analyze({ text: 'Min pappa som fyller 60 och älskar att fiska', step: 1 });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const data = body.data as { audiences: string[]; age: number | null; occasions: string[] };
    expect(data.audiences).toContain('man');
    expect(data.age).toBe(60);
    expect(data.occasions).toContain('födelsedag');
  });

  it('step 1 without a recipient answers "Kunde inte identifiera mottagare"', async () => {
    const { status, body } = await analyze({ text: 'något fint och mysigt', step: 1 });
    expect(status).toBe(422);
    expect(body).toEqual({ success: false, error: 'Kunde inte identifiera mottagare' });
  });

  it('empty or unreadable text answers "Kunde inte tolka inmatningen"', async () => {
    for (const step of [1, 2]) {
      for (const text of ['', '   ', '?!…']) {
        const { status, body } = await analyze({ text, step });
        expect(status).toBe(422);
        expect(body).toEqual({ success: false, error: 'Kunde inte tolka inmatningen' });
      }
    }
  });

  it('step 2 reads the budget and interests, with 0 and 999999 for missing bounds', async () => {
    const ranged = await analyze({ text: 'Runt 500 kr, hon gillar matlagning och inredning', step: 2 });
    expect(ranged.status).toBe(200);
    const data = ranged.body.data as { budgetMin: number; budgetMax: number; interests: string[] };
    expect(data.budgetMin).toBeGreaterThan(0);
    expect(data.budgetMin).toBeLessThanOrEqual(500);
    expect(data.budgetMax).toBeGreaterThanOrEqual(500);
    expect(data.interests).toEqual(expect.arrayContaining(['matlagning', 'inredning']));
    const capped = await analyze({ text: 'max 300 kr, gärna något för spelkvällar', step: 2 });
    expect(capped.body.data).toMatchObject({ budgetMin: 0, budgetMax: 300 });
    const open = await analyze({ text: 'hon tränar mycket', step: 2 });
    expect(open.body.data).toMatchObject({ budgetMin: 0, budgetMax: 999999, interests: ['träning'] });
  });

  it.each([
    ['step missing', { text: 'pappa' }],
    ['step 3', { text: 'pappa', step: 3 }],
    ['step as text', { text: 'pappa', step: '1' }],
    ['text not a string', { text: 42, step: 1 }],
    ['unknown key', { text: 'pappa', step: 1, extra: true }],
  ])('refuses a bad body (%s) with 400 and a Swedish message', async (_name, body) => {
    const { status, body: answer } = await analyze(body);
    expect(status).toBe(400);
    expect(answer.error).toBe('Ogiltig förfrågan: skicka text och steg (1 eller 2)');
  });

  it('refuses broken JSON with 400 and bodies over 8 KB with 413', async () => {
    const broken = await post('{"text": ');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe('Ogiltig JSON');
    const large = await post(JSON.stringify({ text: 'å'.repeat(5000), step: 1 }));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { error: string }).error).toBe('Förfrågan är för stor');
  });

  it('refuses text over 1000 characters with 400', async () => {
    const { status, body } = await analyze({ text: 'a'.repeat(1001), step: 1 });
    expect(status).toBe(400);
    expect(body.details).toEqual([{ path: 'text', message: 'Texten får vara högst 1000 tecken' }]);
  });
});

describe('POST /api/analyze-gift-input (model through the openai SDK, fake server on 127.0.0.1)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_BASE_URL = fake.baseURL;
    resetEnv();
    setAiEngine(undefined);
  });
  afterEach(() => {
    fake.setDefault({ text: '{}' });
  });
  afterAll(async () => {
    useOfflineEngine();
    await fake.close();
  });

  it('uses the model answer when it follows the schema', async () => {
    fake.script({ text: JSON.stringify({ audiences: ['kollega', 'chef'], age: null, occasions: ['tack'] }) });
    const { status, body } = await analyze({ text: 'Hon som går i pension från jobbet', step: 1 });
    expect(status).toBe(200);
    expect(body.data).toEqual({ audiences: ['kollega', 'chef'], age: null, occasions: ['tack'] });
    const request = fake.requests.at(-1)!;
    expect(request.response_format).toEqual({ type: 'json_object' });
    expect(request.messages.at(-1)?.content).toBe('Hon som går i pension från jobbet');
  });

  it('fills the step-2 defaults in the model answer', async () => {
    fake.script({ text: JSON.stringify({ budgetMin: null, budgetMax: 400, interests: ['spel'] }) });
    const { body } = await analyze({ text: 'högst fyrahundra, spelar mycket', step: 2 });
    expect(body.data).toEqual({ budgetMin: 0, budgetMax: 400, interests: ['spel'] });
  });

  it('falls back to the offline reading on an answer outside the option lists, or an error', async () => {
    fake.script({ text: JSON.stringify({ audiences: ['hund'], age: 'gammal', occasions: [] }) }, { status: 500 });
    for (let i = 0; i < 2; i++) {
      const { status, body } = await analyze({ text: 'Min mamma som fyller 50', step: 1 });
      expect(status).toBe(200);
      expect((body.data as { audiences: string[] }).audiences).toContain('kvinna');
    }
  });

  it('answers with the offline reading when the model never answers, within the answer budget', async () => {
    fake.script({ hang: true });
    const started = performance.now();
    const { status, body } = await analyze({ text: 'Min mamma som fyller 50', step: 1 });
    const seconds = (performance.now() - started) / 1000;
    console.info(`[analys] modellen svarar aldrig: svar efter ${seconds.toFixed(1)} s`);
    expect(status).toBe(200);
    expect((body.data as { audiences: string[] }).audiences).toContain('kvinna');
  });

  it('still says "Kunde inte identifiera mottagare" when neither finds a recipient', async () => {
    fake.script({ text: JSON.stringify({ audiences: [], age: null, occasions: [] }) });
    const { status, body } = await analyze({ text: 'något fint och mysigt', step: 1 });
    expect(status).toBe(422);
    expect(body.error).toBe('Kunde inte identifiera mottagare');
  });
});
