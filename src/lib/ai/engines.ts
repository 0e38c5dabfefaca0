/** The two engines behind the AI interface: offline (built-in rules) and model (OpenAI-compatible + fallback). */
import { createCatalogueLock } from './catalogue-lock.ts';
import { chunkText, paced } from './stream.ts';
import type { AiEngine, LanguageModel, ModelOptions } from './types.ts';

export interface EngineOptions {
  /** Pause between streamed pieces of an offline reply (ms). */
  chunkDelayMs?: number;
  /** How long the model may take to its first line the visitor can see before the offline reply is used (ms). */
  firstLineTimeoutMs?: number;
  /** How long the model may pause once its reply has begun before the reply is ended where it stands (ms). */
  stallTimeoutMs?: number;
  /** How long a whole answer (AI Express's text analysis, rhymes) may take before the offline one is used (ms). */
  answerTimeoutMs?: number;
}

/** Pause between streamed pieces by default. */
export const DEFAULT_CHUNK_DELAY_MS = 12;
/**
 * Words per streamed piece of an offline reply: a reply of ~100 words arrives in about 0.15 s, a few lines at a time
 * (at two words a piece it took 0.7 s, and held a server connection that long for nothing).
 */
const WORDS_PER_PIECE = 8;

/**
 * The model's first-line budget: a model that has not produced a line the visitor may see by then (it answers
 * nothing, hangs, or trickles) is abandoned for the offline reply, which starts at once.
 */
export const DEFAULT_FIRST_LINE_TIMEOUT_MS = 2500;

/** A model that stops sending mid-reply for this long has its reply ended there. */
export const DEFAULT_STALL_TIMEOUT_MS = 10_000;

/**
 * The budget of an answer that is not streamed (AI Express's text analysis, rhymes): a visitor waits for all of it,
 * so a model that has not answered by then is abandoned for the offline answer.
 */
export const DEFAULT_ANSWER_TIMEOUT_MS = 6000;

const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT when `ms` pass first. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The built-in engine: every answer comes from the offline functions the features pass in. */
export function createOfflineEngine(options: EngineOptions = {}): AiEngine {
  const delay = options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  return {
    kind: 'offline',
    streamChat: (request) => paced(chunkText(request.offline(), WORDS_PER_PIECE), delay, request.signal),
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
 * The model's whole answer, or TIMED_OUT when it has not come within `ms`; the model's request is ended then, and
 * when the caller's signal ends it.
 */
async function completeWithin(
  model: LanguageModel,
  messages: Parameters<LanguageModel['complete']>[0],
  options: Omit<ModelOptions, 'signal'>,
  callerSignal: AbortSignal | undefined,
  ms: number,
): Promise<string | typeof TIMED_OUT> {
  const giveUp = new AbortController();
  const signal = callerSignal ? AbortSignal.any([callerSignal, giveUp.signal]) : giveUp.signal;
  const answer = model.complete(messages, { ...options, signal });
  const result = await within(answer, ms);
  if (result === TIMED_OUT) {
    giveUp.abort();
    answer.catch(() => undefined);
    console.warn(`[ai] modellen svarade inte inom ${ms} ms; den inbyggda motorn svarar i stället`);
  }
  return result;
}

/**
 * The model engine: answers come from the language model, checked (catalogue lock, schema, accept rule); on an
 * error, an empty answer, a failed check, no first chat line within the first-line budget or no whole answer within
 * the answer budget the offline answer is used instead.
 */
export function createModelEngine(model: LanguageModel, options: EngineOptions = {}): AiEngine {
  const offline = createOfflineEngine(options);
  const firstLineTimeoutMs = options.firstLineTimeoutMs ?? DEFAULT_FIRST_LINE_TIMEOUT_MS;
  const stallTimeoutMs = options.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS;
  const answerTimeoutMs = options.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS;
  return {
    kind: 'openai',
    async *streamChat(request) {
      const lock = createCatalogueLock(request.allowedIds, request.maxIds, request.reasons);
      const giveUp = new AbortController();
      const signal = request.signal ? AbortSignal.any([request.signal, giveUp.signal]) : giveUp.signal;
      const firstLineBy = performance.now() + firstLineTimeoutMs;
      let sent = false;
      const pieces = model
        .stream(request.messages, { temperature: 0.6, maxTokens: 700, signal })
        [Symbol.asyncIterator]();
      try {
        for (;;) {
          const next = await within(pieces.next(), sent ? stallTimeoutMs : firstLineBy - performance.now());
          if (next === TIMED_OUT) {
            giveUp.abort();
            pieces.return?.(undefined).catch(() => undefined);
            if (!sent) {
              // A half line held back by the lock is dropped with the model's answer.
              console.warn('[ai] modellen hann inte börja chattsvaret; den inbyggda motorn svarar i stället');
              yield* offline.streamChat(request);
              return;
            }
            console.warn('[ai] modellen tystnade mitt i chattsvaret; svaret avslutas där');
            break;
          }
          if (next.done) break;
          const safe = lock.push(next.value);
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
        if (lock.falseReasons > 0) console.warn(`[ai] ${lock.falseReasons} mening(ar) med ett osant skäl togs bort`);
        if (!sent) {
          console.warn('[ai] modellens chattsvar var tomt; den inbyggda motorn svarar i stället');
          yield* offline.streamChat(request);
        }
      } catch (error) {
        if (request.signal?.aborted) return;
        warn('chattsvaret', error);
        if (!sent) yield* offline.streamChat(request);
      } finally {
        // Ends the model's request too when the visitor leaves mid-reply.
        giveUp.abort();
      }
    },
    async analyze(request) {
      try {
        const options = { json: true, temperature: 0 };
        const text = await completeWithin(model, request.messages, options, request.signal, answerTimeoutMs);
        if (text === TIMED_OUT) return request.offline();
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
        const options = { temperature: 0.9, maxTokens: 400 };
        const answer = await completeWithin(model, request.messages, options, request.signal, answerTimeoutMs);
        if (answer === TIMED_OUT) return request.offline();
        const text = answer.trim();
        if (text && request.accept(text)) return text;
        console.warn('[ai] modellens text klarade inte kontrollen; den inbyggda motorn svarar i stället');
      } catch (error) {
        warn('texten', error);
      }
      return request.offline();
    },
  };
}
