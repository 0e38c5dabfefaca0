import { describe, expect, it } from 'vitest';
import { trackEventSchema } from './track.ts';

const id = '3f1c2b7a-1d2e-5f60-8a9b-0c1d2e3f4a5b';

describe('track event body', () => {
  it('accepts a click or view with a source, normalising the source', () => {
    expect(trackEventSchema.parse({ productId: id, event: 'click', source: 'Random-Gift ' })).toEqual({
      productId: id,
      event: 'click',
      source: 'random-gift',
    });
    expect(trackEventSchema.safeParse({ productId: id, event: 'view', source: 'browse' }).success).toBe(true);
  });

  it('rejects unknown events, malformed ids, odd sources and extra fields such as a visitor id', () => {
    expect(trackEventSchema.safeParse({ productId: id, event: 'purchase', source: 'browse' }).success).toBe(false);
    expect(trackEventSchema.safeParse({ productId: 'abc', event: 'click', source: 'browse' }).success).toBe(false);
    expect(trackEventSchema.safeParse({ productId: id, event: 'click', source: '<script>' }).success).toBe(false);
    expect(trackEventSchema.safeParse({ productId: id, event: 'click', source: 'x'.repeat(41) }).success).toBe(false);
    expect(trackEventSchema.safeParse({ productId: id, event: 'click' }).success).toBe(false);
    expect(
      trackEventSchema.safeParse({ productId: id, event: 'click', source: 'browse', visitorId: 'v1' }).success,
    ).toBe(false);
  });
});
