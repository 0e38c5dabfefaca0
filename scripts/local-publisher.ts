/**
 * The local publisher: rebuilds the site in a child process that exits when done (build-process.ts; on the embedded
 * database it reads this process's database) into a new numbered directory under `buildsDir`, then switches the
 * running server to it in one step. Requests during the
 * rebuild are answered by the build being served; a failed build leaves it serving and throws why. The current
 * and the previous build are kept (in-flight requests may still read the previous one); older ones are removed.
 */
import { readdir, rm } from 'node:fs/promises';
import type { LocalPublisher } from '../src/features/publish/publish.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { buildSiteInChild } from './build-process.ts';
import type { ServedSite } from './serve.ts';

export interface LocalPublisherOptions {
  /** The running site to switch. */
  site: Pick<ServedSite, 'switchTo' | 'entryPath'>;
  /** Where numbered builds go (e.g. dist/node-builds/). */
  buildsDir: URL;
  /** False: only an admin's "Publicera nu" publishes (see LocalPublisher.automatic). */
  automatic?: boolean;
  /**
   * The build step (tests may replace it); default astro's build into the given directory, in a child process.
   */
  build?: (outDir: URL) => Promise<unknown>;
  /** Reports each build's seconds. */
  onBuilt?: (seconds: number, outDir: URL) => void;
}

async function numberedDirs(buildsDir: URL): Promise<number[]> {
  const names = await readdir(buildsDir).catch(() => [] as string[]);
  return names.filter((name) => /^\d+$/.test(name)).map(Number);
}

/** Creates a publisher for `site`; one build at a time (a second call waits for the first). */
export function createLocalPublisher(options: LocalPublisherOptions): LocalPublisher {
  const build = options.build ?? (async (outDir: URL) => buildSiteInChild(await getDb(), outDir));
  let chain: Promise<void> = Promise.resolve();

  async function publishOnce(): Promise<void> {
    const numbers = await numberedDirs(options.buildsDir);
    const next = Math.max(0, ...numbers) + 1;
    const outDir = new URL(`${next}/`, options.buildsDir);
    const previous = options.site.entryPath();
    const started = performance.now();
    try {
      await build(outDir);
      await options.site.switchTo(new URL('server/entry.mjs', outDir).pathname);
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Bygget misslyckades, sajten visar det förra bygget: ${message.split('\n')[0]}`);
    }
    options.onBuilt?.((performance.now() - started) / 1000, outDir);
    // Keep this build and the one before it; the first build (outside buildsDir) is never removed.
    for (const number of numbers) {
      const dir = new URL(`${number}/`, options.buildsDir);
      if (number !== next && !previous.startsWith(dir.pathname)) await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    automatic: options.automatic ?? true,
    publish() {
      const result = chain.then(publishOnce);
      chain = result.catch(() => undefined);
      return result;
    },
  };
}
