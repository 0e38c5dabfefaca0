/**
 * Word lookup against the lexicon: exact forms, forms typed without å/ä/ö, inflected forms (endings stripped and
 * checked against the lexicon), typos (one edit on words of five letters or more) and compounds
 * ("kaffeälskare" → kaffe + -älskare, "julklappstips" → julklapp + -tips).
 */

import { foldDiacritics } from '../../lib/swedish-text.ts';
import { type Entry, formsOfEntry, type HeadKind, headKind, LEXICON } from './lexicon.ts';
import { STOPWORDS } from './text.ts';

export type PartRole = 'whole' | 'modifier' | 'head';

export interface ResolvedPart {
  entry: Entry;
  role: PartRole;
}

export interface Resolution {
  how: 'exact' | 'inflected' | 'typo' | 'compound';
  parts: readonly ResolvedPart[];
  /** Kind of a meaning-free compound head ("-älskare" likes, "-present" gift). */
  headKind: HeadKind | null;
}

interface FuzzyItem {
  form: string;
  entry: Entry;
}

const exact = new Map<string, Entry>();
const folded = new Map<string, Entry>();
/** Genitive forms ("frus", "mors"): never the result of stripping an ending ("frusen" is not "frus" + en). */
const genitives = new Set<string>();
const fuzzyForms = new Map<string, Entry>();
const fuzzyDeletions = new Map<string, FuzzyItem[]>();
const conflicts: string[] = [];

function deletionsOf(word: string): string[] {
  const result: string[] = [];
  for (let index = 0; index < word.length; index += 1) result.push(word.slice(0, index) + word.slice(index + 1));
  return result;
}

for (const entry of LEXICON) {
  const forms = formsOfEntry(entry);
  for (const form of forms) if (form.endsWith('s') && forms.includes(form.slice(0, -1))) genitives.add(form);
  for (const form of forms) {
    const existing = exact.get(form);
    if (existing && existing !== entry) conflicts.push(form);
    else exact.set(form, entry);
    const fold = foldDiacritics(form);
    if (fold !== form && fold.length >= 4 && !folded.has(fold)) folded.set(fold, entry);
    if (fold.length >= 5 && !fuzzyForms.has(fold)) {
      fuzzyForms.set(fold, entry);
      for (const deletion of deletionsOf(fold)) {
        const list = fuzzyDeletions.get(deletion);
        const item = { form: fold, entry };
        if (list) list.push(item);
        else fuzzyDeletions.set(deletion, [item]);
      }
    }
  }
}

/** Forms listed under two different entries (the first listing wins); for the lexicon's own tests. */
export function lexiconConflicts(): readonly string[] {
  return conflicts;
}

/**
 * A form as written, or typed without diacritics ("tradgard" → trädgård). Short words (under four letters) only
 * match exactly, so "får" never reads as "far" and "van" never as "vän".
 */
export function lookupSurface(word: string, foldTyped = true): Entry | undefined {
  const hit = exact.get(word);
  if (hit) return hit;
  const fold = foldDiacritics(word);
  if (fold === word) return folded.get(word);
  // Typed with some diacritics but not all ("tradgård"): only for whole words of five letters or more, and only
  // for a form that has them ("väntar" is no "vantar").
  if (foldTyped && word.length >= 5) return folded.get(fold);
  return undefined;
}

/** Endings tried when stripping, longest first. */
const SUFFIXES = [
  'ornas',
  'arnas',
  'ernas',
  'orna',
  'arna',
  'erna',
  'ande',
  'ende',
  'ade',
  'ens',
  'ets',
  'ans',
  'ars',
  'ers',
  'ors',
  'nas',
  'ns',
  'na',
  'en',
  'et',
  'an',
  'ar',
  'er',
  'or',
  'at',
  'ad',
  'de',
  'te',
  't',
  's',
  'n',
  'a',
  'e',
];
/** Endings that may be stripped down to a three-letter word ("mors" → mor, "vinet" → vin, but not "mora"). */
const SHORT_SUFFIXES: ReadonlySet<string> = new Set(['s', 'en', 'et', 'ens', 'ets', 'er', 'ar', 'ns']);
const CONSONANT_LRN = /[^aeiouyåäöé][lrn]$/;
const DOUBLE_END = /([bdfgklmnprstv])\1$/;

/** Endings that replace a final -a or -e ("mammor" → mamma, "pojkar" → pojke, "bakade" → baka). */
const REPLACING_SUFFIXES: ReadonlySet<string> = new Set(
  'ornas arnas ernas orna arna erna ors ars ers or ar er ade ande ende at ad de te na nas'.split(' '),
);

function baseCandidates(base: string, suffix: string): string[] {
  const list = REPLACING_SUFFIXES.has(suffix) ? [base, `${base}a`, `${base}e`] : [base];
  if (DOUBLE_END.test(base) && base.length >= 5) list.push(base.slice(0, -1));
  if (CONSONANT_LRN.test(base)) list.push(`${base.slice(0, -1)}e${base.slice(-1)}`);
  return list;
}

/** Inflected form → lexicon entry by stripping an ending ("kollegorna" → kollega, "trädgården" → trädgård). */
export function lemmatize(word: string): Entry | undefined {
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 2) continue;
    for (const candidate of baseCandidates(word.slice(0, -suffix.length), suffix)) {
      if (candidate === word || genitives.has(candidate)) continue;
      const entry = lookupSurface(candidate, false);
      if (!entry) continue;
      const length = foldDiacritics(candidate).length;
      if (length >= 4 || (length === 3 && SHORT_SUFFIXES.has(suffix))) return entry;
    }
  }
  return undefined;
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const NEIGHBOURS = new Map<string, Set<string>>();
KEYBOARD_ROWS.forEach((row, rowIndex) => {
  [...row].forEach((key, column) => {
    const around = [
      row[column - 1],
      row[column + 1],
      KEYBOARD_ROWS[rowIndex - 1]?.[column],
      KEYBOARD_ROWS[rowIndex - 1]?.[column + 1],
      KEYBOARD_ROWS[rowIndex + 1]?.[column - 1],
      KEYBOARD_ROWS[rowIndex + 1]?.[column],
    ];
    const set = NEIGHBOURS.get(key) ?? new Set<string>();
    for (const other of around) if (other) set.add(other);
    NEIGHBOURS.set(key, set);
  });
});

function neighbours(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && (NEIGHBOURS.get(a)?.has(b) ?? false);
}

/**
 * Whether `typed` is a plausible typo of `form` (both folded): swapped neighbours ("kolelga"), a doubled or
 * dropped double letter ("tränning"), a neighbouring key or a dropped last letter ("julklap", seven letters or
 * more), or any single edit in words of nine letters or more. Plain Swedish words one letter apart ("badar"/"bakar") are not.
 */
function plausibleTypo(typed: string, form: string): boolean {
  if (typed === form) return false;
  const long = Math.min(typed.length, form.length) >= 9;
  if (typed.length === form.length) {
    const diffs: number[] = [];
    for (let index = 0; index < typed.length; index += 1) {
      if (typed[index] !== form[index]) {
        diffs.push(index);
        if (diffs.length > 2) return false;
      }
    }
    const [first, second] = diffs;
    if (first === undefined) return false;
    if (second === undefined) {
      return long || (typed.length >= 7 && neighbours(typed[first], form[first]));
    }
    return second === first + 1 && typed[first] === form[second] && typed[second] === form[first];
  }
  if (Math.abs(typed.length - form.length) !== 1) return false;
  const [shorter, longer] = typed.length < form.length ? [typed, form] : [form, typed];
  let index = 0;
  while (index < shorter.length && shorter[index] === longer[index]) index += 1;
  if (shorter.slice(index) !== longer.slice(index + 1)) return false;
  const extra = longer[index];
  const doubled = extra === longer[index - 1] || extra === longer[index + 1];
  const fromNeighbourKey = neighbours(extra, longer[index - 1]) || neighbours(extra, longer[index + 1]);
  const missingLast = index === longer.length - 1 && longer.length >= 6;
  return doubled || long || (longer.length >= 7 && (fromNeighbourKey || missingLast));
}

/** Entry a plausible typo away from a folded word of at least five letters, when exactly one entry is that close. */
function fuzzy(fold: string): Entry | undefined {
  if (fold.length < 5) return undefined;
  const found = new Set<Entry>();
  const consider = (items: readonly FuzzyItem[] | undefined) => {
    for (const item of items ?? []) if (plausibleTypo(fold, item.form)) found.add(item.entry);
  };
  consider(fuzzyDeletions.get(fold));
  for (const deletion of deletionsOf(fold)) {
    const entry = fuzzyForms.get(deletion);
    if (entry && plausibleTypo(fold, deletion)) found.add(entry);
    consider(fuzzyDeletions.get(deletion));
  }
  if (found.size !== 1) return undefined;
  return found.values().next().value;
}

/**
 * Real Swedish words that are one plausible typo away from a lexicon form ("tärning" is not "träning", "hundra" not
 * "hundar"): never corrected.
 */
const NOT_TYPOS: ReadonlySet<string> = new Set(
  `anställd anställde avställda barmens begagna begagnar begagnas bevisar bevisen bevisens blossen bokningen
  brännarna bröden brödens buskiga bussig bussiga bägaren bägares diskade diskare dofters domäner dopat doppas
  doppet dramerna eonerna fadder faddern fadderns farans faras faserna fastar filtren fliten frasa friskade
  friskar friskare fränare fräsa fuskade fuskare fylleri färderna färjors fästen fästes fästets fångets fårans
  förlova förlovas förändrar föråldrad föråldrat förövad förövar förövat fötters gagnet gagnets galningar
  gerilla granar granen granens granna gräver grånade gäckade gästers gångers gårdarna handhöll hindarna
  hundra hälsandet hängets hålas ikläder inledning inledningen inställda jullen kameral kappornas kilar
  kilarna kilen kinderna klamrat klarare klottrare kokte konserver konverter kopplar kopplen kullarna kättens
  kätteri kårarna köparen köpen laddade laddar listiga lunderna läsåren läsåret lätet lårarnas lårars låsnings
  låtarna lödningen lösningen mallar maskans maskens matbord matningar meritera meriterar modernes morans
  moras motser mäklade mäskens mätglas mätningar månen månens måtten mördar mördarna mörtars nålen olustig
  olustiga opersonlig opersonliga opersonligt otacksamhet pensionaten pensionatens pilarna poeters puppornas
  pölarnas raderna rasters reorna reset räderna räkningen rånade rånare rånaren rånarna rötters samerna
  sjunget skröna smickra smickrar sorten spring spränga sprängd sprängs sprängt spröt stockar svages svarar
  svarvar svärtar syran syrans sängar sängars sömnens talat tidning tjällen torsdagen tranbär trillar tränsar
  tränsarna trådningen trånad trånades trånats täckare tärna tärning tärningen tårna ugnar ugnarna ugnen
  vassen vinner viskade vädren vändningar vårarna vårdarnas vårdens zonerna ändringar ångare återfunna
  återfunnen återfunnet östra`.split(/\s+/),
);

/**
 * Ordinary words that an ending, a typo or a compound split would misread as gift words ("sprider" is not
 * "sp" + "rider", "nybakade" is no baking, "stället" is no stable): never resolved.
 */
const PLAIN_WORDS: ReadonlySet<string> = new Set(
  `sprida sprider spred spritt spridare nybakad nybakade nybakat inbakad inbakade inbakat ställe stället ställen
  meter metern metrar strider akvariefisk akvariefiskar akvariefiskarna kryddad kryddat kryddade kryddig kryddigt
  kryddiga`.split(/\s+/),
);

function fuzzyWord(word: string): Entry | undefined {
  const fold = foldDiacritics(word);
  // "väntar" is no "vantar": a word typed with å, ä or ö that is another listed word without them is not a typo.
  if (NOT_TYPOS.has(word) || (fold !== word && exact.has(fold))) return undefined;
  return fuzzy(fold);
}

const SHORT_MODIFIERS: ReadonlySet<string> = new Set(['te', 'tv', 'öl']);
/** Two-letter heads a compound may end in, as written ("julöl", "påsköl"); "te" is left out (past tenses: "läste"). */
const SHORT_HEADS: ReadonlySet<string> = new Set(['öl']);

interface Modifier {
  entry: Entry;
  /** The part is the entry's canonical word ("kaffe", "fiske"), not just any form of it. */
  canonical: boolean;
}

/** First part of a compound: a lexicon form, possibly with a linking -s ("tränings-") or -e/-o/-u for -a. */
function modifierEntry(prefix: string, foldTyped: boolean): Modifier | undefined {
  const candidates: Array<[string, boolean]> = [[prefix, foldTyped]];
  if (prefix.endsWith('s')) candidates.push([prefix.slice(0, -1), foldTyped]);
  if (/[eou]$/.test(prefix)) candidates.push([`${prefix.slice(0, -1)}a`, false]);
  if (prefix.length >= 4) candidates.push([`${prefix}a`, false], [`${prefix}e`, false]);
  for (const [candidate, fold] of candidates) {
    if (candidate.length < 3 && !SHORT_MODIFIERS.has(candidate)) continue;
    const entry = lookupSurface(candidate, fold);
    if (entry && !entry.concept.contextual && !entry.concept.headless) {
      return { entry, canonical: foldDiacritics(entry.word) === foldDiacritics(candidate) };
    }
  }
  return undefined;
}

interface Head {
  entry?: Entry;
  kind?: HeadKind;
  /** The head is a lexicon form as written (not an inflection found by stripping). */
  exact: boolean;
}

function headOf(word: string, foldTyped: boolean): Head | null {
  const fold = foldDiacritics(word);
  const kind = headKind(fold) ?? headKind(fold.replace(/(en|er|ar|or|na|a|e|n|s|t)$/, ''));
  if (kind) return { kind, exact: true };
  const exact = lookupSurface(word, foldTyped);
  if (exact) return exact.concept.contextual || exact.concept.headless ? null : { entry: exact, exact: true };
  const inflected = word.length >= 5 ? lemmatize(word) : undefined;
  return inflected && !inflected.concept.contextual && !inflected.concept.headless
    ? { entry: inflected, exact: false }
    : null;
}

interface CompoundSplit {
  score: number;
  modifier: Entry | undefined;
  head: Entry | undefined;
  kind: HeadKind | null;
}

/**
 * Best two-part reading of a compound, or null. The modifier comes first, the head last (Swedish word order).
 * Both parts known: a three-letter first part needs a head written as listed ("vinglas"). Only the first part known
 * ("kaffebryggare"): it must be an entry's canonical word of five letters or more. Only the head known
 * ("bluetoothhögtalare"): it must be a listed form of five letters or more.
 */
function compound(word: string): CompoundSplit | null {
  const foldTyped = foldDiacritics(word) === word;
  let best: CompoundSplit | null = null;
  for (let index = 2; index <= word.length - 2; index += 1) {
    const prefix = word.slice(0, index);
    const rest = word.slice(index);
    const head = headOf(rest, foldTyped);
    const modifier = modifierEntry(prefix, foldTyped);
    let score = 0;
    if (modifier && head && (prefix.length >= 4 || head.exact) && (rest.length >= 3 || SHORT_HEADS.has(rest))) {
      score = 100 + prefix.length + rest.length;
    } else if (modifier?.canonical && prefix.length >= 5 && rest.length >= 4) score = prefix.length;
    else if (head?.entry && head.exact && rest.length >= 5 && prefix.length >= 3) score = rest.length;
    if (score > (best?.score ?? 0)) {
      best = { score, modifier: modifier?.entry, head: head?.entry, kind: head?.kind ?? null };
    }
  }
  return best;
}

function resolveUncached(word: string): Resolution | null {
  const whole = lookupSurface(word);
  if (whole) return { how: 'exact', parts: [{ entry: whole, role: 'whole' }], headKind: null };
  if (STOPWORDS.has(word) || PLAIN_WORDS.has(word) || word.length < 3) return null;
  if (word.includes('-')) {
    const joined = word.replace(/-/g, '');
    const hit = lookupSurface(joined) ?? lemmatize(joined);
    if (hit) return { how: 'inflected', parts: [{ entry: hit, role: 'whole' }], headKind: null };
    const pieces = word.split('-').filter((piece) => piece.length > 0);
    const parts: ResolvedPart[] = [];
    let kind: HeadKind | null = null;
    pieces.forEach((piece, index) => {
      const last = index === pieces.length - 1;
      const resolved: { entry?: Entry | undefined; kind?: HeadKind } | null = last
        ? headOf(piece, true)
        : { entry: modifierEntry(piece, true)?.entry ?? lemmatize(piece) };
      if (resolved?.kind) kind = resolved.kind;
      if (resolved?.entry) parts.push({ entry: resolved.entry, role: last ? 'head' : 'modifier' });
    });
    return parts.length > 0 ? { how: 'compound', parts, headKind: kind } : null;
  }
  const inflected = lemmatize(word);
  if (inflected) return { how: 'inflected', parts: [{ entry: inflected, role: 'whole' }], headKind: null };
  const typo = fuzzyWord(word);
  if (typo) return { how: 'typo', parts: [{ entry: typo, role: 'whole' }], headKind: null };
  if (word.length < 6 && ![...SHORT_HEADS].some((head) => word.endsWith(head))) return null;
  const split = compound(word);
  if (!split) return null;
  const parts: ResolvedPart[] = [];
  if (split.modifier) parts.push({ entry: split.modifier, role: 'modifier' });
  if (split.head) parts.push({ entry: split.head, role: 'head' });
  return parts.length > 0 ? { how: 'compound', parts, headKind: split.kind } : null;
}

const cache = new Map<string, Resolution | null>();
const CACHE_LIMIT = 50_000;

/** What a single lower-cased word means, or null when it is unknown or a function word. Results are cached. */
export function resolveWord(word: string): Resolution | null {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const resolution = resolveUncached(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, resolution);
  return resolution;
}
