/**
 * The gift generator's catalogue reads (docs/product/generator.md#results, the read and the keyword search; the
 * fallback chain, docs/product/generator.md#fallback), on the public products view.
 */

import type { Queryable, SqlParam } from '../../lib/db/db.server.ts';
import { PUBLIC_COLUMNS } from '../catalogue/catalogue.server.ts';
import { namedTypesWithKin } from '../catalogue/concepts/type-reading.ts';
import { type CatalogueRow, type Product, toProduct } from '../catalogue/product.ts';
import { widerCriteria } from '../matching/gift-criteria.ts';
import { diversifyList, onePerFamily, rankGifts, withAttributeKeyword } from '../matching/gift-ranking.ts';
import { fallbackChain } from './fallback.ts';
import type { TaxonomyCategory } from './generator-page.ts';
import { GENERATOR_LIMIT, type GeneratorResponse, KEYWORD_FETCH_LIMIT } from './generator-request.ts';
import { keywordCriteria } from './keyword-criteria.ts';
import { categoryScore, keywordScore } from './keyword-score.ts';
import { type CatalogueFilter, wizardSelectionToCatalogueFilter } from './mappings.ts';
import type { CategoryId, WizardSelection } from './wizard-options.ts';

/** Products of the wizard's first screen, where no two of one merchant and type stand side by side. */
const WIZARD_FIRST_SCREEN = 6;
/** Extra rows read so that 100 remain after variants are left out. */
const VARIANT_MARGIN = 40;

/**
 * Active products matching a catalogue filter, newest first:
 * - recipient: audience among the filter's audiences or 'unisex' or none, and to_whom / age groups overlapping;
 * - occasions and interests: overlap;
 * - budget: the product price inside the range (docs/product/generator.md#budgets: the price, not the stored bucket); a
 *   filter without a budget (0, no upper bound) also keeps products without a price.
 * Empty lists leave their facet open.
 */
export async function generatorRead(
  db: Queryable,
  filter: CatalogueFilter,
  limit = GENERATOR_LIMIT,
  productTypes: readonly string[] = [],
): Promise<Product[]> {
  const where: string[] = [];
  const params: SqlParam[] = [];
  const bind = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.audiences.length > 0) {
    where.push(`(audience = ANY(${bind(filter.audiences)}::text[]) OR audience = 'unisex' OR audience IS NULL)`);
  }
  if (filter.toWhom.length > 0) where.push(`to_whom && ${bind(filter.toWhom)}::text[]`);
  if (filter.ageGroups.length > 0) where.push(`age_groups && ${bind(filter.ageGroups)}::text[]`);
  if (filter.occasions.length > 0) where.push(`occasions && ${bind(filter.occasions)}::text[]`);
  if (filter.interests.length > 0) where.push(`interests && ${bind(filter.interests)}::text[]`);
  if (productTypes.length > 0) where.push(`product_type = ANY(${bind([...productTypes])}::text[])`);
  const { min, max } = filter.budget;
  if (min > 0 || max !== null) {
    where.push(`price_value >= ${bind(min)}`);
    if (max !== null) where.push(`price_value <= ${bind(max)}`);
  }
  const rows = await db.query<CatalogueRow>(
    `SELECT ${PUBLIC_COLUMNS}, product_type, family_id FROM products_public
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY updated_at DESC, id
     LIMIT ${bind(Math.max(1, Math.floor(limit)))}`,
    params,
  );
  return rows.map(toProduct);
}

/**
 * One step of the generator: without a keyword the generator read (limit 100, newest first), one product per family;
 * with one the
 * keyword search — the same filter read with limit 500, plus the products of the types the keyword names, ranked by
 * the one gift ranking (its hard rules, the keyword's named type or word as a requirement) with the spec's keyword
 * and category points, one per family, cut to 100. `asked` is the visitor's whole filter: when a step of the fallback
 * chain reads past the recipient or the occasion, the ranking still prefers what suits them (a colleague's engraved
 * glass before engraved jewellery).
 */
export async function generatorSearch(
  db: Queryable,
  filter: CatalogueFilter,
  categories: readonly CategoryId[],
  budget: CatalogueFilter['budget'] = filter.budget,
  around = false,
  asked: CatalogueFilter = filter,
): Promise<Product[]> {
  if (filter.keyword === null) {
    // A few more are read so the list still holds 100 once the second of a family is left out.
    return onePerFamily(await generatorRead(db, filter, GENERATOR_LIMIT + VARIANT_MARGIN)).slice(0, GENERATOR_LIMIT);
  }
  // The visitor's budget holds on every step of the fallback chain when a keyword is searched; `around` searches the
  // kind around the keyword's ("gosedjur" → baby toys).
  const { toWhom, audiences, ageGroups, occasions } = asked;
  const named = keywordCriteria({ ...filter, toWhom, audiences, ageGroups, occasions, budget });
  const criteria = around ? widerCriteria(named) : named;
  if (!criteria) return [];
  const types = namedTypesWithKin(criteria.productTypes);
  const [recent, ofType] = await Promise.all([
    generatorRead(db, filter, KEYWORD_FETCH_LIMIT),
    types.length > 0 ? generatorRead(db, filter, KEYWORD_FETCH_LIMIT, types) : Promise.resolve([]),
  ]);
  const keyword = filter.keyword;
  const all = rankGifts([...ofType, ...recent], criteria, {
    extraScore: (product) => keywordScore(product, keyword) + categoryScore(product, categories),
    strict: true,
  });
  // A keyword that names only an attribute ("gravyr") must be found like any other: only the products that show it,
  // none at this step of the chain when none does; a material or a quality beside a kind narrows once some show it.
  const ranked = withAttributeKeyword(all, criteria);
  return diversifyList(ranked, WIZARD_FIRST_SCREEN)
    .slice(0, GENERATOR_LIMIT)
    .map((item) => item.product);
}

/**
 * Runs a catalogue filter through the fallback chain (full filter, A, B, C, everything) and answers with the
 * first step's products that finds any, and that step's level. A keyword must be found (its named type or its
 * words in a product): products that do not match it never fill the list.
 */
export async function generateFromFilter(
  db: Queryable,
  filter: CatalogueFilter,
  categories: readonly CategoryId[] = [],
): Promise<GeneratorResponse> {
  for (const step of fallbackChain(filter)) {
    const products = await generatorSearch(db, step.filter, categories, filter.budget, false, filter);
    if (products.length > 0) return { products, fallback: step.level };
  }
  // The keyword's kind has nothing at any step: the kind around it, through the same chain, never anything else.
  if (filter.keyword !== null) {
    for (const step of fallbackChain(filter)) {
      const products = await generatorSearch(db, step.filter, categories, filter.budget, true, filter);
      if (products.length > 0) return { products, fallback: step.level };
    }
  }
  return { products: [], fallback: 'all' };
}

/** The four-step wizard's search: the selection as a catalogue filter, through the fallback chain. */
export function generateForWizard(db: Queryable, selection: WizardSelection): Promise<GeneratorResponse> {
  return generateFromFilter(db, wizardSelectionToCatalogueFilter(selection), selection.categories);
}

/** Every taxonomy category (name, slug, description, emoji, interests), in their sort order. */
export async function listTaxonomyCategories(db: Queryable): Promise<TaxonomyCategory[]> {
  const rows = await db.query<TaxonomyCategory>(
    `SELECT name, slug, description, emoji, interests FROM taxonomy_categories ORDER BY sort_order, name`,
  );
  return rows.map((row) => ({ ...row, interests: row.interests ?? [] }));
}
