/**
 * AI Express generation: the summary's criteria through the one gift ranking (matching/), with the spec's
 * widened-budget retry; when nothing of a named kind fits even then, the kind around it ("rosor" → cut flowers);
 * when nothing was named and nothing fits, the wizard's fallback chain kept to the hard rules.
 */
import type { Queryable } from '../../lib/db/db.server.ts';
import type { Product } from '../catalogue/product.ts';
import { retrieveGiftCandidates } from '../matching/gift-candidates.server.ts';
import { type GiftCriteria, widerCriteria, withinBudget } from '../matching/gift-criteria.ts';
import {
  diversifyList,
  isAllowed,
  isFirstIdea,
  offTopic,
  ownWordsOf,
  rankGifts,
  requirementOf,
  withinIdeas,
  withoutWeakMatches,
  withWishes,
} from '../matching/gift-ranking.ts';
import { analyzeGiftTexts, widerRequest } from '../understanding/analyze.ts';
import {
  EXPRESS_FETCH_LIMIT,
  EXPRESS_INITIAL_SHOWN,
  type ExpressSummary,
  expressSummaryToCatalogueFilter,
  STEP2_DEFAULTS,
  shouldRetryWithWiderBudget,
  widenBudget,
} from './express.ts';
import { type ExpressWider, expressCriteria } from './express-criteria.ts';
import { generateFromFilter } from './generator.server.ts';
import type { ExpressResponse, ExpressTexts } from './generator-request.ts';

/** The wider reading of the visitor's two texts (steps 1 and 2), as `generateExpress` takes it. */
export function expressWiderOfTexts(texts: ExpressTexts): ExpressWider {
  return widerRequest(analyzeGiftTexts(texts.step1, texts.step2).understanding);
}

/** Gift ideas that fit before the others are left out of an answer that names nothing. */
const MIN_IDEAS = 1;

/** Candidates read per Express request before ranking. */
const EXPRESS_POOL = 300;

/** The products that fit the criteria, ranked, one per family, the first screen varied; at most 100. */
async function rankedFor(db: Queryable, criteria: GiftCriteria): Promise<Product[]> {
  const options = { limit: EXPRESS_POOL, strictAudience: true };
  let ranked = rankGifts(await retrieveGiftCandidates(db, criteria, { ...options, matchOnly: true }), criteria);
  const named = requirementOf(criteria) !== null;
  // Without anything named, the occasion's and recipient's ideas tagged for another audience follow too ("flyttar
  // till egen lägenhet": a cushion tagged for women for a friend), after the recipient's own and only of those types.
  const fewIdeas =
    !named &&
    criteria.ideas.length > 0 &&
    ranked.filter((item) => isFirstIdea(item.product, criteria)).length < EXPRESS_INITIAL_SHOWN;
  if ((named || fewIdeas) && ranked.length < EXPRESS_FETCH_LIMIT) {
    // What the visitor named matters more than the audience a product was tagged for ("familj" chocolate for a
    // sister-in-law): the matches for any grown-up or child, as the hard rules allow, follow the recipient's own.
    const seen = new Set(ranked.map((item) => item.product.id));
    const anyAudience = rankGifts(
      await retrieveGiftCandidates(db, criteria, { limit: EXPRESS_POOL, strictAudience: false, matchOnly: true }),
      criteria,
    );
    // By score: a bird feeder tagged for "farmor" is more what a grandfather who likes birds asked for than his own
    // fishing scale (the recipient's own products keep their points for the recipient).
    const others = anyAudience.filter(
      (item) => !seen.has(item.product.id) && (named || isFirstIdea(item.product, criteria)),
    );
    ranked = [...ranked, ...others].sort((a, b) => Math.round(b.score) - Math.round(a.score));
  }
  // Beside products that are what was named, one that only brushes it is padding; without anything named, the
  // occasion's and recipient's gift ideas stand in for it once a few of them fit.
  const ideas = named ? [] : withinIdeas(ranked, criteria);
  const keptToIdeas = ideas.length >= MIN_IDEAS && ideas.length < ranked.length;
  if (named) ranked = withoutWeakMatches(ranked, ownWordsOf(criteria));
  else if (keptToIdeas) ranked = ideas;
  // A wished quality ("gärna trä", "ekologiskt", "personligt") narrows the answer once some products show it.
  ranked = withWishes(ranked, criteria);
  if (!named && !keptToIdeas && ranked.length < EXPRESS_FETCH_LIMIT) {
    // Nothing named: the recipient's newest products that keep the rules follow the matches.
    const seen = new Set(ranked.map((item) => item.product.id));
    const newest = rankGifts(await retrieveGiftCandidates(db, criteria, { ...options, matchOnly: false }), criteria);
    // Filling up never brings a niche product the request does not ask for (a cat toy for colleagues).
    ranked = [...ranked, ...newest.filter((item) => !seen.has(item.product.id) && !offTopic(item.product, criteria))];
  }
  return diversifyList(ranked, EXPRESS_INITIAL_SHOWN)
    .slice(0, EXPRESS_FETCH_LIMIT)
    .map((item) => item.product);
}

/**
 * Products for an AI Express summary: up to 100 that fit it by the gift ranking (hard rules, named interests and
 * types as a requirement, one per family). Under 10 found → one retry with the budget widened 20 % (min × 0.8
 * floored, max × 1.2 ceiled), reported as `widenedBudget` so the page shows the budget tip. Still nothing of a named
 * kind → the kind around it, else an empty answer (never unrelated products); nothing named → the wizard's fallback
 * chain on the widened filter, without products that break a hard rule.
 */
export async function generateExpress(
  db: Queryable,
  summary: ExpressSummary,
  wider: ExpressWider | null = null,
): Promise<ExpressResponse> {
  const criteria = expressCriteria(summary, wider);
  let products = await rankedFor(db, criteria);
  let widenedBudget: ExpressResponse['widenedBudget'] = null;
  let fallback: ExpressResponse['fallback'] = 'none';
  if (shouldRetryWithWiderBudget(products.length)) {
    const wide = widenBudget(summary.budgetMin, Math.min(summary.budgetMax, STEP2_DEFAULTS.budgetMax));
    const wideCriteria: GiftCriteria = {
      ...criteria,
      budgetMin: wide.min > 0 && criteria.budgetMin !== null ? wide.min : null,
      budgetMax: criteria.budgetMax === null ? null : wide.max,
    };
    const retry = await rankedFor(db, wideCriteria);
    if (retry.length > products.length) {
      // The products within the visitor's own budget still come first; the widened budget only adds to them.
      const fits = (product: Product) => withinBudget(product.priceSEK, criteria);
      products = [...retry.filter(fits), ...retry.filter((product) => !fits(product))];
      widenedBudget = { min: wide.min, max: criteria.budgetMax === null ? STEP2_DEFAULTS.budgetMax : wide.max };
    }
    const named = requirementOf(criteria) !== null;
    const around = products.length === 0 && named ? widerCriteria(criteria) : null;
    // Nothing of the named kind: the kind around it ("rosor" → other cut flowers), never unrelated products.
    if (around) products = await rankedFor(db, around);
    if (products.length === 0 && !named) {
      const filter = expressSummaryToCatalogueFilter(summary);
      const wideFilter = {
        ...filter,
        budget: { min: wide.min, max: filter.budget.max === null ? null : wide.max },
      };
      const chained = await generateFromFilter(db, wideFilter);
      const kept = chained.products.filter((product) =>
        isAllowed(product, { ...wideCriteria, budgetMin: null, budgetMax: null, productTypes: [] }),
      );
      products = kept;
      fallback = chained.fallback;
    }
  }
  return { products, fallback, widenedBudget };
}
