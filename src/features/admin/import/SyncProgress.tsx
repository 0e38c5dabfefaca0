import { durationText, percentDone } from '../../import/admin/progress.ts';
import { SYNC_TEXT, type SyncRun } from '../../import/admin/sync.ts';
import { Figure, ProgressBar } from '../ui/progress-parts.tsx';

const STATUS_TEXT: Record<SyncRun['status'], string> = {
  queued: 'I kö',
  running: 'Importerar',
  paused: 'Pausad',
  done: 'Klar',
  failed: 'Misslyckades',
};

/** The run's progress panels: status, processed of total with a bar, the counts, speed, time left, countdown. */
export default function SyncProgress({ run }: { run: SyncRun }) {
  const percent = percentDone(run.processed, run.total);
  const staging = run.phase === 'staging' && !run.finished;
  return (
    <section
      aria-label="Importens förlopp"
      className="flex flex-col gap-3 rounded-xl border border-black/10 bg-sand/40 p-4"
    >
      <p className="text-sm">
        <span className="font-semibold">Status: {STATUS_TEXT[run.status]}</span>
        {staging && <span> – läser flödet …</span>}
        {run.status === 'paused' && !run.pausedByFailures && !run.autoContinue && (
          <span> – fortsätt automatiskt eller manuellt</span>
        )}
      </p>
      {run.pausedByFailures && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {SYNC_TEXT.paused}. Tryck på ”Fortsätt automatiskt” för att försöka igen.
        </p>
      )}
      {run.status === 'failed' && run.lastError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          Importen misslyckades: {run.lastError}
        </p>
      )}
      {run.status !== 'failed' && !run.pausedByFailures && run.lastError && (
        <p className="text-sm text-red-800">Senaste fel (försöker igen): {run.lastError}</p>
      )}
      <ProgressBar label="Bearbetade produkter" percent={percent}>
        Bearbetade <span className="font-semibold tabular-nums">{run.processed.toLocaleString('sv-SE')}</span> av{' '}
        <span className="tabular-nums">{run.total === null ? '…' : run.total.toLocaleString('sv-SE')}</span> ({percent}{' '}
        %)
      </ProgressBar>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Nya" value={run.added} />
        <Figure label="Uppdaterade" value={run.updated} />
        <Figure label="Oförändrade" value={run.unchanged} />
        <Figure label="Hoppade över" value={run.skipped} />
        <Figure label="Fel" value={run.failed} />
        <Figure label="Dolda (saknas i flödet)" value={run.deactivated} />
        <Figure label="Rader per sekund" value={run.rowsPerSecond} />
        <Figure label="Tid kvar" value={durationText(run.secondsLeft)} />
      </dl>
      {run.secondsToNextBatch !== null && (
        <p className="rounded-lg border border-black/10 bg-white px-3 py-2 text-sm">
          Nästa omgång om <span className="font-semibold tabular-nums">{run.secondsToNextBatch}</span> s (omgångar om{' '}
          {run.chunkSize.toLocaleString('sv-SE')} rader)
        </p>
      )}
    </section>
  );
}
