/**
 * The gift candidates' facets in memory, kept per catalogue version: for every active product its id, price, type,
 * audience, to_whom, interests, occasions and age groups, in the order the candidate query breaks ties in (rank
 * boost, trend score, id), with the products of each type, interest, to_whom and occasion listed. A request's
 * candidate pool (gift-candidates.server.ts) is then chosen here — the same hard rules, the same arms and the same
 * score as the candidate query, so the same products in the same order — and only its words go to the database: the
 * products a word query finds, with their text rank, kept per catalogue version too. Only the chosen products are read
 * in full.
 *
 * On 40,000 products the query read and scored every product one of the arms matched (a few hundred to 6,000 wide
 * rows, 5–45 ms of PostgreSQL's CPU a reply, in the embedded database's one thread on PGlite); here it costs one
 * one-row version query, the word look-ups and the read of the chosen rows. The facets take about 13 MB of heap per
 * 40,000 products and are read again (about 0.3 s on PostgreSQL) by the first request after a catalogue change; the
 * requests meanwhile wait for that one read.
 *
 * Like the kept catalogue answers (catalogue-answers.server.ts) they live on globalThis and belong to the newest
 * build that has asked, so a replaced build never keeps a copy; its last requests use the candidate query.
 */

import { AnswerCache } from '../../lib/answer-cache.ts';
import type { Queryable } from '../../lib/db/db.server.ts';
import { catalogueVersion } from '../catalogue/catalogue-answers.server.ts';

/** One active product's facets. */
interface FacetRow {
  id: string;
  price: number | null;
  type: string;
  audience: string | null;
  toWhom: readonly string[];
  interests: readonly string[];
  occasions: readonly string[];
  ageGroups: readonly string[];
}

export interface GiftFacets {
  /** Active products, best rank boost, then trend score, then id first (the candidate query's tie order). */
  rows: readonly FacetRow[];
  position: ReadonlyMap<string, number>;
  byType: ReadonlyMap<string, readonly number[]>;
  byInterest: ReadonlyMap<string, readonly number[]>;
  byToWhom: ReadonlyMap<string, readonly number[]>;
  byOccasion: ReadonlyMap<string, readonly number[]>;
  byAgeGroup: ReadonlyMap<string, readonly number[]>;
  byAudience: ReadonlyMap<string, readonly number[]>;
}

/** Products a word query finds, by position, with their text rank (`ts_rank_cd(…, 1)` as float8). */
export type WordHits = ReadonlyMap<number, number>;

interface FacetsRow {
  id: string;
  price: number | null;
  product_type: string;
  audience: string | null;
  to_whom: string[] | null;
  interests: string[] | null;
  occasions: string[] | null;
  age_groups: string[] | null;
}

/** Reads the facets of every active product (one query) and indexes them. */
export async function readGiftFacets(db: Queryable): Promise<GiftFacets> {
  const rows = await db.query<FacetsRow>(
    `SELECT id::text AS id, price_value::float8 AS price, product_type, audience, to_whom, interests, occasions,
       age_groups
     FROM products WHERE is_active
     ORDER BY rank_boost DESC, trend_score DESC, id`,
  );
  // The same few hundred values recur in every row: one string each.
  const strings = new Map<string, string>();
  const intern = (value: string) => {
    const kept = strings.get(value);
    if (kept !== undefined) return kept;
    strings.set(value, value);
    return value;
  };
  const list = (values: string[] | null) => (values ?? []).map(intern);
  const facets = {
    rows: [] as FacetRow[],
    position: new Map<string, number>(),
    byType: new Map<string, number[]>(),
    byInterest: new Map<string, number[]>(),
    byToWhom: new Map<string, number[]>(),
    byOccasion: new Map<string, number[]>(),
    byAgeGroup: new Map<string, number[]>(),
    byAudience: new Map<string, number[]>(),
  };
  const add = (map: Map<string, number[]>, key: string, index: number) => {
    const listed = map.get(key);
    if (listed) {
      if (listed[listed.length - 1] !== index) listed.push(index);
    } else map.set(key, [index]);
  };
  for (const [index, row] of rows.entries()) {
    const facet: FacetRow = {
      id: row.id,
      price: row.price === null ? null : Number(row.price),
      type: intern(row.product_type),
      audience: row.audience === null ? null : intern(row.audience),
      toWhom: list(row.to_whom),
      interests: list(row.interests),
      occasions: list(row.occasions),
      ageGroups: list(row.age_groups),
    };
    facets.rows.push(facet);
    facets.position.set(facet.id, index);
    add(facets.byType, facet.type, index);
    for (const value of facet.interests) add(facets.byInterest, value, index);
    for (const value of facet.toWhom) add(facets.byToWhom, value, index);
    for (const value of facet.occasions) add(facets.byOccasion, value, index);
    for (const value of facet.ageGroups) add(facets.byAgeGroup, value, index);
    // coalesce(audience, ''), as the query compares it.
    add(facets.byAudience, facet.audience ?? '', index);
  }
  return facets;
}

/** The active products a word query (`to_tsquery('pp_swedish', query)`) finds, with their text rank. */
export async function readWordHits(db: Queryable, facets: GiftFacets, query: string): Promise<WordHits> {
  const rows = await db.query<{ id: string; rank: number }>(
    `SELECT id::text AS id, ts_rank_cd(search_vector, to_tsquery('pp_swedish', $1), 1)::float8 AS rank
     FROM products WHERE is_active AND search_vector @@ to_tsquery('pp_swedish', $1)`,
    [query],
  );
  const hits = new Map<number, number>();
  for (const row of rows) {
    const index = facets.position.get(row.id);
    if (index !== undefined) hits.set(index, Number(row.rank));
  }
  return hits;
}

/** Word queries whose hits are kept per catalogue version (each at most the whole catalogue's positions). */
const HELD_WORD_QUERIES_MAX = 500;

interface HeldFacets {
  version: string;
  facets: Promise<GiftFacets>;
  words: AnswerCache<WordHits>;
}

interface HeldGeneration {
  generation: number;
  byDb: WeakMap<Queryable, HeldFacets>;
}

const globals = globalThis as { __presentpilotGiftFacets?: HeldGeneration; __presentpilotGiftFacetCopies?: number };
globals.__presentpilotGiftFacetCopies = (globals.__presentpilotGiftFacetCopies ?? 0) + 1;
const generation = globals.__presentpilotGiftFacetCopies;

/** This copy's store; undefined once a later build's copy keeps the facets. */
function heldOf(): WeakMap<Queryable, HeldFacets> | undefined {
  let held = globals.__presentpilotGiftFacets;
  if (!held || held.generation < generation) {
    held = { generation, byDb: new WeakMap() };
    globals.__presentpilotGiftFacets = held;
  }
  return held.generation === generation ? held.byDb : undefined;
}

/** What a request reads its candidates from: the facets at the catalogue's version and its word look-up. */
export interface FacetSource {
  facets: GiftFacets;
  wordHits: (query: string) => Promise<WordHits>;
}

/**
 * The facets of `db`'s catalogue at its current version (read once per version, shared by the requests asking
 * meanwhile), or null when a later build keeps them.
 */
export async function giftFacetsOf(db: Queryable): Promise<FacetSource | null> {
  const store = heldOf();
  if (!store) return null;
  // The version is read before the facets: a change in between is seen by the next request, never kept as current.
  const version = await catalogueVersion(db);
  let held = store.get(db);
  if (!held || held.version !== version) {
    const facets = readGiftFacets(db);
    const fresh: HeldFacets = {
      version,
      facets,
      words: new AnswerCache<WordHits>({ maxWeight: HELD_WORD_QUERIES_MAX, maxAgeMs: 3_600_000 }),
    };
    store.set(db, fresh);
    facets.catch(() => {
      if (store.get(db) === fresh) store.delete(db);
    });
    held = fresh;
  }
  const { words } = held;
  const facets = await held.facets;
  return {
    facets,
    wordHits: (query) => words.answer(query, version, () => readWordHits(db, facets, query)),
  };
}

/** What the candidate query asks of a product (gift-candidates.server.ts builds both from one request). */
export interface FacetRequest {
  budgetMin: number | null;
  budgetMax: number | null;
  excludeIds: readonly string[];
  /** Word query of the excluded words ('' when none). */
  excluded: string;
  ruledOutTypes: readonly string[];
  /** false: nothing for young children only; true: nothing for grown-ups only (unless also for a child). */
  child: boolean | null;
  youngChildValues: readonly string[];
  adultAudiences: readonly string[];
  childToWhom: readonly string[];
  /** The recipient as a hard filter (null: none). */
  strictAudiences: readonly string[] | null;
  /** The match arms and score parts, in the query's order. */
  parts: readonly FacetPart[];
  limit: number;
}

/** A score part: its points, and whether a product it holds for is in the pool (an arm of the match). */
export type FacetPart =
  | { kind: 'types'; values: readonly string[]; points: number; arm: boolean }
  | { kind: 'words'; query: string; arm: boolean }
  | {
      kind: 'interests' | 'toWhom' | 'occasions' | 'ageGroups';
      values: readonly string[];
      points: number;
      arm: boolean;
    }
  | { kind: 'audience'; values: readonly string[]; points: number; arm: boolean };

const overlaps = (values: readonly string[], wanted: ReadonlySet<string>) => values.some((value) => wanted.has(value));

/** The positions of the products holding any of `values` in one facet (each once). */
function holders(facets: GiftFacets, kind: Exclude<FacetPart['kind'], 'words'>, values: readonly string[]) {
  const listed = {
    types: facets.byType,
    interests: facets.byInterest,
    toWhom: facets.byToWhom,
    occasions: facets.byOccasion,
    ageGroups: facets.byAgeGroup,
    audience: facets.byAudience,
  }[kind];
  const distinct = [...new Set(values)];
  // A product has one type and one audience; it may hold several of the values of a list facet.
  if (distinct.length === 1 || kind === 'types' || kind === 'audience') {
    return distinct.flatMap((value) => listed.get(value) ?? []);
  }
  return [...new Set(distinct.flatMap((value) => listed.get(value) ?? []))];
}

/**
 * The ids of the best `limit` candidates, best first: the products an arm matches that keep every rule, by the score
 * summed part by part in the query's order (so the same float8 arithmetic), then the query's tie order.
 */
export async function chooseFromFacets(source: FacetSource, request: FacetRequest): Promise<string[]> {
  const { facets } = source;
  const count = facets.rows.length;
  const [excludedHits, ...partHits] = await Promise.all([
    request.excluded ? source.wordHits(request.excluded) : null,
    ...request.parts.map((part) => (part.kind === 'words' ? source.wordHits(part.query) : null)),
  ]);
  // Each part adds its points to the products it holds for, in order; the arms' products make the pool.
  const score = new Float64Array(count);
  const inPool = new Uint8Array(count);
  const pool: number[] = [];
  for (const [at, part] of request.parts.entries()) {
    if (part.kind === 'words') {
      const hits = partHits[at];
      if (!hits) continue;
      for (const [index, rank] of hits) {
        score[index] = (score[index] as number) + (6 + 10 * rank);
        if (part.arm && inPool[index] === 0) {
          inPool[index] = 1;
          pool.push(index);
        }
      }
      continue;
    }
    for (const index of holders(facets, part.kind, part.values)) {
      score[index] = (score[index] as number) + part.points;
      if (part.arm && inPool[index] === 0) {
        inPool[index] = 1;
        pool.push(index);
      }
    }
  }
  const excludeIds = new Set(request.excludeIds);
  const ruledOut = new Set(request.ruledOutTypes);
  const young = new Set(request.youngChildValues);
  const adult = new Set(request.adultAudiences);
  const childToWhom = new Set(request.childToWhom);
  const strict = request.strictAudiences ? new Set(request.strictAudiences) : null;
  const { budgetMin, budgetMax } = request;
  const hasBudget = budgetMin !== null || budgetMax !== null;
  const chosen = pool.filter((index) => {
    const row = facets.rows[index] as FacetRow;
    if (hasBudget) {
      if (row.price === null) return false;
      if (budgetMin !== null && !(row.price >= budgetMin)) return false;
      if (budgetMax !== null && !(row.price <= budgetMax)) return false;
    }
    if (ruledOut.has(row.type) || excludeIds.has(row.id) || excludedHits?.has(index)) return false;
    if (request.child === false) {
      if (young.has(row.audience ?? '')) return false;
      if (row.toWhom.length > 0 && row.toWhom.every((value) => young.has(value))) return false;
    } else if (request.child === true) {
      if (adult.has(row.audience ?? '') && !overlaps(row.toWhom, childToWhom)) return false;
    }
    return !strict || row.audience === null || row.audience === 'unisex' || strict.has(row.audience);
  });
  chosen.sort((a, b) => (score[b] as number) - (score[a] as number) || a - b);
  return chosen.slice(0, Math.max(1, Math.floor(request.limit))).map((index) => (facets.rows[index] as FacetRow).id);
}
