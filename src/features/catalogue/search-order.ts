/**
 * What a catalogue search asks for beyond its words, and the order of its answer (pure):
 * - the product types the query names (the gift ranking's ontology: "soffa", "hörlurar", "alkoholfri öl"), each with
 *   the types below it and its compound kin ("ljus" → "doftljus"); a type named after "till", "för" or "åt" is where
 *   the thing goes, not the thing ("kniv till köket", "pläd till soffan");
 * - "alkoholfri", "alkoholfritt", "alkoholfria" (or "utan alkohol"): a hard filter, no product that holds alcohol;
 * - when products of a named type matched, products of another type (a film quiz for "soffa", wool socks for
 *   "pläd i ull", a pillowcase in the colour Champagne) are left out; a product of unknown type stays when its title
 *   or tags hold the type's word;
 * - one product per family (the gift ranking's `onePerFamily`): colours and scents of one product are never side by
 *   side; a variant is found by naming it ("pläd senapsgul" puts that colour first).
 */

import { alcoholFreeTypes, mostSpecific, typesNamedBy } from '../matching/gift-criteria.ts';
import { holdsAlcohol, mentions, namedTypesWithKin, onePerFamily, typeOf } from '../matching/gift-ranking.ts';
import { foldDiacritics } from '../understanding/text.ts';
import { UNKNOWN_TYPE } from './concepts/product-type-model.ts';
import type { Product } from './product.ts';

export interface SearchIntent {
  /** Type ids whose products answer the query first (named types, the types below them and their kin). */
  types: string[];
  /** The query's words that named those types, for products of unknown type. */
  typeWords: string[];
  /** The query rules alcohol out. */
  alcoholFree: boolean;
}

/** Words after which the rest of a query says where or for whom the thing is, not what it is. */
const CONTEXT_WORDS: ReadonlySet<string> = new Set(['till', 'för', 'åt', 'hos']);
const ALCOHOL_FREE = /^alkoholfri(tt|a)?$/u;

/** The query's reading for ordering its answer, from its normalised terms (in the order typed). */
export function searchIntent(terms: readonly string[]): SearchIntent {
  const alcoholFree =
    terms.some((term) => ALCOHOL_FREE.test(term)) ||
    terms.some((term, index) => term === 'utan' && terms[index + 1]?.startsWith('alkohol'));
  // The thing asked for: the words before "till", "för", "åt" (unless nothing precedes it).
  const cut = terms.findIndex((term, index) => index > 0 && CONTEXT_WORDS.has(term));
  const words = (cut > 0 ? terms.slice(0, cut) : terms).filter((term) => !CONTEXT_WORDS.has(term));
  // Two words that name a type together ("alkoholfri öl", "rött vin") stand for it instead of each word's own type.
  const named: string[] = [];
  const typeWords: string[] = [];
  const used = new Set<number>();
  for (let index = 0; index + 1 < words.length; index++) {
    const pair = typesNamedBy([`${words[index]} ${words[index + 1]}`]);
    if (pair.length === 0) continue;
    named.push(...pair);
    typeWords.push(`${words[index]} ${words[index + 1]}`);
    used.add(index).add(index + 1);
  }
  words.forEach((word, index) => {
    if (used.has(index)) return;
    const types = typesNamedBy([word]);
    if (types.length === 0) return;
    named.push(...types);
    typeWords.push(word);
  });
  const specific = mostSpecific([...new Set(named)]);
  const types = namedTypesWithKin(alcoholFree ? alcoholFreeTypes(specific) : specific);
  return { types, typeWords, alcoholFree };
}

const fold = (text: string) => foldDiacritics(text.toLocaleLowerCase('sv-SE'));

/** Whether the product is of a type the query named (or, of unknown type, holds the type's word). */
export function answersNamedType(product: Product, intent: SearchIntent): boolean {
  const type = typeOf(product).id;
  if (intent.types.includes(type)) return true;
  if (type !== UNKNOWN_TYPE) return false;
  const own = fold(`${product.title} ${product.tags.join(' ')}`);
  return intent.typeWords.some((word) => mentions(own, word));
}

/**
 * The search's answer in order: the products read in relevance order (the query's SQL ranks named types first),
 * without alcohol when ruled out, without products of other types when a named type matched, one per family.
 */
export function orderSearchResults<P extends Product>(products: readonly P[], intent: SearchIntent): P[] {
  const allowed = intent.alcoholFree ? products.filter((product) => !holdsAlcohol(product)) : products;
  const typed = intent.types.length > 0 ? allowed.filter((product) => answersNamedType(product, intent)) : [];
  return onePerFamily(typed.length > 0 ? typed : allowed);
}
