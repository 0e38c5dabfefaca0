/**
 * Budgets as Swedes write them. Decisions (documented here, tested in budget.test.ts):
 * - A lone amount is a ceiling: "500 kr", "femhundra kronor", "en tusenlapp" → max.
 * - "runt/omkring/ca/cirka/ungefär/typ 300" and "300 ish" → ±20 % (240–360).
 * - "ett par hundra" → 150–300, "några hundra" → 200–500, "ett par tusen" → 1500–3000, "några tusen" → 2000–5000.
 * - "billigt", "inte så dyrt", "liten budget" → max 200; "dyrt", "lyxigt", "exklusivt", "stor budget" → min 1000.
 *   Numbers win over these words.
 * - "budget spelar ingen roll", "ingen budget", "oavsett pris" → no limits, `unlimited: true`.
 * - Ages ("blir 40", "7-åring", "40 år"), years ("2025"), quantities ("1000 bitar") are not budgets. A number with
 *   neither currency, a budget word nor a qualifier counts only from 100 kr up.
 */
import { numericValue, readAges } from './age.ts';
import { parseNumberPrefix } from './numbers.ts';
import { matchWords, type Token, tokenize } from './text.ts';

export interface BudgetRange {
  min: number | null;
  max: number | null;
  /** The visitor said the price does not matter. */
  unlimited: boolean;
  /** An amount said roughly ("runt tusen"): its floor is a preference, not a limit. */
  approximate?: boolean;
}

export interface BudgetReading {
  budget: BudgetRange | null;
  /** What the budget came from: amounts, price words ("billigt", "lyxigt") or an unlimited phrase. */
  source: 'amount' | 'words' | 'unlimited' | null;
  /** Token indices the budget took up (not read as words afterwards). */
  used: Set<number>;
}

/** Share either side of an approximate amount ("runt 300" → 240–360). */
export const APPROXIMATE_SHARE = 0.2;
/** Ceiling for "billigt" and the like. */
export const CHEAP_MAX = 200;
/** Floor for "dyrt", "lyxigt" and the like. */
export const PRICEY_MIN = 1000;
/** Smallest amount read as a budget without currency, budget word or qualifier. */
const BARE_MINIMUM = 100;

const CURRENCY: ReadonlySet<string> = new Set(['kr', 'kronor', 'krona', 'kronors', 'sek', 'spann', ':-', ',-', '.-']);
const THOUSAND: ReadonlySet<string> = new Set(['tusen', 'k', 'tkr', 'tusenlappar', 'tusenlapp', 'tusingar']);
const HUNDRED: ReadonlySet<string> = new Set([
  'hundra',
  'hundralappar',
  'hundralapp',
  'lappar',
  'hundringar',
  'hunkor',
]);
/** Money slang that is a sum by itself: "en lapp", "en femhunka", "en tusing", "max en tia". */
const SLANG_SUMS: ReadonlyMap<string, number> = new Map([
  ['lapp', 100],
  ['hunka', 100],
  ['femhunka', 500],
  ['femhunkor', 500],
  ['tusing', 1000],
  ['tia', 10],
  ['tjuga', 20],
  ['femtilapp', 50],
]);
/** Slang sums that are also plain nouns ("en lax", "ett lakan"): money only after a qualifier or a budget word. */
const AMBIGUOUS_SUMS: ReadonlyMap<string, number> = new Map([
  ['lax', 1000],
  ['laxar', 1000],
  ['lakan', 1000],
]);
const BUDGET_CONTEXT: ReadonlySet<string> = new Set(
  `budget budgeten budgeterat maxbudget pris priset prisklass prisklassen prisniva prisnivan prisram prisramen ram
  ramen kosta kostar kostnad kostnaden spendera spenderar lagga lagger betala betalar summa summan maxpris`.split(
    /\s+/,
  ),
);
/** Words after a number that make it something else than money. */
const UNITS: ReadonlySet<string> = new Set(
  `ar aret aren aring aringar arig ariga ars manad manader man veckor vecka dagar dag timmar timme minuter st styck
  stycken bitar bit delar gram g kg hg ml cl dl l liter cm mm m meter procent % ganger personer pers gaster barn
  ungar tack grader sidor kalorier kvm spelare deltagare tal talet talist talister sorter kort paket flaskor
  januari februari mars april maj juni juli augusti september oktober november december jan feb apr jun jul aug
  sep sept okt nov dec`.split(/\s+/),
);
/** Words before a number that make it something else than money. */
const BLOCKERS: ReadonlySet<string> = new Set(
  `nummer nr storlek strl stl size version modell klass arskurs ak sida kapitel vecka v rum fyller fyllde fylla
  fyllt blir blev bli kl klockan iphone galaxy ps playstation`.split(/\s+/),
);

type Qualifier = 'max' | 'min' | 'around';

const QUALIFIERS: ReadonlyArray<readonly [readonly string[], Qualifier]> = [
  [['inte', 'mer', 'an'], 'max'],
  // "vill inte lägga / spendera / betala mer än 600".
  [['inte', 'lagga', 'mer', 'an'], 'max'],
  [['inte', 'spendera', 'mer', 'an'], 'max'],
  [['inte', 'betala', 'mer', 'an'], 'max'],
  [['inte', 'ge', 'mer', 'an'], 'max'],
  [['inte', 'lagga', 'over'], 'max'],
  [['inte', 'dyrare', 'an'], 'max'],
  [['inte', 'billigare', 'an'], 'min'],
  [['i', 'narheten', 'av'], 'around'],
  [['nagonstans', 'runt'], 'around'],
  [['inte', 'over'], 'max'],
  [['ej', 'over'], 'max'],
  [['inte', 'under'], 'min'],
  [['mer', 'an'], 'min'],
  [['mindre', 'an'], 'max'],
  [['billigare', 'an'], 'max'],
  [['dyrare', 'an'], 'min'],
  [['lagre', 'an'], 'max'],
  [['hogre', 'an'], 'min'],
  [['upp', 'till'], 'max'],
  [['upp', 'mot'], 'max'],
  [['som', 'mest'], 'max'],
  [['som', 'minst'], 'min'],
  [['strax', 'under'], 'max'],
  [['strax', 'over'], 'min'],
  [['under'], 'max'],
  [['max'], 'max'],
  [['maximalt'], 'max'],
  [['maximum'], 'max'],
  [['hogst'], 'max'],
  [['inom'], 'max'],
  [['uppemot'], 'max'],
  [['<'], 'max'],
  [['over'], 'min'],
  [['minst'], 'min'],
  [['fran'], 'min'],
  [['lagst'], 'min'],
  [['atminstone'], 'min'],
  [['minimum'], 'min'],
  [['>'], 'min'],
  [['runt'], 'around'],
  [['omkring'], 'around'],
  [['kring'], 'around'],
  [['ca'], 'around'],
  [['cirka'], 'around'],
  [['circa'], 'around'],
  [['ungefar'], 'around'],
  [['ung'], 'around'],
  [['typ'], 'around'],
  [['~'], 'around'],
];
const POSTFIX: ReadonlyArray<readonly [readonly string[], Qualifier]> = [
  [['eller', 'mindre'], 'max'],
  [['eller', 'under'], 'max'],
  [['eller', 'billigare'], 'max'],
  [['och', 'nedat'], 'max'],
  [['och', 'nerat'], 'max'],
  [['som', 'mest'], 'max'],
  [['max'], 'max'],
  [['hogst'], 'max'],
  [['eller', 'mer'], 'min'],
  [['eller', 'dyrare'], 'min'],
  [['och', 'uppat'], 'min'],
  [['och', 'over'], 'min'],
  [['eller', 'over'], 'min'],
  [['uppat'], 'min'],
  [['minst'], 'min'],
  [['plus'], 'min'],
  [['+'], 'min'],
  [['eller', 'sa'], 'around'],
  [['typ'], 'around'],
  [['ungefar'], 'around'],
  [['ish'], 'around'],
  [['-', 'ish'], 'around'],
  [['ca'], 'around'],
  [['cirka'], 'around'],
  [['sadar'], 'around'],
  [['sisadar'], 'around'],
];
/** Words that may stand between a qualifier and its amount ("max typ 500", "under ca 300"). */
const FILLERS: ReadonlySet<string> = new Set(['ca', 'cirka', 'typ', 'ungefar', 'kanske', 'absolut', 'helst', 'garna']);

const UNLIMITED: ReadonlyArray<readonly string[]> = [
  ['spelar', 'ingen', 'roll'],
  ['spelar', 'mindre', 'roll'],
  ['ar', 'inte', 'viktig*'],
  ['ingen', 'budget'],
  ['obegransad*'],
  ['oavsett', 'pris*'],
  ['oavsett', 'kostnad*'],
  ['oavsett', 'vad', 'det', 'kostar'],
  ['vad', 'som', 'helst'],
  ['vad', 'det', 'vill'],
  ['ingen', 'ovre', 'grans'],
  ['ingen', 'prisgrans'],
  ['ingen', 'grans'],
  ['kvittar'],
  ['inget', 'problem'],
  ['ingen', 'fraga'],
  ['inte', 'noga'],
  ['inte', 'sa', 'noga'],
];
/** Words that must be near an unlimited phrase ("budgeten spelar ingen roll", not "färgen spelar ingen roll"). */
const MONEY_WORDS = /^(budget|pris|pengar|kostnad|kosta|kostar|summa|belopp|plånbok|prislapp)/;

const CHEAP: ReadonlyArray<readonly string[]> = [
  ['billig'],
  ['billigt'],
  ['billiga'],
  ['billigast*'],
  ['lagbudget'],
  ['budgetvanlig*'],
  ['studentbudget'],
  ['lag', 'budget'],
  ['liten', 'budget'],
  ['snal', 'budget'],
  ['tight', 'budget'],
  ['begransad', 'budget'],
  ['sma', 'pengar'],
  ['inte', 'dyr*'],
  ['inte', 'sa', 'dyr*'],
  ['inte', 'for', 'dyr*'],
  ['inte', 'alltfor', 'dyr*'],
  ['inget', 'dyrt'],
  ['inte', 'kosta', 'mycket'],
  ['inte', 'kosta', 'sa', 'mycket'],
  ['inte', 'kosta', 'for', 'mycket'],
  ['inte', 'kostar', 'sa', 'mycket'],
  ['inte', 'kostar', 'for', 'mycket'],
];
const PRICEY: ReadonlyArray<readonly string[]> = [
  ['dyr'],
  ['dyrt'],
  ['dyra'],
  ['lyx'],
  ['lyxig'],
  ['lyxigt'],
  ['lyxiga'],
  ['lyxpresent'],
  ['exklusiv'],
  ['exklusivt'],
  ['exklusiva'],
  ['pakostad'],
  ['pakostat'],
  ['generos', 'budget'],
  ['stor', 'budget'],
  ['hog', 'budget'],
  ['far', 'kosta'],
  ['far', 'garna', 'kosta'],
];
/** Words before "dyr(t)" that make it a complaint ("för dyrt"), not a wish. */
const NOT_PRICEY_BEFORE: ReadonlySet<string> = new Set(['for', 'alltfor', 'sa', 'inte', 'lite', 'ganska', 'alldeles']);

interface Amount {
  value: number;
  /** Value before a shared multiplier ("1-2 tusen": the 1). */
  base: number;
  start: number;
  /** Last token of the amount, currency included. */
  end: number;
  currency: boolean;
  multiplied: boolean;
  /** Range given in words ("ett par hundra"). */
  range?: readonly [number, number];
  /** A slang word that is also a noun ("en lax"): needs a qualifier or a budget word. */
  ambiguous?: boolean;
}

interface Expression {
  kind: 'range' | Qualifier | 'bare';
  min: number | null;
  max: number | null;
  start: number;
  end: number;
}

function fold(tokens: readonly Token[], index: number): string {
  return tokens[index]?.fold ?? '';
}

/** "tusenlapp", "två tusenlappar", "femhundralapp", "hundring", "femhundring" → amount in kronor. */
function noteValue(word: string): number | null {
  const slang = SLANG_SUMS.get(word);
  if (slang !== undefined) return slang;
  const note = /^(.*?)(lapp|lappar|lappen|lapparna|ing|ingar|ingen)$/.exec(word);
  if (!note) return null;
  const [, prefix = '', suffix = ''] = note;
  if (suffix.startsWith('ing') && !prefix.endsWith('hundr')) return null;
  const number = parseNumberPrefix(suffix.startsWith('ing') ? `${prefix}a` : prefix);
  if (!number || number.length !== (suffix.startsWith('ing') ? prefix.length + 1 : prefix.length)) return null;
  return number.value >= 20 ? number.value : null;
}

function readAmount(tokens: readonly Token[], index: number): Amount | null {
  const token = tokens[index];
  if (!token) return null;
  let value: number | null = null;
  let currency = false;
  let start = index;
  let position = index;
  const nextFold = fold(tokens, index + 1);
  const vague = /^(par|nagra|nagon)$/.test(token.fold) || (token.fold === 'ett' && fold(tokens, index + 1) === 'par');
  if (vague) {
    const offset = token.fold === 'ett' ? 1 : 0;
    const kindWord = token.fold === 'ett' ? 'par' : token.fold;
    const unit = fold(tokens, index + offset + 1);
    const thousand = unit === 'tusen' || unit.startsWith('tusenlapp');
    const hundred = unit === 'hundra' || unit.startsWith('hundralapp') || unit === 'lappar' || unit === 'hundringar';
    if (!thousand && !hundred) return null;
    const scale = thousand ? 1000 : 100;
    const range: readonly [number, number] =
      kindWord === 'par' ? [1.5 * scale, 3 * scale] : kindWord === 'nagra' ? [2 * scale, 5 * scale] : [scale, scale];
    position = index + offset + 1;
    if (CURRENCY.has(fold(tokens, position + 1))) position += 1;
    return { value: range[1], base: range[1], start, end: position, currency: true, multiplied: true, range };
  }
  if (token.kind === 'number') value = token.value;
  else if (token.kind === 'word') {
    const note = noteValue(token.fold);
    if (note !== null) {
      value = note;
      currency = true;
    } else if ((token.fold === 'en' || token.fold === 'ett') && noteValue(nextFold) !== null) {
      value = noteValue(nextFold);
      currency = true;
      position = index + 1;
    } else if ((token.fold === 'en' || token.fold === 'ett') && AMBIGUOUS_SUMS.has(nextFold)) {
      const value = AMBIGUOUS_SUMS.get(nextFold) ?? 0;
      return { value, base: value, start, end: index + 1, currency: true, multiplied: false, ambiguous: true };
    } else if (token.fold === 'en' || token.fold === 'ett') {
      if (!HUNDRED.has(nextFold) && !THOUSAND.has(nextFold)) return null;
      value = 1;
    } else value = numericValue(token);
  }
  if (value === null || !Number.isFinite(value)) return null;
  // "max 3 lax", "runt två lakan": a count of a slang noun, money only after a qualifier or a budget word.
  const slangNoun = position === index ? AMBIGUOUS_SUMS.get(fold(tokens, index + 1)) : undefined;
  if (slangNoun !== undefined && value > 0 && value < 100) {
    const sum = Math.round(value * slangNoun);
    return { value: sum, base: sum, start, end: index + 1, currency: true, multiplied: true, ambiguous: true };
  }
  const base = value;
  let multiplied = false;
  const multiplier = fold(tokens, position + 1);
  if (HUNDRED.has(multiplier) && value < 100) {
    value *= 100;
    multiplied = true;
    position += 1;
    if (multiplier.includes('lapp')) currency = true;
  } else if (THOUSAND.has(multiplier) && value < 1000) {
    value *= 1000;
    multiplied = true;
    position += 1;
    if (multiplier !== 'tusen') currency = true;
  }
  if (CURRENCY.has(fold(tokens, position + 1))) {
    currency = true;
    position += 1;
  } else if (fold(tokens, position + 1) === 'svenska' && fold(tokens, position + 2) === 'kronor') {
    currency = true;
    position += 2;
  }
  if (start > position) start = position;
  return { value: Math.round(value), base, start, end: position, currency, multiplied };
}

function isUnitAfter(tokens: readonly Token[], amount: Amount): boolean {
  if (amount.currency) return false;
  const next = tokens[amount.end + 1];
  if (!next || next.clause !== tokens[amount.end]?.clause) return false;
  const word = next.fold === '-' ? tokens[amount.end + 2] : next;
  if (!word || word.text === 'är') return false;
  return UNITS.has(word.fold) || /^ar(s|ing|ig)/.test(word.fold);
}

function hasBudgetContext(tokens: readonly Token[], start: number): boolean {
  const clause = tokens[start]?.clause;
  for (let index = Math.max(0, start - 4); index < start; index += 1) {
    const token = tokens[index];
    if (token && token.clause === clause && BUDGET_CONTEXT.has(token.fold)) return true;
  }
  return false;
}

/** Qualifier ending right before `start` (fillers allowed in between) and where it starts. */
function qualifierBefore(tokens: readonly Token[], start: number): { kind: Qualifier; start: number } | null {
  let position = start - 1;
  let approximate: { kind: Qualifier; start: number } | null = null;
  for (let steps = 0; steps < 3 && position >= 0; steps += 1) {
    let matched: { kind: Qualifier; start: number } | null = null;
    for (const [pattern, kind] of QUALIFIERS) {
      const from = position - pattern.length + 1;
      if (
        from >= 0 &&
        matchWords(tokens, from, pattern) === pattern.length &&
        tokens[from]?.clause === tokens[start]?.clause
      ) {
        matched = { kind, start: from };
        break;
      }
    }
    if (matched && matched.kind !== 'around') return matched;
    if (matched) approximate ??= matched;
    const word = fold(tokens, position);
    if (!matched && !FILLERS.has(word)) break;
    position = (matched?.start ?? position) - 1;
  }
  return approximate;
}

function qualifierAfter(tokens: readonly Token[], end: number): { kind: Qualifier; end: number } | null {
  for (const [pattern, kind] of POSTFIX) {
    if (matchWords(tokens, end + 1, pattern) === pattern.length && tokens[end + 1]?.clause === tokens[end]?.clause) {
      return { kind, end: end + pattern.length };
    }
  }
  return null;
}

function around(value: number): [number, number] {
  return [Math.round(value * (1 - APPROXIMATE_SHARE)), Math.round(value * (1 + APPROXIMATE_SHARE))];
}

function readExpressions(tokens: readonly Token[], skip: ReadonlySet<number>): Expression[] {
  const expressions: Expression[] = [];
  let index = 0;
  while (index < tokens.length) {
    const amount = skip.has(index) ? null : readAmount(tokens, index);
    if (!amount) {
      index += 1;
      continue;
    }
    const expression = interpret(tokens, amount, skip);
    if (expression) {
      expressions.push(expression);
      index = expression.end + 1;
    } else index = amount.end + 1;
  }
  return expressions;
}

function interpret(tokens: readonly Token[], amount: Amount, skip: ReadonlySet<number>): Expression | null {
  const previous = fold(tokens, amount.start - 1);
  if (BLOCKERS.has(previous) && !amount.currency) return null;
  // A second amount after "-", "till", "och" (after "mellan") or "à" makes a range.
  const joiner = fold(tokens, amount.end + 1);
  const qualifier = qualifierBefore(tokens, amount.start);
  const between = previous === 'mellan';
  let second: Amount | null = null;
  if (['-', 'till', 'a', 'à'].includes(joiner) || (between && joiner === 'och')) {
    const candidate = skip.has(amount.end + 2) ? null : readAmount(tokens, amount.end + 2);
    if (candidate && !candidate.range && fold(tokens, candidate.end + 1) !== '-') second = candidate;
  }
  if (second && !amount.range) {
    const currency = amount.currency || second.currency;
    let low = amount.value;
    if (!amount.multiplied && second.multiplied && amount.base <= second.base) {
      low = Math.round((amount.value * second.value) / second.base);
    }
    // "3-400 kr", "2-3000": the first figure shares the second's hundreds or thousands.
    const scale = second.value >= 1000 && second.value % 1000 === 0 ? 1000 : second.value % 100 === 0 ? 100 : 0;
    const digits = tokens[amount.start]?.kind === 'number' && tokens[amount.end + 2]?.kind === 'number';
    if (digits && !second.multiplied && scale > 0 && low >= 1 && low <= 9 && low * scale < second.value) low *= scale;
    const high = second.value;
    const unit = isUnitAfter(tokens, second) || (!amount.currency && isUnitAfter(tokens, amount));
    const context =
      currency || second.multiplied || hasBudgetContext(tokens, amount.start) || between || qualifier !== null;
    const plausible = context ? Math.max(low, high) >= 1 : Math.min(low, high) >= BARE_MINIMUM;
    if (!unit && plausible && !isYearPair(low, high)) {
      const start = qualifier?.start ?? (between ? amount.start - 1 : amount.start);
      const end = qualifierAfter(tokens, second.end)?.end ?? second.end;
      return { kind: 'range', min: Math.min(low, high), max: Math.max(low, high), start, end };
    }
    if (unit) return null;
  }
  if (amount.range) {
    const start = qualifier?.start ?? amount.start;
    if (qualifier?.kind === 'max') return { kind: 'max', min: null, max: amount.range[1], start, end: amount.end };
    if (qualifier?.kind === 'min') return { kind: 'min', min: amount.range[0], max: null, start, end: amount.end };
    return { kind: 'range', min: amount.range[0], max: amount.range[1], start, end: amount.end };
  }
  if (isUnitAfter(tokens, amount)) return null;
  const postfix = qualifierAfter(tokens, amount.end);
  if (amount.ambiguous && !qualifier && !postfix && !hasBudgetContext(tokens, amount.start)) return null;
  const kind = qualifier?.kind ?? postfix?.kind ?? 'bare';
  const context = amount.currency || amount.multiplied || hasBudgetContext(tokens, amount.start);
  const value = amount.value;
  if (value <= 0 || value > 10_000_000) return null;
  if (!context) {
    if (value < BARE_MINIMUM) return null;
    const digits = tokens[amount.start]?.kind === 'number';
    if (kind === 'bare' && digits && Number.isInteger(value) && value >= 1900 && value <= 2100) return null;
  }
  const start = qualifier?.start ?? amount.start;
  const end = postfix?.end ?? amount.end;
  if (kind === 'max' || kind === 'bare') return { kind, min: null, max: value, start, end };
  if (kind === 'min') return { kind, min: value, max: null, start, end };
  const [low, high] = around(value);
  return { kind, min: low, max: high, start, end };
}

/** "2024-25", "2020-2025": years, not prices. */
function isYearPair(low: number, high: number): boolean {
  const isYear = (value: number) => value >= 1900 && value <= 2100;
  return isYear(low) && (high < 100 || isYear(high));
}

function anyPattern(tokens: readonly Token[], patterns: ReadonlyArray<readonly string[]>): number[] | null {
  for (let index = 0; index < tokens.length; index += 1) {
    for (const pattern of patterns) {
      const length = matchWords(tokens, index, pattern);
      if (length > 0) return Array.from({ length }, (_, offset) => index + offset);
    }
  }
  return null;
}

function findUnlimited(tokens: readonly Token[]): number[] | null {
  for (let index = 0; index < tokens.length; index += 1) {
    for (const pattern of UNLIMITED) {
      const length = matchWords(tokens, index, pattern);
      if (length === 0) continue;
      const clause = tokens[index]?.clause;
      const near = tokens.filter(
        (token, position) =>
          token.clause === clause &&
          position >= index - 5 &&
          position <= index + length + 4 &&
          MONEY_WORDS.test(token.text),
      );
      const selfExplaining = pattern[0] === 'ingen' || pattern[0] === 'oavsett' || pattern[0] === 'obegransad*';
      if (near.length > 0 || selfExplaining) return Array.from({ length }, (_, offset) => index + offset);
    }
  }
  return null;
}

function findPricey(tokens: readonly Token[]): boolean {
  for (let index = 0; index < tokens.length; index += 1) {
    for (const pattern of PRICEY) {
      if (matchWords(tokens, index, pattern) === 0) continue;
      if (pattern[0]?.startsWith('dyr') && NOT_PRICEY_BEFORE.has(fold(tokens, index - 1))) continue;
      if (pattern[0] === 'far' && ['inte', 'ej'].includes(fold(tokens, index - 1))) continue;
      if (['inte', 'ej', 'inget', 'ingen', 'utan'].includes(fold(tokens, index - 1))) continue;
      return true;
    }
  }
  return false;
}

/** Words after an amount that make it each giver's share ("50 kr var", "100 kr per person"). */
const PER_PERSON: ReadonlyArray<readonly string[]> = [
  ['var'],
  ['vardera'],
  ['per', 'person'],
  ['per', 'pers'],
  ['per', 'nuna'],
  ['per', 'skalle'],
  ['each'],
];
/** Words after a count that make it the givers ("vi är 10 st", "fem kollegor", "tio av oss"). */
const GIVERS_AFTER = /^(personer|pers|st|stycken|kollegor|kompisar|vanner|av|som|barn|foraldrar|grannar)$/;
/** The most givers a pooled present is read for. */
const MOST_GIVERS = 200;

/**
 * How many share the present, when the amount is each one's share: "vi är 10 som lägger 50 kr var" → 10, "fem
 * kollegor, 100 kr per person" → 5; null when the amount is not per person or no count of givers is said.
 */
function giversOf(tokens: readonly Token[], expression: Expression, skip: ReadonlySet<number>): number | null {
  if (!PER_PERSON.some((pattern) => matchWords(tokens, expression.end + 1, pattern) === pattern.length)) return null;
  for (let index = 0; index < tokens.length; index += 1) {
    if (skip.has(index) || (index >= expression.start && index <= expression.end)) continue;
    const value = numericValue(tokens[index]);
    if (value === null || !Number.isInteger(value) || value < 2 || value > MOST_GIVERS) continue;
    const weAre = fold(tokens, index - 2) === 'vi' && /^(ar|e)$/.test(fold(tokens, index - 1));
    // "julklapp till 15 kollegor", "till kollegorna, 15 st": those are the ones the presents are for, each its own.
    const forThem = [1, 2, 3].some((back) => /^(till|at|for)$/.test(fold(tokens, index - back)));
    if (weAre || (!forThem && GIVERS_AFTER.test(fold(tokens, index + 1)))) return value;
  }
  return null;
}

/** Reads a budget from tokens, skipping tokens already read as ages. */
export function readBudget(tokens: readonly Token[], skip: ReadonlySet<number> = new Set()): BudgetReading {
  const used = new Set<number>();
  let min: number | null = null;
  let max: number | null = null;
  let approximate = false;
  for (const read of readExpressions(tokens, skip)) {
    // Each giver's share times the givers: the present's budget.
    const givers = giversOf(tokens, read, skip);
    const times = (value: number | null) => (value === null || givers === null ? value : value * givers);
    const expression = { ...read, min: times(read.min), max: times(read.max) };
    for (let index = expression.start; index <= expression.end; index += 1) used.add(index);
    approximate = expression.kind === 'around';
    if (expression.kind === 'range' || expression.kind === 'around') {
      min = expression.min;
      max = expression.max;
    } else if (expression.kind === 'min') {
      min = expression.min;
      if (max !== null && min !== null && max < min) max = null;
    } else {
      max = expression.max;
      if (max !== null && min !== null && min > max) min = null;
    }
  }
  const unlimited = findUnlimited(tokens);
  if (unlimited) for (const index of unlimited) used.add(index);
  if (min !== null || max !== null) {
    const budget = { min, max, unlimited: unlimited !== null && max === null, ...(approximate ? { approximate } : {}) };
    return { budget, source: 'amount', used };
  }
  if (unlimited) return { budget: { min: null, max: null, unlimited: true }, source: 'unlimited', used };
  if (anyPattern(tokens, CHEAP)) {
    return { budget: { min: null, max: CHEAP_MAX, unlimited: false }, source: 'words', used };
  }
  if (findPricey(tokens)) return { budget: { min: PRICEY_MIN, max: null, unlimited: false }, source: 'words', used };
  return { budget: null, source: null, used };
}

/**
 * Budget in a Swedish text: `{ min, max, unlimited }` in kronor, or null when the text names no budget.
 * "under 500 kr" → max 500; "runt 300" → 240–360; "200-400 kr", "mellan 200 och 400", "från 300 till 600" → ranges;
 * "minst 500" → min 500; "budget spelar ingen roll" → unlimited; "billigt" → max 200; "lyxigt" → min 1000.
 */
export function parseBudget(text: string): BudgetRange | null {
  const tokens = tokenize(text);
  return readBudget(tokens, readAges(tokens).used).budget;
}
