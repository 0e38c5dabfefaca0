import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  formatPublishedAt,
  hookOutcome,
  MIN_GAP_MS,
  PUBLISH_TEXT,
  type PublishState,
  publishDue,
  publishHeadline,
  publishView,
  SETTLE_MS,
  STALE_BUILD_MS,
  settlesIn,
} from './publish.ts';

const T0 = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function state(patch: Partial<PublishState> = {}): PublishState {
  return {
    dirtySince: null,
    lastChangeAt: null,
    reasons: [],
    publishNow: false,
    buildState: 'idle',
    buildStartedAt: null,
    buildFinishedAt: null,
    buildError: null,
    publishedAt: null,
    ...patch,
  };
}

const dirty = (patch: Partial<PublishState> = {}) => state({ dirtySince: T0, lastChangeAt: T0, ...patch });

describe('publishDue: edits settle', () => {
  it('is not due while the site is clean', () => {
    expect(publishDue(state(), at(10 * SETTLE_MS))).toBe(false);
  });

  it('waits SETTLE_MS after the last change, then is due', () => {
    expect(publishDue(dirty(), at(SETTLE_MS - 1))).toBe(false);
    expect(publishDue(dirty(), at(SETTLE_MS))).toBe(true);
  });

  it('a new change restarts the wait (a burst of edits publishes once)', () => {
    const burst = dirty({ lastChangeAt: at(50_000) });
    expect(publishDue(burst, at(SETTLE_MS))).toBe(false);
    expect(publishDue(burst, at(50_000 + SETTLE_MS))).toBe(true);
  });

  it('an import or tagging run (publishNow) does not wait for edits to settle', () => {
    expect(publishDue(dirty({ publishNow: true }), at(1))).toBe(true);
  });

  it('never starts a second build while one runs, unless that one is stale', () => {
    const running = dirty({ publishNow: true, buildState: 'building', buildStartedAt: at(-MIN_GAP_MS) });
    expect(publishDue(running, at(SETTLE_MS))).toBe(false);
    expect(publishDue({ ...running, buildStartedAt: at(-STALE_BUILD_MS) }, at(0))).toBe(true);
  });

  it('keeps automatic builds MIN_GAP_MS apart (the hook is debounced)', () => {
    const justBuilt = dirty({ publishNow: true, buildStartedAt: at(-1000), buildFinishedAt: at(-500) });
    expect(publishDue(justBuilt, at(0))).toBe(false);
    expect(publishDue(justBuilt, at(MIN_GAP_MS - 1000))).toBe(true);
  });

  it('retries a failed build by itself only after a new change', () => {
    const failed = dirty({
      buildState: 'failed',
      buildStartedAt: at(-2 * MIN_GAP_MS),
      buildFinishedAt: at(-MIN_GAP_MS),
      lastChangeAt: at(-3 * MIN_GAP_MS),
    });
    expect(publishDue(failed, at(10 * SETTLE_MS))).toBe(false);
    const changedSince = { ...failed, lastChangeAt: at(0) };
    expect(publishDue(changedSince, at(SETTLE_MS))).toBe(true);
  });
});

describe('settlesIn', () => {
  it('counts down from the last change, null when clean', () => {
    expect(settlesIn(state(), T0)).toBeNull();
    expect(settlesIn(dirty(), at(20_000))).toBe(SETTLE_MS - 20_000);
    expect(settlesIn(dirty(), at(SETTLE_MS + 5))).toBe(0);
  });
});

describe('hookOutcome', () => {
  it('2xx requested a build', () => {
    expect(hookOutcome({ status: 200 })).toEqual({ ok: true });
    expect(hookOutcome({ status: 204 })).toEqual({ ok: true });
  });

  it('anything else fails with its status, a timeout or an unreachable host with their own words', () => {
    expect(hookOutcome({ status: 404 })).toEqual({ ok: false, error: 'Byggkroken svarade 404' });
    expect(hookOutcome({ status: 503 })).toEqual({ ok: false, error: 'Byggkroken svarade 503' });
    expect(hookOutcome({ status: 302 })).toEqual({ ok: false, error: 'Byggkroken svarade 302' });
    expect(hookOutcome('timeout')).toEqual({ ok: false, error: PUBLISH_TEXT.hookTimeout });
    expect(hookOutcome('unreachable')).toEqual({ ok: false, error: PUBLISH_TEXT.hookUnreachable });
  });
});

describe('publishView and the headline', () => {
  it('a dirty site waits, with its reasons and when it publishes itself', () => {
    const view = publishView(
      dirty({ reasons: [{ reason: 'produkten Kopp ändrad', at: T0.toISOString() }] }),
      'local',
      at(15_000),
    );
    expect(view).toMatchObject({
      dirty: true,
      reasons: ['produkten Kopp ändrad'],
      autoPublishInSeconds: 45,
      message: null,
      elapsedSeconds: null,
    });
    expect(publishHeadline(view, at(15_000))).toBe('Ändringar väntar på publicering');
  });

  it('counts down only where this server publishes settled edits itself', () => {
    expect(publishView(dirty(), 'hook', at(15_000)).autoPublishInSeconds).toBeNull();
    expect(publishView(dirty(), 'local', at(15_000), false).autoPublishInSeconds).toBeNull();
    expect(publishView(dirty({ publishNow: true }), 'local', at(15_000)).autoPublishInSeconds).toBe(0);
  });

  it('a running build reports its elapsed seconds', () => {
    const view = publishView(dirty({ buildState: 'building', buildStartedAt: at(-42_500) }), 'hook', T0);
    expect(view.elapsedSeconds).toBe(42);
    expect(view.autoPublishInSeconds).toBeNull();
    expect(publishHeadline(view, T0)).toBe('Publicerar…');
  });

  it('a failed build shows its error', () => {
    const view = publishView(dirty({ buildState: 'failed', buildError: 'Byggkroken svarade 500' }), 'hook', T0);
    expect(publishHeadline(view, T0)).toBe('Publiceringen misslyckades: Byggkroken svarade 500');
  });

  it('a clean site shows when it was published', () => {
    const view = publishView(state({ publishedAt: at(-60_000) }), 'local', T0);
    expect(publishHeadline(view, T0)).toMatch(/^Publicerad \d\d:\d\d$/);
    expect(publishHeadline(publishView(state(), 'local', T0), T0)).toBe('Sajten är publicerad');
  });

  it('without a hook or a local rebuild the site stays waiting, and says why', () => {
    const view = publishView(dirty(), 'none', at(SETTLE_MS * 2));
    expect(view.message).toBe(PUBLISH_TEXT.notConfigured);
    expect(view.autoPublishInSeconds).toBeNull();
    expect(publishHeadline(view, T0)).toBe('Ändringar väntar på publicering');
  });
});

describe('formatting', () => {
  it('elapsed time as minutes:seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(42.9)).toBe('0:42');
    expect(formatElapsed(125)).toBe('2:05');
  });

  it('the time today, the date and time on an earlier day', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(formatPublishedAt('2026-11-23T13:05:00Z', now, 'Europe/Stockholm')).toBe('14:05');
    expect(formatPublishedAt('2026-11-21T13:05:00Z', now, 'Europe/Stockholm')).toBe('21 nov. 14:05');
  });
});
