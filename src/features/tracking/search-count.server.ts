import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { normaliseSearchTerm, SEARCH_DAYS_KEPT } from './search-count.ts';

/** How long the `npm start` process gathers search counts before it writes them. */
const FLUSH_MS = 1000;

const pending = new Map<string, number>();
let pendingDb: Queryable | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Counts one catalogue search for trends as (today, normalised term); nothing about the visitor is stored. On the
 * embedded database (one long-lived server process) counts are gathered in memory and written once a second, in one
 * statement, so a burst of searches costs one write instead of one each; a crash loses at most that second's counts.
 * Serverless processes may be frozen after answering, so elsewhere each search is written at once. A failure is
 * logged and swallowed, so counting never breaks a search.
 */
export async function countSearch(db: Db, query: string): Promise<void> {
  const term = normaliseSearchTerm(query);
  if (!term) return;
  if (db.kind !== 'pglite') return writeCounts(db, new Map([[term, 1]]));
  pending.set(term, (pending.get(term) ?? 0) + 1);
  pendingDb = db;
  timer ??= setTimeout(() => void flushSearchCounts(), FLUSH_MS).unref();
}

/** Writes the counts gathered so far (trend statistics call it first, so they include the last second). */
export async function flushSearchCounts(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!pendingDb || pending.size === 0) return;
  const counts = new Map(pending);
  pending.clear();
  await writeCounts(pendingDb, counts);
}

/**
 * Adds counts per term to today's rows. The first search of a term on a day also deletes the days past keeping
 * (a range of the primary key).
 */
async function writeCounts(db: Queryable, counts: Map<string, number>): Promise<void> {
  try {
    const rows = await db.query<{ first: boolean }>(
      `INSERT INTO search_term_days (day, term, count)
       SELECT current_date, c.term, c.n FROM unnest($1::text[], $2::int[]) AS c(term, n)
       ON CONFLICT (day, term) DO UPDATE SET count = search_term_days.count + excluded.count
       RETURNING (xmax = 0) AS first`,
      [[...counts.keys()], [...counts.values()]],
    );
    if (rows.some((row) => row.first)) {
      await db.query(`DELETE FROM search_term_days WHERE day < current_date - ${SEARCH_DAYS_KEPT}`);
    }
  } catch (error) {
    console.error('[sök] kunde inte räkna sökningen', error instanceof Error ? error.message : error);
  }
}
