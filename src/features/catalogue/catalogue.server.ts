import type { Queryable, QueryOptions, SqlParam } from '../../lib/db/db.server.ts';
import {
  meaningfulTerms,
  type ProductListQuery,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  toTsQueryText,
  toWholeWordTsQueryText,
} from './catalogue-query.ts';
import { type CatalogueRow, type Product, toProduct } from './product.ts';
import { cleanProductIds, isProductId } from './product-id.ts';
import { orderSearchResults, searchIntent } from './search-order.ts';
import { synonymsOf } from './search-synonyms.ts';
import { searchTerms } from './search-terms.ts';
import { CORRECTION_MIN_LENGTH, type CorrectionCandidate, chooseCorrection } from './typo-correction.ts';

/** Columns of the public products view that make a Product. */
export const PUBLIC_COLUMNS = `id, title, merchant_pid, description, image_url, image_width, image_height, price_value,
  product_url, merchant, category_path, tags, audience, occasions, interests, to_whom, age_groups, themes,
  price_bucket, source, featured, updated_at, rank_boost, trend_boost, trend_score, is_active`;

/** The public columns qualified with a table alias, for queries that join products to something. */
export function publicColumnsOf(alias: string): string {
  return PUBLIC_COLUMNS.split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}

/**
 * Each product's latest price_history entries, for the "Tidigare pris" rule (previous-price.ts): read through
 * price_history_product_idx on the rows already chosen (after their LIMIT), newest first. Enough entries to cover
 * the current price and the 30 days before it for a price that changes daily.
 */
const PRICE_HISTORY_COLUMN = `(SELECT json_agg(json_build_object('price', h.price, 'at', h.recorded_at))
    FROM (SELECT price, recorded_at FROM price_history WHERE product_id = s.id
          ORDER BY recorded_at DESC LIMIT 40) AS h) AS price_history`;

function toProducts(rows: CatalogueRow[]): Product[] {
  return rows.map(toProduct);
}

/**
 * Runs a SELECT of public columns and returns Products. The rows come back as one JSON array (json_agg): on the
 * embedded database that is several times faster than handing over hundreds of rows field by field.
 */
export async function queryProducts(db: Queryable, sql: string, params: readonly SqlParam[]): Promise<Product[]> {
  return toProducts(await queryRows<CatalogueRow>(db, sql, params));
}

/** The rows of a SELECT of public columns (and any others it selects), read as queryProducts reads them. */
async function queryRows<R extends CatalogueRow>(
  db: Queryable,
  sql: string,
  params: readonly SqlParam[],
  options?: QueryOptions,
): Promise<R[]> {
  const rows = await db.query<{ rows: R[] | null }>(
    `SELECT coalesce(json_agg(r), '[]'::json) AS rows FROM (SELECT s.*, ${PRICE_HISTORY_COLUMN} FROM (${sql}) AS s) AS r`,
    params,
    options,
  );
  return rows[0]?.rows ?? [];
}

/**
 * The product list (docs/product/browse-search.md#product-list): active products with a price inside the budget (the
 * default budget also keeps products without a price), audience among the given ones or unisex or none, and containing
 * all given interests, occasions and tags; newest first.
 */
export async function listProducts(db: Queryable, query: ProductListQuery): Promise<Product[]> {
  const where: string[] = [];
  const params: SqlParam[] = [];
  const bind = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const budgetFiltered = query.budgetMin > 0 || query.budgetMax < 999999;
  if (budgetFiltered) {
    where.push(`price_value BETWEEN ${bind(query.budgetMin)} AND ${bind(query.budgetMax)}`);
  }
  if (query.audiences.length > 0) {
    where.push(`(audience = ANY(${bind(query.audiences)}::text[]) OR audience = 'unisex' OR audience IS NULL)`);
  }
  if (query.interests.length > 0) where.push(`interests @> ${bind(query.interests)}::text[]`);
  if (query.occasions.length > 0) where.push(`occasions @> ${bind(query.occasions)}::text[]`);
  if (query.tags.length > 0) where.push(`tags @> ${bind(query.tags)}::text[]`);
  if (query.merchants.length > 0) where.push(`merchant = ANY(${bind(query.merchants)}::text[])`);
  const sql = `SELECT ${PUBLIC_COLUMNS} FROM products_public
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY updated_at DESC, id
    LIMIT ${bind(query.limit)} OFFSET ${bind(query.offset)}`;
  return queryProducts(db, sql, params);
}

/** One active product by id, or null when the id is malformed, unknown or the product is hidden. */
export async function getProduct(db: Queryable, id: string): Promise<Product | null> {
  if (!isProductId(id)) return null;
  const [product] = await queryProducts(db, `SELECT ${PUBLIC_COLUMNS} FROM products_public WHERE id = $1`, [id]);
  return product ?? null;
}

/** Active products for the given ids, in the order of the ids; unknown and hidden ids are left out. */
export async function getProductsByIds(db: Queryable, ids: readonly string[]): Promise<Product[]> {
  const valid = cleanProductIds(ids, 500);
  if (valid.length === 0) return [];
  const products = await queryProducts(db, `SELECT ${PUBLIC_COLUMNS} FROM products_public WHERE id = ANY($1::uuid[])`, [
    valid,
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return valid.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Default picks shown when a search has no usable terms: gift cards, experiences, products for everyone and
 * birthday gifts, featured first. The WHERE clause and the order match the partial index
 * `products_default_picks_idx` (migration 002), so the query reads the index in order and stops at the limit.
 */
export async function defaultPicks(db: Queryable, limit = SEARCH_DEFAULT_LIMIT): Promise<Product[]> {
  const capped = Math.min(limit, SEARCH_MAX_LIMIT);
  const picks = await queryProducts(
    db,
    `SELECT ${PUBLIC_COLUMNS} FROM products_public
     WHERE featured
       OR 'presentkort' = ANY(tags)
       OR 'upplevelse' = ANY(interests) OR 'upplevelse' = ANY(occasions)
       OR audience = 'unisex'
       OR 'födelsedag' = ANY(occasions)
     ORDER BY featured DESC, rank_boost DESC, trend_score DESC, updated_at DESC, id
     LIMIT $1`,
    [capped],
  );
  if (picks.length >= capped) return picks;
  // Too few gift cards, experiences and universal gifts: top up with the featured and newest products.
  const seen = picks.map((product) => product.id);
  const more = await queryProducts(
    db,
    `SELECT ${PUBLIC_COLUMNS} FROM products_public WHERE NOT (id = ANY($1::uuid[]))
     ORDER BY featured DESC, updated_at DESC, id LIMIT $2`,
    [seen, capped - picks.length],
  );
  return [...picks, ...more];
}

/**
 * The words searched for each term: the term itself, its synonyms (search-synonyms.ts) and, only when those have
 * no hits of their own, the nearest close word of the catalogue (typo-correction.ts: trigram candidates from the
 * small search_words table, kept only within one or two edits and with the same first letter), so "kaffebryggre"
 * searches for "kaffebryggare" while "sockor" is never turned into "klockor". Answers are cached in the process
 * until the word list is rebuilt. A term whose stem is shorter than four letters ("rosor" → "ros") is kept in
 * `shortStems`: it is matched as a word, not as the start of longer ones ("rostfritt").
 */
const expansions = new Map<string, string[]>();
const shortStems = new Set<string>();
const EXPANSION_CACHE_SIZE = 5000;

export async function expandTerms(db: Queryable, terms: readonly string[]): Promise<string[][]> {
  const unknown = [...new Set(terms.filter((term) => !expansions.has(term)))];
  if (unknown.length > 0) {
    for (const [term, words, shortStem] of await lookUpExpansions(db, unknown)) {
      if (expansions.size >= EXPANSION_CACHE_SIZE) {
        expansions.clear();
        shortStems.clear();
      }
      expansions.set(term, words);
      if (shortStem) shortStems.add(term);
    }
  }
  return terms.map((term) => expansions.get(term) ?? [term]);
}

/** Shortest stem matched as a prefix. */
const PREFIX_STEM_MIN = 4;

async function lookUpExpansions(db: Queryable, terms: readonly string[]): Promise<[string, string[], boolean][]> {
  const own = terms.map((term) => toTsQueryText([term, ...synonymsOf(term)], '|'));
  // Whether a term has hits of its own, one materialised CTE per term: a CTE is planned for all its rows, so it reads
  // the text-search index (about 2 ms for a word no product has), where an EXISTS subquery is planned to stop at its
  // first row and scans the whole table for a word no product has (21–35 ms at 40,000 products). A CTE is read only
  // when its term gets that far in the CASE, and only up to its first row.
  const ownTexts = own.filter((text) => text !== '');
  const ownHits = own.map((text, i) =>
    text === ''
      ? null
      : `own_${i} AS MATERIALIZED (
           SELECT 1 FROM products p
           WHERE p.is_active AND p.search_vector @@ to_tsquery('pp_swedish', $${ownTexts.indexOf(text) + 3}::text))`,
  );
  const hasOwnHits = `CASE t.position ${ownHits
    .map((cte, i) => `WHEN ${i + 1} THEN ${cte ? `EXISTS (SELECT 1 FROM own_${i})` : 'false'}`)
    .join(' ')} END`;
  const ctes = ownHits.filter((cte) => cte !== null);
  const rows = await db.query<{
    term: string;
    folded: string;
    stem: number;
    candidates: CorrectionCandidate[] | null;
  }>(
    `${ctes.length > 0 ? `WITH ${ctes.join(', ')}` : ''}
     SELECT t.term, pp_unaccent(t.term) AS folded,
            (SELECT coalesce(max(length(v.lexeme)), 0) FROM unnest(to_tsvector('pp_swedish', t.term)) AS v) AS stem,
            CASE WHEN length(t.term) < ${CORRECTION_MIN_LENGTH}
                   OR numnode(plainto_tsquery('pp_swedish', t.term)) = 0
                   OR t.own = ''
                   OR ${hasOwnHits}
                 THEN NULL
                 ELSE (SELECT json_agg(c) FROM (
                         SELECT w.word, similarity(w.word, pp_unaccent(t.term)) AS similarity, w.frequency
                         FROM search_words w
                         WHERE w.word % pp_unaccent(t.term)
                         ORDER BY similarity DESC, w.frequency DESC
                         LIMIT 10) AS c)
            END AS candidates
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(term, own, position)
     ORDER BY t.position`,
    [terms, own, ...ownTexts],
    // Its text depends only on how many terms are new and which have no words of their own: a few texts, each kept
    // prepared (on a server database, the same plan serves every term).
    { prepared: true },
  );
  return rows.map((row) => {
    const words = [row.term, ...synonymsOf(row.term)];
    const correction = row.candidates ? chooseCorrection(row.folded, row.candidates) : null;
    const shortStem = row.stem > 0 && row.stem < PREFIX_STEM_MIN;
    return [row.term, correction ? [...words, correction] : words, shortStem];
  });
}

/** What a search's answer depends on besides the catalogue: its terms (at most 12) and its capped limit. */
export function searchInput(q: string, limit = SEARCH_DEFAULT_LIMIT): { capped: number; terms: string[] } {
  return {
    capped: Math.max(1, Math.min(limit, SEARCH_MAX_LIMIT)),
    terms: meaningfulTerms(searchTerms(q)).slice(0, 12),
  };
}

/**
 * Catalogue search: Swedish full-text search (stemmed, accent-folded, prefix-matched) over title, tags,
 * categories, facets and description, with synonyms and typo correction. Products matching more terms rank first;
 * among them, those where more terms are whole words of the title, tags or categories (not only the start of a longer
 * word or a word of the description); then products of a type the query names ("soffa", "alkoholfri öl"); then text
 * rank and boosts. The rows read are then ordered by search-order.ts (the alcohol-free filter, other types
 * left out when a named type matched, one product per family). No usable terms → the default picks.
 */
export async function searchProducts(db: Queryable, q: string, limit = SEARCH_DEFAULT_LIMIT): Promise<Product[]> {
  const { capped, terms } = searchInput(q, limit);
  if (terms.length === 0) return defaultPicks(db, capped);
  const expanded = await expandTerms(db, terms);
  const intent = searchIntent(terms, expanded);
  // One query per term (the term, its synonyms, its correction); a product's relevance counts how many it matches.
  const parts = expanded
    .map((words) => ({ any: toTsQueryText(words, '|', shortStems), whole: toWholeWordTsQueryText(words) }))
    .filter((part) => part.any !== '');
  if (parts.length === 0) return defaultPicks(db, capped);
  const anyText = parts.map((part) => `(${part.any})`).join(' | ');
  // Each term is looked up on its own through the text-search index (its queries parsed once, not per row); a
  // product found by k terms appears k times and is scored once, so only the best `limit` rows are fetched in full.
  const rows = await queryRows<CatalogueRow & { matched: number }>(
    db,
    // The query ranked by (any_q) is parsed once per term with the term's own: in a plan made without the parameters'
    // values (the statement is kept prepared) a CTE of its own would be inlined and parsed again for every row.
    `WITH parts AS MATERIALIZED (
            SELECT to_tsquery('pp_swedish', any_text) AS part_q, to_tsquery('pp_swedish', whole_text) AS whole_q,
                   to_tsquery('pp_swedish', $1) AS any_q
            FROM unnest($2::text[], $3::text[]) AS part(any_text, whole_text)
          ),
          hits AS (
            SELECT hit.id, bool_or(hit.typed) AS typed, count(*) AS matched, sum(hit.whole) AS whole,
                   max(hit.score) AS score
            FROM parts
            CROSS JOIN LATERAL (
              SELECT id,
                     product_type = ANY($5::text[]) AS typed,
                     (search_vector @@ parts.whole_q)::int AS whole,
                     ts_rank_cd(search_vector, parts.any_q, 1) + rank_boost * 0.02 + trend_boost * 0.01 AS score
              FROM products
              WHERE is_active AND search_vector @@ parts.part_q
              -- OFFSET 0 keeps the scores computed as the rows are read, so the text-search vectors are not carried
              -- through the grouping sort (some 15 % of the statement on the bench catalogue).
              OFFSET 0
            ) AS hit
            GROUP BY hit.id
            ORDER BY matched DESC, whole DESC, typed DESC, score DESC, hit.id
            LIMIT $4
          )
     SELECT ${publicColumnsOf('p')}, p.product_type, p.family_id, hits.matched::int AS matched
     FROM hits JOIN products p USING (id)
     ORDER BY hits.matched DESC, hits.whole DESC, hits.typed DESC, hits.score DESC, p.id`,
    [anyText, parts.map((part) => part.any), parts.map((part) => part.whole), capped, intent.types],
    { prepared: true },
  );
  const found = rows.map((row) => ({ product: toProduct(row), matched: Number(row.matched) }));
  return orderSearchResults(found, intent);
}

/** Rebuilds the word list used for typo correction; call after the catalogue changes in bulk. */
export async function refreshSearchWords(db: Queryable): Promise<number> {
  expansions.clear();
  await db.query('DELETE FROM search_words');
  const rows = await db.query<{ count: number }>(
    `WITH inserted AS (
       INSERT INTO search_words (word, frequency)
       SELECT word, ndoc FROM ts_stat($$
         SELECT to_tsvector('simple', pp_unaccent(lower(title || ' ' || pp_join(tags) || ' ' || pp_join(category_path))))
         FROM products WHERE is_active
       $$)
       WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
       RETURNING 1
     ) SELECT count(*)::int AS count FROM inserted`,
  );
  return rows[0]?.count ?? 0;
}
