import type { Queryable } from '../../lib/db/db.server.ts';
import { normaliseSearchTerm } from './search-count.ts';

/**
 * Counts one catalogue search for trends: one upsert of (today, normalised term). Nothing about the visitor is
 * stored. A failure is logged and swallowed, so counting never breaks a search.
 */
export async function countSearch(db: Queryable, query: string): Promise<void> {
  const term = normaliseSearchTerm(query);
  if (!term) return;
  try {
    await db.query(
      `INSERT INTO search_term_days (day, term) VALUES (current_date, $1)
       ON CONFLICT (day, term) DO UPDATE SET count = search_term_days.count + 1`,
      [term],
    );
  } catch (error) {
    console.error('[sök] kunde inte räkna sökningen', error instanceof Error ? error.message : error);
  }
}
