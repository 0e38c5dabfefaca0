/**
 * Publishing rules: when the prerendered site should be rebuilt, what a build hook's answer means, and how the
 * state reads in the panel header. Pure; the server (scheduler, API) and the header use the same functions.
 */
import { z } from 'zod';

/** Edits have settled once this long passes without a new change. */
export const SETTLE_MS = 60_000;
/** Automatic publishes start at least this far apart (a burst of imports sends one build hook, not ten). */
export const MIN_GAP_MS = 60_000;
/** A build still marked as running after this long belongs to a process that died. */
export const STALE_BUILD_MS = 30 * 60_000;
/** How long the build hook may take to answer. */
export const HOOK_TIMEOUT_MS = 10_000;

export const PUBLISH_TEXT = {
  pending: 'Ändringar väntar på publicering',
  publishNow: 'Publicera nu',
  building: 'Publicerar…',
  published: 'Publicerad',
  upToDate: 'Sajten är publicerad',
  failed: 'Publiceringen misslyckades',
  notConfigured:
    'Ingen publicering är inställd: sätt NETLIFY_BUILD_HOOK_URL i produktion, eller kör sajten med npm start som bygger om den själv.',
  alreadyBuilding: 'En publicering pågår redan',
  hookTimeout: `Byggkroken svarade inte inom ${HOOK_TIMEOUT_MS / 1000} s`,
  hookUnreachable: 'Byggkroken gick inte att nå',
  hookStatus: (status: number) => `Byggkroken svarade ${status}`,
  interrupted: 'Bygget avbröts (servern startades om)',
} as const;

export type BuildState = 'idle' | 'building' | 'failed';
export type PublishMode = 'local' | 'hook' | 'none';

/** The stored state, timestamps as Dates. */
export interface PublishState {
  dirtySince: Date | null;
  lastChangeAt: Date | null;
  reasons: { reason: string; at: string }[];
  publishNow: boolean;
  buildState: BuildState;
  buildStartedAt: Date | null;
  buildFinishedAt: Date | null;
  buildError: string | null;
  publishedAt: Date | null;
}

/** Whether a build marked as running has outlived any real build (its process is gone). */
export function isStale(state: Pick<PublishState, 'buildState' | 'buildStartedAt'>, now: Date): boolean {
  return (
    state.buildState === 'building' &&
    (!state.buildStartedAt || now.getTime() - state.buildStartedAt.getTime() >= STALE_BUILD_MS)
  );
}

/**
 * Whether the site should be published by itself now: it is dirty, no build runs, and either an import or tagging
 * run asked for it or edits have settled (SETTLE_MS without a change). Automatic builds start at least MIN_GAP_MS
 * apart, and a failed build is retried automatically only after a new change (the admin can retry by hand).
 */
export function publishDue(state: PublishState, now: Date, settleMs = SETTLE_MS, minGapMs = MIN_GAP_MS): boolean {
  if (!state.dirtySince || !state.lastChangeAt) return false;
  if (state.buildState === 'building' && !isStale(state, now)) return false;
  if (state.buildState === 'failed' && state.buildFinishedAt && state.lastChangeAt <= state.buildFinishedAt)
    return false;
  if (state.buildStartedAt && now.getTime() - state.buildStartedAt.getTime() < minGapMs) return false;
  if (state.publishNow) return true;
  return now.getTime() - state.lastChangeAt.getTime() >= settleMs;
}

/** Milliseconds until publishDue may turn true by settling alone (null when nothing waits). */
export function settlesIn(state: PublishState, now: Date, settleMs = SETTLE_MS): number | null {
  if (!state.dirtySince || !state.lastChangeAt) return null;
  return Math.max(0, state.lastChangeAt.getTime() + settleMs - now.getTime());
}

export type HookOutcome = { ok: true } | { ok: false; error: string };

/** What the build hook's answer means: 2xx requested a build; anything else failed with its status. */
export function hookOutcome(answer: { status: number } | 'timeout' | 'unreachable'): HookOutcome {
  if (answer === 'timeout') return { ok: false, error: PUBLISH_TEXT.hookTimeout };
  if (answer === 'unreachable') return { ok: false, error: PUBLISH_TEXT.hookUnreachable };
  return answer.status >= 200 && answer.status < 300
    ? { ok: true }
    : { ok: false, error: PUBLISH_TEXT.hookStatus(answer.status) };
}

/** POST /api/admin/publish takes no fields. */
export const publishNowBodySchema = z.object({}).strict();

/** GET /api/admin/publish: the state as the panel header reads it. */
export const publishViewSchema = z.object({
  mode: z.enum(['local', 'hook', 'none']),
  dirty: z.boolean(),
  dirtySince: z.string().nullable(),
  lastChangeAt: z.string().nullable(),
  reasons: z.array(z.string()),
  buildState: z.enum(['idle', 'building', 'failed']),
  buildStartedAt: z.string().nullable(),
  buildFinishedAt: z.string().nullable(),
  /** Seconds the running build has taken so far, else null. */
  elapsedSeconds: z.number().nullable(),
  error: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Seconds until this server publishes by itself (edits settled), when it counts them down. */
  autoPublishInSeconds: z.number().nullable(),
  /** Why it will not publish (no hook, no local rebuild), else null. */
  message: z.string().nullable(),
});
export type PublishView = z.infer<typeof publishViewSchema>;

/** The stored state as the API answers it. */
export function publishView(
  state: PublishState,
  mode: PublishMode,
  now: Date,
  /** Whether this server publishes settled edits by itself right away (a local publisher that is automatic). */
  automatic = mode === 'local',
): PublishView {
  const building = state.buildState === 'building';
  const settle = settlesIn(state, now);
  return {
    mode,
    dirty: state.dirtySince !== null,
    dirtySince: state.dirtySince?.toISOString() ?? null,
    lastChangeAt: state.lastChangeAt?.toISOString() ?? null,
    reasons: state.reasons.map((entry) => entry.reason),
    buildState: state.buildState,
    buildStartedAt: state.buildStartedAt?.toISOString() ?? null,
    buildFinishedAt: state.buildFinishedAt?.toISOString() ?? null,
    elapsedSeconds:
      building && state.buildStartedAt
        ? Math.max(0, Math.floor((now.getTime() - state.buildStartedAt.getTime()) / 1000))
        : null,
    error: state.buildState === 'failed' ? state.buildError : null,
    publishedAt: state.publishedAt?.toISOString() ?? null,
    autoPublishInSeconds:
      automatic && settle !== null && !building ? Math.ceil((state.publishNow ? 0 : settle) / 1000) : null,
    message: mode === 'none' && state.dirtySince ? PUBLISH_TEXT.notConfigured : null,
  };
}

/** "0:42", "12:05": elapsed minutes and seconds. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "14:05" today, "21 nov. 14:05" on an earlier day (Swedish, the viewer's time zone unless given). */
export function formatPublishedAt(iso: string, now: Date, timeZone?: string): string {
  const at = new Date(iso);
  const zone = timeZone ? { timeZone } : {};
  const day = (date: Date) => date.toLocaleDateString('sv-SE', zone);
  const time = at.toLocaleTimeString('sv-SE', { hour: '2-digit', minute: '2-digit', ...zone });
  if (day(at) === day(now)) return time;
  return `${at.toLocaleDateString('sv-SE', { day: 'numeric', month: 'short', ...zone })} ${time}`;
}

/** The header's one line for a state. */
export function publishHeadline(view: PublishView, now: Date): string {
  if (view.buildState === 'building') return PUBLISH_TEXT.building;
  if (view.buildState === 'failed') return `${PUBLISH_TEXT.failed}: ${view.error ?? ''}`.trim();
  if (view.dirty) return PUBLISH_TEXT.pending;
  if (view.publishedAt) return `${PUBLISH_TEXT.published} ${formatPublishedAt(view.publishedAt, now)}`;
  return PUBLISH_TEXT.upToDate;
}
