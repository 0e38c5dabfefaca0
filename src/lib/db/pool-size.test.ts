import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, poolSizeOf, workerPoolSize } from './pg.server.ts';

describe("a worker's connection pool", () => {
  it('is three per worker with one worker per core', () => {
    expect(workerPoolSize(1, 1)).toBe(3);
    expect(workerPoolSize(2, 2)).toBe(3);
    expect(workerPoolSize(8, 8)).toBe(3);
  });

  it('grows when fewer workers share the cores, and never goes below two', () => {
    expect(workerPoolSize(8, 1)).toBe(17);
    expect(workerPoolSize(4, 2)).toBe(5);
    expect(workerPoolSize(2, 16)).toBe(2);
    expect(workerPoolSize(0, 0)).toBe(3);
  });

  it('PG_POOL_SIZE is read when it is a positive whole number', () => {
    expect(poolSizeOf('4')).toBe(4);
    for (const value of [undefined, '', '0', '-2', '2.5', 'tio']) expect(poolSizeOf(value)).toBe(DEFAULT_POOL_SIZE);
  });
});
