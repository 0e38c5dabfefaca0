import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Thrown when another live process already owns the embedded database. */
export class DatabaseLockedError extends Error {
  readonly dataDir: string;
  readonly ownerPid: number;

  constructor(dataDir: string, ownerPid: number) {
    super(
      `Databasen i ${dataDir} används redan av process ${ownerPid}. ` +
        'Den inbäddade databasen kan bara öppnas av en process i taget: stoppa den (t.ex. `npm start`) ' +
        'eller låt den göra jobbet.',
    );
    this.name = 'DatabaseLockedError';
    this.dataDir = dataDir;
    this.ownerPid = ownerPid;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file beside an embedded data directory, or throws DatabaseLockedError when a live process holds
 * it. A lock left by a dead process is taken over. Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) rmSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (owner === process.pid || isAlive(owner)) throw new DatabaseLockedError(dataDir, owner);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Kunde inte ta låset ${lockPath}`);
}
