/** Folding and cleaning Swedish text as people type it: one form to compare words by. */

const FOLD_MAP: Record<string, string> = {
  å: 'a',
  ä: 'a',
  ö: 'o',
  é: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  á: 'a',
  à: 'a',
  â: 'a',
  ü: 'u',
  ú: 'u',
  í: 'i',
  ó: 'o',
  ô: 'o',
};
const FOLDABLE = /[åäöéèêëáàâüúíóô]/g;

/** Removes Swedish and common Latin diacritics from lower-case text. */
export function foldDiacritics(text: string): string {
  return text.replace(FOLDABLE, (char) => FOLD_MAP[char] ?? char);
}

/** Lower-cases and cleans text: NFC, æ/ø as ä/ö, one kind of dash, plain spaces, straight apostrophes. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/æ/g, 'ä')
    .replace(/ø/g, 'ö')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
    .replace(/[\u2018\u2019\u00b4`]/g, "'")
    .replace(/\u2026/g, '.');
}
