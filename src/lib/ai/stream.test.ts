import { describe, expect, it } from 'vitest';
import { chunkText, paced } from './stream.ts';

describe('streaming helpers', () => {
  it('splits a text into small pieces that join back to the text', () => {
    const text = 'Hej! Här är tre förslag:\n🎁 Kaffe – 199 kr <id: a-1>\n';
    const chunks = chunkText(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.every((chunk) => chunk.trim().split(/\s+/).length <= 2)).toBe(true);
  });

  it('yields every piece in order and stops when aborted', async () => {
    const out: string[] = [];
    for await (const piece of paced(['a', 'b', 'c'], 1)) out.push(piece);
    expect(out).toEqual(['a', 'b', 'c']);
    const controller = new AbortController();
    const early: string[] = [];
    for await (const piece of paced(['a', 'b', 'c'], 1, controller.signal)) {
      early.push(piece);
      controller.abort();
    }
    expect(early).toEqual(['a']);
  });
});
