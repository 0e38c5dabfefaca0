/**
 * Ages in Swedish gift requests: "blir 40", "fyller 50", "fyra år", "7-åring", "sjuåring", "50-årsdag",
 * "i 30-årsåldern", "8 månader", "barnen är 4 och 7".
 */
import { resolveWord } from './lookup.ts';
import { parseNumberPrefix, parseNumberWord } from './numbers.ts';
import type { Token } from './text.ts';

export interface AgeReading {
  /** Ages in years, in text order. */
  ages: number[];
  /** The text names a birthday through the age ("fyller 50", "50-årsdag"). */
  birthday: boolean;
  /** Token indices the ages took up (never read as budgets). */
  used: Set<number>;
}

const MAX_AGE = 120;
/** Verbs before an age that also make it a birthday. */
const BIRTHDAY_VERBS: ReadonlySet<string> = new Set(['fyller', 'fyllde', 'fylla', 'fyllt', 'blir', 'blev', 'bli']);
/** Words between such a verb and the age ("fyller snart 40", "blir hela 90"). */
const VERB_FILLERS: ReadonlySet<string> = new Set(['snart', 'nu', 'hela', 'jamna', 'jamnt', 'da', 'ju', 'alltsa']);
/** Words before "N år" (or weeks, months) that make it a duration, not an age ("i 25 år", "för 10 år sedan"). */
const DURATION_BEFORE: ReadonlySet<string> = new Set([
  'i',
  'om',
  'for',
  'sedan',
  'efter',
  'varje',
  'per',
  'inom',
  'senaste',
  'sista',
  'forsta',
  'nagra',
]);
const DURATION_AFTER: ReadonlySet<string> = new Set(['sedan', 'tillsammans', 'gifta', 'gift', 'garanti', 'till']);
/** Subjects of "är N" that count people, not an age ("vi är 3", "det är 10"). */
const GIVER_SUBJECTS: ReadonlySet<string> = new Set(['vi', 'jag', 'ni', 'det', 'de', 'dom']);
/** Words that may follow an age after "är" ("hon är 40 och …", "han är 7 nu"). */
const AFTER_AGE: ReadonlySet<string> = new Set(['och', 'eller', 'gammal', 'gamla', 'nu', 'snart', 'i', 'men', 'som']);
/** Words after a number that make it a count, not an age ("15 st", "8 personer"). */
const COUNT_WORDS: ReadonlySet<string> = new Set(['st', 'stycken', 'styck', 'pers', 'personer']);
const BUDGET_WORDS: ReadonlySet<string> = new Set(['budget', 'budgeten', 'pris', 'priset', 'kostnad', 'kostnaden']);
const CURRENCY: ReadonlySet<string> = new Set(['kr', 'kronor', 'krona', 'sek', 'spann', ':-', ',-', '.-', 'k', 'tkr']);
/** Endings glued to an age: "åring", "årig", "års", "årsdag", "årskalas", "årsåldern"… (folded). */
const YEAR_UNIT =
  /^ar(ing|ingen|ingar|ingarna|ingens|ig|iga|s|sdag|sdagen|skalas|skalaset|sfest|sfesten|spresent|spresenten|sfirande|sjubileum|saldern|salder)?$/;
const BIRTHDAY_UNIT = /^ars(dag|dagen|kalas|kalaset|fest|festen|present|presenten|firande|jubileum)$/;
const BIRTHDAY_NEXT: ReadonlySet<string> = new Set(['dag', 'kalas', 'fest', 'present', 'firande', 'presenten']);
/** Colloquial words for years of age: "15 bast", "sexton vårar". */
const YEAR_SLANG: ReadonlySet<string> = new Set(['bast', 'varar']);

/**
 * Value of a number token or a number word ("sju", "fyrtio"), or null. "en"/"ett" count only with
 * `allowArticle` ("ett år"), since they are usually articles.
 */
export function numericValue(token: Token | undefined, allowArticle = false): number | null {
  if (!token) return null;
  if (token.kind === 'number') return token.value;
  if (token.kind !== 'word') return null;
  if (!allowArticle && (token.fold === 'en' || token.fold === 'ett')) return null;
  return parseNumberWord(token.fold);
}

function isCurrency(token: Token | undefined): boolean {
  return token !== undefined && CURRENCY.has(token.fold);
}

function isPerson(token: Token | undefined): boolean {
  if (token?.kind !== 'word') return false;
  return resolveWord(token.text)?.parts.some((part) => part.entry.concept.recipient !== undefined) ?? false;
}

/** The word before an age, skipping fillers ("fyller snart 40" → fyller). */
function verbBefore(tokens: readonly Token[], index: number): Token | undefined {
  let position = index - 1;
  while (position >= 0 && VERB_FILLERS.has(tokens[position]?.fold ?? '')) position -= 1;
  return tokens[position];
}

/** Finds ages (and birthdays given through an age) in the tokens. */
export function readAges(tokens: readonly Token[]): AgeReading {
  const found: Array<{ index: number; age: number }> = [];
  const used = new Set<number>();
  let birthday = false;
  const addAge = (index: number, age: number, span: readonly number[]) => {
    if (!Number.isInteger(age) || age < 0 || age > MAX_AGE) return false;
    if (!found.some((item) => item.index === index)) found.push({ index, age });
    for (const position of span) used.add(position);
    return true;
  };
  // Earlier ages in a list: "4 och 7 år", "3-5 år", "3 till 5 år".
  const addListBefore = (index: number) => {
    let position = index;
    while (position >= 2) {
      const joiner = tokens[position - 1];
      const value = numericValue(tokens[position - 2]);
      if (!joiner || value === null || !['och', 'eller', '-', 'till'].includes(joiner.fold)) break;
      if (!addAge(position - 2, value, [position - 2, position - 1])) break;
      position -= 2;
    }
  };

  tokens.forEach((token, index) => {
    // A word that is a number plus an age ending: "sjuåring", "femtioårsdag", "tvåårig".
    if (token.kind === 'word') {
      const prefix = parseNumberPrefix(token.fold);
      if (prefix && prefix.length < token.fold.length) {
        const rest = token.fold.slice(prefix.length);
        if (YEAR_UNIT.test(rest) && rest !== 'ar' && rest !== 'ars' && addAge(index, prefix.value, [index])) {
          if (BIRTHDAY_UNIT.test(rest)) birthday = true;
          return;
        }
      }
    }
    const value = numericValue(token, true);
    if (value === null) return;
    const previous = tokens[index - 1];
    const next = tokens[index + 1];

    // "N år", "N-åring", "N-årsdag", "N års kalas", "N månader".
    const unitIndex = next?.fold === '-' ? index + 2 : index + 1;
    const unit = tokens[unitIndex];
    if (unit?.kind === 'word' && unit.clause === token.clause) {
      if (YEAR_UNIT.test(unit.fold) || YEAR_SLANG.has(unit.fold)) {
        const isYear = value >= 1900 && value <= 2100;
        const plainYears = unit.fold === 'ar' || YEAR_SLANG.has(unit.fold);
        const after = tokens[unitIndex + 1];
        const duration =
          plainYears &&
          ((previous !== undefined && DURATION_BEFORE.has(previous.fold)) ||
            (after !== undefined && DURATION_AFTER.has(after.fold)));
        if (
          !isYear &&
          !duration &&
          addAge(index, value, [index, unitIndex, ...(unitIndex > index + 1 ? [index + 1] : [])])
        ) {
          if (
            BIRTHDAY_UNIT.test(unit.fold) ||
            (unit.fold === 'ars' && after && BIRTHDAY_NEXT.has(after.fold)) ||
            BIRTHDAY_VERBS.has(verbBefore(tokens, index)?.fold ?? '')
          ) {
            birthday = true;
          }
          addListBefore(index);
          return;
        }
      }
      const months = /^(månad|månader|månaders|mån|manad|manader)$/.test(unit.text);
      // "8 månader", "tre veckor gammal"; not "i två veckor" or "om tre månader" (a duration).
      if ((months || /^(veckor|veckors|vecka)$/.test(unit.fold)) && !DURATION_BEFORE.has(previous?.fold ?? '')) {
        const years = months ? Math.floor(value / 12) : 0;
        if (addAge(index, years, [index, unitIndex])) return;
      }
    }

    // "kvinna 65+", "pensionär över 70", "barn under 5": a bound on the age right after a person.
    if (value < 100 && !isCurrency(tokens[index + 2]) && !isCurrency(next)) {
      if (next?.text === '+' && isPerson(tokens[index - 1]) && addAge(index, value, [index, index + 1])) return;
      if (
        (previous?.fold === 'over' || previous?.fold === 'under') &&
        isPerson(tokens[index - 2]) &&
        addAge(index, value, [index - 1, index])
      ) {
        return;
      }
    }

    // "sonen 17", "dottern 15": a number under 100 right after a person, with no currency, is the person's age
    // ("kollegorna, 15 st" is a count).
    if (
      token.kind === 'number' &&
      !COUNT_WORDS.has(next?.fold ?? '') &&
      value > 0 &&
      value < 100 &&
      previous?.clause === token.clause &&
      isPerson(previous) &&
      !isCurrency(next) &&
      !(next?.clause === token.clause && !next.softBreak && isCurrency(tokens[index + 2])) &&
      addAge(index, value, [index])
    ) {
      return;
    }

    // "fyller 40", "blir snart 7", "han är 7", "barnen är 4 och 7".
    const verb = verbBefore(tokens, index);
    const verbIndex = verb ? tokens.indexOf(verb) : -1;
    if (!verb || verb.clause !== token.clause || isCurrency(next) || numericValue(token) === null) return;
    const birthdayVerb = BIRTHDAY_VERBS.has(verb.fold);
    // "han är 7", but not "vi är 3 syskon" or "vi är 10 st" (a count of givers).
    const subject = tokens[verbIndex - 1];
    const countedNoun = next !== undefined && next.clause === token.clause && !next.softBreak && next.kind === 'word';
    const beVerb =
      (verb.text === 'är' || verb.text === 'e' || verb.fold === 'ar') &&
      value <= 100 &&
      !(subject && GIVER_SUBJECTS.has(subject.fold)) &&
      !(countedNoun && !AFTER_AGE.has(next.fold)) &&
      !tokens.slice(Math.max(0, verbIndex - 3), verbIndex).some((word) => BUDGET_WORDS.has(word.fold));
    if (!birthdayVerb && !beVerb) return;
    if (!addAge(index, value, [index])) return;
    if (birthdayVerb) birthday = true;
    // Following ages in a list: "är 4 och 7".
    let position = index;
    while (true) {
      const joiner = tokens[position + 1];
      const more = numericValue(tokens[position + 2]);
      if (!joiner || more === null || !['och', 'eller', '-'].includes(joiner.fold) || isCurrency(tokens[position + 3]))
        break;
      if (!addAge(position + 2, more, [position + 1, position + 2])) break;
      position += 2;
    }
  });

  found.sort((a, b) => a.index - b.index);
  return { ages: found.map((item) => item.age), birthday, used };
}
