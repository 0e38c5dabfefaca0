/**
 * The publish scheduler of the `npm start` process: every few seconds it publishes when the rules say so (edits
 * settled, an import or tagging run asked). One build at a time; its timers never keep the process alive.
 */
import type { Db } from '../../lib/db/db.server.ts';
import { type PublishOptions, publishIfDue } from './publish.server.ts';
import { PUBLISH_TEXT } from './publish.ts';
import { clearInterruptedBuild } from './publish-state.server.ts';

export interface PublishScheduler {
  /** Publishes now if due; resolves when that publish ended (or at once when one is under way). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the scheduler on a database; the first look is right away. */
export function startPublishScheduler(
  db: Db,
  options: PublishOptions & { intervalMs?: number } = {},
): PublishScheduler {
  const intervalMs = options.intervalMs ?? 5000;
  // The embedded database has one owner, this process: a build it marks as running died with the previous one.
  const ready = db.kind === 'pglite' ? clearInterruptedBuild(db, PUBLISH_TEXT.interrupted) : Promise.resolve();
  let stopped = false;
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (current) return current;
    current = ready
      .then(() => publishIfDue(db, options))
      .then(() => undefined)
      .catch((error: unknown) => console.error('[publicering] schemaläggaren stannade av ett fel', error))
      .finally(() => {
        current = null;
      });
    return current;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(schedule), intervalMs);
    timer.unref();
  }

  void tick().finally(schedule);

  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
