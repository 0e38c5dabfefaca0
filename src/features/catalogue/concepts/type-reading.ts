/**
 * Reading product types in products and in words (pure): a product's type, the types a word or a named type stands
 * for, alcohol, and the keys of a product's family. The gift ranking and the catalogue search both go by these.
 */
import { foldDiacritics } from '../../../lib/swedish-text.ts';
import type { Product } from '../product.ts';
import {
  isTypeOrDescendant,
  PRODUCT_TYPES,
  productType,
  type ResolvedProductType,
  typeAncestors,
  UNKNOWN_TYPE,
} from './product-types.ts';

const fold = (text: string) => foldDiacritics(text.toLocaleLowerCase('sv-SE'));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lower = (word: string) => word.toLocaleLowerCase('sv-SE').trim();

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

const NICHE: ReadonlyArray<{ type?: string; pattern: RegExp; asked: RegExp }> = [
  // Phone cases and pet gear only when the visitor talks about phones or pets: by the type ("Plånboksfodral",
  // "Hundhalsband"), or by the words of a product whose type tells nothing.
  {
    type: 'mobilskal',
    pattern: /\b(skal|fodral|mobilskal|skärmskydd)\b/u,
    asked: /(mobil|telefon|iphone|samsung|skal|fodral)/u,
  },
  { type: 'husdjur', pattern: /\b(hund|hundar|katt|katter|husdjur|valp)\b/u, asked: /(hund|katt|husdjur|valp|djur)/u },
  // A present for new or expecting parents ("Överlevnadskit för nyblivna pappor") only when a baby is on the way or
  // has come: a father is not a new father.
  {
    pattern: /\b(nybliven|nyblivna|nyblivne|blivande)\b/u,
    asked:
      /(nybliv|blivande|bebis|baby|nyfödd|nyfodd|född|fodd|föds|gravid|förälder|foralder|väntar barn|fått barn|fatt barn|blivit (mamma|pappa)|dop)/u,
  },
];

/**
 * Whether the product is a niche one (a phone case, pet gear, a present for new parents) that the visitor's words (`asked`, lower case) do not
 * ask for.
 */
export function outOfNiche(product: Product, asked: string): boolean {
  return nichesOf(product).some((niche) => !niche.asked.test(asked));
}

/**
 * The niches a product falls in, by its type or by the words of its title and categories, kept between calls: the
 * same products come back search after search, and lower-casing and matching their text cost more than the rest of
 * a search's ordering.
 */
const nichesKept = new Map<string, readonly (typeof NICHE)[number][]>();
const NICHES_KEPT_MAX = 20_000;

function nichesOf(product: Product): readonly (typeof NICHE)[number][] {
  const key = `${product.productType ?? ''}\u0000${product.title}\u0000${product.categories.join('\u0000')}`;
  let niches = nichesKept.get(key);
  if (!niches) {
    const text = `${product.title} ${product.categories.join(' ')}`.toLocaleLowerCase('sv-SE');
    const type = typeOf(product).id;
    niches = NICHE.filter(
      (niche) => (niche.type !== undefined && isTypeOrDescendant(type, niche.type)) || niche.pattern.test(text),
    );
    if (nichesKept.size >= NICHES_KEPT_MAX) nichesKept.clear();
    nichesKept.set(key, niches);
  }
  return niches;
}

/** The product's type, resolved ('okand' when the read did not select it). */
export function typeOf(product: Product): ResolvedProductType {
  return productType(product.productType ?? UNKNOWN_TYPE);
}

/** withDescendants' answers by the ids asked (the ontology is fixed; a request asks for a few dozen sets). */
const DESCENDANTS = new Map<string, readonly string[]>();
const DESCENDANTS_MAX = 2_000;

/** Type ids, each with every type below it. */
export function withDescendants(ids: readonly string[]): string[] {
  if (ids.length === 0) return [];
  const key = ids.join('\n');
  let found = DESCENDANTS.get(key);
  if (!found) {
    found = PRODUCT_TYPES.filter((type) => ids.some((id) => isTypeOrDescendant(type.id, id))).map((type) => type.id);
    if (DESCENDANTS.size >= DESCENDANTS_MAX) DESCENDANTS.clear();
    DESCENDANTS.set(key, found);
  }
  return [...found];
}

/**
 * The types a named type stands for in a request: itself, the types whose one-word name ends in its name (a
 * "doftljus" is a "ljus", a "whiskyglas" a "glas": Swedish compound heads), and everything below them.
 */
export function namedTypesWithKin(ids: readonly string[]): string[] {
  if (ids.length === 0) return [];
  const heads = ids
    .map((id) => productType(id).label.toLocaleLowerCase('sv-SE'))
    .filter((label) => !label.includes(' ') && label.length >= 3);
  const kin = PRODUCT_TYPES.filter((type) => {
    const label = type.label.toLocaleLowerCase('sv-SE');
    return !label.includes(' ') && heads.some((head) => label.length > head.length + 2 && label.endsWith(head));
  }).map((type) => type.id);
  return withDescendants([...ids, ...kin]);
}

/**
 * Whether a text holds the keyword: short words whole, longer ones by their stem ("fiske" finds "fiskespö"). A word
 * ending in -a is found in its own forms (pappan, pappor, pappas), never where its stem runs on in -er ("pappa" is no
 * "papper"): the -a nouns make their plural in -or.
 */
export function mentions(haystack: string, keyword: string): boolean {
  const word = fold(keyword);
  if (word.length < 3) return new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}([^\\p{L}]|$)`, 'u').test(haystack);
  if (word.length === 3) return new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}`, 'u').test(haystack);
  const stem = word.length > 4 ? word.replace(/(are|ning|ing|et|en|er|ar|or|e|a)$/u, '') : word;
  const found = stem.length >= 3 ? stem : word;
  if (found !== stem || !word.endsWith('a')) return haystack.includes(found);
  for (let at = haystack.indexOf(found); at !== -1; at = haystack.indexOf(found, at + 1)) {
    if (!haystack.startsWith('er', at + found.length)) return true;
  }
  return false;
}

const ALCOHOL_WORDS =
  /(^|[^\p{L}])(alkohol|sprit|whisky|whiskey|vodka|gin|rom|cognac|likör|vin|viner|rödvin|vitvin|champagne|cava|prosecco|öl|cider|snaps|akvavit|glögg)([^\p{L}]|$)/u;

const ALCOHOL_FREE_WORDS = /alkoholfri|alkoholfritt|alkoholfria|0[,.]0 ?%/u;

/** Whether the product holds alcohol: its type, or its title naming a drink that does (and not alcohol-free). */
export function holdsAlcohol(product: Product): boolean {
  const title = product.title.toLocaleLowerCase('sv-SE');
  if (ALCOHOL_FREE_WORDS.test(title) || isTypeOrDescendant(typeOf(product).id, 'alkoholfri-dryck')) return false;
  return typeOf(product).alcohol || ALCOHOL_WORDS.test(title);
}

/**
 * The keys under which two products count as variants of one: the stored family, and the merchant with the name
 * before a variant tail ("Doftljus i keramikkruka – Vinterskog", "Mobilskal … för iPhone 14"), measures left out.
 */
export function familyKeys(product: Product): string[] {
  const name = product.title
    .toLocaleLowerCase('sv-SE')
    .replace(/\s[–—-]\s.*$/u, '')
    .replace(/\s\|\s.*$/u, '')
    .replace(/\bför (iphone|samsung|google|galaxy|pixel)\b.*$/u, '')
    .replace(/\b\d+([,.]\d+)?\s*(ml|cl|l|liter|cm|mm|kg|g|st|tum)\b/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const keys = [`namn|${product.merchant}|${name}`];
  if (product.familyId) keys.push(`familj|${product.merchant}|${product.familyId}`);
  return keys;
}

/** Every type named by a word of the ontology (whole words and phrases: "whisky", "rosor", "röda rosor"). */
const TYPE_BY_WORD: ReadonlyMap<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const type of PRODUCT_TYPES) {
    for (const word of [...type.words, ...(type.exactWords ?? []), ...(type.phrases ?? [])]) {
      const key = lower(word);
      const ids = map.get(key) ?? [];
      if (!ids.includes(type.id)) ids.push(type.id);
      map.set(key, ids);
    }
  }
  return map;
})();

/** Whether a word names a product type of the ontology ("glas", "bukett"). */
export function isTypeWord(word: string): boolean {
  return TYPE_BY_WORD.has(lower(word));
}

/** The product types the visitor's words name on their own ("whisky" → whisky, "rosor" → rosor). */
export function typesNamedBy(words: readonly string[]): string[] {
  return unique(words.flatMap((word) => TYPE_BY_WORD.get(lower(word)) ?? []));
}

/** The most specific of the named types: "rött vin" names rött vin, not every wine ("vin" is dropped). */
export function mostSpecific(types: readonly string[]): string[] {
  return types.filter((id) => !types.some((other) => other !== id && typeAncestors(other).includes(id)));
}

/** The alcohol-free counterpart of a drink type, for a request that is alcohol-free ("alkoholfri öl"). */
const ALCOHOL_FREE_TYPE: Readonly<Record<string, string>> = {
  ol: 'alkoholfri-ol',
  vin: 'alkoholfritt-vin',
  'rott-vin': 'alkoholfritt-vin',
  'vitt-vin': 'alkoholfritt-vin',
  'mousserande-vin': 'alkoholfritt-vin',
  champagne: 'alkoholfritt-vin',
  cider: 'alkoholfri-cider',
  glogg: 'alkoholfri-glogg',
};

/** Named types with alcohol become their alcohol-free counterparts when the request rules alcohol out. */
export function alcoholFreeTypes(types: readonly string[]): string[] {
  return unique(
    types.map((id) => {
      if (!productType(id).alcohol) return id;
      const ancestors = [id, ...typeAncestors(id)];
      const match = ancestors.find((ancestor) => ALCOHOL_FREE_TYPE[ancestor]);
      return match ? (ALCOHOL_FREE_TYPE[match] as string) : 'alkoholfri-dryck';
    }),
  );
}
