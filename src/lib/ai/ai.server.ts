/**
 * The one place that picks the AI engine: OPENAI_API_KEY set → the OpenAI-compatible model (OPENAI_BASE_URL,
 * OPENAI_MODEL) with the offline engine as fallback; unset → the built-in offline engines.
 */
import { env } from '../env.ts';
import { createModelEngine, createOfflineEngine, type EngineOptions } from './engines.ts';
import { createOpenAiModel } from './openai.server.ts';
import type { AiEngine } from './types.ts';

export type { AiEngine, AiMessage } from './types.ts';

let cached: { key: string; engine: AiEngine } | undefined;
let override: AiEngine | undefined;

/** The configured engine (rebuilt when the environment changes, e.g. between tests). */
export function aiEngine(options: EngineOptions = {}): AiEngine {
  if (override) return override;
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, OPENAI_MODEL: model } = env();
  const key = JSON.stringify([apiKey ?? '', baseURL ?? '', model ?? '', options.chunkDelayMs ?? null]);
  if (cached?.key === key) return cached.engine;
  const engine = apiKey
    ? createModelEngine(createOpenAiModel({ apiKey, baseURL, model }), options)
    : createOfflineEngine(options);
  cached = { key, engine };
  return engine;
}

/** Installs an engine for the whole process (tests, benchmarks); undefined restores the configured one. */
export function setAiEngine(engine: AiEngine | undefined): void {
  override = engine;
}
