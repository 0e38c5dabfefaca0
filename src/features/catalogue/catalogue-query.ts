import { z } from 'zod';
import { SEARCH_DEFAULT_LIMIT } from './search-terms.ts';

/**
 * Default and maximum sizes of the catalogue reads (docs/product/browse-search.md#product-list,
 * docs/product/browse-search.md#search-ranking).
 */
export const LIST_DEFAULT_LIMIT = 500;
export const LIST_MAX_LIMIT = 1000;
export { SEARCH_DEFAULT_LIMIT };
export const SEARCH_MAX_LIMIT = 200;
export const BUDGET_MAX_DEFAULT = 999999;

const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? value.split(',') : []).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(z.array(z.string().max(60)).max(20));

const amount = (fallback: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : Number(value)))
    .pipe(z.number().min(0).max(10_000_000));

/** Filters of the product list (`GET /api/products`): budget, audience (+ unisex and none), contains-all facets. */
export const productListQuerySchema = z
  .object({
    budgetMin: amount(0),
    budgetMax: amount(BUDGET_MAX_DEFAULT),
    audiences: list,
    interests: list,
    occasions: list,
    tags: list,
    merchants: list,
    limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((value) => value.budgetMin <= value.budgetMax, {
    message: 'budgetMin får inte vara större än budgetMax',
    path: ['budgetMin'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Catalogue search (`GET /api/search?q=&limit=`). */
export const searchQuerySchema = z.object({
  q: z.string().max(200, 'Söktexten får vara högst 200 tecken').default(''),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_LIMIT, `limit får vara högst ${SEARCH_MAX_LIMIT}`)
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * Builds a Postgres `to_tsquery` text from normalised search terms: letters and digits only (so visitor input can
 * never inject query syntax), prefix matching for terms of four letters or more, joined with the operator. Terms in
 * `exact` are matched as words only: a word whose stem is shorter than four letters ("rosor" → "ros") would, as a
 * prefix, find every word starting the same way ("rostfritt", "rostningar", "rosenkvarts").
 */
export function toTsQueryText(
  terms: readonly string[],
  operator: '&' | '|',
  exact: ReadonlySet<string> = new Set(),
  weights = '',
): string {
  return terms
    .filter((term) => term.replace(/[^\p{L}\p{N}]/gu, '').length > 1)
    .map((term) => {
      const clean = term.replace(/[^\p{L}\p{N}]/gu, '');
      if (clean.length >= 4 && !exact.has(term)) return `${clean}:*${weights}`;
      return weights ? `${clean}:${weights}` : clean;
    })
    .join(` ${operator} `);
}

/**
 * The weights of a product's own words in its search vector: the title (A), tags, categories and merchant (B) and the
 * description (D), not the facets the tagging gave it (C: interests, occasions, themes, recipients).
 */
export const OWN_WORD_WEIGHTS = 'ABD';

/**
 * The same terms as whole words of the title, tags, categories or merchant only (weights A and B, no prefix): the
 * query that tells an exact hit from a prefix or description hit when ranking.
 */
export function toWholeWordTsQueryText(terms: readonly string[]): string {
  return terms
    .map((term) => term.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((term) => term.length > 1)
    .map((term) => `${term}:AB`)
    .join(' | ');
}

/**
 * Words that say "gift" or "likes" rather than what the gift is. They are dropped from a search when other terms
 * remain, so "present till mamma som gillar kaffe" searches for mamma and kaffe (Swedish stop words such as
 * "till" and "som" are already ignored by the text-search configuration).
 */
export const SEARCH_FILLER_WORDS: ReadonlySet<string> = new Set([
  'present',
  'presenter',
  'presenten',
  'presenttips',
  'gåva',
  'gåvor',
  'gava',
  'julklapp',
  'julklappar',
  'gillar',
  'älskar',
  'alskar',
  'tycker',
  'intresserad',
  'intresserade',
  'tips',
  'förslag',
  'något',
  'nagot',
  'någon',
  'kr',
  'kronor',
]);

/** The youngest age that says nothing about a product's words: a grown-up's ("farmor 90 år"), not a child's ("5 år"). */
const WORDLESS_AGE = 13;

/**
 * The terms worth searching for: filler words and a grown-up's age ("90 år": the products that say "år" are not
 * the ones for a 90-year-old) dropped unless nothing else is left.
 */
export function meaningfulTerms(terms: readonly string[]): string[] {
  const age = (index: number) =>
    /^\d{2,3}$/.test(terms[index] ?? '') && Number(terms[index]) >= WORDLESS_AGE && terms[index + 1] === 'år';
  const kept = terms.filter(
    (term, index) => !SEARCH_FILLER_WORDS.has(term) && !age(index) && !(term === 'år' && age(index - 1)),
  );
  return kept.length > 0 ? kept : [...terms];
}
