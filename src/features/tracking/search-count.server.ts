import type { Db, Queryable } from '../../lib/db/db.server.ts';
import { keyedHash } from '../../lib/keyed-hash.server.ts';
import { normaliseSearchTerm, SEARCH_CLIENT_DAYS_KEPT, SEARCH_DAYS_KEPT } from './search-count.ts';
import { trendTermRefusal } from './trend-terms.ts';

/** How long the `npm start` process gathers search counts before it writes them. */
const FLUSH_MS = 1000;

/** Searches gathered per term, and per term the clients (keyed hashes) that searched it. */
const pending = new Map<string, number>();
const pendingClients = new Map<string, Set<string>>();
let pendingDb: Queryable | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * A client as the trend counts know it: an HMAC (SESSION_SECRET-keyed, like the click limit's) of its address and
 * the term, cut to 128 bits. The address cannot be read back from it, and one client's different terms cannot be
 * linked to each other; the same client searching the same term again gives the same key, so it counts once.
 */
export function searchClientKey(clientAddress: string, term: string): string {
  return keyedHash('search-trend', `${clientAddress}\u0000${term}`).slice(0, 32);
}

/**
 * Counts one catalogue search for trends as (today, normalised term), and the client as (today, term, keyed hash of
 * address and term): each client counts once per term and day towards trends. The address itself is never stored.
 * A search that can be no gift keyword (trend-terms.ts: no letter, mostly punctuation, SQL or HTML, too long) is not
 * counted. In a long-lived server process (the embedded database, or `npm start`'s workers on a server database)
 * counts are gathered in memory and written once a second, in one statement, so a burst of searches costs one write
 * instead of one each; a crash loses at most that second's counts, and with several workers the trend statistics
 * may miss the other workers' last second. Serverless processes may be frozen after answering, so elsewhere each
 * search is written at once.
 * A failure is logged and swallowed, so counting never breaks a search.
 */
export async function countSearch(db: Db, query: string, clientAddress: string): Promise<void> {
  const term = normaliseSearchTerm(query);
  if (!term || trendTermRefusal(query) !== null) return;
  const client = searchClientKey(clientAddress, term);
  if (!longLived(db)) return writeCounts(db, new Map([[term, 1]]), new Map([[term, new Set([client])]]));
  pending.set(term, (pending.get(term) ?? 0) + 1);
  const clients = pendingClients.get(term);
  if (clients) clients.add(client);
  else pendingClients.set(term, new Set([client]));
  pendingDb = db;
  timer ??= setTimeout(() => void flushSearchCounts(), FLUSH_MS).unref();
}

/** The embedded database, or a server started by `npm start` (scripts/start.ts sets the Node adapter for its workers). */
function longLived(db: Db): boolean {
  return db.kind === 'pglite' || process.env.PRESENTPILOT_ADAPTER === 'node';
}

/** Writes the counts gathered so far (trend statistics call it first, so they include the last second). */
export async function flushSearchCounts(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!pendingDb || pending.size === 0) return;
  const counts = new Map(pending);
  const clients = new Map(pendingClients);
  pending.clear();
  pendingClients.clear();
  await writeCounts(pendingDb, counts, clients);
}

/**
 * Adds counts per term to today's rows and today's (term, client) rows that are new, in one statement. The first
 * search of a term on a day also deletes the days past keeping (a range of each primary key).
 */
async function writeCounts(
  db: Queryable,
  counts: Map<string, number>,
  clients: Map<string, Set<string>>,
): Promise<void> {
  const clientTerms: string[] = [];
  const clientKeys: string[] = [];
  for (const [term, keys] of clients) {
    for (const key of keys) {
      clientTerms.push(term);
      clientKeys.push(key);
    }
  }
  try {
    const rows = await db.query<{ first: boolean }>(
      `WITH clients AS (
         INSERT INTO search_term_clients (day, term, client_key)
         SELECT current_date, c.term, c.client_key FROM unnest($3::text[], $4::text[]) AS c(term, client_key)
         ON CONFLICT DO NOTHING
       )
       INSERT INTO search_term_days (day, term, count)
       SELECT current_date, c.term, c.n FROM unnest($1::text[], $2::int[]) AS c(term, n)
       ON CONFLICT (day, term) DO UPDATE SET count = search_term_days.count + excluded.count
       RETURNING (xmax = 0) AS first`,
      [[...counts.keys()], [...counts.values()], clientTerms, clientKeys],
    );
    if (rows.some((row) => row.first) && pruneDue(db)) await pruneSearchCounts(db);
  } catch (error) {
    console.error('[sök] kunde inte räkna sökningen', error instanceof Error ? error.message : error);
  }
}

/** When each database was last pruned from this process. */
const prunedAt = new WeakMap<Queryable, number>();
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Days past keeping are deleted at a term's first search of a day, at most once an hour per process: every new term
 * used to delete them again (two statements more for each search nobody had made that day).
 */
function pruneDue(db: Queryable): boolean {
  const now = Date.now();
  if (now - (prunedAt.get(db) ?? Number.NEGATIVE_INFINITY) < PRUNE_EVERY_MS) return false;
  prunedAt.set(db, now);
  return true;
}

/** Deletes search counts past SEARCH_DAYS_KEPT days and client keys past SEARCH_CLIENT_DAYS_KEPT days. */
export async function pruneSearchCounts(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM search_term_days WHERE day < current_date - ${SEARCH_DAYS_KEPT}`);
  await db.query(`DELETE FROM search_term_clients WHERE day < current_date - ${SEARCH_CLIENT_DAYS_KEPT}`);
}
