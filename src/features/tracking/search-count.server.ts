import type { Queryable } from '../../lib/db/db.server.ts';
import { normaliseSearchTerm, SEARCH_DAYS_KEPT } from './search-count.ts';

/**
 * Counts one catalogue search for trends: one upsert of (today, normalised term). Nothing about the visitor is
 * stored, and days older than SEARCH_DAYS_KEPT are deleted. A failure is logged and swallowed, so counting never
 * breaks a search.
 */
export async function countSearch(db: Queryable, query: string): Promise<void> {
  const term = normaliseSearchTerm(query);
  if (!term) return;
  try {
    const [row] = await db.query<{ first: boolean }>(
      `INSERT INTO search_term_days (day, term) VALUES (current_date, $1)
       ON CONFLICT (day, term) DO UPDATE SET count = search_term_days.count + 1
       RETURNING (xmax = 0) AS first`,
      [term],
    );
    // The first search of a term on a day also deletes the days past keeping (a range of the primary key).
    if (row?.first) await db.query(`DELETE FROM search_term_days WHERE day < current_date - ${SEARCH_DAYS_KEPT}`);
  } catch (error) {
    console.error('[sök] kunde inte räkna sökningen', error instanceof Error ? error.message : error);
  }
}
