import { describe, expect, it } from 'vitest';
import { isOverTrackLimit, secondsLeftInWindow, TRACK_LIMIT, trackWindowStart } from './track-limit.ts';

describe('the per-client limit of /api/track', () => {
  it('allows 60 events a minute and refuses the 61st', () => {
    expect(TRACK_LIMIT).toEqual({ events: 60, windowSeconds: 60 });
    expect(isOverTrackLimit(1)).toBe(false);
    expect(isOverTrackLimit(60)).toBe(false);
    expect(isOverTrackLimit(61)).toBe(true);
  });

  it('puts every moment of a minute in the same window, aligned to the minute', () => {
    const start = Date.parse('2026-11-23T20:15:00Z');
    expect(trackWindowStart(start).toISOString()).toBe('2026-11-23T20:15:00.000Z');
    expect(trackWindowStart(start + 59_999).toISOString()).toBe('2026-11-23T20:15:00.000Z');
    expect(trackWindowStart(start + 60_000).toISOString()).toBe('2026-11-23T20:16:00.000Z');
    expect(trackWindowStart(start + 10_000, 5).toISOString()).toBe('2026-11-23T20:15:10.000Z');
  });

  it('tells a refused client how many seconds remain of the window', () => {
    const start = Date.parse('2026-11-23T20:15:00Z');
    expect(secondsLeftInWindow(start)).toBe(60);
    expect(secondsLeftInWindow(start + 45_200)).toBe(15);
    expect(secondsLeftInWindow(start + 59_999)).toBe(1);
  });
});
