import { describe, expect, it } from 'vitest';
import { connectTimeoutFor, PG_BUSY_CONNECT_TIMEOUT_MS, PG_CONNECT_TIMEOUT_MS } from './pg.server.ts';

describe('connectTimeoutFor', () => {
  const now = 1_000_000;

  it('keeps the quick bound for a pool that has not reached the server, or not for a minute', () => {
    expect(connectTimeoutFor(undefined, now, PG_CONNECT_TIMEOUT_MS)).toBe(PG_CONNECT_TIMEOUT_MS);
    expect(connectTimeoutFor(now - 60_000, now, PG_CONNECT_TIMEOUT_MS)).toBe(PG_CONNECT_TIMEOUT_MS);
  });

  it('gives a new connection the longer allowance while the server has been answering', () => {
    expect(connectTimeoutFor(now - 5, now, PG_CONNECT_TIMEOUT_MS)).toBe(PG_BUSY_CONNECT_TIMEOUT_MS);
    expect(connectTimeoutFor(now - 59_999, now, PG_CONNECT_TIMEOUT_MS)).toBe(PG_BUSY_CONNECT_TIMEOUT_MS);
  });

  it('never shortens a longer bound a caller chose', () => {
    expect(connectTimeoutFor(now, now, 10_000)).toBe(10_000);
    expect(connectTimeoutFor(undefined, now, 10_000)).toBe(10_000);
  });
});
