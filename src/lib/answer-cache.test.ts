import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

const counter = () => {
  let calls = 0;
  return {
    compute: (value: string) => () => {
      calls += 1;
      return Promise.resolve(value);
    },
    get calls() {
      return calls;
    },
  };
};

describe('AnswerCache', () => {
  it('keeps an answer while its version stands and it is younger than maxAge', async () => {
    const cache = new AnswerCache<string>({ maxWeight: 10, maxAgeMs: 1000 });
    const c = counter();
    expect(await cache.answer('kaffe', 'v1', c.compute('a'), 1, 0)).toBe('a');
    expect(await cache.answer('kaffe', 'v1', c.compute('b'), 1, 999)).toBe('a');
    expect(c.calls).toBe(1);
    expect(await cache.answer('kaffe', 'v2', c.compute('c'), 1, 1000)).toBe('c');
    expect(await cache.answer('kaffe', 'v2', c.compute('d'), 1, 2000)).toBe('d');
    expect(c.calls).toBe(3);
  });

  it('shares one computation between callers asking at once', async () => {
    const cache = new AnswerCache<string>({ maxWeight: 10, maxAgeMs: 1000 });
    let release: (value: string) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.answer('lego', 'v1', slow, 1, 0);
    const second = cache.answer('lego', 'v1', slow, 1, 1);
    release('svar');
    expect(await Promise.all([first, second])).toEqual(['svar', 'svar']);
    expect(calls).toBe(1);
  });

  it('drops the least recently used keys when the weight passes the limit', async () => {
    const cache = new AnswerCache<string>({ maxWeight: 2, maxAgeMs: 1000 });
    const c = counter();
    await cache.answer('a', 'v', c.compute('a'), 1, 0);
    await cache.answer('b', 'v', c.compute('b'), 1, 0);
    await cache.answer('a', 'v', c.compute('a2'), 1, 1);
    await cache.answer('c', 'v', c.compute('c'), 1, 2);
    expect(cache.weight).toBe(2);
    expect(await cache.answer('a', 'v', c.compute('a3'), 1, 3)).toBe('a');
    expect(await cache.answer('b', 'v', c.compute('b2'), 1, 3)).toBe('b2');
    await cache.answer('heavy', 'v', c.compute('h'), 2, 4);
    expect(cache.weight).toBe(2);
    expect(await cache.answer('a', 'v', c.compute('a4'), 1, 5)).toBe('a4');
  });

  it('does not keep a failed computation', async () => {
    const cache = new AnswerCache<string>({ maxWeight: 10, maxAgeMs: 1000 });
    await expect(cache.answer('x', 'v', () => Promise.reject(new Error('nere')), 1, 0)).rejects.toThrow('nere');
    expect(await cache.answer('x', 'v', () => Promise.resolve('ok'), 1, 1)).toBe('ok');
  });
});
