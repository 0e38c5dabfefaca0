/**
 * Swedish rhyme sounds from spelling: a rhyme is the stressed vowel and everything after it, so
 * 'tomte' → 'omte', 'klapp' → 'app', 'lycka' → 'ykka'. Used for words the lexicon does not know.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'å', 'ä', 'ö']);

/** Words whose spelling hides how they sound or where the stress falls. */
const SOUND_EXCEPTIONS: Readonly<Record<string, string>> = {
  dig: 'ej',
  mig: 'ej',
  sig: 'ej',
  igen: 'än',
  men: 'än',
  hen: 'än',
  sen: 'än',
  den: 'än',
  hem: 'äm',
  vem: 'äm',
  kalas: 'as',
  paket: 'et',
  raket: 'et',
  planet: 'et',
  magnet: 'et',
  tapet: 'et',
  kotlett: 'ätt',
  choklad: 'ad',
  parad: 'ad',
  fasad: 'ad',
  marmelad: 'ad',
  limonad: 'ad',
  promenad: 'ad',
  ballad: 'ad',
  kamrat: 'at',
  soldat: 'at',
  tomat: 'at',
  automat: 'at',
  privat: 'at',
  person: 'on',
  kanon: 'on',
  baron: 'on',
  kamel: 'el',
  juvel: 'el',
  ide: 'e',
  kafe: 'e',
  cafe: 'e',
  arme: 'e',
  erik: 'erik',
  henrik: 'änrik',
  fredrik: 'edrik',
  patrik: 'atrik',
  ulrik: 'ulrik',
};

/** Endings that carry the stress although the unstressed endings below would strip them. */
const STRESSED_ENDINGS: readonly (readonly [suffix: string, vowelAt: number])[] = [
  ['tion', 2],
  ['sion', 2],
  ['ion', 1],
  ['fon', 1],
  ['itet', 2],
];

/** Unstressed endings, longest first: the stress sits on the last vowel before them. */
const UNSTRESSED_ENDINGS: readonly string[] = [
  'ningarna',
  'ningen',
  'ningar',
  'ligare',
  'ligast',
  'heten',
  'arnas',
  'ernas',
  'ornas',
  'ingen',
  'ingar',
  'ande',
  'ende',
  'arna',
  'erna',
  'orna',
  'aren',
  'aste',
  'ades',
  'else',
  'ning',
  'iska',
  'iskt',
  'skap',
  'are',
  'ade',
  'igt',
  'iga',
  'isk',
  'het',
  'ing',
  'ig',
  'ar',
  'er',
  'or',
  'en',
  'et',
  'an',
  'on',
  'el',
  'ad',
  'at',
  'as',
  'es',
  'a',
  'e',
];

const isVowel = (ch: string | undefined): boolean => ch !== undefined && VOWELS.has(ch);
const isConsonant = (ch: string | undefined): boolean => ch !== undefined && /^[a-z]$/.test(ch) && !VOWELS.has(ch);

/**
 * Lower-cases a word and folds foreign letters onto the Swedish alphabet (ø → ö, æ → ä, ü → y, é → e);
 * everything that is not a letter is dropped.
 */
export function normaliseWord(word: string): string {
  const lower = word.normalize('NFC').toLowerCase().replace(/[øœ]/g, 'ö').replace(/æ/g, 'ä').replace(/ü/g, 'y');
  let out = '';
  for (const ch of lower) {
    if (ch === 'å' || ch === 'ä' || ch === 'ö') {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    if (/^[a-z]$/.test(base)) out += base;
  }
  return out;
}

function lastVowelIndex(text: string): number {
  for (let i = text.length - 1; i >= 0; i -= 1) if (isVowel(text[i])) return i;
  return -1;
}

function stressedVowelIndex(word: string, accentedEnd: boolean): number {
  const last = lastVowelIndex(word);
  let vowels = 0;
  for (const ch of word) if (isVowel(ch)) vowels += 1;
  if (vowels <= 1 || accentedEnd) return last;
  for (const [suffix, vowelAt] of STRESSED_ENDINGS) {
    if (word.length > suffix.length && word.endsWith(suffix)) return word.length - suffix.length + vowelAt;
  }
  for (const suffix of UNSTRESSED_ENDINGS) {
    if (word.length <= suffix.length || !word.endsWith(suffix)) continue;
    const index = lastVowelIndex(word.slice(0, -suffix.length));
    if (index >= 0) return index;
  }
  return last;
}

/** Spells a rhyme sound the same way however the word spelt it. */
function canonicalSound(sound: string): string {
  let s = sound
    .replace(/ck/g, 'kk')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/c(?=[eiyäö])/g, 's')
    .replace(/c/g, 'k');
  // Swedish writes a single m or n after a short vowel at the end of a word ('kan', 'vann', 'hem').
  s = s.replace(/(mm|nn)$/, (double) => double.charAt(0));
  // Short e and short ä sound the same ('present' / 'spänt', 'sett' / 'rätt').
  if (s.startsWith('e') && isConsonant(s[1]) && isConsonant(s[2])) s = `ä${s.slice(1)}`;
  return s;
}

/**
 * The rhyme sound of one word: the stressed vowel and what follows, with double consonants, ck, x and short e
 * normalised. Two words rhyme by sound when their keys are equal ('jul'/'kul' → 'ul', 'klapp'/'trapp' → 'app').
 * Returns '' for a word without letters.
 */
export function soundKey(word: string): string {
  const letters = word
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
  const normalised = normaliseWord(letters);
  if (normalised === '') return '';
  const exception = SOUND_EXCEPTIONS[normalised];
  if (exception !== undefined) return exception;
  const index = stressedVowelIndex(normalised, /[éèê]$/.test(letters));
  return canonicalSound(index < 0 ? normalised : normalised.slice(index));
}

const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of a text, in order (letters, digits, inner hyphens and apostrophes). */
export function wordsOf(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}

/** The last word of a line, or '' when it has none. */
export function lastWord(line: string): string {
  const words = wordsOf(line);
  return words[words.length - 1] ?? '';
}
