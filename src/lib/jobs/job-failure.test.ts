import { describe, expect, it } from 'vitest';
import { classifyFailure } from './job-failure.ts';

describe('classifyFailure', () => {
  it.each([
    [{ status: 401 }, 'auth'],
    [{ status: 403 }, 'auth'],
    [{ status: 402 }, 'credits'],
    [{ status: 429 }, 'rate-limit'],
    [{ status: 500 }, 'other'],
    [new Error('nätverksfel'), 'other'],
    [null, 'other'],
    ['text', 'other'],
    [Object.assign(new Error('x'), { code: '57014' }), 'timeout'],
    [new Error('canceling statement due to statement timeout'), 'timeout'],
    [Object.assign(new Error('x'), { code: 'ECONNRESET' }), 'network'],
    [new TypeError('fetch failed'), 'network'],
    [new Error('duplicate key'), 'other'],
  ] as const)('%j is %s', (error, kind) => {
    expect(classifyFailure(error)).toBe(kind);
  });
});
