import { useCallback, useEffect, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import {
  formatElapsed,
  PUBLISH_TEXT,
  type PublishView,
  publishHeadline,
  publishViewSchema,
} from '../../publish/publish.ts';
import { BUTTON } from '../ui/buttons.ts';
import { fetchPublishState, startPublish } from './panel-client.ts';

/** Polls faster while a build runs. */
const POLL_MS = { building: 2_000, idle: 10_000 } as const;

/**
 * The panel header's publish state: 'Ändringar väntar på publicering' with 'Publicera nu', 'Publicerar…' with the
 * elapsed time, 'Publicerad {tid}', or the error. Reads GET /api/admin/publish on a timer, when the tab comes back
 * into view and after every change made in the panel (`refreshKey`).
 */
export default function PublishStatus({ refreshKey }: { refreshKey: number }) {
  const [view, setView] = useState<PublishView | null>(null);
  const [sending, setSending] = useState(false);
  const [, setTick] = useState(0);
  const [loadedAt, setLoadedAt] = useState(() => Date.now());

  const load = useCallback(async () => {
    try {
      const next = publishViewSchema.parse(await fetchPublishState());
      setView(next);
      setLoadedAt(Date.now());
    } catch {
      // The next poll tries again; the header keeps the last known state.
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the signal to reload.
  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const building = view?.buildState === 'building';
  useEffect(() => {
    const timer = window.setInterval(() => void load(), building ? POLL_MS.building : POLL_MS.idle);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [building, load]);

  // The elapsed time ticks every second between polls.
  useEffect(() => {
    if (!building) return;
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => window.clearInterval(timer);
  }, [building]);

  async function publishNow() {
    setSending(true);
    try {
      setView(publishViewSchema.parse(await startPublish()));
      setLoadedAt(Date.now());
    } catch (error) {
      showError(error);
      await load();
    } finally {
      setSending(false);
    }
  }

  if (!view) return null;
  const now = new Date();
  const failed = view.buildState === 'failed';
  const changedDuringBuild =
    building && view.lastChangeAt !== null && view.buildStartedAt !== null && view.lastChangeAt > view.buildStartedAt;
  const canPublish = !building && view.mode !== 'none' && (view.dirty || failed);
  const elapsed = building && view.elapsedSeconds !== null ? view.elapsedSeconds + (Date.now() - loadedAt) / 1000 : 0;
  const tone = failed
    ? 'border-red-300 bg-red-50 text-red-900'
    : view.dirty || building
      ? 'border-amber-300 bg-amber-50 text-amber-950'
      : 'border-emerald-300 bg-emerald-50 text-emerald-950';

  return (
    <section
      aria-label="Publicering"
      className={`flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm ${tone}`}
    >
      <p role="status" className="min-w-0 flex-1 font-medium">
        {building ? (
          <>
            {PUBLISH_TEXT.building} <span className="tabular-nums">{formatElapsed(elapsed)}</span>
          </>
        ) : (
          publishHeadline(view, now)
        )}
      </p>
      {changedDuringBuild && <p className="text-xs">Nya ändringar publiceras efter det här bygget.</p>}
      {view.dirty && !building && view.reasons.length > 0 && (
        <p className="w-full truncate text-xs sm:order-last" title={view.reasons.join(', ')}>
          {view.reasons.slice(-3).join(', ')}
          {view.autoPublishInSeconds !== null && !failed && ` · publiceras själv om ${view.autoPublishInSeconds} s`}
        </p>
      )}
      {view.message && <p className="w-full text-xs sm:order-last">{view.message}</p>}
      {canPublish && (
        <button type="button" className={BUTTON.small} disabled={sending} onClick={() => void publishNow()}>
          {PUBLISH_TEXT.publishNow}
        </button>
      )}
    </section>
  );
}
