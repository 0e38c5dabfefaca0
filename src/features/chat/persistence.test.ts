import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { type ChatMessage, greetingMessage } from './messages.ts';
import {
  addRecommendations,
  messagesToStore,
  parseFlag,
  parseStoredMessages,
  parseStoredRecommendations,
} from './persistence.ts';

describe('chat persistence', () => {
  it('starts with the greeting when nothing is saved', () => {
    expect(parseStoredMessages(null)).toEqual({ ok: true, value: [greetingMessage()] });
  });

  it('reads saved messages back', () => {
    const saved: ChatMessage[] = [greetingMessage(), { id: 'u', role: 'user', content: 'Till mamma' }];
    expect(parseStoredMessages(JSON.stringify(saved))).toEqual({ ok: true, value: saved });
  });

  it('ignores a corrupt list and reports why', () => {
    for (const raw of ['{oops', '{"a":1}', '[{"id":1,"role":"robot"}]']) {
      const result = parseStoredMessages(raw);
      expect(result.ok).toBe(false);
      expect(result.value).toEqual([greetingMessage()]);
    }
  });

  it('keeps the greeting first and the newest messages', () => {
    const many: ChatMessage[] = Array.from({ length: 50 }, (_, i) => ({ id: `m${i}`, role: 'user', content: `${i}` }));
    const stored = messagesToStore([greetingMessage(), ...many]);
    expect(stored).toHaveLength(30);
    expect(stored[0]).toEqual(greetingMessage());
    expect(stored.at(-1)?.id).toBe('m49');
  });

  it('gives an empty recommendation list for corrupt data', () => {
    expect(parseStoredRecommendations('nope')).toEqual([]);
    expect(parseStoredRecommendations('[{"x":1}]')).toEqual([]);
    expect(parseStoredRecommendations('[{"id":"a","title":"A"}]')).toEqual([{ id: 'a', title: 'A' }]);
  });

  it('adds new recommendations first without repeats', () => {
    const p = (id: string) => ({ id, title: id }) as Product;
    expect(addRecommendations([p('a'), p('b')], [p('b'), p('c')]).map((x) => x.id)).toEqual(['b', 'c', 'a']);
  });

  it('reads flags', () => {
    expect(parseFlag('true', false)).toBe(true);
    expect(parseFlag('false', true)).toBe(false);
    expect(parseFlag('garbage', true)).toBe(true);
    expect(parseFlag(null, false)).toBe(false);
  });
});
