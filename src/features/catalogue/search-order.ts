/**
 * What a catalogue search asks for beyond its words, and the order of its answer (pure):
 * - the product types the query names (the product-type ontology: "soffa", "hörlurar", "alkoholfri öl"), each with
 *   the types below it and its compound kin ("ljus" → "doftljus"); a type named after "till", "för" or "åt" is where
 *   the thing goes, not the thing ("kniv till köket", "pläd till soffan");
 * - "alkoholfri", "alkoholfritt", "alkoholfria" (or "utan alkohol"): a hard filter, no product that holds alcohol;
 * - with no product of a named type, only products that match more than the type's words stay;
 * - when products of a named type matched, products of another type (a film quiz for "soffa", wool socks for
 *   "pläd i ull", a pillowcase in the colour Champagne) are left out unless they match more of the query's terms
 *   than any of them ("kaffe mamma": a mug for mum that mentions coffee); a product of unknown type counts as the
 *   type when its title or tags hold the type's word;
 * - one product per family (`familyKeys`, as the gift ranking's `onePerFamily` groups): colours and scents of one product are never side by
 *   side; a variant is found by naming it ("pläd senapsgul" puts that colour first).
 */

import { foldDiacritics } from '../../lib/swedish-text.ts';
import { RECIPIENT_GIFT_IDEAS } from './concepts/gift-ideas.ts';
import { MINOR_AGE_GROUP_IDS } from './concepts/index.ts';
import { UNKNOWN_TYPE } from './concepts/product-type-model.ts';
import { isTypeOrDescendant, PRODUCT_TYPES } from './concepts/product-types.ts';
import {
  alcoholFreeTypes,
  familyKeys,
  holdsAlcohol,
  mentions,
  mostSpecific,
  namedTypesWithKin,
  outOfNiche,
  typeOf,
  typesNamedBy,
} from './concepts/type-reading.ts';
import { RECIPIENT_WORDS, wordGroup } from './concepts/words.ts';
import type { Product } from './product.ts';

export interface SearchIntent {
  /** Type ids whose products answer the query first (named types, the types below them and their kin). */
  types: string[];
  /** The query's words that named those types, for products of unknown type. */
  typeWords: string[];
  /** The query rules alcohol out. */
  alcoholFree: boolean;
  /** The query names a child or an age ("barn", "bebis", "5 år", "10-åring"). */
  forChild?: boolean;
  /** The query's words, lower case (niche products come last unless these ask for them). */
  asked?: string;
  /**
   * With no type named, the gift ideas of the people the query names ("present till pappa": grill gear, whisky
   * glasses, a wallet): among hits that match as many terms, products of these types come first.
   */
  ideas?: string[];
  /** The query's words that name those people ("pappa"): a title with one is for them and comes first too. */
  persons?: string[];
  /**
   * The query's words ending in -a ("pappa"): the full-text index stems them with their -er kin ("papper"), so a hit
   * counts such a word only when its text holds the word's own forms (the gift ranking's `mentions` rule).
   */
  formWords?: string[];
}

/** A word whose stem the full-text index shares with words in -er: five letters or more, ending in -a. */
const FORM_WORD = /^\p{L}{4,}a$/u;

/** Words after which the rest of a query says where or for whom the thing is, not what it is. */
const CONTEXT_WORDS: ReadonlySet<string> = new Set(['till', 'för', 'åt', 'hos']);
const ALCOHOL_FREE = /^alkoholfri(tt|a)?$/u;
/** Words of a query that name a child or an age. */
const CHILD_WORDS = /^(barn|bebis|baby|kid|junior|tonår|tonar|pojk|flick|småbarn|\d+-?åring|år$|års$|ar$)/u;

// Lower case without a locale: the same for Swedish letters, and many times faster than toLocaleLowerCase('sv-SE').
const fold = (text: string) => foldDiacritics(text.toLowerCase());

/** The ontology's type words, accent-folded as the typo correction's words are ("horlurar" → hörlurar). */
const TYPES_BY_FOLDED_WORD: ReadonlyMap<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const type of PRODUCT_TYPES) {
    for (const word of [...type.words, ...(type.exactWords ?? [])]) {
      const key = fold(word);
      map.set(key, [...new Set([...(map.get(key) ?? []), type.id])]);
    }
  }
  return map;
})();

/** The recipients' words of the registry, accent-folded ("farsan" → pappa, "farmor" → farmor). */
const RECIPIENTS_BY_FOLDED_WORD: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [id, concept] of Object.entries(RECIPIENT_WORDS)) {
    for (const words of concept?.words ?? []) {
      for (const word of wordGroup(words).forms.split(/\s+/)) if (word) map.set(fold(word), id);
    }
  }
  return map;
})();

/** The gift ideas of the people a query's terms name (concepts/gift-ideas.ts). */
function recipientIdeas(terms: readonly string[]): string[] {
  const ideas = terms.flatMap((term) => {
    const recipient = RECIPIENTS_BY_FOLDED_WORD.get(fold(term));
    return recipient ? ((RECIPIENT_GIFT_IDEAS as Record<string, readonly string[] | undefined>)[recipient] ?? []) : [];
  });
  return [...new Set(ideas)];
}

/** The types a term names, or failing that its synonyms or typo correction ("hörlurrar" → "horlurar"). */
function typesOfTerm(term: string, expansions: readonly string[]): string[] {
  const own = typesNamedBy([term]);
  if (own.length > 0) return own;
  const others = expansions.filter((word) => word !== term);
  const named = typesNamedBy(others);
  return named.length > 0 ? named : others.flatMap((word) => TYPES_BY_FOLDED_WORD.get(fold(word)) ?? []);
}

/**
 * The query's reading for ordering its answer, from its normalised terms (in the order typed) and, when known, each
 * term's searched words (synonyms and typo correction, in the same order).
 */
export function searchIntent(terms: readonly string[], expanded: readonly (readonly string[])[] = []): SearchIntent {
  const alcoholFree =
    terms.some((term) => ALCOHOL_FREE.test(term)) ||
    terms.some((term, index) => term === 'utan' && terms[index + 1]?.startsWith('alkohol'));
  // The thing asked for: the words before "till", "för", "åt" (unless nothing precedes it).
  const cut = terms.findIndex((term, index) => index > 0 && CONTEXT_WORDS.has(term));
  const kept = (cut > 0 ? terms.slice(0, cut) : terms).map((term, index) => ({ term, words: expanded[index] ?? [] }));
  const wordsOf = new Map(kept.map((item) => [item.term, item.words]));
  const words = kept.map((item) => item.term).filter((term) => !CONTEXT_WORDS.has(term));
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
    const types = typesOfTerm(word, wordsOf.get(word) ?? []);
    if (types.length === 0) return;
    named.push(...types);
    typeWords.push(word);
  });
  const specific = mostSpecific([...new Set(named)]);
  const types = namedTypesWithKin(alcoholFree ? alcoholFreeTypes(specific) : specific);
  const forChild = terms.some((term) => CHILD_WORDS.test(term));
  const formWords = terms.filter((term) => FORM_WORD.test(term));
  const ideas = types.length === 0 ? recipientIdeas(terms) : [];
  const persons = ideas.length > 0 ? terms.filter((term) => RECIPIENTS_BY_FOLDED_WORD.has(fold(term))) : [];
  return { types, typeWords, alcoholFree, forChild, asked: terms.join(' '), formWords, ideas, persons };
}

/** Shortest type word whose compounds count ("öl" → "ölglas"; "te" is too short: "termos", "tecken"). */
const COMPOUND_WORD_MIN = 2;

/**
 * Whether the product answers a type the query named: it is of the type (or below it); of unknown type, its title or
 * tags hold the type's word; of another type, its title holds a compound that starts with the word ("kaffebryggare",
 * "whiskyglas" for "kaffe", "whisky") — not the word on its own ("Örngott – Champagne", "Täljkit med kniv").
 */
export function answersNamedType(product: Product, intent: SearchIntent, heads = compoundHeads(intent)): boolean {
  const type = typeOf(product).id;
  if (intent.types.includes(type)) return true;
  if (type === UNKNOWN_TYPE) {
    const own = fold(`${product.title} ${product.tags.join(' ')}`);
    return intent.typeWords.some((word) => mentions(own, word));
  }
  if (heads.length === 0) return false;
  const words = fold(product.title).split(/[^\p{L}\p{N}]+/u);
  return heads.some((head) => words.some((word) => word.startsWith(head) && isCompoundRest(word.slice(head.length))));
}

/** The type words that start a compound worth keeping, folded. */
function compoundHeads(intent: SearchIntent): string[] {
  return intent.typeWords.filter((word) => !word.includes(' ') && word.length > COMPOUND_WORD_MIN).map(fold);
}

/** Endings that inflect a word rather than make a compound of it ("hörlurarnas", "knivar"). */
const INFLECTION = /^(s|n|t|e|a|na|nas|ns|en|ens|et|ets|er|ern|erna|ar|arna|or|orna)$/u;

function isCompoundRest(rest: string): boolean {
  return rest.length >= 3 && !INFLECTION.test(rest);
}

const MINOR_GROUPS: ReadonlySet<string> = new Set(MINOR_AGE_GROUP_IDS);

/** A product only for children: tagged for children's age groups alone. */
function forChildren(product: Product): boolean {
  return product.age_groups.length > 0 && product.age_groups.every((group) => MINOR_GROUPS.has(group));
}

/** A product the search found, with how many of the query's terms it matched. */
export interface SearchHit {
  product: Product;
  matched: number;
}

/**
 * The search's answer in order: the hits in relevance order (the query's SQL ranks more matched terms first, then
 * named types), without alcohol when ruled out, without products of other types that match no more terms than the
 * products of a named type, one per family.
 */
export function orderSearchResults(found: readonly SearchHit[], intent: SearchIntent): Product[] {
  const hits = withoutStrayForms(found, intent.formWords ?? []);
  const allowed = intent.alcoholFree ? hits.filter((hit) => !holdsAlcohol(hit.product)) : hits;
  const heads = compoundHeads(intent);
  const typed = new Set(
    intent.types.length > 0 ? allowed.filter((hit) => answersNamedType(hit.product, intent, heads)) : [],
  );
  const typedBest = Math.max(0, ...[...typed].map((hit) => hit.matched));
  // A product of another type stays when it matches more terms than the named type's products, or as many when that
  // is more than the words naming the type ("kaffe mamma": a mug for mum that mentions coffee).
  const stays = (hit: SearchHit) =>
    hit.matched > typedBest || (hit.matched === typedBest && hit.matched > intent.typeWords.length);
  // With none of the named type in the catalogue, a product that only shares the type's word ("rosor" → a massage
  // oil with rose, headphones in pink) is no answer; one that matches the query's other words as well stays.
  const kept =
    typed.size > 0
      ? allowed.filter((hit) => typed.has(hit) || stays(hit))
      : intent.types.length > 0
        ? allowed.filter((hit) => hit.matched > intent.typeWords.length)
        : allowed;
  // A query that names a kind and no child ("hörlurar", "pussel") asks for the grown-ups' ones when there are any:
  // children's headphones and puzzles are found by naming them ("barnhörlurar", "pussel 5 år").
  const grownUps = intent.forChild ? [] : kept.filter((hit) => typed.has(hit) && !forChildren(hit.product));
  const answer = grownUps.length > 0 ? kept.filter((hit) => !(typed.has(hit) && forChildren(hit.product))) : kept;
  // Phone cases and pet gear come last unless the query asks for them ("gravyr": a dog collar with a name tag after
  // the engraved jewellery and glasses).
  const asked = intent.asked ?? '';
  const byPerson = withIdeasFirst(answer, intent.ideas ?? [], intent.persons ?? []);
  const niche = byPerson.filter((hit) => outOfNiche(hit.product, asked));
  const ordered = niche.length > 0 ? [...byPerson.filter((hit) => !niche.includes(hit)), ...niche] : byPerson;
  return onePerFamilyOf(ordered.map((hit) => hit.product));
}

/**
 * Among hits that match as many terms, first those whose title names the person ("Världens bästa pappa"), then
 * those of the person's gift ideas, then the rest, each in the order found.
 */
function withIdeasFirst(hits: readonly SearchHit[], ideas: readonly string[], persons: readonly string[]): SearchHit[] {
  if (ideas.length === 0) return [...hits];
  const rank = (hit: SearchHit) => {
    const title = fold(hit.product.title);
    if (persons.some((person) => mentions(title, person))) return 0;
    return ideas.some((type) => isTypeOrDescendant(typeOf(hit.product).id, type)) ? 1 : 2;
  };
  return hits
    .map((hit, index) => ({ hit, index, first: rank(hit) }))
    .sort((a, b) => b.hit.matched - a.hit.matched || a.first - b.first || a.index - b.index)
    .map((item) => item.hit);
}

/**
 * The hits with each -a word counted only where the product holds the word's own forms: a product found by its stem
 * run on in -er ("Julstjärna i papper" for "pappa") matches one term fewer, drops behind the hits that match more
 * and is left out when it matched nothing else.
 */
function withoutStrayForms(hits: readonly SearchHit[], formWords: readonly string[]): SearchHit[] {
  if (formWords.length === 0) return [...hits];
  const stems = formWords.map((word) => ({ word, stem: fold(word).slice(0, -1) }));
  const counted = hits.map((hit) => {
    const text = fold(`${hit.product.title} ${hit.product.tags.join(' ')} ${hit.product.description}`);
    const stray = stems.filter(({ word, stem }) => text.includes(stem) && !mentions(text, word)).length;
    return stray === 0 ? hit : { ...hit, matched: hit.matched - stray };
  });
  // Stable: hits keep the query's order among those matching as many terms.
  return counted.filter((hit) => hit.matched > 0).sort((a, b) => b.matched - a.matched);
}

/**
 * The gift ranking's `onePerFamily` with each product's family keys (`familyKeys`) kept between searches: the same
 * products come back search after search, and reading a title's family costs more than the rest of the ordering.
 */
const keysKept = new Map<string, string[]>();
const KEYS_KEPT_MAX = 20_000;

function keysOf(product: Product): string[] {
  const id = `${product.id}|${product.merchant}|${product.familyId ?? ''}|${product.title}`;
  let keys = keysKept.get(id);
  if (!keys) {
    if (keysKept.size >= KEYS_KEPT_MAX) keysKept.clear();
    keys = familyKeys(product);
    keysKept.set(id, keys);
  }
  return keys;
}

function onePerFamilyOf(products: readonly Product[]): Product[] {
  const families = new Set<string>();
  return products.filter((product) => {
    const keys = keysOf(product);
    if (keys.some((key) => families.has(key))) return false;
    for (const key of keys) families.add(key);
    return true;
  });
}
