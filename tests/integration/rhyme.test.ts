/**
 * POST /api/generate-rhyme: the offline rhyme engine, and a model behind the real `openai` SDK on a local
 * OpenAI-compatible server whose answers must pass the rhyme check.
 */
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRhyme } from '../../src/features/rhymes/rhyme-check.ts';
import { composeRhyme } from '../../src/features/rhymes/rhyme-engine.ts';
import { setAiEngine } from '../../src/lib/ai/ai.server.ts';
import { resetEnv } from '../../src/lib/env.ts';
import { POST } from '../../src/pages/api/generate-rhyme.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../helpers/openai-server.ts';

const REQUEST = { recipient: 'Greta', gift: 'en varm halsduk', personalNote: 'stickar gärna', tone: 'rolig' as const };

async function post(body: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const request = new Request('http://localhost/api/generate-rhyme', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await POST({ request } as unknown as APIContext);
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/generate-rhyme (offline engine)', () => {
  beforeAll(() => {
    resetEnv();
    setAiEngine(undefined);
  });

  it('writes a checked rhyme naming the recipient, in every tone, varied across calls', async () => {
    const rhymes = new Set<string>();
    for (const tone of ['rolig', 'söt', 'klassisk', 'personlig']) {
      const { status, data } = await post({ ...REQUEST, tone });
      expect(status).toBe(200);
      const rhyme = String(data.rhyme);
      expect(checkRhyme(rhyme, REQUEST)).toEqual({ ok: true, problems: [] });
      expect(rhyme).toContain('Greta');
      expect(rhyme.toLowerCase()).not.toContain('halsduk');
      rhymes.add(rhyme);
    }
    for (let i = 0; i < 3; i++) rhymes.add(String((await post(REQUEST)).data.rhyme));
    expect(rhymes.size).toBeGreaterThan(4);
  });

  it('answers 400 with the missing-fields toast when recipient or gift is empty', async () => {
    for (const body of [{ ...REQUEST, recipient: '   ' }, { ...REQUEST, gift: '' }, { tone: 'rolig' }]) {
      expect(await post(body)).toEqual({
        status: 400,
        data: {
          error: 'Vänligen ange både mottagarens namn och presentbeskrivning.',
          details: { title: 'Fyll i alla fält' },
        },
      });
    }
  });

  it('answers 400 for a bad tone or JSON and 413 for a huge body', async () => {
    const tone = await post({ ...REQUEST, tone: 'arg' });
    expect(tone.status).toBe(400);
    expect(tone.data.error).toMatch(/Välj en ton/);
    expect((await post('{nej')).status).toBe(400);
    expect((await post({ ...REQUEST, personalNote: 'x'.repeat(5000) })).status).toBe(413);
  });
});

describe('POST /api/generate-rhyme with a model', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_BASE_URL = fake.baseURL;
    resetEnv();
    setAiEngine(undefined);
  });
  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetEnv();
    await fake.close();
  });

  it('uses the model answer when it passes the rhyme check', async () => {
    const good = composeRhyme({ ...REQUEST }, 'modell').rhyme;
    fake.script({ text: `"${good}"\n` });
    const { status, data } = await post(REQUEST);
    expect(status).toBe(200);
    expect(data.rhyme).toBe(good);
    const prompt =
      fake.requests
        .at(-1)
        ?.messages.map((m) => m.content)
        .join('\n') ?? '';
    expect(prompt).toContain('Greta');
    expect(prompt).toContain('avslöja');
    expect(fake.requests.at(-1)?.stream).toBeFalsy();
  });

  it('falls back to the offline engine when the answer gives the gift away, does not rhyme, or the model fails', async () => {
    fake.script(
      { text: 'Kära Greta, här är en halsduk till dig\nden är varm och mjuk och passar mig' },
      { text: 'En rad\nen annan rad\nsom inte rimmar alls\nnej verkligen inte' },
      { status: 500 },
    );
    for (let i = 0; i < 3; i++) {
      const { status, data } = await post(REQUEST);
      expect(status).toBe(200);
      expect(checkRhyme(String(data.rhyme), REQUEST).ok).toBe(true);
      expect(String(data.rhyme)).not.toMatch(/halsduk|rimmar alls/);
    }
  });
});
