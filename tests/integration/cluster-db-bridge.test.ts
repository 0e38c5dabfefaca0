/** The build process's database bridge (scripts/db-bridge.ts): a child's transactions are the parent's. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serveDbTo } from '../../scripts/db-bridge.ts';
import { MEMORY_DATA_DIR, openPglite } from '../../src/lib/db/pglite.server.ts';

describe('the embedded database over a child process IPC channel', () => {
  it("runs the child's queries and transactions on the parent's database: a rollback leaves nothing, a commit stays", async () => {
    const db = await openPglite(MEMORY_DATA_DIR);
    await db.exec('CREATE TABLE bridged (x int)');
    const child = fork(fileURLToPath(new URL('../../scripts/db-bridge-child.ts', import.meta.url)), [], {
      serialization: 'advanced',
    });
    serveDbTo(child, db);
    let seen: unknown[] = [];
    child.on('message', (message: { seen?: unknown[] }) => {
      if (message.seen) seen = message.seen;
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(seen).toEqual([1, 'ångra', [2], [], true]);
    expect(await db.query('SELECT x FROM bridged')).toEqual([{ x: 2 }]);
    await db.close();
  }, 30_000);
});
