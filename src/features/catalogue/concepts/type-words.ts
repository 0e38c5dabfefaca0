/**
 * The word indexes of the product-type ontology, built once at module load, and the tree questions the classifier
 * asks: whole words, compound heads, phrases, English category names and Google ids → type. Used by
 * classify-type.ts (products) and understanding/request-reading.ts (visitors' requests).
 */
import { foldDiacritics, normalizeText } from '../../../lib/swedish-text.ts';
import type { ProductTypeDef } from './product-type-model.ts';
import { isTypeOrDescendant, PRODUCT_TYPES } from './product-types.ts';
import { ENGLISH_CATEGORY_WORDS } from './types/english-words.ts';

// ---------------------------------------------------------------------------------------------------------------
// The tree

export const BY_ID = new Map<string, ProductTypeDef>(PRODUCT_TYPES.map((type) => [type.id, type]));

function ancestorsOf(id: string): string[] {
  const list: string[] = [];
  let parent = BY_ID.get(id)?.parent ?? null;
  while (parent !== null && !list.includes(parent)) {
    list.push(parent);
    parent = BY_ID.get(parent)?.parent ?? null;
  }
  return list;
}

const ANCESTORS = new Map<string, readonly string[]>(PRODUCT_TYPES.map((type) => [type.id, ancestorsOf(type.id)]));
export const HAS_CHILDREN = new Set(PRODUCT_TYPES.map((type) => type.parent).filter((id): id is string => id !== null));

export function rootOf(id: string): string {
  return ANCESTORS.get(id)?.at(-1) ?? id;
}

export function isWithin(id: string, ancestor: string): boolean {
  return id === ancestor || (ANCESTORS.get(id)?.includes(ancestor) ?? false);
}

export function depthOf(id: string): number {
  return ANCESTORS.get(id)?.length ?? 0;
}

/** Branches whose category outweighs whatever the title names ("Upplevelser > Mat & Dryck" is an experience). */
const DOMINANT = ['upplevelse', 'ej-present', 'begravningsblommor', 'husdjur', 'presentkort'];
export function isDominant(id: string): boolean {
  return DOMINANT.some((root) => isWithin(id, root));
}

/** Containers that defer to what they contain ("Presentlåda med choklad" is chocolate). */
export const WEAK = new Set(['presentset']);

// ---------------------------------------------------------------------------------------------------------------
// Text

const ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  ndash: '-',
  mdash: '-',
};

export function clean(text: string, limit: number): string {
  let value = text.length > limit * 4 ? text.slice(0, limit * 4) : text;
  if (value.includes('<')) value = value.replace(/<[^>]*>/g, ' ');
  if (value.includes('&')) {
    value = value.replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
  }
  return normalizeText(value.length > limit ? value.slice(0, limit) : value);
}

export interface Tok {
  /** Lower-case word. */
  w: string;
  /** A comma, colon, bracket or free-standing dash comes before it. */
  brk: boolean;
}

const TOKEN = /([\p{L}\d]+(?:['-][\p{L}\d]+)*)|(\s[-–]\s|[,;:()[\]{}|"”“/!?.]+)/gu;

export function tokens(text: string): Tok[] {
  const out: Tok[] = [];
  let brk = false;
  for (const match of text.matchAll(TOKEN)) {
    if (match[1] !== undefined) {
      out.push({ w: match[1], brk });
      brk = false;
    } else brk = true;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Indexes

/** Whole words (every listed word and exact word) → type. */
const WHOLE = new Map<string, string>();
/** Words that may head a compound → type. */
const HEADS = new Map<string, string>();
/** Phrases by first word, longest first. */
export const PHRASES = new Map<string, { words: string[]; id: string }[]>();
/** The same, for category text only: English category names. */
export const EN_WHOLE = new Map<string, string>();
export const EN_PHRASES = new Map<string, { words: string[]; id: string }[]>();
export const GOOGLE = new Map<number, string>();

function addPhrase(index: Map<string, { words: string[]; id: string }[]>, phrase: string, id: string) {
  const words = tokens(normalizeText(phrase)).map((tok) => tok.w);
  const first = words[0];
  if (first === undefined) return;
  const list = index.get(first) ?? [];
  list.push({ words, id });
  list.sort((a, b) => b.words.length - a.words.length);
  index.set(first, list);
  const folded = words.map(foldDiacritics);
  if (folded.join(' ') !== words.join(' ')) addPhrase(index, folded.join(' '), id);
}

function addWord(index: Map<string, string>, word: string, id: string) {
  if (!index.has(word)) index.set(word, id);
}

for (const type of PRODUCT_TYPES) {
  for (const word of type.words) {
    addWord(WHOLE, word, type.id);
    addWord(HEADS, word, type.id);
  }
  for (const word of type.exactWords ?? []) addWord(WHOLE, word, type.id);
  for (const phrase of type.phrases ?? []) addPhrase(PHRASES, phrase, type.id);
  for (const id of type.googleIds ?? []) GOOGLE.set(id, type.id);
}
// Folded forms second, so a word with diacritics never loses to another word's folded form ("bär" vs "bar").
const FOLDED_WHOLE = new Map<string, string>();
const FOLDED_HEADS = new Map<string, string>();
for (const [word, id] of WHOLE) addWord(FOLDED_WHOLE, foldDiacritics(word), id);
for (const [word, id] of HEADS) addWord(FOLDED_HEADS, foldDiacritics(word), id);
for (const [phrase, id] of ENGLISH_CATEGORY_WORDS) {
  if (phrase.includes(' ') || phrase.includes('&')) addPhrase(EN_PHRASES, phrase, id);
  else addWord(EN_WHOLE, phrase, id);
}

const CONTAINER_PARTS = new Set(['set', 'kit', 'box', 'paket', 'pack', 'låda', 'ask', 'kartong']);
const BUNDLES = ['set', 'kit', 'trio', 'duo', 'box', 'paket', 'ask', 'kartong'];
const INFLECTIONS = ['erna', 'arna', 'orna', 'ena', 'en', 'et', 'na', 'er', 'ar', 'or', 'n', 't'];

/** Folded forms only for words long enough not to collide ("ol" is no "öl"). */
function whole(word: string): string | undefined {
  return WHOLE.get(word) ?? (word.length >= 4 && word === foldDiacritics(word) ? FOLDED_WHOLE.get(word) : undefined);
}

function head(word: string): string | undefined {
  return HEADS.get(word) ?? (word.length >= 4 && word === foldDiacritics(word) ? FOLDED_HEADS.get(word) : undefined);
}

/** Box words whose compound names what the box holds ("Lakritslåda" is liquorice). */
const BOX_HEADS = new Set(['låda', 'lådor', 'box', 'ask', 'askar', 'kartong']);

/** The type named by a word itself, or by the head of it as a compound. */
/** Everyday words that end in a type's word without being of it: a "förskola" holds no "kola". */
const NOT_TYPE_TAILS = /(skola|skolan|skolor|skolorna|skolans)$/;

function compound(word: string): string | undefined {
  const found = whole(word);
  if (found) return found;
  if (NOT_TYPE_TAILS.test(word)) return undefined;
  const length = word.length;
  for (let start = 2; start <= length - 2; start += 1) {
    const rest = word.slice(start);
    if (rest.length === 3 && start < 3) continue;
    // Two letters only for a drink with a season or style before it: "julöl", "påsköl", "mellanöl".
    if (rest.length === 2 && (rest !== 'öl' || start < 3)) continue;
    const id = head(rest) ?? (BOX_HEADS.has(rest) ? 'forvaring' : undefined);
    if (!id) continue;
    if (BOX_HEADS.has(rest)) {
      const modifier = word.slice(0, start);
      const held = whole(modifier) ?? (modifier.endsWith('s') ? whole(modifier.slice(0, -1)) : undefined);
      if (held) return held;
    }
    return id;
  }
  return undefined;
}

const WORD_CACHE = new Map<string, string | null>();

/** The type a single word names: whole, as a compound head, its hyphenated parts, or inflected. */
export function wordType(word: string): string | undefined {
  const cached = WORD_CACHE.get(word);
  if (cached !== undefined) return cached ?? undefined;
  let found = compound(word);
  // "spa-upplevelse" is a "spaupplevelse", a finer kind than its last part says.
  const joined = found && word.includes('-') ? compound(word.replace(/-/g, '')) : undefined;
  if (found && joined && joined !== found && isTypeOrDescendant(joined, found)) found = joined;
  if (!found && word.includes('-')) {
    const parts = word.split('-').filter((part) => part.length > 0);
    const last = parts.at(-1) ?? '';
    found = last.length >= 3 && !CONTAINER_PARTS.has(last) ? compound(last) : undefined;
    if (!found) for (const part of parts.slice(0, -1)) found ??= part.length >= 3 ? whole(part) : undefined;
  }
  if (!found && word.length >= 7) {
    // "Handkrämstrio", "tvålset": a set of something is that something.
    const bundle = BUNDLES.find((ending) => word.endsWith(ending) && word.length - ending.length >= 4);
    if (bundle) {
      const stem = word.slice(0, -bundle.length);
      found = compound(stem) ?? (stem.endsWith('s') ? compound(stem.slice(0, -1)) : undefined);
    }
  }
  if (!found && word.length >= 5 && !word.includes('-')) {
    for (const ending of INFLECTIONS) {
      if (word.length - ending.length < 4 || !word.endsWith(ending)) continue;
      found = compound(word.slice(0, -ending.length));
      if (found) break;
    }
  }
  if (WORD_CACHE.size > 50_000) WORD_CACHE.clear();
  WORD_CACHE.set(word, found ?? null);
  return found;
}

export function phraseAt(
  index: Map<string, { words: string[]; id: string }[]>,
  list: readonly Tok[],
  at: number,
): { id: string; length: number } | undefined {
  const first = list[at]?.w;
  if (first === undefined) return undefined;
  const candidates = index.get(first) ?? index.get(foldDiacritics(first));
  if (!candidates) return undefined;
  for (const phrase of candidates) {
    let ok = true;
    for (let offset = 1; offset < phrase.words.length && ok; offset += 1) {
      const tok = list[at + offset];
      ok = tok !== undefined && (tok.w === phrase.words[offset] || foldDiacritics(tok.w) === phrase.words[offset]);
    }
    if (ok) return { id: phrase.id, length: phrase.words.length };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// For reading visitors' requests (understanding/request-reading.ts): the same word and phrase indexes.

/** The type one lower-case word names: whole, as the head of a compound, or inflected; undefined if none. */
export function productTypeOfWord(word: string): string | undefined {
  return wordType(word);
}

/** The type a phrase of the ontology names starting at `at` in lower-case words, with its length in words. */
export function productTypePhraseAt(words: readonly string[], at: number): { id: string; length: number } | undefined {
  return phraseAt(
    PHRASES,
    words.map((w) => ({ w, brk: false })),
    at,
  );
}
