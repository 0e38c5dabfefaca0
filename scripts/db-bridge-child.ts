/**
 * The child of tests/integration/cluster-db-bridge.test.ts: through the bridge, a transaction that throws (rolled back) and one that commits,
 * each reading its own write before it ends; reports what it saw and exits.
 */
import { bridgedDb } from './db-bridge.ts';

const db = bridgedDb('pglite');
const seen: unknown[] = [];
await db
  .transaction(async (tx) => {
    await tx.query('INSERT INTO bridged (x) VALUES (1)');
    seen.push((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM bridged'))[0]?.n);
    throw new Error('ångra');
  })
  .catch((error: Error) => seen.push(error.message));
await db.transaction(async (tx) => {
  await tx.query('INSERT INTO bridged (x) VALUES ($1)', [2]);
  seen.push((await tx.query<{ x: number }>('SELECT x FROM bridged ORDER BY x')).map((row) => row.x));
});
seen.push(await db.query('SELECT x FROM bridged WHERE x = $1', [3]).catch((error: Error) => error.message));
await db
  .query('SELECT * FROM no_such_table')
  .catch((error: Error) => seen.push(error.message.includes('no_such_table')));
process.send?.({ seen }, () => process.exit(0));
