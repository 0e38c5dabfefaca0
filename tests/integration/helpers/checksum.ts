import type { Queryable } from '../../../src/lib/db/db.server.ts';

/**
 * A fingerprint of every table's rows (count and md5 of the rows as text, sorted), so a test can show that a
 * request changed nothing in the database. `ignore` leaves out bookkeeping tables a request may touch (an admin
 * session's last use).
 */
export async function databaseChecksum(db: Queryable, ignore: readonly string[] = []): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (ignore.includes(name)) continue;
    const [row] = await db.query<{ rows: number; digest: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    out[name] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  return out;
}
