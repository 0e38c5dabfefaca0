import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createModelEngine, createOfflineEngine } from './engines.ts';
import type { LanguageModel } from './types.ts';

const A = '0b8f1c2e-aaaa-4bbb-8ccc-123456789abc';

function model(stream: string[] | Error, complete: string | Error = ''): LanguageModel {
  return {
    name: 'test',
    async *stream() {
      if (stream instanceof Error) throw stream;
      yield* stream;
    },
    async complete() {
      if (complete instanceof Error) throw complete;
      return complete;
    },
  };
}

async function collect(pieces: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const piece of pieces) out += piece;
  return out;
}

const chat = { messages: [], allowedIds: [A], maxIds: 3, offline: () => 'Offline svar här' };

describe('AI engines', () => {
  it('offline: streams the offline reply in pieces of a few words', async () => {
    const engine = createOfflineEngine({ chunkDelayMs: 0 });
    const long = 'Här är tre idéer till din pappa som gillar fiske under 500 kr, och alla tre finns i lager.';
    const pieces: string[] = [];
    for await (const piece of engine.streamChat({ ...chat, offline: () => long })) pieces.push(piece);
    expect(pieces.join('')).toBe(long);
    expect(pieces.length).toBe(3);
    expect(await engine.writeText({ messages: [], accept: () => true, offline: () => 'rim' })).toBe('rim');
    expect(
      await engine.analyze({ messages: [], schema: z.object({ a: z.number() }), offline: () => ({ a: 1 }) }),
    ).toEqual({ a: 1 });
  });

  it('model: locks the stream to the allowed ids', async () => {
    const engine = createModelEngine(
      model(['Hej\n🎁 X <id: ', `${A}>\n🎁 Y <id: 9f9f9f9f-0000-4000-8000-000000000000>\nSlut`]),
    );
    expect(await collect(engine.streamChat(chat))).toBe(`Hej\n🎁 X <id: ${A}>\nSlut`);
  });

  it('model: falls back on an error before anything was sent, and on an empty answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = createModelEngine(model(Object.assign(new Error('boom'), { status: 503 })), { chunkDelayMs: 0 });
    expect(await collect(failing.streamChat(chat))).toBe('Offline svar här');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/status 503/);
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/boom/);
    const empty = createModelEngine(model([]), { chunkDelayMs: 0 });
    expect(await collect(empty.streamChat(chat))).toBe('Offline svar här');
    warn.mockRestore();
  });

  it('model: checks structured answers with the schema and texts with the rule', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const schema = z.object({ budgetMax: z.number() });
    const good = createModelEngine(model([], 'Svar: {"budgetMax": 500}'));
    expect(await good.analyze({ messages: [], schema, offline: () => ({ budgetMax: 0 }) })).toEqual({ budgetMax: 500 });
    const bad = createModelEngine(model([], '{"budgetMax": "mycket"}'));
    expect(await bad.analyze({ messages: [], schema, offline: () => ({ budgetMax: 0 }) })).toEqual({ budgetMax: 0 });
    const text = createModelEngine(model([], ' Ett rim '));
    expect(await text.writeText({ messages: [], accept: (t) => t === 'Ett rim', offline: () => 'x' })).toBe('Ett rim');
    expect(await text.writeText({ messages: [], accept: () => false, offline: () => 'offline' })).toBe('offline');
    const broken = createModelEngine(model([], new Error('nere')));
    expect(await broken.writeText({ messages: [], accept: () => true, offline: () => 'offline' })).toBe('offline');
    vi.restoreAllMocks();
  });
});
