/**
 * What the chat keeps in the browser (docs/product/chat.md#storage): the messages, the recommended products and three
 * flags. Reading is forgiving: corrupt saved data is ignored (logged for messages; recommendations become empty).
 */
import { z } from 'zod';
import type { Product } from '../catalogue/product.ts';
import { type ChatMessage, GREETING, greetingMessage, storedMessageSchema } from './messages.ts';

/** At most this many messages are kept (the server accepts 30 per request). */
export const MAX_STORED_MESSAGES = 30;
/** At most this many recommended products are remembered. */
export const MAX_RECOMMENDATIONS = 30;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; value: T; error: string };

function parseJson(raw: string): unknown {
  return JSON.parse(raw) as unknown;
}

/**
 * Saved messages from localStorage. Nothing saved → the greeting alone. Corrupt → the greeting alone and an
 * error to log. The first message is always the greeting.
 */
export function parseStoredMessages(raw: string | null): ParseResult<ChatMessage[]> {
  const fresh = [greetingMessage()];
  if (raw == null || raw === '') return { ok: true, value: fresh };
  try {
    const parsed = z.array(storedMessageSchema).max(200).safeParse(parseJson(raw));
    if (!parsed.success) return { ok: false, value: fresh, error: parsed.error.message };
    const messages = parsed.data.map((message) => message as unknown as ChatMessage);
    if (messages[0]?.content !== GREETING) messages.unshift(greetingMessage());
    return { ok: true, value: messages };
  } catch (error) {
    return { ok: false, value: fresh, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The messages to save: the newest ones, the greeting first. */
export function messagesToStore(messages: readonly ChatMessage[]): ChatMessage[] {
  const rest = messages.filter((message, index) => !(index === 0 && message.content === GREETING));
  return [greetingMessage(), ...rest.slice(-(MAX_STORED_MESSAGES - 1))];
}

const storedProductSchema = z.looseObject({ id: z.string(), title: z.string() });

/** Saved recommendations; anything corrupt gives an empty list. */
export function parseStoredRecommendations(raw: string | null): Product[] {
  if (raw == null || raw === '') return [];
  try {
    const parsed = z.array(storedProductSchema).safeParse(parseJson(raw));
    return parsed.success ? (parsed.data as unknown as Product[]).slice(0, MAX_RECOMMENDATIONS) : [];
  } catch {
    return [];
  }
}

/** Adds newly recommended products to the front of the list, without repeats. */
export function addRecommendations(current: readonly Product[], added: readonly Product[]): Product[] {
  const ids = new Set(added.map((product) => product.id));
  return [...added, ...current.filter((product) => !ids.has(product.id))].slice(0, MAX_RECOMMENDATIONS);
}

/** A stored boolean flag ("true"/"false"); anything else gives the default. */
export function parseFlag(raw: string | null, fallback: boolean): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return fallback;
}
