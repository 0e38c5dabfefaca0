/** The two engines behind the AI interface: offline (built-in rules) and model (OpenAI-compatible + fallback). */
import { createCatalogueLock } from './catalogue-lock.ts';
import { chunkText, paced } from './stream.ts';
import type { AiEngine, LanguageModel } from './types.ts';

export interface EngineOptions {
  /** Pause between streamed pieces of an offline reply (ms). */
  chunkDelayMs?: number;
}

/** Pause between streamed pieces by default: a reply of ~100 words arrives in under a second. */
export const DEFAULT_CHUNK_DELAY_MS = 12;

/** The built-in engine: every answer comes from the offline functions the features pass in. */
export function createOfflineEngine(options: EngineOptions = {}): AiEngine {
  const delay = options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  return {
    kind: 'offline',
    streamChat: (request) => paced(chunkText(request.offline()), delay, request.signal),
    analyze: async (request) => request.offline(),
    writeText: async (request) => request.offline(),
  };
}

/** What is logged about a failed model call: never the request, the key or the answer. */
function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { name, status } = error as { name?: unknown; status?: unknown };
    return [typeof name === 'string' ? name : 'Error', typeof status === 'number' ? `status ${status}` : '']
      .filter(Boolean)
      .join(' ');
  }
  return 'okänt fel';
}

function warn(what: string, error: unknown): void {
  console.warn(`[ai] ${what} misslyckades (${describeError(error)}); den inbyggda motorn svarar i stället`);
}

function parseJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1)) as unknown;
  } catch {
    return null;
  }
}

/**
 * The model engine: answers come from the language model, checked (catalogue lock, schema, accept rule); on an
 * error, an empty answer or a failed check the offline answer is used instead.
 */
export function createModelEngine(model: LanguageModel, options: EngineOptions = {}): AiEngine {
  const offline = createOfflineEngine(options);
  return {
    kind: 'openai',
    async *streamChat(request) {
      const lock = createCatalogueLock(request.allowedIds, request.maxIds);
      let sent = false;
      try {
        const signal = request.signal ? { signal: request.signal } : {};
        for await (const piece of model.stream(request.messages, { temperature: 0.6, maxTokens: 700, ...signal })) {
          const safe = lock.push(piece);
          if (safe) {
            sent = true;
            yield safe;
          }
        }
        const rest = lock.flush();
        if (rest.trim()) {
          sent = true;
          yield rest;
        }
        if (lock.rejected > 0) console.warn(`[ai] ${lock.rejected} produkt-id utanför kandidaterna togs bort`);
        if (!sent) yield* offline.streamChat(request);
      } catch (error) {
        if (request.signal?.aborted) return;
        warn('chattsvaret', error);
        if (!sent) yield* offline.streamChat(request);
      }
    },
    async analyze(request) {
      try {
        const signal = request.signal ? { signal: request.signal } : {};
        const text = await model.complete(request.messages, { json: true, temperature: 0, ...signal });
        const parsed = request.schema.safeParse(parseJsonObject(text));
        if (parsed.success) return parsed.data;
        console.warn('[ai] analysens svar följde inte schemat; den inbyggda motorn svarar i stället');
      } catch (error) {
        warn('analysen', error);
      }
      return request.offline();
    },
    async writeText(request) {
      try {
        const signal = request.signal ? { signal: request.signal } : {};
        const text = (await model.complete(request.messages, { temperature: 0.9, maxTokens: 400, ...signal })).trim();
        if (text && request.accept(text)) return text;
        console.warn('[ai] modellens text klarade inte kontrollen; den inbyggda motorn svarar i stället');
      } catch (error) {
        warn('texten', error);
      }
      return request.offline();
    },
  };
}
