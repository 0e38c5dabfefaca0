/** Normalising and tokenising Swedish text as people type it. */

import { foldDiacritics, normalizeText } from '../../lib/swedish-text.ts';

export type TokenKind = 'word' | 'number' | 'symbol';

export interface Token {
  /** Lower-cased text (NFC, æ/ø read as ä/ö). */
  text: string;
  /** The text without diacritics (å, ä → a, ö → o, é → e). */
  fold: string;
  kind: TokenKind;
  /** Numeric value of a number token; NaN for other tokens. */
  value: number;
  /** Index of the sentence-like clause (split at . ! ? ; and line breaks). */
  clause: number;
  /** A comma, colon or bracket stands between this token and the one before it. */
  softBreak: boolean;
  /** Written directly after the previous token, without whitespace ("500kr", "7-åring"). */
  glued: boolean;
  /** A word written with a dangling hyphen ("mor- och farföräldrar"). */
  dangling: boolean;
}

/**
 * Number: Swedish thousands written with a space ("1 299", only after one or two digits so "200 400" stays two
 * numbers) or a dot followed by three digits ("1.500"); decimals with comma or dot ("1,5k").
 * Word: letters, digits after letters ("ps5"), internal hyphens or apostrophes ("tv-spel"), an optional dangling
 * hyphen ("mor-"). Currency marks ":-", ",-" and ".-" are one symbol.
 */
const TOKEN_PATTERN =
  /(\d{1,2}(?: \d{3})+(?!\d)|\d{1,3}(?:\.\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)|([\p{L}][\p{L}\d]*(?:['-][\p{L}\d]+)*(-(?=\s|$))?)|([:,.]-|[-+<>%/&=~])|([.!?;\n]+)|([,:()"[\]{}]+)/gu;

/** Words often written with a full stop that does not end the sentence ("ca. 500 kr"). */
const ABBREVIATIONS: ReadonlySet<string> = new Set(['ca', 'ung', 'resp', 't', 'ex', 'bl', 'inkl', 'exkl']);

/** Splits normalised text into word, number and symbol tokens with clause information. */
export function tokenize(input: string): Token[] {
  const text = normalizeText(input);
  const tokens: Token[] = [];
  let clause = 0;
  let softBreak = false;
  let lastEnd = -1;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const [whole, number, word, dangling, symbol, hardBreak] = match;
    const start = match.index;
    const glued = start === lastEnd;
    lastEnd = start + whole.length;
    if (hardBreak !== undefined) {
      const previous = tokens.at(-1);
      if (hardBreak === '.' && previous && glued && ABBREVIATIONS.has(previous.text)) continue;
      if (tokens.length > 0) clause += 1;
      softBreak = false;
      continue;
    }
    if (number === undefined && word === undefined && symbol === undefined) {
      softBreak = true;
      continue;
    }
    if (number !== undefined) {
      tokens.push(makeToken(number, 'number', parseDigits(number), clause, softBreak, glued, false));
    } else if (word !== undefined) {
      const clean = dangling === undefined ? word : word.slice(0, -1);
      tokens.push(makeToken(clean, 'word', Number.NaN, clause, softBreak, glued, dangling !== undefined));
    } else if (symbol !== undefined) {
      tokens.push(makeToken(symbol, 'symbol', Number.NaN, clause, softBreak, glued, false));
    }
    softBreak = false;
  }
  return tokens;
}

function makeToken(
  text: string,
  kind: TokenKind,
  value: number,
  clause: number,
  softBreak: boolean,
  glued: boolean,
  dangling: boolean,
): Token {
  return { text, fold: foldDiacritics(text), kind, value, clause, softBreak, glued, dangling };
}

function parseDigits(raw: string): number {
  if (/^\d{1,2}(?: \d{3})+$/.test(raw)) return Number(raw.replace(/ /g, ''));
  if (/^\d{1,3}(?:\.\d{3})+$/.test(raw)) return Number(raw.replace(/\./g, ''));
  return Number(raw.replace(',', '.'));
}

/**
 * Function words, common verbs and generic gift words. They never become keywords or exclusions and are never
 * corrected as typos.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `och eller men fast att som är e var varit vara har hade ha haft ska skall skulle vill ville kan kunde kunna måste
  bör borde får fick få blir blev bli vad vem vilken vilket vilka hur när där här då sen sedan den det de dem denna
  detta dessa en ett min mitt mina din ditt dina sin sitt sina hans hennes hens deras vår vårt våra er ert era jag
  du han hon hen vi ni mig dig honom henne oss sig själv själva till för från med utan på i av om över under efter
  före mot vid hos åt genom mellan inom bland kring runt än så också även bara mycket lite lita mer mest mindre
  minst många flera några någon något nåt nån inget ingen inga alla allt allting annat annan andra helt hel hela
  gärna helst kanske typ ungefär ca cirka nu snart redan alltid aldrig ofta inte ej ju väl nog just precis hej
  hejsan hallå tja tjena present presenter presenten presenterna presentförslag presenttips presentidé presentidéer
  gåva gåvor gåvan gåvorna förslag tips idé idéer grej grejer grejen sak saker saken köpa köper köpt köp köpte
  hitta hittar ge ger gav ges leta letar söker söka sökte behöver behövs önskar önska önskade tänkte tänker undrar
  funderar hjälp hjälpa hjälper år året åren dag dagen dagar gillar gilla gillade älskar älska älskade tycker tycka
  tyckte intresserad intresserade intresserat intresse intressen brinner hobby hobbys hobbies budget budgeten pris
  priset priser kostar kosta kostnad kr kronor krona spänn sek roll gräns gränsen ok okej jo ja nej tack bra fin
  fint fina snygg snyggt snygga gott god goda kul rolig roligt roliga ny nytt nya gammal gammalt gamla stor stort
  stora liten litet små lilla mycket väldigt jätte jättebra super supersnygg perfekt passar passande lämplig
  lämpligt någonting ingenting varje ens dricker äter använder brukar håller sysslar jobbar arbetar bor
  heter kallas verkar känns känner tror vet veta visa visar förstås absolut verkligen mm osv etc egentligen
  dock samt plus minus vilken sådan sådant sådana kommer komma kom går gå gick gör göra gjorde säger sa tar ta tog
  sätter sätta lägga lägger finns fanns tid tiden gång gången gånger person personen personer människa människor
  alls ändå förutom utom istället stället hellre snarare naturligtvis naturligt naturlig naturliga kanon
  säker säkert säkra riktigt heller direkt speciellt särskilt längre ännu lika samma vanlig vanligt vanliga ute
  inne hemma dricka äta åka titta tittar kolla kollar lyssna lyssnar umgås hänga hänger leka leker träffa träffar
  slutar sluta börjar börja fått filter damm`.split(/\s+/),
);

/** Possessive pronouns, which turn "tjej", "kille" and "man" into a partner ("min tjej", "hennes man"). */
export const POSSESSIVES: ReadonlySet<string> = new Set(
  'min mitt mina din ditt dina hans hennes hens sin sitt sina vår vårt våra er ert era deras'.split(' '),
);

/**
 * Number of tokens matched when `pattern` (folded words; a trailing '*' matches any ending) starts at `index`
 * within one clause, or 0.
 */
export function matchWords(tokens: readonly Token[], index: number, pattern: readonly string[]): number {
  const first = tokens[index];
  if (!first) return 0;
  for (let offset = 0; offset < pattern.length; offset += 1) {
    const token = tokens[index + offset];
    const expected = pattern[offset];
    if (!token || expected === undefined || token.clause !== first.clause) return 0;
    if (expected.endsWith('*')) {
      if (!token.fold.startsWith(expected.slice(0, -1))) return 0;
    } else if (token.fold !== expected) return 0;
  }
  return pattern.length;
}

/** A cup or a glass of something ("en kopp kaffe", "ett glas vin"): the drink is meant, not the vessel. */
const VESSELS: ReadonlySet<string> = new Set(['kopp', 'koppen', 'koppar', 'glas', 'glaset']);
const DRINKS =
  /^(kaffe|kaffet|te|teet|the|choklad|chokladen|kakao|vin|vinet|rodvin|vitt|rott|bubbel|champagne|ol|olen|whisky|cider|must|saft|mjolk)$/u;

/** Whether the token is a vessel followed by its drink in the same clause ("kopp" in "en kopp kaffe"). */
export function isVesselOfDrink(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  return (
    !!token &&
    !!next &&
    VESSELS.has(token.fold) &&
    next.clause === token.clause &&
    !next.softBreak &&
    DRINKS.test(next.fold)
  );
}

/** The visitor's own household ("vi har hund", "jag har två katter"): a fact about the home, not a wish. */
const HOUSEHOLD = /^(hund|hunden|hundar|valp|valpen|katt|katten|katter|kattunge|kaniner|kanin|marsvin)$/u;
const HOUSEHOLD_COUNTS: ReadonlySet<string> = new Set(['en', 'ett', 'tva', 'tre', 'fyra', 'stor', 'liten', 'ny']);

/** "Vår", "vårt", "våra" folded. */
const OUR: ReadonlySet<string> = new Set(['var', 'vart', 'vara']);
/** Words that make what follows the recipient ("till vår katt"). */
const TO: ReadonlySet<string> = new Set(['till', 'at', 'for']);

/**
 * Whether the token is a pet of the visitor's own household: "vi har hund så nåt tåligt" and "grannen har passat vår
 * katt" ask for no dog or cat things; "till vår katt" still makes the cat the recipient.
 */
export function isHouseholdFact(tokens: readonly Token[], index: number): boolean {
  if (!HOUSEHOLD.test(tokens[index]?.fold ?? '')) return false;
  if (OUR.has(tokens[index - 1]?.fold ?? '')) return !TO.has(tokens[index - 2]?.fold ?? '');
  let at = index - 1;
  while (at >= 0 && HOUSEHOLD_COUNTS.has(tokens[at]?.fold ?? '')) at -= 1;
  return tokens[at]?.fold === 'har' && ['vi', 'jag'].includes(tokens[at - 1]?.fold ?? '');
}
