/**
 * Product families (issue 19, item 4): the variants of one product — its colours, sizes, scents, flavours and
 * volumes — share a family id, so an answer never shows two of them. A family is the feed's `item_group_id` when it
 * gives one, else the merchant and the title once its variant words are removed. The grouping is conservative:
 * only words that name a variant go, and colours, sizes and scents only at the end of a title or in a tail ("– rosa",
 * ", gul", "(XL)"), so "Svart te" and "Grönt te" stay two products, as do "Rosbukett 10 rosor" and "20 rosor". Pure.
 */
import type { VariantKind } from './product-type-model.ts';

export interface FamilyInput {
  merchant: string;
  title: string;
  /** The feed's item_group_id (Google `g:item_group_id`, Awin `parent_product_id`, …), when it has one. */
  itemGroupId?: string | null | undefined;
  /**
   * What separates the variants of the product's type (ProductTypeDef.variants, inherited). Only these kinds of
   * words are removed; left out (an unknown type), every kind is.
   */
  variants?: readonly VariantKind[] | undefined;
}

const COLOURS = new Set([
  // Swedish, with their neuter and plural/definite forms
  'röd',
  'rött',
  'röda',
  'vit',
  'vitt',
  'vita',
  'svart',
  'svarta',
  'grå',
  'grått',
  'gråa',
  'blå',
  'blått',
  'blåa',
  'grön',
  'grönt',
  'gröna',
  'gul',
  'gult',
  'gula',
  'brun',
  'brunt',
  'bruna',
  'rosa',
  'lila',
  'orange',
  'turkos',
  'beige',
  'guld',
  'silver',
  'koppar',
  'mässing',
  'cerise',
  'korall',
  'petrol',
  'marinblå',
  'vinröd',
  'vinröda',
  'olivgrön',
  'olivgröna',
  'offwhite',
  'off-white',
  'naturvit',
  'krämvit',
  'flerfärgad',
  'flerfärgade',
  'multifärgad',
  'svartvit',
  'transparent',
  // English
  'red',
  'white',
  'black',
  'blue',
  'green',
  'yellow',
  'pink',
  'purple',
  'grey',
  'gray',
  'brown',
  'navy',
  'gold',
  'cream',
  'ivory',
  'turquoise',
  'teal',
  'burgundy',
  'multicolor',
  'multicolour',
]);

/** Words that make a colour lighter or darker ("ljus blå", "dark green"), removed with the colour they precede. */
const SHADES = new Set(['ljus', 'mörk', 'light', 'dark']);

const SIZE_WORDS = new Set([
  'xxs',
  'xs',
  's',
  'm',
  'l',
  'xl',
  'xxl',
  'xxxl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  'liten',
  'litet',
  'lilla',
  'små',
  'stor',
  'stort',
  'stora',
  'mellan',
  'medium',
  'small',
  'large',
  'onesize',
]);

const SCENTS = new Set([
  'vanilj',
  'vanilla',
  'lavendel',
  'lavender',
  'citron',
  'lemon',
  'lime',
  'apelsin',
  'grapefrukt',
  'bergamott',
  'kanel',
  'cinnamon',
  'jasmin',
  'jasmine',
  'sandelträ',
  'mysk',
  'eukalyptus',
  'mint',
  'pepparmint',
  'kokos',
  'coconut',
  'jordgubb',
  'hallon',
  'blåbär',
  'lingon',
  'äpple',
  'päron',
  'persika',
  'mango',
  'passionsfrukt',
  'fläder',
  'ingefära',
  'tranbär',
  'körsbär',
  'salmiak',
  'lakrits',
  'hasselnöt',
  'oparfymerad',
  'parfymfri',
  'doftfri',
  'unscented',
]);

/** Units of volume and weight ("50 cl", "750 ml", "1,5 l", "250 g") and of size ("30 cm", "50x70 cm"). */
const VOLUME_UNITS = 'ml|cl|dl|l|liter|g|gr|gram|kg|hg|oz';
const SIZE_UNITS = 'mm|cm|m|tum';
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const VOLUME = new RegExp(String.raw`(?<![\p{L}\p{N}])${NUMBER}\s?(?:${VOLUME_UNITS})(?![\p{L}\p{N}])`, 'gu');
/** "2-pack", "6 pack", "3-p", "4-pk" (pieces, "10 st", are not variants: "10 st rosor" is another bouquet). */
const PACK = /(?<![\p{L}\p{N}])\d+\s?(?:-\s?)?pack(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\d+-(?:p|pk)(?![\p{L}\p{N}])/gu;
const DIMENSIONS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:[ø⌀]\s?)?${NUMBER}(?:\s?[x×]\s?${NUMBER}){0,2}\s?(?:${SIZE_UNITS})(?![\p{L}\p{N}])`,
  'gu',
);
/** "stl 38", "strl. M", "storlek 42/44", "size XL". */
const SIZE_LABEL =
  /(?<![\p{L}\p{N}])(?:stl|strl|storlek|size)\.?:?\s?[\p{L}\p{N}]{1,4}(?:\/[\p{L}\p{N}]{1,4})?(?![\p{L}\p{N}])/gu;

const ALL_KINDS: readonly VariantKind[] = ['colour', 'size', 'scent', 'volume', 'flavour', 'model'];

interface Kinds {
  colour: boolean;
  size: boolean;
  scent: boolean;
  volume: boolean;
}

function kindsOf(variants: readonly VariantKind[] | undefined): Kinds {
  const list = variants ?? ALL_KINDS;
  return {
    colour: list.includes('colour'),
    size: list.includes('size'),
    scent: list.includes('scent') || list.includes('flavour'),
    volume: list.includes('volume'),
  };
}

function isColour(word: string): boolean {
  if (COLOURS.has(word)) return true;
  if (/(?:färgad|färgade|färgat|colored|coloured)$/u.test(word)) return true;
  const shade = /^(ljus|mörk|light|dark)-?(.+)$/u.exec(word);
  return shade !== null && COLOURS.has(shade[2] ?? '');
}

/** Whether one word names a variant of a kind that is removed. */
function isVariantWord(word: string, kinds: Kinds): boolean {
  if (kinds.colour && isColour(word)) return true;
  if (kinds.size && SIZE_WORDS.has(word)) return true;
  if (kinds.scent && SCENTS.has(word)) return true;
  return false;
}

/** Removes the measures that name variants anywhere in the text ("750 ml", "2-pack", "stl 38", "30 cm"). */
function withoutMeasures(text: string, kinds: Kinds): string {
  let out = text;
  if (kinds.volume) out = out.replace(VOLUME, ' ').replace(PACK, ' ');
  if (kinds.size) out = out.replace(SIZE_LABEL, ' ').replace(DIMENSIONS, ' ');
  return out;
}

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? [];
}

/** True when every word of a part names a variant (and it has at least one word once measures are gone). */
function isVariantPart(part: string, kinds: Kinds): boolean {
  const words = wordsOf(withoutMeasures(part, kinds));
  if (words.length === 0) return wordsOf(part).length > 0;
  return words.every((word, index) => {
    if (isVariantWord(word, kinds)) return true;
    // "ljus blå": a shade before a colour goes with it.
    return kinds.colour && SHADES.has(word) && isColour(words[index + 1] ?? '');
  });
}

/** Drops trailing words that name variants ("Kaffemugg blå stor" → "Kaffemugg"), keeping at least one word. */
function withoutTrailingVariants(words: string[], kinds: Kinds): string[] {
  const kept = [...words];
  while (kept.length > 1) {
    const last = kept[kept.length - 1] ?? '';
    if (!isVariantWord(last, kinds)) break;
    kept.pop();
    const before = kept[kept.length - 1] ?? '';
    if (kept.length > 1 && kinds.colour && isColour(last) && SHADES.has(before)) kept.pop();
  }
  return kept;
}

/**
 * The part of a title that stays the same across a product's variants, normalised (lower case, words only):
 * parenthesised variant groups and variant tails after a dash, comma, slash or bar are removed, then measures
 * anywhere, then variant words at the end. A title that is nothing but variant words is kept whole.
 */
export function familyTitleKey(title: string, variants?: readonly VariantKind[]): string {
  const kinds = kindsOf(variants);
  let text = title.normalize('NFC').toLowerCase();
  // Parenthesised or bracketed groups of variant words: "(rosa)", "[XL]", "(50 cl)".
  text = text.replace(/[([]([^()[\]]*)[)\]]/g, (_group, inner: string) =>
    isVariantPart(inner, kinds) ? ' ' : ` ${inner} `,
  );
  // Tails: " – rosa", ", gul", " / XL", " | 75 cl". Separator dashes need spaces around them ("2-pack" is a word).
  const parts = text.split(/\s[-–—|/]\s|\s?[–—|]\s?|(?<!\d),\s?|,(?!\d)\s?|\s\/|\/\s/u);
  while (parts.length > 1 && isVariantPart(parts[parts.length - 1] ?? '', kinds)) parts.pop();
  const words = withoutTrailingVariants(wordsOf(withoutMeasures(parts.join(' '), kinds)), kinds);
  const key = words.join(' ');
  return key === '' ? wordsOf(title.normalize('NFC').toLowerCase()).join(' ') : key;
}

/** A final tail after " – ", " - ", " — " or ", ": its head (lower case) when the tail is one or two words of letters. */
function headBeforeShortTail(title: string): string | null {
  const text = title.normalize('NFC').trim().toLowerCase();
  const match = /^(.*\S)(?:\s[-–—]\s|,\s)([^,–—]+)$/u.exec(text);
  if (!match) return null;
  const [, head = '', tail = ''] = match;
  // One or two words, or two joined by "och" ("– Fikon och ceder").
  const tailWords = tail
    .trim()
    .split(/\s+/u)
    .filter((word, index, words) => !(words.length === 3 && index === 1 && /^(?:och|&|and)$/u.test(word)));
  if (tailWords.length > 2 || !tailWords.every((word) => /^\p{L}+(?:-\p{L}+)*$/u.test(word))) return null;
  return wordsOf(head).length === 0 ? null : head.trim();
}

/**
 * The variants one merchant names only by a short tail ("Doftljus Vanilj – Skogsgrön", "… – Vinterskog"): titles
 * (of one merchant) that are the same before a final " – " / " - " / ", " tail of one or two words of letters (or
 * two joined by "och": "– Fikon och ceder"), when two or more share that head (the head alone counts too), mapped to
 * the shared head, lower case. Tails with numbers never group ("Rosbukett, 10 rosor"), nor does a lone title. Pure;
 * the import applies it per merchant.
 */
export function sharedTailHeads(titles: readonly string[]): Map<string, string> {
  const byHead = new Map<string, Set<string>>();
  const plain = new Map<string, string[]>();
  for (const title of new Set(titles)) {
    const head = headBeforeShortTail(title);
    if (head !== null) byHead.set(head, (byHead.get(head) ?? new Set()).add(title));
    const whole = title.normalize('NFC').trim().toLowerCase();
    plain.set(whole, [...(plain.get(whole) ?? []), title]);
  }
  const heads = new Map<string, string>();
  for (const [head, tailed] of byHead) {
    const members = [...tailed, ...(plain.get(head) ?? [])];
    if (members.length < 2) continue;
    for (const title of members) heads.set(title, head);
  }
  return heads;
}

/** Two independent 32-bit lanes (cyrb53's mixing) as 16 hex digits: enough to keep families apart. */
function hash64(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** A feed's item group id as kept: trimmed, spaces collapsed, at most 300 characters; null when empty. */
export function cleanItemGroupId(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, 300);
  return text === '' ? null : text;
}

/**
 * The family id of a product: "g" and a hash of the merchant and the feed's item group, or "t" and a hash of the
 * merchant and the title's family key. Unique across merchants; the same for every variant of one product.
 */
export function productFamilyId(input: FamilyInput): string {
  const merchant = input.merchant.normalize('NFC').trim().toLowerCase();
  const group = cleanItemGroupId(input.itemGroupId);
  if (group !== null) return `g${hash64(`${merchant}\n${group}`)}`;
  return `t${hash64(`${merchant}\n${familyTitleKey(input.title, input.variants)}`)}`;
}
