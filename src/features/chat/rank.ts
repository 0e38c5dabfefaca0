/**
 * Ranking the retrieved candidates for a chat reply: the one gift ranking (matching/gift-ranking.ts) — hard rules,
 * the visitor's named types, interests and words as a requirement, the reasons that matched kept per pick — then up
 * to three varied picks (one per family and per merchant + type).
 */
import type { Product } from '../catalogue/product.ts';
import { type RankedProduct, rankGifts, scoreGift } from '../matching/gift-ranking.ts';
import type { ChatCriteria } from './criteria.ts';

export {
  isAllowed,
  offTopic,
  type PickReasons,
  pickVaried,
  type RankedProduct,
  wrongAgeGroup,
} from '../matching/gift-ranking.ts';

/** Scores one product against the criteria (a product missing the requirement scores far below any match). */
export function scoreProduct(product: Product, criteria: ChatCriteria): RankedProduct {
  return (
    scoreGift(product, criteria) ?? {
      product,
      score: -100,
      reasons: { interest: null, type: null, recipient: false, occasion: null, qualities: [] },
    }
  );
}

/** Ranks the candidates (allowed ones matching what was named only), best first. */
export function rankCandidates(products: readonly Product[], criteria: ChatCriteria): RankedProduct[] {
  return rankGifts(products, criteria);
}
