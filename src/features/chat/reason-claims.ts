/**
 * What the model path may give as a reason (docs/product/gift-matching.md#ranking: only true reasons): each interest or
 * word the visitor named, as the reply would write it, with the candidates that match it — by the word or interest the
 * ranking matched, the product's own title and tags, its interest tags, or its type's default interests. The
 * catalogue lock (lib/ai/catalogue-lock.ts) removes a sentence that claims any other.
 */

import type { ReasonClaims } from '../../lib/ai/catalogue-lock.ts';
import { foldDiacritics } from '../../lib/swedish-text.ts';
import { productType, UNKNOWN_TYPE } from '../catalogue/concepts/product-types.ts';
import { mentions } from '../catalogue/concepts/type-reading.ts';
import type { RankedProduct } from '../matching/gift-ranking.ts';
import { interestLabel, type ReplyFacts } from './compose.ts';

const fold = (text: string) => foldDiacritics(text.toLocaleLowerCase('sv-SE'));

/** Whether the candidate truly matches the term (a label as the reply writes it). */
export function matchesTerm(item: RankedProduct, term: string): boolean {
  const label = term.toLocaleLowerCase('sv-SE');
  const { product, reasons } = item;
  if (reasons.interest && interestLabel(reasons.interest).toLocaleLowerCase('sv-SE') === label) return true;
  const labels = [
    ...product.interests,
    ...(productType(product.productType ?? UNKNOWN_TYPE).interests as readonly string[]),
  ].map((value) => interestLabel(value).toLocaleLowerCase('sv-SE'));
  if (labels.includes(label)) return true;
  return mentions(fold(`${product.title} ${product.tags.join(' ')}`), term);
}

/** The reason claims of a reply's candidates. */
export function reasonClaims(candidates: readonly RankedProduct[], facts: ReplyFacts): ReasonClaims {
  return {
    terms: facts.interests.map((term) => ({
      term,
      ids: candidates.filter((item) => matchesTerm(item, term)).map((item) => item.product.id),
    })),
  };
}
