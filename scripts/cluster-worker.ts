/**
 * One worker of `npm start` on a server database (see cluster-primary.ts): serves the build the primary names on
 * the shared port, with its own connection pool. A publish asked here (an admin's 'Publicera nu', the scheduler) is
 * built by the primary, which then switches every worker. With PRESENTPILOT_RUNNERS set this worker also drives
 * the background runners (imports, tagging, the publish scheduler); the primary gives that to one worker only.
 */
import { startJobRunners } from '../src/features/jobs/jobs.server.ts';
import { registerLocalPublisher } from '../src/features/publish/publish.server.ts';
import { startPublishScheduler } from '../src/features/publish/publish-scheduler.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { serveSite } from './serve.ts';

/** What the primary tells a worker. */
export type PrimaryMessage =
  | { cluster: 'switch'; id: number; entry: string }
  | { cluster: 'published'; id: number; error?: string };

/** What a worker tells the primary. */
export type WorkerMessage =
  | { cluster: 'ready'; entry: string }
  | { cluster: 'switched'; id: number; error?: string }
  | { cluster: 'publish'; id: number };

export async function runWorker(host: string, port: number): Promise<void> {
  const entry = process.env.PRESENTPILOT_ENTRY;
  if (!entry) throw new Error('PRESENTPILOT_ENTRY saknas: arbetsprocessen startas av npm start');
  const send = (message: WorkerMessage) => process.send?.(message);
  const db = await getDb();
  const site = await serveSite(entry, host, port);

  let nextPublish = 1;
  const publishing = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  registerLocalPublisher({
    publish: () =>
      new Promise<void>((resolve, reject) => {
        const id = nextPublish++;
        publishing.set(id, { resolve, reject });
        send({ cluster: 'publish', id });
      }),
  });

  process.on('message', (message: PrimaryMessage) => {
    if (message.cluster === 'switch') {
      site.switchTo(message.entry).then(
        () => send({ cluster: 'switched', id: message.id }),
        (error: unknown) =>
          send({ cluster: 'switched', id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
    } else if (message.cluster === 'published') {
      const pending = publishing.get(message.id);
      publishing.delete(message.id);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve();
    }
  });

  if (process.env.PRESENTPILOT_RUNNERS) {
    startJobRunners(db);
    startPublishScheduler(db);
    console.log(`Bakgrundsjobben körs i arbetsprocess ${process.pid}`);
  }
  send({ cluster: 'ready', entry: site.entryPath() });
}
