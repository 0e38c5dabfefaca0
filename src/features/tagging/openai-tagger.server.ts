/**
 * The model tagger: one Responses API request per batch of products, structured output from a zod schema
 * (`zodTextFormat`), the fixed vocabulary first in the instructions. The answer is read leniently
 * (`cleanTaggingAnswer`): a value outside the vocabulary is dropped rather than failing the whole batch, which
 * `responses.parse` would do. The key is never logged.
 */
import OpenAI from 'openai';
import { zodTextFormat } from 'openai/helpers/zod';
import { DEFAULT_OPENAI_MODEL } from '../../lib/ai/openai.server.ts';
import {
  cleanTaggingAnswer,
  ModelTaggingAnswer,
  parseAnswerText,
  TAGGING_CACHE_KEY,
  TAGGING_FORMAT_NAME,
  TAGGING_INSTRUCTIONS,
  taggingInput,
} from './openai-tagging.ts';
import type { TaggerInput, TaggerResult } from './tagger.ts';

export interface ModelTaggerConfig {
  apiKey: string;
  baseURL?: string | undefined;
  model?: string | undefined;
  /** Milliseconds before one request is given up. */
  timeoutMs?: number;
}

/** Milliseconds a tagging request may take: 25 products of structured output. */
export const TAGGING_TIMEOUT_MS = 90_000;

/** The structured-output format every tagging request (direct or batched) uses. */
export const TAGGING_TEXT_FORMAT = zodTextFormat(ModelTaggingAnswer, TAGGING_FORMAT_NAME);

/** An OpenAI client with retries off: the caller decides what an error means (wait, stop or go offline). */
export function createTaggingClient(config: ModelTaggerConfig): OpenAI {
  return new OpenAI({
    apiKey: config.apiKey,
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    maxRetries: 0,
    timeout: config.timeoutMs ?? TAGGING_TIMEOUT_MS,
  });
}

/** The body of one tagging request (also one line of a Batch API file). */
export function taggingRequestBody(model: string, items: readonly { id: string; input: TaggerInput }[]) {
  return {
    model,
    instructions: TAGGING_INSTRUCTIONS,
    input: taggingInput(items),
    text: { format: TAGGING_TEXT_FORMAT },
    prompt_cache_key: TAGGING_CACHE_KEY,
    store: false,
  };
}

export interface ModelTagger {
  readonly model: string;
  readonly client: OpenAI;
  /**
   * Tags one batch with one request. Resolves with the products the answer covered readably (malformed JSON
   * resolves empty); rejects with the SDK's error when the request fails.
   */
  tag(items: readonly { id: string; input: TaggerInput }[], signal?: AbortSignal): Promise<Map<string, TaggerResult>>;
}

export function createModelTagger(config: ModelTaggerConfig): ModelTagger {
  const client = createTaggingClient(config);
  const model = config.model ?? DEFAULT_OPENAI_MODEL;
  return {
    model,
    client,
    async tag(items, signal) {
      if (items.length === 0) return new Map();
      const response = await client.responses.create(
        { ...taggingRequestBody(model, items), stream: false },
        signal ? { signal } : {},
      );
      return cleanTaggingAnswer(parseAnswerText(response.output_text ?? ''), items);
    },
  };
}
