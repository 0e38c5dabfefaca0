import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import {
  applyDelta,
  attachProducts,
  type ChatMessage,
  extractProductIds,
  GREETING,
  greetingMessage,
  removePending,
  requestHistory,
  sendableText,
  showsMoreSuggestions,
} from './messages.ts';

const product = (id: string) => ({ id, title: `Produkt ${id}` }) as Product;
const A = '0b8f1c2e-aaaa-4bbb-8ccc-123456789abc';
const B = '1c9e2d3f-bbbb-4ccc-9ddd-23456789abcd';

describe('chat messages', () => {
  it('starts with the exact greeting', () => {
    expect(greetingMessage()).toEqual({
      id: 'greeting',
      role: 'assistant',
      content: 'Hej! 👋 Beskriv mottagare, tillfälle och budget så tar jag fram presenter.',
    });
    expect(GREETING).toBe('Hej! 👋 Beskriv mottagare, tillfälle och budget så tar jag fram presenter.');
  });

  it('extracts ids of lowercase letters, digits and hyphens, without repeats', () => {
    expect(extractProductIds(`🎁 Ett <id: ${A}> och <id:${B}> och igen <id: ${A}>`)).toEqual([A, B]);
    expect(extractProductIds('<id: ABC-DEF> <id: a_b> <id: > <id: x y>')).toEqual([]);
    expect(extractProductIds('<id: simple-1>')).toEqual(['simple-1']);
  });

  it('grows the last assistant message or appends a new one', () => {
    const user: ChatMessage = { id: 'u', role: 'user', content: 'Hej' };
    const first = applyDelta([greetingMessage(), user], 'Här', 'r');
    expect(first.at(-1)).toEqual({ id: 'r', role: 'assistant', content: 'Här' });
    const second = applyDelta(first, ' kommer', 'ignored');
    expect(second).toHaveLength(3);
    expect(second.at(-1)?.content).toBe('Här kommer');
  });

  it('attaches at most three products to the last assistant message', () => {
    const messages = attachProducts([greetingMessage()], ['1', '2', '3', '4'].map(product));
    expect(messages[0]?.products?.map((p) => p.id)).toEqual(['1', '2', '3']);
    const user: ChatMessage = { id: 'u', role: 'user', content: 'x' };
    expect(attachProducts([user], [product('1')])).toEqual([user]);
  });

  it('removes the pending user message after a failure', () => {
    const user: ChatMessage = { id: 'p', role: 'user', content: 'x' };
    expect(removePending([greetingMessage(), user], 'p')).toEqual([greetingMessage()]);
    const partial: ChatMessage = { id: 'r', role: 'assistant', content: 'halv' };
    expect(removePending([greetingMessage(), user, partial], 'p')).toEqual([greetingMessage()]);
  });

  it('shows "Generera nya förslag" only on a last assistant message with products, when not loading', () => {
    const withProducts = attachProducts([greetingMessage()], [product('1')]);
    expect(showsMoreSuggestions(withProducts, false)).toBe(true);
    expect(showsMoreSuggestions(withProducts, true)).toBe(false);
    expect(showsMoreSuggestions([greetingMessage()], false)).toBe(false);
    expect(showsMoreSuggestions([...withProducts, { id: 'u', role: 'user', content: 'x' }], false)).toBe(false);
  });

  it('sends trimmed text, never empty text or while loading', () => {
    expect(sendableText('  hej  ', false)).toBe('hej');
    expect(sendableText('   ', false)).toBeNull();
    expect(sendableText('hej', true)).toBeNull();
  });

  it('keeps the request within the server limits, newest messages first to go in', () => {
    const many: ChatMessage[] = Array.from({ length: 41 }, (_, i) => ({
      id: String(i),
      role: i % 2 ? 'assistant' : 'user',
      content: 'x'.repeat(2500),
    }));
    const history = requestHistory(many);
    expect(history.length).toBeLessThanOrEqual(30);
    expect(history.every((turn) => turn.content.length <= 2000)).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify({ messages: history })).byteLength).toBeLessThan(32 * 1024);
    expect(history.at(-1)).toEqual({ role: 'user', content: 'x'.repeat(2000) });
    expect(requestHistory([greetingMessage()])).toEqual([{ role: 'assistant', content: GREETING }]);
  });
});
