/**
 * Words visitors use for things the catalogue names otherwise: colloquial words ("sockor"), brand names used for
 * the kind of product ("lego", "kindle"). A search term that is one of these also searches for the catalogue's
 * words. Keys are lowercase; listed inflections are matched as typed.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  sockor: ['strumpor'],
  sockorna: ['strumpor'],
  socka: ['strumpor'],
  sockar: ['strumpor'],
  lego: ['byggklossar', 'byggsats', 'byggplattor'],
  legot: ['byggklossar', 'byggsats', 'byggplattor'],
  duplo: ['byggklossar'],
  kindle: ['läsplatta'],
  airpods: ['hörlurar'],
  lurar: ['hörlurar'],
  lurarna: ['hörlurar'],
  nalle: ['gosedjur'],
  nallen: ['gosedjur'],
  mjukisdjur: ['gosedjur'],
  skivspelare: ['vinylspelare'],
  skivspelaren: ['vinylspelare'],
  playstation: ['spelkonsol', 'handkontroll'],
  xbox: ['spelkonsol', 'handkontroll'],
  nintendo: ['spelkonsol'],
  ipad: ['surfplatta'],
  mobilfodral: ['mobilskal'],
  affisch: ['poster'],
  sjal: ['halsduk', 'scarf'],
  sjalen: ['halsduk', 'scarf'],
  sjalar: ['halsduk', 'scarf'],
  smartwatch: ['smartklocka'],
  hundägare: ['hund'],
  kattägare: ['katt'],
};

/** The catalogue's words for a search term, or none. */
export function synonymsOf(term: string): readonly string[] {
  return Object.hasOwn(SYNONYMS, term) ? (SYNONYMS[term] as readonly string[]) : [];
}
