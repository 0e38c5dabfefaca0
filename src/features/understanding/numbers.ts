/** Swedish number words: "tre", "tjugofem", "tvåhundra", "femtusenfemhundra", written with or without å/ä/ö. */

const BASIC: ReadonlyArray<readonly [string, number]> = [
  ['noll', 0],
  ['en', 1],
  ['ett', 1],
  ['två', 2],
  ['tva', 2],
  ['tre', 3],
  ['fyra', 4],
  ['fem', 5],
  ['sex', 6],
  ['sju', 7],
  ['åtta', 8],
  ['atta', 8],
  ['nio', 9],
  ['tio', 10],
  ['elva', 11],
  ['tolv', 12],
  ['tretton', 13],
  ['fjorton', 14],
  ['femton', 15],
  ['sexton', 16],
  ['sjutton', 17],
  ['arton', 18],
  ['aderton', 18],
  ['nitton', 19],
  ['tjugo', 20],
  ['tjugu', 20],
  ['trettio', 30],
  ['trettie', 30],
  ['fyrtio', 40],
  ['förtio', 40],
  ['fortio', 40],
  ['femtio', 50],
  ['sextio', 60],
  ['sjuttio', 70],
  ['åttio', 80],
  ['attio', 80],
  ['nittio', 90],
  ['hundra', 100],
  ['tusen', 1000],
];

/** Longest morphemes first, so "sexton" wins over "sex" and "ettusen" reads as "ett" + "tusen". */
const MORPHEMES = [...BASIC, ['ettusen', 1000] as const].sort((a, b) => b[0].length - a[0].length);

export interface NumberPrefix {
  value: number;
  /** Characters of the word the number took up. */
  length: number;
  /** The number is only "en"/"ett" (an article as often as a number). */
  articleOnly: boolean;
}

/**
 * Reads the longest Swedish number at the start of a word: "fyraåring" → 4 (length 4), "tvåhundrafemtio" → 250,
 * "tusenlapp" → 1000. Returns null when the word does not start with a number word.
 */
export function parseNumberPrefix(word: string): NumberPrefix | null {
  let position = 0;
  let total = 0;
  let current = 0;
  let parts = 0;
  let best: NumberPrefix | null = null;
  while (position < word.length) {
    const morpheme = MORPHEMES.find(([text]) => word.startsWith(text, position));
    if (!morpheme) break;
    const [text, value] = morpheme;
    if (value === 100) current = (current || 1) * 100;
    else if (value === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else {
      // Two small numbers in a row only combine as tens + units ("tjugo" + "fem").
      if (current % 100 !== 0 && !(current % 10 === 0 && current % 100 >= 20 && value < 10)) break;
      current += value;
    }
    parts += 1;
    position += text.length;
    best = { value: total + current, length: position, articleOnly: parts === 1 && value === 1 };
  }
  return best;
}

/** Value of a word that is entirely a number word ("femhundra" → 500), or null. */
export function parseNumberWord(word: string): number | null {
  const prefix = parseNumberPrefix(word);
  return prefix && prefix.length === word.length ? prefix.value : null;
}
