import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createModelEngine } from './engines.ts';
import type { LanguageModel, ModelOptions } from './types.ts';

const A = '0b8f1c2e-aaaa-4bbb-8ccc-123456789abc';
const chat = { messages: [], allowedIds: [A], maxIds: 3, offline: () => 'Offline svar här' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A model that sends `pieces` with `gapMs` between them, then hangs until its request is aborted. */
function slowModel(pieces: string[], gapMs: number, seen: { signal?: AbortSignal | undefined }): LanguageModel {
  return {
    name: 'slow',
    async *stream(_messages, options: ModelOptions = {}) {
      seen.signal = options.signal;
      for (const piece of pieces) {
        await sleep(gapMs);
        yield piece;
      }
      await new Promise((_resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    },
    complete: async () => '',
  };
}

async function collect(pieces: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const piece of pieces) out += piece;
  return out;
}

describe('the model engine under a silent or slow model', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('answers offline when the model never starts, and ends the model request', async () => {
    const seen: { signal?: AbortSignal | undefined } = {};
    const engine = createModelEngine(slowModel([], 0, seen), { chunkDelayMs: 0, firstLineTimeoutMs: 50 });
    expect(await collect(engine.streamChat(chat))).toBe('Offline svar här');
    expect(seen.signal?.aborted).toBe(true);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/hann inte börja/);
  });

  it('answers offline when the model trickles but never finishes a line, without the half line', async () => {
    const engine = createModelEngine(slowModel(['Här ', 'kommer ', 'några ', 'förs'], 20, {}), {
      chunkDelayMs: 0,
      firstLineTimeoutMs: 120,
    });
    const text = await collect(engine.streamChat(chat));
    expect(text).toBe('Offline svar här');
    expect(text).not.toContain('Här kommer');
  });

  it('keeps what was sent and ends the reply when the model stops mid-reply', async () => {
    const seen: { signal?: AbortSignal | undefined } = {};
    const engine = createModelEngine(slowModel(['Vilken fin idé!\n', 'Mer text'], 5, seen), {
      chunkDelayMs: 0,
      firstLineTimeoutMs: 1000,
      stallTimeoutMs: 60,
    });
    const text = await collect(engine.streamChat(chat));
    expect(text.startsWith('Vilken fin idé!\n')).toBe(true);
    expect(text).not.toContain('Offline svar här');
    expect(seen.signal?.aborted).toBe(true);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/tystnade/);
  });

  it('lets a model that answers in time through', async () => {
    const engine = createModelEngine(
      {
        name: 'quick',
        async *stream() {
          yield `Hej!\n🎁 Sak <id: ${A}>\n`;
        },
        complete: async () => '',
      },
      { chunkDelayMs: 0, firstLineTimeoutMs: 1000 },
    );
    expect(await collect(engine.streamChat(chat))).toBe(`Hej!\n🎁 Sak <id: ${A}>\n`);
  });
});

/** A model whose whole answers hang until their request is aborted, or come after `delayMs`. */
function hangingModel(seen: { signal?: AbortSignal | undefined }, delayMs = Number.POSITIVE_INFINITY): LanguageModel {
  return {
    name: 'hanging',
    async *stream() {},
    complete: (_messages, options: ModelOptions = {}) => {
      seen.signal = options.signal;
      return new Promise((resolve, reject) => {
        if (Number.isFinite(delayMs)) setTimeout(() => resolve('{"ok": true}'), delayMs);
        options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    },
  };
}

describe('the model engine when a whole answer does not come', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());
  const schema = z.object({ ok: z.boolean() });

  it('answers the text analysis offline after the answer budget, and ends the model request', async () => {
    const seen: { signal?: AbortSignal | undefined } = {};
    const engine = createModelEngine(hangingModel(seen), { answerTimeoutMs: 60 });
    const started = performance.now();
    const answer = await engine.analyze({ messages: [], schema, offline: () => ({ ok: false }) });
    expect(answer).toEqual({ ok: false });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(seen.signal?.aborted).toBe(true);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/svarade inte inom 60 ms/);
  });

  it('answers a text (AI Express, rhymes) offline after the answer budget', async () => {
    const seen: { signal?: AbortSignal | undefined } = {};
    const engine = createModelEngine(hangingModel(seen), { answerTimeoutMs: 60 });
    const text = await engine.writeText({ messages: [], accept: () => true, offline: () => 'Offline rim' });
    expect(text).toBe('Offline rim');
    expect(seen.signal?.aborted).toBe(true);
  });

  it('uses a model answer that comes within the budget', async () => {
    const seen: { signal?: AbortSignal | undefined } = {};
    const engine = createModelEngine(hangingModel(seen, 10), { answerTimeoutMs: 1000 });
    expect(await engine.analyze({ messages: [], schema, offline: () => ({ ok: false }) })).toEqual({ ok: true });
    expect(seen.signal?.aborted).toBe(false);
  });
});
