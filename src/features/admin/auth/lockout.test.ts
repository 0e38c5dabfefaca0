import { describe, expect, it } from 'vitest';
import { LOCKOUT, lockedUntil, lockoutMessage, retryAfterSeconds } from './lockout.ts';

const now = new Date('2026-11-23T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('login lockout', () => {
  it('stays open below five account failures in 15 minutes', () => {
    expect(lockedUntil([1, 2, 3, 4].map(minutesAgo), [], now)).toBeNull();
  });

  it('locks after the fifth failure until the oldest counted one is 15 minutes old', () => {
    const failures = [1, 2, 3, 4, 10].map(minutesAgo);
    expect(lockedUntil(failures, [], now)).toEqual(minutesAgo(10 - LOCKOUT.windowMinutes));
  });

  it('ignores failures older than the window', () => {
    expect(lockedUntil([1, 2, 3, 4, 16, 20].map(minutesAgo), [], now)).toBeNull();
  });

  it('locks a client after 20 failures across accounts', () => {
    const client = Array.from({ length: 20 }, (_, index) => minutesAgo(index * 0.5));
    expect(lockedUntil([], client, now)).toEqual(minutesAgo(9.5 - 15));
    expect(lockedUntil([], client.slice(0, 19), now)).toBeNull();
  });

  it('says when to try again in whole minutes', () => {
    expect(lockoutMessage(minutesAgo(-5), now)).toBe('För många misslyckade inloggningar. Försök igen om 5 minuter.');
    expect(lockoutMessage(minutesAgo(-0.2), now)).toBe('För många misslyckade inloggningar. Försök igen om 1 minut.');
    expect(retryAfterSeconds(minutesAgo(-0.5), now)).toBe(30);
  });
});
