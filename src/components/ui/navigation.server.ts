import type { Queryable } from '../../lib/db/db.server.ts';
import type { TipLink } from './navigation.ts';

/** Active tip pages for the header's "Tips" dropdown, in their sort order (read at build time). */
export async function listTipLinks(db: Queryable): Promise<TipLink[]> {
  return db.query<TipLink>('SELECT slug, title FROM tip_pages WHERE is_active ORDER BY sort_order, title');
}
