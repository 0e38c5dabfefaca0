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
 * one-row version query, the word look-ups and the read of the chosen rows. The facets take about 6 MB per
 * 40,000 products and are read again (about 0.3 s on PostgreSQL) by the first request after a catalogue change; the
 * requests meanwhile wait for that one read.
 *
 * Like the kept catalogue answers (catalogue-answers.server.ts) they live on globalThis and belong to the newest
 * build that has asked, so a replaced build never keeps a copy; its last requests use the candidate query. Only a
 * long-lived process keeps them; a serverless function (Netlify) uses the candidate query.
 */

import { AnswerCache } from '../../lib/answer-cache.ts';
import type { Queryable } from '../../lib/db/db.server.ts';
import { catalogueVersion } from '../catalogue/catalogue-answers.server.ts';
import type { CatalogueRow } from '../catalogue/product.ts';

/** A list facet of every product: product i holds `codes[start[i]]` up to `codes[start[i + 1]]`. */
interface ListFacet {
  start: Int32Array;
  codes: Int32Array;
}

/**
 * Every active product's facets, by position: best rank boost, then trend score, then id first (the candidate
 * query's tie order). Facet values are numbered (`code`), so a request's checks are array reads.
 */
export interface GiftFacets {
  count: number;
  ids: readonly string[];
  position: ReadonlyMap<string, number>;
  /** Price as float8; NaN when the product has none. */
  price: Float64Array;
  type: Int32Array;
  /** coalesce(audience, '')'s code; `audienceNull` tells a missing audience from an empty one. */
  audience: Int32Array;
  audienceNull: Uint8Array;
  toWhom: ListFacet;
  interests: ListFacet;
  occasions: ListFacet;
  ageGroups: ListFacet;
  /** The number of every value seen (types, audiences and list values alike). */
  code: ReadonlyMap<string, number>;
  byType: ReadonlyMap<string, readonly number[]>;
  byInterest: ReadonlyMap<string, readonly number[]>;
  byToWhom: ReadonlyMap<string, readonly number[]>;
  byOccasion: ReadonlyMap<string, readonly number[]>;
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
  const count = rows.length;
  const code = new Map<string, number>();
  const codeOf = (value: string) => {
    let found = code.get(value);
    if (found === undefined) {
      found = code.size;
      code.set(value, found);
    }
    return found;
  };
  const listFacet = (column: (row: FacetsRow) => string[] | null): ListFacet => {
    const start = new Int32Array(count + 1);
    const codes: number[] = [];
    for (const [index, row] of rows.entries()) {
      for (const value of column(row) ?? []) codes.push(codeOf(value));
      start[index + 1] = codes.length;
    }
    return { start, codes: Int32Array.from(codes) };
  };
  const byValue = (facet: ListFacet) => {
    const names = [...code.keys()];
    const map = new Map<string, number[]>();
    for (let index = 0; index < count; index++) {
      for (let at = facet.start[index] as number; at < (facet.start[index + 1] as number); at++) {
        const value = names[facet.codes[at] as number] as string;
        const listed = map.get(value);
        if (!listed) map.set(value, [index]);
        else if (listed[listed.length - 1] !== index) listed.push(index);
      }
    }
    return map;
  };
  const ids: string[] = [];
  const position = new Map<string, number>();
  const price = new Float64Array(count);
  const type = new Int32Array(count);
  const audience = new Int32Array(count);
  const audienceNull = new Uint8Array(count);
  const byType = new Map<string, number[]>();
  for (const [index, row] of rows.entries()) {
    ids.push(row.id);
    position.set(row.id, index);
    price[index] = row.price === null ? Number.NaN : Number(row.price);
    type[index] = codeOf(row.product_type);
    audience[index] = codeOf(row.audience ?? '');
    audienceNull[index] = row.audience === null ? 1 : 0;
    const listed = byType.get(row.product_type);
    if (listed) listed.push(index);
    else byType.set(row.product_type, [index]);
  }
  const toWhom = listFacet((row) => row.to_whom);
  const interests = listFacet((row) => row.interests);
  const occasions = listFacet((row) => row.occasions);
  const ageGroups = listFacet((row) => row.age_groups);
  return {
    count,
    ids,
    position,
    price,
    type,
    audience,
    audienceNull,
    toWhom,
    interests,
    occasions,
    ageGroups,
    code,
    byType,
    byInterest: byValue(interests),
    byToWhom: byValue(toWhom),
    byOccasion: byValue(occasions),
  };
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
  rows: Map<string, CatalogueRow>;
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

/**
 * Whether this process lives on between requests (the embedded database, or `npm start`'s workers): a serverless
 * function may serve one reply and be gone, so it keeps nothing and asks the candidate query.
 */
function longLived(db: Queryable): boolean {
  return (db as { kind?: string }).kind === 'pglite' || process.env.PRESENTPILOT_ADAPTER === 'node';
}

/** What a request reads its candidates from: the facets at the catalogue's version and its word look-up. */
export interface FacetSource {
  facets: GiftFacets;
  wordHits: (query: string) => Promise<WordHits>;
  /**
   * Whole rows of chosen products read at this version, by id (the candidates of one request come back in the next
   * ones); at most HELD_ROWS_MAX, then all are let go. A row read after a change is never kept past the next request
   * that sees the change, which keeps a new set.
   */
  rows: Map<string, CatalogueRow>;
}

/** Whole product rows kept per catalogue version (about 1 KB each). */
export const HELD_ROWS_MAX = 2_000;

/**
 * The facets of `db`'s catalogue at its current version (read once per version, shared by the requests asking
 * meanwhile), or null when a later build keeps them.
 */
export async function giftFacetsOf(db: Queryable): Promise<FacetSource | null> {
  if (!longLived(db)) return null;
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
      rows: new Map(),
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
    rows: held.rows,
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

/** One part of a request, for array reads: which values it wants (by code) and its word hits. */
interface CompiledPart {
  kind: FacetPart['kind'];
  wants: Uint8Array;
  hits: WordHits | null;
  points: number;
}

/**
 * The ids of the best `limit` candidates, best first: the products an arm matches that keep every rule, by the score
 * summed part by part in the query's order (so the same float8 arithmetic), then the query's tie order.
 */
export async function chooseFromFacets(source: FacetSource, request: FacetRequest): Promise<string[]> {
  const { facets } = source;
  const [excludedHits, ...partHits] = await Promise.all([
    request.excluded ? source.wordHits(request.excluded) : null,
    ...request.parts.map((part) => (part.kind === 'words' ? source.wordHits(part.query) : null)),
  ]);
  const wants = (values: readonly string[]) => {
    const table = new Uint8Array(facets.code.size);
    for (const value of values) {
      const found = facets.code.get(value);
      if (found !== undefined) table[found] = 1;
    }
    return table;
  };
  const holds = (facet: ListFacet, index: number, table: Uint8Array) => {
    for (let at = facet.start[index] as number; at < (facet.start[index + 1] as number); at++) {
      if (table[facet.codes[at] as number] === 1) return true;
    }
    return false;
  };
  // The pool: every product an arm holds for.
  const inPool = new Uint8Array(facets.count);
  const pool: number[] = [];
  const take = (indexes: Iterable<number>) => {
    for (const index of indexes) {
      if (inPool[index] === 1) continue;
      inPool[index] = 1;
      pool.push(index);
    }
  };
  const parts: CompiledPart[] = request.parts.map((part, at) => {
    if (part.kind === 'words') {
      const hits = partHits[at] ?? new Map<number, number>();
      if (part.arm) take(hits.keys());
      return { kind: part.kind, wants: new Uint8Array(0), hits, points: 0 };
    }
    if (part.arm) {
      const listed = {
        types: facets.byType,
        interests: facets.byInterest,
        toWhom: facets.byToWhom,
        occasions: facets.byOccasion,
      }[part.kind as 'types' | 'interests' | 'toWhom' | 'occasions'];
      if (!listed) throw new Error(`no arm over ${part.kind}`);
      for (const value of new Set(part.values)) take(listed.get(value) ?? []);
    }
    return { kind: part.kind, wants: wants(part.values), hits: null, points: part.points };
  });
  const excludeIds = new Set(request.excludeIds);
  const ruledOut = wants(request.ruledOutTypes);
  const young = wants(request.youngChildValues);
  const adult = wants(request.adultAudiences);
  const childToWhom = wants(request.childToWhom);
  const strict = request.strictAudiences ? wants(request.strictAudiences) : null;
  const unisex = facets.code.get('unisex');
  const { budgetMin, budgetMax } = request;
  const hasBudget = budgetMin !== null || budgetMax !== null;
  const chosen: number[] = [];
  const scores: number[] = [];
  for (const index of pool) {
    if (hasBudget) {
      const price = facets.price[index] as number;
      // NaN (no price) fails both comparisons, as NULL does in the query.
      if (budgetMin !== null && !(price >= budgetMin)) continue;
      if (budgetMax !== null && !(price <= budgetMax)) continue;
      if (Number.isNaN(price)) continue;
    }
    if (ruledOut[facets.type[index] as number] === 1) continue;
    if (excludeIds.size > 0 && excludeIds.has(facets.ids[index] as string)) continue;
    if (excludedHits?.has(index)) continue;
    const audience = facets.audience[index] as number;
    if (request.child === false) {
      if (young[audience] === 1) continue;
      const { start, codes } = facets.toWhom;
      const from = start[index] as number;
      const to = start[index + 1] as number;
      let allYoung = to > from;
      for (let at = from; allYoung && at < to; at++) allYoung = young[codes[at] as number] === 1;
      if (allYoung) continue;
    } else if (request.child === true) {
      if (adult[audience] === 1 && !holds(facets.toWhom, index, childToWhom)) continue;
    }
    if (strict && facets.audienceNull[index] === 0 && audience !== unisex && strict[audience] !== 1) continue;
    let sum = 0;
    for (const part of parts) {
      switch (part.kind) {
        case 'words': {
          const rank = part.hits?.get(index);
          if (rank !== undefined) sum += 6 + 10 * rank;
          break;
        }
        case 'types':
          if (part.wants[facets.type[index] as number] === 1) sum += part.points;
          break;
        case 'audience':
          if (part.wants[audience] === 1) sum += part.points;
          break;
        default:
          if (holds(facets[part.kind], index, part.wants)) sum += part.points;
      }
    }
    chosen.push(index);
    scores.push(sum);
  }
  // Best score first, then the query's tie order (the position).
  const order = chosen.map((_, at) => at);
  order.sort((a, b) => (scores[b] as number) - (scores[a] as number) || (chosen[a] as number) - (chosen[b] as number));
  return order.slice(0, Math.max(1, Math.floor(request.limit))).map((at) => facets.ids[chosen[at] as number] as string);
}
