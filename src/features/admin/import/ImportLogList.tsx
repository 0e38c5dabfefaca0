import { type ImportLogEntry, SYNC_TEXT } from '../../import/admin/sync.ts';

/** An import log keeps at most this many of its row errors; the CSV has them all. */
const ERRORS_KEPT = 50;

const when = (iso: string) => new Date(iso).toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: 'short' });

/** The last 10 import logs, newest first, or 'Inga loggar än'. */
export default function ImportLogList({ logs }: { logs: ImportLogEntry[] | null }) {
  if (logs === null) return <p className="text-sm text-muted">Laddar loggar...</p>;
  if (logs.length === 0) return <p className="text-sm text-muted">{SYNC_TEXT.noLogs}</p>;
  return (
    <ol className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/10 bg-white">
      {logs.map((log) => (
        <li key={log.id} className="flex flex-col gap-1 px-4 py-2 text-sm">
          <p>
            <span className="font-semibold">{when(log.runAt)}</span> · {log.source}
            {log.isFinalBatch ? '' : ' (delomgång)'}
          </p>
          <p className="text-muted">
            {log.added} nya, {log.updated} uppdaterade, {log.deactivated} dolda, {log.skipped} hoppade över
          </p>
          {log.errors.length > 0 && (
            <details>
              <summary className="cursor-pointer text-brand-700">
                Visa fel ({log.errors.length >= ERRORS_KEPT ? `de första ${ERRORS_KEPT}` : log.errors.length})
              </summary>
              <ul className="mt-1 list-disc pl-5 text-xs">
                {log.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
