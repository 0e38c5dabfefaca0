/**
 * The candidate pool of the gift ranking (gift-ranking.ts), read in one query: active products that keep the hard
 * rules the database can check (budget, already shown, excluded words and types, alcohol, age, never-a-present
 * types), matching what was asked — the named product types and everything below them (`product_type = ANY`), the
 * types whose default interests hold a named interest, the interest, recipient and occasion tags and the words —
 * best matches first. Every arm is served by an index (facets, full text, product_type), so the OR stays an index
 * bitmap scan; the ranking does the rest in memory, with no query per candidate.
 *
 * The best matches are chosen from the facets kept in memory (gift-facets.server.ts) whenever this build holds them:
 * the same rules, arms and score, built here beside the query's, so the same products in the same order (compared in
 * tests/integration/gift-candidates.test.ts); the query then reads only those products. The newest products
 * (`matchOnly: false`) always come from the query, which walks the newest-first index and stops at the limit.
 */
import type { Queryable, SqlParam } from '../../lib/db/db.server.ts';
import { publicColumnsOf } from '../catalogue/catalogue.server.ts';
import { OWN_WORD_WEIGHTS, toTsQueryText } from '../catalogue/catalogue-query.ts';
import { ADULT_AUDIENCE_VALUES, CHILD_TO_WHOM_VALUES } from '../catalogue/concepts/index.ts';
import { namedTypesWithKin, withDescendants } from '../catalogue/concepts/type-reading.ts';
import { type CatalogueRow, type Product, toProduct } from '../catalogue/product.ts';
import { isProductId } from '../catalogue/product-id.ts';
import type { GiftCriteria } from './gift-criteria.ts';
import { chooseFromFacets, type FacetPart, giftFacetsOf, HELD_ROWS_MAX } from './gift-facets.server.ts';
import {
  ALCOHOL_TYPES,
  CHILD_ONLY_TYPES,
  NOT_GIFT_TYPES,
  typesForInterests,
  YOUNG_CHILD_VALUES,
} from './gift-ranking.ts';

/** The columns a ranking needs: the public ones plus the type and the family. */
export function rankingColumnsOf(alias: string): string {
  return `${publicColumnsOf(alias)}, ${alias}.product_type, ${alias}.family_id`;
}

export interface CandidateOptions {
  /** Only products matching something asked, best first (otherwise the newest that keep the rules). */
  matchOnly: boolean;
  limit: number;
  /** The recipient as a hard filter: audience among `criteria.audiences`, 'unisex' or none (the generator's rule). */
  strictAudience?: boolean;
  /** false: the candidate query even when the facets are in memory (the tests compare the two). */
  facets?: boolean;
}

/** The active products of `ids`, read in full (those not in `held`, which keeps them), in that order. */
async function productsInOrder(
  db: Queryable,
  ids: readonly string[],
  held: Map<string, CatalogueRow>,
): Promise<Product[]> {
  const missing = ids.filter((id) => !held.has(id));
  if (missing.length > 0) {
    const rows = await db.query<CatalogueRow>(
      `SELECT ${rankingColumnsOf('p')} FROM products p WHERE p.id = ANY($1::uuid[]) AND p.is_active`,
      [missing],
    );
    if (held.size + rows.length > HELD_ROWS_MAX) held.clear();
    for (const row of rows) held.set(row.id, row);
  }
  return ids.flatMap((id) => {
    const row = held.get(id);
    return row ? [toProduct(row)] : [];
  });
}

/** Reads the candidates of a request; see the module comment. */
export async function retrieveGiftCandidates(
  db: Queryable,
  criteria: GiftCriteria,
  options: CandidateOptions,
): Promise<Product[]> {
  const params: SqlParam[] = [];
  const bind = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['p.is_active'];
  if (criteria.budgetMin !== null) where.push(`p.price_value >= ${bind(criteria.budgetMin)}`);
  if (criteria.budgetMax !== null) where.push(`p.price_value <= ${bind(criteria.budgetMax)}`);
  if (criteria.budgetMin !== null || criteria.budgetMax !== null) where.push('p.price_value IS NOT NULL');
  const excludeIds = criteria.excludeIds.filter(isProductId);
  if (excludeIds.length > 0) where.push(`NOT (p.id = ANY(${bind(excludeIds)}::uuid[]))`);
  // A word ruled out is one the product itself uses: "inget med gaming" leaves board games tagged for the gaming
  // interest alone.
  const excluded = toTsQueryText(criteria.excluded, '|', new Set(), OWN_WORD_WEIGHTS);
  /** The same request for the facets in memory (gift-facets.server.ts), built beside the query. */
  const parts: FacetPart[] = [];
  if (excluded) where.push(`NOT (p.search_vector @@ to_tsquery('pp_swedish', ${bind(excluded)}))`);
  const ruledOutTypes = [...NOT_GIFT_TYPES, ...withDescendants(criteria.excludedTypes)];
  if (criteria.alcoholFree || criteria.child === true) ruledOutTypes.push(...ALCOHOL_TYPES);
  if (criteria.child === false) ruledOutTypes.push(...CHILD_ONLY_TYPES);
  where.push(`NOT (p.product_type = ANY(${bind([...new Set(ruledOutTypes)])}::text[]))`);
  if (criteria.child === false) {
    const childOnly = bind(YOUNG_CHILD_VALUES);
    where.push(
      `NOT (coalesce(p.audience, '') = ANY(${childOnly}::text[])
        OR (cardinality(p.to_whom) > 0 AND p.to_whom <@ ${childOnly}::text[]))`,
    );
  } else if (criteria.child === true) {
    where.push(
      `(NOT (coalesce(p.audience, '') = ANY(${bind(ADULT_AUDIENCE_VALUES)}::text[])) OR p.to_whom && ${bind(CHILD_TO_WHOM_VALUES)}::text[])`,
    );
  }
  if (options.strictAudience && criteria.audiences.length > 0) {
    where.push(
      `(p.audience = ANY(${bind(criteria.audiences)}::text[]) OR p.audience = 'unisex' OR p.audience IS NULL)`,
    );
  }
  let order = 'p.updated_at DESC, p.id';
  if (options.matchOnly) {
    const keywords = toTsQueryText(criteria.keywords, '|');
    const keywordQuery = keywords ? `to_tsquery('pp_swedish', ${bind(keywords)})` : null;
    const namedTypes = namedTypesWithKin(criteria.productTypes);
    const interestTypes = typesForInterests(criteria.interests);
    const matches: string[] = [];
    const score: string[] = [];
    if (namedTypes.length > 0) {
      parts.push({ kind: 'types', values: namedTypes, points: 20, arm: true });
      const types = bind(namedTypes);
      matches.push(`p.product_type = ANY(${types}::text[])`);
      score.push(`(CASE WHEN p.product_type = ANY(${types}::text[]) THEN 20 ELSE 0 END)`);
    }
    if (keywordQuery) {
      parts.push({ kind: 'words', query: keywords, arm: true });
      matches.push(`p.search_vector @@ ${keywordQuery}`);
      score.push(
        `(CASE WHEN p.search_vector @@ ${keywordQuery} THEN 6 + 10 * ts_rank_cd(p.search_vector, ${keywordQuery}, 1) ELSE 0 END)`,
      );
    }
    if (criteria.interests.length > 0) {
      parts.push({ kind: 'interests', values: criteria.interests, points: 5, arm: true });
      const interests = bind(criteria.interests);
      matches.push(`p.interests && ${interests}::text[]`);
      score.push(`(CASE WHEN p.interests && ${interests}::text[] THEN 5 ELSE 0 END)`);
    }
    if (interestTypes.length > 0) {
      parts.push({ kind: 'types', values: interestTypes, points: 3, arm: true });
      const types = bind(interestTypes);
      matches.push(`p.product_type = ANY(${types}::text[])`);
      score.push(`(CASE WHEN p.product_type = ANY(${types}::text[]) THEN 3 ELSE 0 END)`);
    }
    // Recipient and occasion widen the pool only when nothing more specific was named: the types people give for
    // them first (gift-ideas.ts), then the products tagged for them. A word alone ("hästar") is not that specific:
    // when only a niche product holds it, the ranking sets it aside and the ideas are what is left.
    const specific = namedTypes.length > 0 || criteria.interests.length > 0 || interestTypes.length > 0;
    if (!specific) {
      const first = withDescendants(criteria.ideas);
      const more = withDescendants(criteria.moreIdeas).filter((id) => !first.includes(id));
      if (first.length > 0) {
        parts.push({ kind: 'types', values: first, points: 12, arm: true });
        const types = bind(first);
        matches.push(`p.product_type = ANY(${types}::text[])`);
        score.push(`(CASE WHEN p.product_type = ANY(${types}::text[]) THEN 12 ELSE 0 END)`);
      }
      if (more.length > 0) {
        parts.push({ kind: 'types', values: more, points: 5, arm: true });
        const types = bind(more);
        matches.push(`p.product_type = ANY(${types}::text[])`);
        score.push(`(CASE WHEN p.product_type = ANY(${types}::text[]) THEN 5 ELSE 0 END)`);
      }
    }
    if (criteria.toWhom.length > 0) {
      parts.push({ kind: 'toWhom', values: criteria.toWhom, points: 4, arm: !specific });
      const toWhom = bind(criteria.toWhom);
      if (!specific) matches.push(`p.to_whom && ${toWhom}::text[]`);
      score.push(`(CASE WHEN p.to_whom && ${toWhom}::text[] THEN 4 ELSE 0 END)`);
    }
    if (criteria.occasions.length > 0) {
      parts.push({ kind: 'occasions', values: criteria.occasions, points: 3, arm: !specific });
      const occasions = bind(criteria.occasions);
      if (!specific) matches.push(`p.occasions && ${occasions}::text[]`);
      score.push(`(CASE WHEN p.occasions && ${occasions}::text[] THEN 3 ELSE 0 END)`);
    }
    if (criteria.audiences.length > 0) {
      parts.push({ kind: 'audience', values: criteria.audiences, points: 2, arm: false });
      score.push(`(CASE WHEN coalesce(p.audience, '') = ANY(${bind(criteria.audiences)}::text[]) THEN 2 ELSE 0 END)`);
    }
    if (criteria.ageGroups.length > 0) {
      parts.push({ kind: 'ageGroups', values: criteria.ageGroups, points: 2, arm: false });
      score.push(`(CASE WHEN p.age_groups && ${bind(criteria.ageGroups)}::text[] THEN 2 ELSE 0 END)`);
    }
    if (matches.length === 0) return [];
    where.push(`(${matches.join(' OR ')})`);
    order = `${score.length > 0 ? score.join(' + ') : '0'} DESC, p.rank_boost DESC, p.trend_score DESC, p.id`;
    const source = options.facets === false ? null : await giftFacetsOf(db);
    if (source) {
      const ids = await chooseFromFacets(source, {
        budgetMin: criteria.budgetMin,
        budgetMax: criteria.budgetMax,
        excludeIds: excludeIds.map((id) => id.toLowerCase()),
        excluded,
        ruledOutTypes,
        child: criteria.child,
        youngChildValues: YOUNG_CHILD_VALUES,
        adultAudiences: ADULT_AUDIENCE_VALUES,
        childToWhom: CHILD_TO_WHOM_VALUES,
        strictAudiences: options.strictAudience && criteria.audiences.length > 0 ? criteria.audiences : null,
        parts,
        limit: options.limit,
      });
      return productsInOrder(db, ids, source.rows);
    }
  }
  const rows = await db.query<CatalogueRow>(
    `SELECT ${rankingColumnsOf('p')} FROM products p
     WHERE ${where.join(' AND ')}
     ORDER BY ${order}
     LIMIT ${bind(Math.max(1, Math.floor(options.limit)))}`,
    params,
  );
  return rows.map(toProduct);
}
