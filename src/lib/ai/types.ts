/** The AI interface every feature talks to, whichever engine answers (docs/deploy.md#choices). */
import type { z } from 'zod';
import type { ReasonClaims } from './catalogue-lock.ts';

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ModelOptions {
  signal?: AbortSignal;
  temperature?: number;
  maxTokens?: number;
  /** Ask for a JSON object answer. */
  json?: boolean;
}

/** A chat-completion model (an OpenAI-compatible server). */
export interface LanguageModel {
  readonly name: string;
  /** Streams the answer's text as it arrives. */
  stream(messages: readonly AiMessage[], options?: ModelOptions): AsyncIterable<string>;
  /** The whole answer at once. */
  complete(messages: readonly AiMessage[], options?: ModelOptions): Promise<string>;
}

export interface ChatStreamRequest {
  /** Prompt for the model (system message with the candidates, then the conversation). */
  messages: readonly AiMessage[];
  /** The only product ids the reply may name (the retrieved candidates). */
  allowedIds: readonly string[];
  /** At most this many different ids per reply. */
  maxIds: number;
  /** The visitor's interests and words with the candidates that match each: a false reason is removed. */
  reasons?: ReasonClaims;
  /** The offline engine's reply: used without a model, and when the model fails before its first line. */
  offline: () => string;
  signal?: AbortSignal;
}

export interface AnalysisRequest<T> {
  messages: readonly AiMessage[];
  /** The model's JSON answer must parse with this schema. */
  schema: z.ZodType<T>;
  offline: () => T;
  signal?: AbortSignal;
}

export interface TextRequest {
  messages: readonly AiMessage[];
  /** The model's answer is used only when it passes this check (e.g. the rhyme rule). */
  accept: (text: string) => boolean;
  offline: () => string;
  signal?: AbortSignal;
}

/** What the features get: chat streaming, structured analysis and checked text (rhymes). */
export interface AiEngine {
  readonly kind: 'openai' | 'offline';
  /** Streams a chat reply in small pieces; the model path is catalogue-locked to `allowedIds`. */
  streamChat(request: ChatStreamRequest): AsyncIterable<string>;
  /** A structured answer (JSON checked by the schema), or the offline analysis. */
  analyze<T>(request: AnalysisRequest<T>): Promise<T>;
  /** A text answer that passed `accept`, or the offline text. */
  writeText(request: TextRequest): Promise<string>;
}
