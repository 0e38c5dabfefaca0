/** The OpenAI-compatible model behind the AI interface (any server speaking /v1/chat/completions). */
import OpenAI from 'openai';
import type { AiMessage, LanguageModel, ModelOptions } from './types.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini';

export interface OpenAiConfig {
  apiKey: string;
  baseURL?: string | undefined;
  model?: string | undefined;
  /** Milliseconds before a request is given up (the offline engine takes over). */
  timeoutMs?: number;
}

function body(messages: readonly AiMessage[], model: string, options: ModelOptions) {
  return {
    model,
    messages: messages.map((message) => ({ role: message.role, content: message.content })),
    ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
    ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
    ...(options.json ? { response_format: { type: 'json_object' as const } } : {}),
  };
}

/** A LanguageModel on the `openai` SDK. Retries are off: on failure the caller falls back to the offline engine. */
export function createOpenAiModel(config: OpenAiConfig): LanguageModel {
  const client = new OpenAI({
    apiKey: config.apiKey,
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    maxRetries: 0,
    timeout: config.timeoutMs ?? 20_000,
  });
  const model = config.model ?? DEFAULT_OPENAI_MODEL;
  return {
    name: model,
    async *stream(messages, options = {}) {
      const stream = await client.chat.completions.create(
        { ...body(messages, model, options), stream: true },
        options.signal ? { signal: options.signal } : {},
      );
      for await (const chunk of stream) {
        const content = chunk.choices[0]?.delta?.content;
        if (content) yield content;
      }
    },
    async complete(messages, options = {}) {
      const completion = await client.chat.completions.create(
        { ...body(messages, model, options), stream: false },
        options.signal ? { signal: options.signal } : {},
      );
      return completion.choices[0]?.message?.content ?? '';
    },
  };
}
