import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DatabaseLockedError } from '../../src/lib/db/lock.server.ts';
import { openPglite } from '../../src/lib/db/pglite.server.ts';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'presentpilot-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database has one owner process', () => {
  it('refuses a second open of the same data directory with a clear error', async () => {
    const dataDir = join(root, 'db-a');
    const db = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(openPglite(dataDir)).rejects.toThrow(/används redan av process \d+/);
    } finally {
      await db.close();
    }
    const again = await openPglite(dataDir);
    expect((await again.query<{ one: number }>('SELECT 1 AS one'))[0]?.one).toBe(1);
    await again.close();
  });

  it('refuses another process while this one holds the lock', async () => {
    const dataDir = join(root, 'db-b');
    const release = acquireDataDirLock(dataDir);
    try {
      const script = `import { acquireDataDirLock } from ${JSON.stringify(new URL('../../src/lib/db/lock.server.ts', import.meta.url).href)};
try { acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('took it'); }
catch (error) { console.log(error.name + ': ' + error.message); }`;
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
      expect(stdout).toContain('DatabaseLockedError');
      expect(stdout).toContain(`process ${process.pid}`);
    } finally {
      release();
    }
  });

  it('takes over a lock left behind by a process that has died', () => {
    const dataDir = join(root, 'db-c');
    writeFileSync(`${dataDir}.lock`, '999999');
    const release = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseLockedError);
    release();
  });
});
