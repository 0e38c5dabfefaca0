/**
 * Chat messages (docs/product/chat.md#conversation): the model, the greeting, the fixed texts and how a streamed reply
 * grows.
 */
import { z } from 'zod';
import type { Product } from '../catalogue/product.ts';
import { CHAT_LIMITS, HISTORY_MAX_BYTES } from './chat-limits.ts';

/** The first message of every conversation (docs/product/chat.md#conversation); a reset returns to it. */
export const GREETING = 'Hej! 👋 Beskriv mottagare, tillfälle och budget så tar jag fram presenter.';
/** Sent by the "Generera nya förslag" button. */
export const MORE_SUGGESTIONS_TEXT = 'Ge mig fler presentförslag med liknande kriterier';
export const MORE_SUGGESTIONS_LABEL = 'Generera nya förslag';
/** At most this many products are attached to one reply (docs/product/chat.md#conversation). */
export const MAX_PRODUCTS_PER_REPLY = 3;
export const CHAT_LOG_LABEL = 'AI-chatt';
export const INPUT_PLACEHOLDER = 'T.ex. present till pappa som älskar att fiska, max 500 kr';
export const INPUT_HINT = 'Beskriv mottagare, tillfälle & budget';

/** The toasts of the chat (docs/product/chat.md#conversation), exactly. */
export const CHAT_TOASTS = {
  failed: {
    title: 'Något gick fel',
    description: 'Kunde inte få svar från AI-assistenten. Försök igen.',
    variant: 'destructive',
  },
  productsMissing: {
    title: 'Kunde inte hitta produkterna',
    description: 'Produkterna verkar vara slutsålda. Försök igen.',
    variant: 'destructive',
  },
  lookupFailed: {
    title: 'Kunde inte hämta produkter',
    description: 'Ett fel uppstod. Försök igen.',
    variant: 'destructive',
  },
} as const;
/** The inner message of a failed chat call (docs/product/chat.md#conversation). */
export const CHAT_FAILED_MESSAGE = 'Kunde inte få svar från AI-assistenten';

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** Products attached to an assistant reply (at most 3). */
  products?: Product[];
}

/** The greeting as a message. */
export function greetingMessage(): ChatMessage {
  return { id: 'greeting', role: 'assistant', content: GREETING };
}

/**
 * Product ids in a reply: `<id: value>` with lowercase letters, digits and hyphens (docs/product/chat.md#conversation).
 */
const ID_TAG = /<id:\s*([a-z0-9-]+)\s*>/g;

/** The ids named in a reply, in order, without repeats. */
export function extractProductIds(text: string): string[] {
  return [...new Set([...text.matchAll(ID_TAG)].map((match) => match[1] ?? '').filter(Boolean))];
}

/**
 * Adds a streamed piece of the reply: the last assistant message grows, or a new assistant message is appended
 * when the last message is not from the assistant (docs/product/chat.md#conversation).
 */
export function applyDelta(messages: readonly ChatMessage[], delta: string, newId: string): ChatMessage[] {
  const last = messages.at(-1);
  if (last && last.role === 'assistant') {
    return [...messages.slice(0, -1), { ...last, content: last.content + delta }];
  }
  return [...messages, { id: newId, role: 'assistant', content: delta }];
}

/** Attaches at most 3 products to the last assistant message. */
export function attachProducts(messages: readonly ChatMessage[], products: readonly Product[]): ChatMessage[] {
  const last = messages.at(-1);
  if (last?.role !== 'assistant') return [...messages];
  return [...messages.slice(0, -1), { ...last, products: products.slice(0, MAX_PRODUCTS_PER_REPLY) }];
}

/** Removes the pending user message (and anything after it) after a failed call. */
export function removePending(messages: readonly ChatMessage[], pendingId: string): ChatMessage[] {
  const index = messages.findIndex((message) => message.id === pendingId);
  return index === -1 ? [...messages] : messages.slice(0, index);
}

/** "Generera nya förslag" shows on the last message when it is an assistant reply with products and not loading. */
export function showsMoreSuggestions(messages: readonly ChatMessage[], loading: boolean): boolean {
  const last = messages.at(-1);
  return !loading && last?.role === 'assistant' && (last.products?.length ?? 0) > 0;
}

/** Chat send rule (docs/product/chat.md#conversation): trimmed text; empty text or a running request blocks sending. */
export function sendableText(text: string, loading: boolean): string | null {
  const trimmed = text.trim();
  return loading || trimmed === '' ? null : trimmed;
}

/** A saved message as read back from localStorage (products are kept as stored). */
export const storedMessageSchema = z.object({
  id: z.string().min(1).max(100),
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
  products: z
    .array(z.looseObject({ id: z.string(), title: z.string() }))
    .max(MAX_PRODUCTS_PER_REPLY)
    .optional(),
});

/**
 * The history sent with a request: role and content of the newest messages that fit the server's limits (each
 * cut to 2,000 characters, at most 30, about 30 KB of JSON), in order; the newest message is always kept.
 */
export function requestHistory(messages: readonly ChatMessage[]): { role: ChatRole; content: string }[] {
  const out: { role: ChatRole; content: string }[] = [];
  let bytes = 20;
  for (let i = messages.length - 1; i >= 0 && out.length < CHAT_LIMITS.maxMessages; i--) {
    const message = messages[i];
    if (!message) continue;
    const turn = { role: message.role, content: message.content.slice(0, CHAT_LIMITS.maxChars) };
    const size = new TextEncoder().encode(JSON.stringify(turn)).byteLength + 1;
    if (out.length > 0 && bytes + size > HISTORY_MAX_BYTES) break;
    bytes += size;
    out.unshift(turn);
  }
  return out;
}
