import { normaliseWord, wordsOf } from './rhyme-sound.ts';

/**
 * The words of a gift description that a julklappsrim must not say, with their stems, and the tests for whether
 * a text gives them away. Recipient words are never counted as gift words.
 */

/** Little words of a gift description that say nothing about the gift itself. */
const GIFT_STOPWORDS = new Set([
  'en',
  'ett',
  'par',
  'st',
  'styck',
  'stycken',
  'några',
  'något',
  'någon',
  'till',
  'för',
  'med',
  'utan',
  'om',
  'på',
  'och',
  'eller',
  'samt',
  'plus',
  'i',
  'av',
  'från',
  'som',
  'det',
  'den',
  'de',
  'dem',
  'din',
  'ditt',
  'dina',
  'min',
  'mitt',
  'mina',
  'sin',
  'sitt',
  'sina',
  'hans',
  'hennes',
  'deras',
  'vår',
  'vårt',
  'våra',
  'er',
  'ny',
  'nytt',
  'nya',
  'stor',
  'stort',
  'stora',
  'liten',
  'litet',
  'lilla',
  'små',
  'fin',
  'fint',
  'fina',
  'lite',
  'mycket',
  'extra',
  'typ',
  'slags',
  'sorts',
  'ca',
  'kr',
  'sek',
  'the',
  'a',
  'an',
  'of',
  'to',
  'and',
  'for',
  'with',
  // Pronouns and function words: never a gift, often a part of one ('dig' in 'digitalkamera').
  'jag',
  'du',
  'dig',
  'mig',
  'sig',
  'han',
  'hon',
  'hen',
  'vi',
  'oss',
  'ni',
  'är',
  'var',
  'har',
  'ska',
  'kan',
  'vill',
  'får',
  'nu',
  'så',
  'då',
  'här',
  'där',
  'inte',
  'alla',
  'allt',
  'men',
  'när',
  'vad',
  'hur',
  'ja',
  'nej',
  'ju',
  'väl',
  'än',
]);

/** Plural and other forms that a suffix rule cannot bring back to the base word. */
const IRREGULAR_STEMS: Readonly<Record<string, string>> = {
  böcker: 'bok',
  böckerna: 'bok',
  fötter: 'fot',
  fötterna: 'fot',
  händer: 'hand',
  händerna: 'hand',
  tänder: 'tand',
  städer: 'stad',
  nätter: 'natt',
  män: 'man',
  möss: 'mus',
  gäss: 'gås',
  rötter: 'rot',
  bröder: 'bror',
  döttrar: 'dotter',
  söner: 'son',
  länder: 'land',
  stränder: 'strand',
};

const STEM_ENDINGS = [
  'arnas',
  'ernas',
  'ornas',
  'arna',
  'erna',
  'orna',
  'ande',
  'are',
  'ens',
  'ets',
  'ar',
  'er',
  'or',
  'en',
  'et',
  'na',
  'ns',
  'a',
  'e',
];

/** The stem of a normalised word: 'hörlurar' → 'hörlur', 'fiske' → 'fisk', 'böcker' → 'bok'. */
export function stemOf(word: string): string {
  const irregular = IRREGULAR_STEMS[word];
  if (irregular !== undefined) return irregular;
  for (const ending of STEM_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
}

export type GiftWord = { readonly word: string; readonly stem: string };

/** The gift words and stems that a rhyme for this gift must not contain. */
export type GiftWords = { readonly words: readonly GiftWord[] };

function contentWords(text: string): string[] {
  return wordsOf(text)
    .flatMap((token) => token.split(/['’-]/))
    .map(normaliseWord)
    .filter((word) => word.length >= 2 && !GIFT_STOPWORDS.has(word) && !/^\d+$/.test(word));
}

/** The content words of a gift description ('en bok om fiske' → bok, fiske), leaving out the recipient's words. */
export function giftWordsOf(gift: string, recipient = ''): GiftWords {
  const recipientWords = new Set(contentWords(recipient));
  const seen = new Set<string>();
  const words: GiftWord[] = [];
  for (const word of contentWords(gift)) {
    if (seen.has(word) || recipientWords.has(word)) continue;
    seen.add(word);
    words.push({ word, stem: stemOf(word) });
  }
  return { words };
}

/**
 * Whether one word of a text gives the gift away: the same word or stem, a word built on the gift's stem
 * ('bokhylla' for 'bok'), or a part of a compound gift word ('kaffe' or 'bryggare' for 'kaffebryggare').
 */
export function isGiftWord(token: string, gift: GiftWords): boolean {
  const word = normaliseWord(token);
  if (word.length < 2 || GIFT_STOPWORDS.has(word)) return false;
  const stem = stemOf(word);
  for (const giftWord of gift.words) {
    if (word === giftWord.word || stem === giftWord.stem) return true;
    if (giftWord.stem.length >= 3 && word.startsWith(giftWord.stem)) return true;
    if (giftWord.stem.length >= 4 && word.includes(giftWord.stem)) return true;
    if (stem.length >= 3 && giftWord.word.startsWith(stem)) return true;
    if (word.length >= 3 && giftWord.word.endsWith(word)) return true;
    if (stem.length >= 5 && giftWord.word.includes(stem)) return true;
  }
  return false;
}

/** The words of a text that give the gift away, in order of appearance. */
export function giftWordsIn(text: string, gift: GiftWords): string[] {
  return wordsOf(text)
    .flatMap((token) => [token, ...(/['’-]/.test(token) ? token.split(/['’-]/) : [])])
    .filter((token) => isGiftWord(token, gift));
}

/**
 * Stricter test used when writing a rhyme: no gift word by the rules above, and no gift stem of three letters or
 * more anywhere inside the text.
 */
export function revealsGift(text: string, gift: GiftWords): boolean {
  if (giftWordsIn(text, gift).length > 0) return true;
  const folded = normaliseLetters(text);
  return gift.words.some((giftWord) => giftWord.stem.length >= 3 && folded.includes(giftWord.stem));
}

function normaliseLetters(text: string): string {
  return wordsOf(text).map(normaliseWord).join(' ');
}

/** Replaces the words of a text that would give the gift away with '…' (used on the visitor's personal note). */
export function maskGiftWords(text: string, gift: GiftWords): string {
  return text.replace(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu, (token) => (revealsGift(token, gift) ? '…' : token));
}
