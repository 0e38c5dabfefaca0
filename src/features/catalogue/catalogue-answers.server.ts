/**
 * Catalogue answers for the public search and list APIs, kept in the server process until the catalogue changes:
 * the same search (terms and limit) or the same list query is answered from memory while catalogue_version (moved by
 * every product write and word list rebuild, migration 016) stands still, and for at most a minute, so a sale
 * starting or a "Tidigare pris" falling out of its 30 days shows within that minute. Popular searches and filters
 * repeat, and a kept answer costs one one-row query instead of a full-text search or a filtered scan. At most 20,000
 * products are held (an answer weighs its limit).
 *
 * `npm start` loads every published build's server code beside the ones before it (a module is never unloaded), so
 * the answers live on globalThis and belong to the newest build that has asked: once a publish's build answers, the
 * previous build's answers are let go, and a request the previous build still finishes is answered without keeping.
 */

import { AnswerCache } from '../../lib/answer-cache.ts';
import type { Queryable } from '../../lib/db/db.server.ts';
import { listProducts, searchInput, searchProducts } from './catalogue.server.ts';
import type { ProductListQuery } from './catalogue-query.ts';
import type { Product } from './product.ts';

const HELD_PRODUCTS_MAX = 20_000;

/** The kept answers of one copy of this module: one cache per database (a server has one; tests open several). */
interface HeldAnswers {
  generation: number;
  caches: WeakMap<Queryable, AnswerCache<Product[]>>;
}

const globals = globalThis as { __presentpilotAnswers?: HeldAnswers; __presentpilotAnswerCopies?: number };
/** This copy of the module; a build loaded later (a publish) has a higher number. */
globals.__presentpilotAnswerCopies = (globals.__presentpilotAnswerCopies ?? 0) + 1;
const generation = globals.__presentpilotAnswerCopies;

/** This copy's cache for `db`; undefined once a later build's copy keeps the answers. */
function cacheOf(db: Queryable): AnswerCache<Product[]> | undefined {
  let held = globals.__presentpilotAnswers;
  if (!held || held.generation < generation) {
    held = { generation, caches: new WeakMap() };
    globals.__presentpilotAnswers = held;
  }
  if (held.generation !== generation) return undefined;
  const { caches } = held;
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache<Product[]>({ maxWeight: HELD_PRODUCTS_MAX, maxAgeMs: 60_000 });
    caches.set(db, cache);
  }
  return cache;
}

async function readVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_version', [], {
    prepared: true,
  });
  return row?.version ?? '0';
}

/** Version reads waiting for the end of this turn of the event loop, per database. */
const versionReads = new WeakMap<Queryable, Promise<string>>();

/**
 * The catalogue's version: it changes whenever a search or a list could answer differently. Requests that ask in
 * the same turn of the event loop share one read, which starts after all of them have asked (`setImmediate`), so
 * each still sees every change committed before it asked; under load that is one query for many requests.
 */
export function catalogueVersion(db: Queryable): Promise<string> {
  let read = versionReads.get(db);
  if (!read) {
    read = new Promise<string>((resolve, reject) => {
      setImmediate(() => {
        // From here on a request that asks waits for a read of its own: this one may miss what commits now.
        versionReads.delete(db);
        readVersion(db).then(resolve, reject);
      });
    });
    versionReads.set(db, read);
  }
  return read;
}

/** searchProducts' answer, from memory while the catalogue has not changed. */
export async function searchAnswer(db: Queryable, q: string, limit?: number): Promise<Product[]> {
  const { capped, terms } = searchInput(q, limit);
  const cache = cacheOf(db);
  if (!cache) return searchProducts(db, q, capped);
  const version = await catalogueVersion(db);
  const key = `search ${capped} ${terms.join(' ')}`;
  return cache.answer(key, version, () => searchProducts(db, q, capped), capped);
}

/** listProducts' answer, from memory while the catalogue has not changed. */
export async function listAnswer(db: Queryable, query: ProductListQuery): Promise<Product[]> {
  const cache = cacheOf(db);
  if (!cache) return listProducts(db, query);
  const version = await catalogueVersion(db);
  const key = `list ${JSON.stringify(query)}`;
  return cache.answer(key, version, () => listProducts(db, query), query.limit);
}
