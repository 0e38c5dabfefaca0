import { describe, expect, it } from 'vitest';
import { type CompatiblePool, poolDb, statementName } from './pool-db.server.ts';

/** A pool that records what each query was given. */
function recordingPool() {
  const sent: unknown[][] = [];
  const client = {
    async query(...args: unknown[]) {
      sent.push(args);
      return { rows: [] };
    },
    on() {},
    off() {},
    release() {},
  };
  const pool = {
    async query(...args: unknown[]) {
      sent.push(args);
      return { rows: [] };
    },
    async connect() {
      return client;
    },
    on() {},
    async end() {},
  } as unknown as CompatiblePool;
  return { pool, sent };
}

describe('prepared statements', () => {
  it('names a statement by its text: the same text the same name, another text another', () => {
    expect(statementName('SELECT 1')).toBe(statementName('SELECT 1'));
    expect(statementName('SELECT 1')).not.toBe(statementName('SELECT 2'));
    expect(statementName('SELECT 1')).toMatch(/^pp_[\w-]+$/);
  });

  it('sends a statement asked to be prepared with its name where the driver prepares, inside a transaction too', async () => {
    const { pool, sent } = recordingPool();
    const db = poolDb('pg', pool, { prepares: true });
    await db.query('SELECT $1::int', [1], { prepared: true });
    await db.query('SELECT $1::int', [2]);
    await db.transaction((tx) => tx.query('SELECT $1::int', [3], { prepared: true }));
    const name = statementName('SELECT $1::int');
    expect(sent[0]).toEqual([{ name, text: 'SELECT $1::int', values: [1] }]);
    expect(sent[1]).toEqual(['SELECT $1::int', [2]]);
    expect(sent).toContainEqual([{ name, text: 'SELECT $1::int', values: [3] }]);
  });

  it('runs it unnamed where the driver does not prepare (Neon)', async () => {
    const { pool, sent } = recordingPool();
    const db = poolDb('neon', pool);
    await db.query('SELECT $1::int', [1], { prepared: true });
    expect(sent[0]).toEqual(['SELECT $1::int', [1]]);
  });
});
