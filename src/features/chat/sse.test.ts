import { describe, expect, it } from 'vitest';
import { encodeChunk, encodeDone, parseSseText } from './sse.ts';

describe('chat stream chunks', () => {
  it('encodes OpenAI-style chunks and the closing marker', () => {
    expect(encodeChunk('Hej "du"')).toBe('data: {"choices":[{"delta":{"content":"Hej \\"du\\""}}]}\n\n');
    expect(encodeDone()).toBe('data: [DONE]\n\n');
  });

  it('parses complete events and keeps the incomplete tail', () => {
    const text = `${encodeChunk('Hej')}${encodeChunk(' där')}data: {"choices":[{"del`;
    const parsed = parseSseText(text);
    expect(parsed.deltas).toEqual(['Hej', ' där']);
    expect(parsed.done).toBe(false);
    expect(parsed.rest).toBe('data: {"choices":[{"del');
    const next = parseSseText(`${parsed.rest}ta":{"content":"!"}}]}\n\n${encodeDone()}`);
    expect(next).toEqual({ deltas: ['!'], done: true, rest: '' });
  });

  it('stops at [DONE] and skips comments, other fields and broken chunks', () => {
    const text = `: ping\nevent: x\ndata: not json\ndata: {"choices":[]}\n${encodeChunk('a')}${encodeDone()}${encodeChunk('b')}`;
    expect(parseSseText(text)).toEqual({ deltas: ['a'], done: true, rest: '' });
  });

  it('reads CRLF line ends', () => {
    expect(parseSseText('data: {"choices":[{"delta":{"content":"x"}}]}\r\n\r\ndata: [DONE]\r\n').deltas).toEqual(['x']);
  });

  it('round-trips any text', () => {
    const pieces = ['rad\nett', ' <id: a-1>', ' "citat" & \\', '🎁'];
    expect(parseSseText(pieces.map(encodeChunk).join('')).deltas).toEqual(pieces);
  });
});
