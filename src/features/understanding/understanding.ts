/**
 * Swedish gift-request understanding: who the present is for, how old they are, the occasion, the budget, the
 * interests, product words, things to avoid and the wished-for style, from text as people type it.
 * Pipeline: normalise → tokenise → ages and budget → phrases → word lookup (inflections, missing å/ä/ö, typos,
 * compounds) → context rules (negation, "man", "par", possessives) → mapping onto the option lists → the wider
 * reading (request-reading.ts: product types from the ontology's own word index, materials, attributes, roles and
 * the hard filters alcohol-free, real/artificial flowers and "hen har allt").
 */

import { OCCASION_CONCEPTS, toWhomValueOf } from '../catalogue/concepts/index.ts';
import type { AgeGroup, Interest, Occasion, Theme, ToWhom } from '../catalogue/vocabularies.ts';
import { readAges } from './age.ts';
import { readBudget } from './budget.ts';
import { type Concept, phrasesStartingWith } from './lexicon.ts';
import { lemmatize, lookupSurface, type Resolution, resolveWord } from './lookup.ts';
import { parseNumberWord } from './numbers.ts';
import {
  type AudienceOption,
  ageGroupForAge,
  CATALOGUE_OCCASION,
  type Gender,
  type InterestOption,
  type OccasionOption,
  RECIPIENT_PROFILES,
  type Recipient,
} from './options.ts';
import { FILLER_WORDS, type RequestReading, readRequest } from './request-reading.ts';
import { isHouseholdFact, isVesselOfDrink, matchWords, POSSESSIVES, STOPWORDS, type Token, tokenize } from './text.ts';

export interface GiftUnderstanding extends RequestReading {
  /** People and relations named, normalised ("morsan" → mamma, "jobbarkompis" → kollega), in text order. */
  recipients: Recipient[];
  /** The text generator's audience options. */
  audiences: AudienceOption[];
  /** Catalogue to_whom values. */
  toWhom: ToWhom[];
  /** First age named, in years. */
  age: number | null;
  ageGroups: AgeGroup[];
  gender: Gender | null;
  /** The text generator's occasion options. */
  occasions: OccasionOption[];
  /** Catalogue occasion values. */
  catalogueOccasions: Occasion[];
  budgetMin: number | null;
  budgetMax: number | null;
  /** "Budget spelar ingen roll": no limits on purpose. */
  budgetUnlimited: boolean;
  /** The amount was said roughly ("runt tusen"): budgetMin is what it means, but no hard floor for the ranking. */
  budgetApproximate?: boolean;
  /** The text generator's interest options. */
  interests: InterestOption[];
  /** Catalogue interest values. */
  catalogueInterests: Interest[];
  /** Product and topic words useful for search ("kaffe", "hörlurar", "star wars"). */
  keywords: string[];
  /** Things not wanted: "inte choklad", "inget med alkohol", "har redan en kaffebryggare". */
  excluded: string[];
  themes: Theme[];
}

/** An understanding with nothing in it. */
export function emptyUnderstanding(): GiftUnderstanding {
  return {
    recipients: [],
    audiences: [],
    toWhom: [],
    age: null,
    ageGroups: [],
    gender: null,
    occasions: [],
    catalogueOccasions: [],
    budgetMin: null,
    budgetMax: null,
    budgetUnlimited: false,
    interests: [],
    catalogueInterests: [],
    keywords: [],
    excluded: [],
    themes: [],
    productTypes: [],
    excludedTypes: [],
    materials: [],
    excludedMaterials: [],
    attributes: [],
    alcoholFree: false,
    flowers: null,
    hasEverything: false,
    roles: [],
    devices: [],
  };
}

interface Hit {
  index: number;
  concept: Concept;
  word: string;
  negated: boolean;
  /** Recipient named inside a compound's first part ("barnvakt"): ignored unless the head is a gift or event. */
  modifierOnly: boolean;
  /** The compound the hit is a part of ("whiskyglas" for whisky and glas); absent for a word read whole. */
  compound?: string;
}

// ---------------------------------------------------------------- negation
const NEGATIONS: ReadonlySet<string> = new Set([
  'inte',
  'ej',
  'icke',
  'inget',
  'ingen',
  'inga',
  'utan',
  'slipper',
  'slippa',
  'aldrig',
  'hatar',
  'ogillar',
  'avskyr',
  'undvik',
  'undvika',
  'forutom',
  'utom',
  'allergisk',
  'allergiska',
]);
const NEGATION_PAIRS: ReadonlyArray<readonly string[]> = [
  // "inte en till mugg", "inga fler ljus": not another one.
  ['inte', 'en', 'till'],
  ['inte', 'ett', 'till'],
  ['inte', 'fler'],
  ['inga', 'fler'],
  ['har', 'redan'],
  ['redan', 'har'],
  ['ager', 'redan'],
  ['har', 'ju', 'redan'],
  ['nej', 'till'],
  ['tal', 'inte'],
  ['inte', 'ha'],
  ['dricker', 'inte'],
  ['ater', 'inte'],
  ['gillar', 'inte'],
  ['tycker', 'inte', 'om'],
  // "något annat än whisky": anything but whisky.
  ['annat', 'an'],
  ['andra', 'an'],
];
/** Negations that take nouns: unknown words in their scope are excluded too ("inget krimskrams"). */
const NOUN_NEGATIONS: ReadonlySet<string> = new Set([
  'inget',
  'ingen',
  'inga',
  'utan',
  'slipper',
  'slippa',
  'forutom',
  'utom',
  'hatar',
  'avskyr',
  'ogillar',
  'allergisk',
  'allergiska',
  ...NEGATION_PAIRS.map((pair) => pair.join(' ')),
]);
const SCOPE_BREAKERS: ReadonlySet<string> = new Set(
  `men fast dock daremot utan han hon hen de jag vi det den ni du gillar alskar tycker vill onskar ar har behover
  fyller blir ska som till at`.split(/\s+/),
);
/** Scope breakers that belong to a negation right after it ("inte till jul", "inte är", "inte gillar"). */
const NEGATED_FIRST: ReadonlySet<string> = new Set(['utan', 'till', 'at', 'ar', 'gillar', 'alskar', 'tycker', 'vill']);
const NOT_NEGATING_AFTER: ReadonlySet<string> = new Set(['bara', 'endast', 'enbart', 'sa', 'heller']);
const MAX_SCOPE = 6;

interface NegationScope {
  /** Token is negated. */
  negated: boolean[];
  /** Token is in the scope of a negation that takes nouns. */
  nounScope: boolean[];
}

function negationScopes(tokens: readonly Token[], used: ReadonlySet<number>): NegationScope {
  const negated = tokens.map(() => false);
  const nounScope = tokens.map(() => false);
  let lastScopeEnd = -1;
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    if (!token) break;
    // "budget spelar ingen roll", "inte mer än 400": negations already read as part of a budget.
    let triggerLength = NEGATIONS.has(token.fold) && !used.has(index) ? 1 : 0;
    let trigger = token.fold;
    for (const pair of NEGATION_PAIRS) {
      const length = matchWords(tokens, index, pair);
      if (length > triggerLength) {
        triggerLength = length;
        trigger = pair.join(' ');
      }
    }
    // "inte till jul utan till födelsedagen": "utan" right after a negation means "but rather".
    if (token.fold === 'utan' && index === lastScopeEnd) triggerLength = 0;
    const following = tokens[index + triggerLength];
    if (
      triggerLength === 0 ||
      (trigger === 'inte' && NOT_NEGATING_AFTER.has(following?.fold ?? '') && following?.fold !== 'sa')
    ) {
      index += 1;
      continue;
    }
    const takesNouns = NOUN_NEGATIONS.has(trigger);
    let position = index + triggerLength;
    let steps = 0;
    while (position < tokens.length && steps < MAX_SCOPE) {
      const current = tokens[position];
      if (!current || current.clause !== token.clause) break;
      // "inte till jul": a preposition right after the negation belongs to it; later it starts a new phrase. So do
      // the copula and a verb of liking: "som inte är doftljus eller choklad", "som inte gillar prylar".
      const first = position === index + triggerLength;
      if (SCOPE_BREAKERS.has(current.fold) && !(first && NEGATED_FIRST.has(current.fold))) break;
      if (current.softBreak && steps > 0) {
        const resolved = resolveWord(current.text);
        if (!resolved || resolved.parts.some((part) => part.entry.concept.recipient)) break;
      }
      if (NEGATIONS.has(current.fold) && current.fold !== 'utan') break;
      negated[position] = true;
      nounScope[position] = takesNouns;
      position += 1;
      steps += 1;
    }
    index = position;
    lastScopeEnd = position;
  }
  return { negated, nounScope };
}

// ---------------------------------------------------------------- thank-you deeds
/** Past-tense verbs that do not end the regular way. */
const IRREGULAR_PAST: ReadonlySet<string> = new Set(
  'gav tog var fick gjorde bar sag drog skotte stallde korde hjalpte lanade satt sprang stod holl lat'.split(' '),
);
const PAST_ENDING = /(ade|dde|tte|de|te|at|tt|pt|kt|st|rt|lt|nt)$/;
const DEED_AUXILIARIES: ReadonlySet<string> = new Set(['har', 'hade', 'alltid', 'ofta', 'sa', 'ju', 'nyss', 'precis']);
/** Words that end the description of a deed and go back to the gift ("… blommorna, hon gillar te"). */
const DEED_END: ReadonlySet<string> = new Set(
  `men gillar alskar tycker diggar onskar vill budget max under runt present presenten presenter gava gavan julklapp
  sa`.split(/\s+/),
);

function isPastVerb(token: Token | undefined): boolean {
  if (token?.kind !== 'word') return false;
  if (IRREGULAR_PAST.has(token.fold)) return true;
  return token.fold.length >= 4 && PAST_ENDING.test(token.fold) && !STOPWORDS.has(token.text);
}

function isRecipientToken(token: Token | undefined): boolean {
  if (token?.kind !== 'word') return false;
  return resolveWord(token.text)?.parts.some((part) => part.entry.concept.recipient !== undefined) ?? false;
}

/**
 * What the person being thanked did ("tacka grannen som vattnade blommorna", "tack för hjälpen med flytten"):
 * those words describe the deed, not the recipient's interests, an occasion or another recipient. A deed starts at
 * "som" + a past-tense verb, or at "för" right after a thank-you word; it ends with the clause, a comma or a word
 * that goes back to the gift.
 */
function thankYouDeeds(tokens: readonly Token[]): boolean[] {
  const deed = tokens.map(() => false);
  const thanks = tokens.findIndex(
    (token) =>
      token.fold.startsWith('tack') ||
      (resolveWord(token.text)?.parts.some((part) => part.entry.concept.occasion === 'tack') ?? false),
  );
  if (thanks < 0) return deed;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    let start = -1;
    if (token.fold === 'som') {
      let verb = index + 1;
      while (DEED_AUXILIARIES.has(tokens[verb]?.fold ?? '') && verb < index + 3) verb += 1;
      if (isPastVerb(tokens[verb])) start = index + 1;
    } else if (token.fold === 'for' && index > thanks && index <= thanks + 4) {
      const next = tokens[index + 1];
      const recipientNext =
        isRecipientToken(next) || (POSSESSIVES.has(next?.text ?? '') && isRecipientToken(tokens[index + 2]));
      if (next && next.kind === 'word' && !recipientNext) start = index + 1;
    }
    if (start < 0) continue;
    let position = start;
    while (position < tokens.length) {
      const current = tokens[position];
      if (!current || current.clause !== token.clause || (current.softBreak && position > start)) break;
      if (DEED_END.has(current.fold) && position > start) break;
      if (current.fold === 'till' && isRecipientToken(tokens[position + 1])) break;
      deed[position] = true;
      position += 1;
    }
    index = position - 1;
  }
  return deed;
}

// ---------------------------------------------------------------- word hits
const ARTICLE_OR_PREPOSITION: ReadonlySet<string> = new Set(['en', 'till', 'at', 'ung', 'aldre', 'vuxen', 'gift']);
const PRONOUN_VERBS: ReadonlySet<string> = new Set(
  `kan vill ska skall kopa koper ger ge far hittar behover gor brukar borde bor maste sager tar har hade blir ar
  vet tycker tanker`.split(/\s+/),
);
const PAR_BEFORE: ReadonlySet<string> = new Set(['till', 'for', 'at']);
const PAR_FILLERS: ReadonlySet<string> = new Set([
  'ett',
  'nytt',
  'ungt',
  'nygift',
  'nyblivet',
  'gift',
  'kart',
  'fint',
  'alskat',
]);

/** A possessive before the word ("min gubbe") or right after it ("gubben min", "frugan min"). */
function isPossessive(tokens: readonly Token[], index: number): boolean {
  if (POSSESSIVES.has(tokens[index - 1]?.text ?? '')) return true;
  const next = tokens[index + 1];
  if (!next || next.clause !== tokens[index]?.clause || !['min', 'mitt', 'mina'].includes(next.text)) return false;
  const after = tokens[index + 2];
  if (!after || after.clause !== next.clause) return true;
  return !(resolveWord(after.text)?.parts.some((part) => part.entry.concept.recipient) ?? false);
}

/** Applies the context rules for "man", "par" and possessives; returns the concept to use or null. */
function inContext(tokens: readonly Token[], index: number, concept: Concept): Concept | null {
  const token = tokens[index];
  if (!token) return null;
  if (concept.contextual === 'man') {
    const previous = tokens[index - 1]?.fold ?? '';
    const next = tokens[index + 1]?.fold ?? '';
    if (isPossessive(tokens, index)) return { ...concept, recipient: 'make' };
    if (!ARTICLE_OR_PREPOSITION.has(previous) || PRONOUN_VERBS.has(next)) return null;
    return concept;
  }
  if (concept.contextual === 'par') {
    let position = index - 1;
    while (position >= 0 && PAR_FILLERS.has(tokens[position]?.fold ?? '')) position -= 1;
    // "till ett par", or a text that starts with "ett par som flyttat ihop".
    const startsWithCouple = position < 0 && tokens[index + 1]?.fold === 'som';
    if (!PAR_BEFORE.has(tokens[position]?.fold ?? '') && !startsWithCouple) return null;
    const next = tokens[index + 1];
    if (next && next.clause === token.clause) {
      if (next.kind === 'number' || /^(hundra|tusen|dagar|veckor|timmar|ar)/.test(next.fold)) return null;
      const resolved = resolveWord(next.text);
      if (resolved?.parts.some((part) => part.entry.concept.keyword)) return null;
    }
    return concept;
  }
  if (concept.possessive && isPossessive(tokens, index)) return { ...concept, recipient: concept.possessive };
  if (concept.possessive && !concept.recipient) return null;
  return concept;
}

/** "mor- och farföräldrar" → "morföräldrar": the dangling word plus the known ending of the word after "och". */
function danglingCompound(tokens: readonly Token[], index: number): string | null {
  const token = tokens[index];
  const joiner = tokens[index + 1];
  const next = tokens[index + 2];
  if (!token?.dangling || !joiner || !next || !['och', 'eller'].includes(joiner.fold)) return null;
  for (let cut = 1; cut <= next.text.length - 3; cut += 1) {
    const ending = next.text.slice(cut);
    if (lookupSurface(ending) ?? lemmatize(ending)) return token.text + ending;
  }
  return null;
}

function hitsFromResolution(tokens: readonly Token[], index: number, resolution: Resolution, negated: boolean): Hit[] {
  const hits: Hit[] = [];
  const headAllowsRecipient =
    resolution.headKind === 'gift' ||
    resolution.parts.some((part) => part.role === 'head' && part.entry.concept.occasion !== undefined);
  for (const part of resolution.parts) {
    const concept = part.role === 'whole' ? inContext(tokens, index, part.entry.concept) : part.entry.concept;
    if (!concept) continue;
    hits.push({
      index,
      concept,
      word: part.entry.word,
      negated,
      modifierOnly: part.role === 'modifier' && !headAllowsRecipient,
      ...(part.role === 'whole' ? {} : { compound: tokens[index]?.text ?? part.entry.word }),
    });
  }
  return hits;
}

const HUMOR_WORDS: ReadonlySet<string> = new Set(['rolig', 'roligt', 'roliga', 'kul', 'skojig', 'skojigt', 'skojiga']);
const GIFT_NOUNS: ReadonlySet<string> = new Set(
  'present presenter presenten gava gavor grej grejer sak saker pryl prylar julklapp klapp overraskning ide ideer'.split(
    ' ',
  ),
);
const LIKE_TRIGGERS: ReadonlyArray<readonly string[]> = [
  ['tycker', 'om'],
  ['intresserad', 'av'],
  ['intresserade', 'av'],
  ['fan', 'av'],
  ['inne', 'pa'],
  ['haller', 'pa', 'med'],
  ['sysslar', 'med'],
  ['samlar', 'pa'],
  ['onskar', 'sig'],
  ['vill', 'ha'],
  ['langtar', 'efter'],
  ['brinner', 'for'],
  ['tokig', 'i'],
  ['galen', 'i'],
  ['fortjust', 'i'],
  ['besatt', 'av'],
  ['biten', 'av'],
  ['bra', 'pa'],
  ['gillar'],
  ['alskar'],
  ['diggar'],
  ['samlar'],
  ['onskar'],
];
/**
 * Whether the text says the word is liked: a verb of liking ("gillar", "älskar", "tokig i" …) before the word in the
 * same clause ("pappa som gillar whisky", not "mobilskal till iphone 15").
 */
export function saidAsLiked(text: string, word: string): boolean {
  const tokens = tokenize(text);
  const folded = tokenize(word)[0]?.fold;
  return tokens.some(
    (token, at) =>
      token.fold === folded &&
      tokens
        .slice(0, at)
        .some(
          (before, index) =>
            before.clause === token.clause && LIKE_TRIGGERS.some((pattern) => matchWords(tokens, index, pattern) > 0),
        ),
  );
}

const CAPTURE_STOP: ReadonlySet<string> = new Set(
  `och eller men som samt han hon hen de jag vi det den dom fast med ute inne hemma mest helst annat allt`.split(/\s+/),
);

interface Collected {
  hits: Hit[];
  /** Unknown content words in the scope of a noun-taking negation. */
  excludedWords: string[];
  /** Unknown words after "gillar", "älskar", "önskar sig" …, joined per run ("star wars"). */
  capturedKeywords: string[];
  pronounGenders: Gender[];
  /** Tokens read as part of a phrase of several words ("harry potter"): no word of it is a misspelt product word. */
  phraseTokens: Set<number>;
}

function collect(tokens: readonly Token[], used: ReadonlySet<number>, scope: NegationScope): Collected {
  const deeds = thankYouDeeds(tokens);
  const hits: Hit[] = [];
  const excludedWords: string[] = [];
  const capturedKeywords: string[] = [];
  const pronounGenders: Gender[] = [];
  const known = tokens.map(() => false);
  const phraseTokens = new Set<number>();
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    if (!token) break;
    const negated = scope.negated[index] ?? false;
    if (used.has(index) || token.kind !== 'word' || deeds[index]) {
      index += 1;
      continue;
    }
    if (/^(han|honom|hans)$/.test(token.fold)) pronounGenders.push('man');
    if (/^(hon|henne|hennes)$/.test(token.fold)) pronounGenders.push('kvinna');
    const phrase = phrasesStartingWith(token.fold).find((candidate) => matchWords(tokens, index, candidate.words) > 0);
    if (phrase) {
      hits.push({ index, concept: phrase.entry.concept, word: phrase.entry.word, negated, modifierOnly: false });
      for (let offset = 0; offset < phrase.words.length; offset += 1) {
        known[index + offset] = true;
        if (phrase.words.length > 1) phraseTokens.add(index + offset);
      }
      index += phrase.words.length;
      continue;
    }
    if (HUMOR_WORDS.has(token.fold) && !negated) {
      const near = [tokens[index + 1], tokens[index + 2]].filter((next) => next?.clause === token.clause);
      if (near.some((next) => next && GIFT_NOUNS.has(next.fold))) {
        hits.push({ index, concept: { themes: ['humor/prank'] }, word: token.text, negated, modifierOnly: false });
        known[index] = true;
      }
    }
    const combined = danglingCompound(tokens, index);
    const resolution = resolveWord(combined ?? token.text);
    if (resolution) {
      hits.push(...hitsFromResolution(tokens, index, resolution, negated));
      known[index] = true;
    } else if (negated && scope.nounScope[index] && isContentWord(token)) {
      excludedWords.push(token.text);
    }
    index += 1;
  }
  captureLikedWords(
    tokens,
    used,
    known.map((value, position) => value || (deeds[position] ?? false)),
    scope,
    capturedKeywords,
  );
  return { hits, excludedWords, capturedKeywords, pronounGenders, phraseTokens };
}

/** The content words of a text (no stopwords, fillers or price words): a search keyword's own words. */
export function contentWordsOf(text: string): string[] {
  return tokenize(text)
    .filter(isContentWord)
    .map((token) => token.text);
}

const ALCOHOL_KEYWORD = 'alkohol';

function isContentWord(token: Token): boolean {
  return (
    token.kind === 'word' &&
    token.text.length >= 3 &&
    !STOPWORDS.has(token.text) &&
    !CAPTURE_STOP.has(token.fold) &&
    !FILLER_WORDS.has(token.fold) &&
    !/^(dyr|billig)/.test(token.fold)
  );
}

function captureLikedWords(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  known: readonly boolean[],
  scope: NegationScope,
  out: string[],
): void {
  for (let index = 0; index < tokens.length; index += 1) {
    const trigger = LIKE_TRIGGERS.find((pattern) => matchWords(tokens, index, pattern) > 0);
    if (!trigger) continue;
    const clause = tokens[index]?.clause;
    let position = index + trigger.length;
    let run: string[] = [];
    const flush = () => {
      if (run.length > 0) out.push(run.join(' '));
      run = [];
    };
    for (let steps = 0; steps < 6 && position < tokens.length; steps += 1, position += 1) {
      const token = tokens[position];
      if (!token || token.clause !== clause || (token.softBreak && steps > 0 && run.length === 0 && steps > 2)) break;
      if (token.fold === 'att') {
        position += 1; // "gillar att baka": the verb after "att" is read by the lexicon, never captured.
        flush();
        continue;
      }
      if (CAPTURE_STOP.has(token.fold) && !['och', 'eller'].includes(token.fold)) break;
      const free =
        !used.has(position) &&
        !known[position] &&
        !scope.negated[position] &&
        isContentWord(token) &&
        token.kind === 'word';
      if (free) run.push(token.text);
      else flush();
      if (run.length >= 3) flush();
    }
    flush();
  }
}

// ---------------------------------------------------------------- assembling
function pushUnique<T>(list: T[], value: T | null | undefined): void {
  if (value !== null && value !== undefined && !list.includes(value)) list.push(value);
}

/**
 * Relations that are not the recipient: the givers ("vi är tre syskon", "vi kollegor vill ge …") and a genitive
 * owner before another relation ("brorsans flickvän", "mammas kompis" → the girlfriend, the friend).
 */
function isGiverOrOwner(tokens: readonly Token[], hit: Hit, hits: readonly Hit[]): boolean {
  const before = [tokens[hit.index - 1], tokens[hit.index - 2], tokens[hit.index - 3]].map((token) => token?.fold);
  if (before[0] === 'vi' || (before[0] === 'ar' && before[1] === 'vi')) return true;
  if (tokens[hit.index - 1]?.kind === 'number' || parseNumberWord(before[0] ?? '') !== null) {
    if (before[1] === 'vi' || (before[1] === 'ar' && before[2] === 'vi')) return true;
  }
  const token = tokens[hit.index];
  if (!token?.text.endsWith('s') || token.text === hit.word) return false;
  return hits.some((other) => {
    if (other === hit || !other.concept.recipient || other.index <= hit.index || other.index > hit.index + 2)
      return false;
    const between = tokens.slice(hit.index + 1, other.index);
    return between.every((word) => !['och', 'eller', ','].includes(word.fold) && !word.softBreak);
  });
}

/** Words that may stand between "till" and the person it names ("till min lilla bror", "till de nyblivna föräldrarna"). */
const BEFORE_PERSON: ReadonlySet<string> = new Set([
  'en',
  'ett',
  'den',
  'det',
  'de',
  'lilla',
  'nya',
  'nyblivna',
  'nyfodda',
]);

/**
 * People the text names who are not the one the present is for: the giver ("från barnen"), someone becoming or
 * expecting what the word says ("kollegan ska bli pappa", "väntar barn"), and, when a person follows "till" ("något
 * till bebisen", "present till mamma och pappa"), everyone else named ("min chef som har två barn").
 */
function contextPeople(tokens: readonly Token[], hits: readonly Hit[]): Set<Hit> {
  const people = hits.filter((hit) => hit.concept.recipient && !hit.negated && !hit.modifierOnly);
  const context = new Set<Hit>();
  const afterTill = new Set<Hit>();
  for (const hit of people) {
    let position = hit.index - 1;
    while (
      position >= 0 &&
      (POSSESSIVES.has(tokens[position]?.text ?? '') || BEFORE_PERSON.has(tokens[position]?.fold ?? ''))
    )
      position -= 1;
    const before = tokens[position]?.fold;
    if (before === 'fran') context.add(hit);
    else if (['bli', 'blir', 'vantar'].includes(before ?? '') && people.length > 1) context.add(hit);
    else if (before === 'till') afterTill.add(hit);
  }
  // "till mamma och pappa": a person joined to one after "till" is named the same way.
  for (const hit of people) {
    if (afterTill.has(hit) || context.has(hit)) continue;
    const previous = people.filter((other) => other.index < hit.index && afterTill.has(other)).at(-1);
    if (!previous) continue;
    const between = tokens.slice(previous.index + 1, hit.index);
    if (between.every((token) => ['och', ','].includes(token.fold) || POSSESSIVES.has(token.text))) afterTill.add(hit);
  }
  if (afterTill.size > 0) for (const hit of people) if (!afterTill.has(hit)) context.add(hit);
  return context;
}

type Implied = { audiences: AudienceOption[]; toWhom: ToWhom[]; gender?: Gender; ageGroups?: AgeGroup[] };

/** The recipient an occasion implies when the text names none (the registry's `implies`). */
const IMPLIED_BY_OCCASION: Partial<Record<OccasionOption, Implied>> = Object.fromEntries(
  OCCASION_CONCEPTS.flatMap((concept) => {
    const implies = concept.implies;
    if (!implies || !concept.generatorId) return [];
    const implied: Implied = {
      audiences: [...implies.audiences] as AudienceOption[],
      toWhom: implies.toWhom.map(toWhomValueOf) as ToWhom[],
    };
    if (implies.gender) implied.gender = implies.gender;
    if (implies.ageGroups) implied.ageGroups = [...implies.ageGroups];
    return [[concept.generatorId, implied]];
  }),
);

/**
 * Someone the visitor is with (the registry's to_whom is the partner's alone): never a child ("tjej" and "kille"
 * alone, who have no to_whom, may be).
 */
function isPartner(recipient: Recipient): boolean {
  const toWhom = RECIPIENT_PROFILES[recipient].toWhom;
  return toWhom.length > 0 && toWhom.every((value) => value === 'partner');
}

/** The age of majority: from it a grown-up's things fit too, whatever the age group. */
const ADULT_AGE = 18;

function adjustForAge(
  result: GiftUnderstanding,
  recipientGenders: ReadonlyMap<Recipient, Gender | null>,
  age: number,
): void {
  const kinds = result.recipients.map((recipient) => RECIPIENT_PROFILES[recipient].kind);
  const hasAdultOnly = kinds.includes('adult');
  if (age >= 20) {
    // An adult son or daughter: the child audience no longer fits.
    if (kinds.includes('child')) {
      const genders = result.recipients
        .filter((recipient) => RECIPIENT_PROFILES[recipient].kind === 'child')
        .map((recipient) => recipientGenders.get(recipient) ?? null);
      result.audiences = result.audiences.filter((audience) => audience !== 'barn');
      for (const gender of genders) pushUnique(result.audiences, gender ?? 'vän');
      result.toWhom = result.toWhom.filter((value) => value !== 'barn' && value !== 'tonåring');
    }
    return;
  }
  if (hasAdultOnly && kinds.every((kind) => kind === 'adult')) return;
  const teen = age >= 13;
  if (!hasAdultOnly) {
    if (!teen) result.audiences = result.audiences.filter((audience) => audience !== 'kvinna' && audience !== 'man');
    result.toWhom = result.toWhom.filter((value) => value !== 'vän' && value !== (teen ? 'barn' : 'tonåring'));
  }
  pushUnique(result.audiences, 'barn');
  pushUnique(result.toWhom, teen ? 'tonåring' : 'barn');
}

/** Copies the wider reading in; roles and occasions set the age group when no age is named. */
function applyRequestReading(
  result: GiftUnderstanding,
  reading: ReturnType<typeof readRequest>,
  recipientGenders: ReadonlyMap<Recipient, Gender | null>,
): void {
  Object.assign(result, reading);
  if (result.occasions.includes('student')) pushUnique(result.roles, 'student');
  // "studenten" with nobody named: the school leaver, a young person of 18.
  if (result.roles.includes('student') && result.recipients.length === 0 && result.audiences.length === 0) {
    adjustForAge(result, recipientGenders, 18);
    result.ageGroups = [ageGroupForAge(18)];
  }
  if (result.alcoholFree) {
    result.keywords = result.keywords.filter((word) => word !== 'alkohol');
  }
  // "kompisen är gravid", "ammar": she, when nothing else says who.
  if ((result.roles.includes('gravid') || result.roles.includes('ammande')) && result.gender === null) {
    result.gender = 'kvinna';
    pushUnique(result.audiences, 'kvinna');
  }
  // "som precis köpt hus", "flyttar hemifrån": a housewarming when no other occasion is named.
  if (result.roles.includes('nyinflyttad') && result.occasions.length === 0) {
    const housewarming: OccasionOption = 'inflyttning';
    pushUnique(result.occasions, housewarming);
    pushUnique(result.catalogueOccasions, CATALOGUE_OCCASION[housewarming]);
  }
  // "kollegan som fått barn", "blivande föräldrar": the present is for the baby as much as for the parents.
  if (result.roles.includes('nybliven förälder') || result.roles.includes('blivande förälder')) {
    pushUnique(result.ageGroups, '0-2');
  }
  // "inga konstgjorda blommor": the artificial kind is ruled out, not flowers.
  if (result.flowers === 'real') {
    result.excluded = result.excluded.filter((word) => !/^(blom|väx|vax|bukett|konstgjord|ros|tulpan)/.test(word));
  }
  if (result.age !== null) return;
  // "systerson som tar studenten", "lillebror tar studenten": a school leaver of 18, not a small child nor a grown-up
  // (a parent, a colleague or a partner stays as named).
  const kinds = result.recipients.map((recipient) => RECIPIENT_PROFILES[recipient].kind);
  if (result.roles.includes('student') && kinds.length > 0 && !kinds.includes('adult')) {
    adjustForAge(result, recipientGenders, 18);
    result.ageGroups = [ageGroupForAge(18)];
  }
  // "pappa som går i pension": a senior.
  if (result.roles.includes('pensionär') && !kinds.includes('child')) result.ageGroups = [ageGroupForAge(66)];
  // "doppresent till min brorsdotter", "en nyfödd": a baby.
  const baby = result.roles.includes('nyfödd') || (result.occasions.includes('dop') && !kinds.includes('adult'));
  if (baby) result.ageGroups = [ageGroupForAge(0)];
}

export interface UnderstandOptions {
  /**
   * Read the wider request too (product types, materials, attributes, roles, hard filters); default true. Callers
   * that read product titles for tags and need only the spec's fields can save the time with false.
   */
  wider?: boolean;
}

/**
 * Reads a Swedish gift request ("Present till morfar som fyller 80, gillar fiske, max 500 kr") into recipients,
 * audiences, age, occasions, budget, interests, keywords, exclusions and themes, and the wider reading (product
 * types, materials, attributes, roles, hard filters). Pure and fast (well under a millisecond for a typical
 * sentence).
 */
export function understandGiftText(text: string, options: UnderstandOptions = {}): GiftUnderstanding {
  const result = emptyUnderstanding();
  const tokens = tokenize(text);
  if (tokens.length === 0) return result;
  const ageReading = readAges(tokens);
  const budgetReading = readBudget(tokens, ageReading.used);
  const used = new Set([...ageReading.used, ...budgetReading.used]);
  const scope = negationScopes(tokens, used);
  const { hits, excludedWords, capturedKeywords, pronounGenders, phraseTokens } = collect(tokens, used, scope);

  // Verbs like "spelar" only count when nothing more specific is named in the clause ("spelar golf").
  const specific = new Set(
    hits
      .filter(
        (hit) => !hit.concept.weak && (hit.concept.interests || hit.concept.catalogueInterests || hit.concept.keyword),
      )
      .map((hit) => tokens[hit.index]?.clause),
  );
  const active = hits.filter(
    (hit) =>
      !(hit.concept.weak && specific.has(tokens[hit.index]?.clause)) &&
      !isVesselOfDrink(tokens, hit.index) &&
      !isHouseholdFact(tokens, hit.index),
  );

  const giftContext =
    active.some((hit) => hit.concept.recipient && !hit.negated && !hit.modifierOnly) ||
    tokens.some((token) => GIFT_NOUNS.has(token.fold) || /^(present|gava|julklapp)/.test(token.fold));
  const recipientGenders = new Map<Recipient, Gender | null>();
  const ages: number[] = [];
  const occasionHits: Array<{ index: number; occasion: OccasionOption }> = [];
  if (ageReading.birthday) {
    const first = [...ageReading.used].sort((a, b) => a - b)[0] ?? 0;
    occasionHits.push({ index: first, occasion: 'födelsedag' });
  }
  const context = contextPeople(tokens, active);
  for (const hit of active) {
    const { concept } = hit;
    if (hit.negated) {
      // "har redan whiskyglas": the glasses are ruled out, not whisky nor every glass.
      if (hit.compound) {
        pushUnique(result.excluded, hit.compound);
        continue;
      }
      if (concept.keyword) pushUnique(result.excluded, concept.keyword);
      else if (concept.interests?.length || concept.catalogueInterests?.length) pushUnique(result.excluded, hit.word);
      // "dricker inte alkohol" is the alcohol-free filter (request-reading.ts), which keeps alcohol-free beer and wine;
      // the drinks' own words stay wishes ("men gillar öl-smaken").
      if (concept.keyword !== ALCOHOL_KEYWORD)
        for (const word of concept.excludes ?? []) pushUnique(result.excluded, word);
      continue;
    }
    if (concept.recipient && !hit.modifierOnly && !isGiverOrOwner(tokens, hit, active) && !context.has(hit)) {
      pushUnique(result.recipients, concept.recipient);
      const gender = concept.gender ?? RECIPIENT_PROFILES[concept.recipient].gender;
      const known = recipientGenders.get(concept.recipient);
      recipientGenders.set(concept.recipient, known === undefined || known === gender ? gender : null);
    }
    if (concept.occasion && !(concept.giftContextOnly && !giftContext)) {
      occasionHits.push({ index: hit.index, occasion: concept.occasion });
    }
    for (const interest of concept.interests ?? []) pushUnique(result.interests, interest);
    for (const interest of concept.catalogueInterests ?? []) pushUnique(result.catalogueInterests, interest);
    pushUnique(result.keywords, concept.keyword);
    for (const value of concept.themes ?? []) pushUnique(result.themes, value);
    if (concept.age !== undefined) ages.push(concept.age);
  }
  for (const word of excludedWords) pushUnique(result.excluded, word);
  for (const word of capturedKeywords) pushUnique(result.keywords, word);
  result.keywords = result.keywords.filter((word) => !result.excluded.includes(word));
  // "10-årspresent till min kille, vi har varit ihop i tio år": years together, not a partner's age (a partner is
  // never a child), and no birthday.
  const partnersOnly = result.recipients.length > 0 && result.recipients.every(isPartner);
  const yearsTogether = partnersOnly && ageReading.ages.some((age) => age < 18);
  if (yearsTogether) {
    ageReading.ages.length = 0;
    if (ageReading.birthday)
      occasionHits.splice(0, occasionHits.length, ...occasionHits.filter((hit) => hit.occasion !== 'födelsedag'));
  }
  occasionHits.sort((a, b) => a.index - b.index);
  for (const { occasion } of occasionHits) {
    pushUnique(result.occasions, occasion);
    pushUnique(result.catalogueOccasions, CATALOGUE_OCCASION[occasion]);
  }

  // Recipients → audiences, to_whom and gender.
  for (const recipient of result.recipients) {
    const profile = RECIPIENT_PROFILES[recipient];
    for (const audience of profile.audiences) pushUnique(result.audiences, audience);
    for (const value of profile.toWhom) pushUnique(result.toWhom, value);
  }
  const genders = new Set([...recipientGenders.values()].filter((gender): gender is Gender => gender !== null));
  const pronouns = new Set(pronounGenders);
  if (genders.size === 1) result.gender = [...genders][0] ?? null;
  else if (genders.size === 0 && pronouns.size === 1) result.gender = [...pronouns][0] ?? null;

  // Age and age groups.
  const allAges = [...ageReading.ages, ...ages];
  result.age = ageReading.ages[0] ?? ages[0] ?? null;
  if (result.age !== null) {
    adjustForAge(result, recipientGenders, result.age);
    for (const age of allAges) {
      pushUnique(result.ageGroups, ageGroupForAge(age));
      // Of age at 18: a grown-up's things fit as well as a teenager's ("student, 18 år": packing cubes, a passport
      // holder).
      if (age >= ADULT_AGE && ageGroupForAge(age) === ageGroupForAge(ADULT_AGE - 1)) {
        pushUnique(result.ageGroups, ageGroupForAge(20));
      }
    }
  } else {
    for (const recipient of result.recipients) {
      for (const group of RECIPIENT_PROFILES[recipient].ageGroups) pushUnique(result.ageGroups, group);
    }
  }

  // No one named: the occasion or a pronoun may still say who it is for.
  if (result.audiences.length === 0) {
    const implied = result.occasions.map((occasion) => IMPLIED_BY_OCCASION[occasion]).find(Boolean);
    if (implied) {
      result.audiences = [...implied.audiences];
      for (const value of implied.toWhom) pushUnique(result.toWhom, value);
      result.gender ??= implied.gender ?? null;
      if (result.ageGroups.length === 0) result.ageGroups = [...(implied.ageGroups ?? [])];
    } else if (result.gender) result.audiences = [result.gender];
  }

  if (options.wider !== false) {
    // What a thanked person did ("grannen som vattnade blommorna") names no product wanted.
    const deeds = thankYouDeeds(tokens);
    const unread = new Set([...used, ...deeds.flatMap((deed, index) => (deed ? [index] : []))]);
    applyRequestReading(result, readRequest(tokens, unread, scope.negated, phraseTokens), recipientGenders);
  }

  const budget = budgetReading.budget;
  if (budget) {
    result.budgetMin = budget.min;
    result.budgetMax = budget.max;
    result.budgetUnlimited = budget.unlimited;
    if (budget.approximate) result.budgetApproximate = true;
  }
  return result;
}

/** Whether the understanding names who the present is for. */
export function hasRecipient(understanding: GiftUnderstanding): boolean {
  return understanding.recipients.length > 0 || understanding.audiences.length > 0;
}

/** Whether the understanding has a budget (limits or an explicit "spelar ingen roll"). */
export function hasBudget(understanding: GiftUnderstanding): boolean {
  return understanding.budgetMin !== null || understanding.budgetMax !== null || understanding.budgetUnlimited;
}

export type MissingFact = 'recipient' | 'budget' | 'occasion';

/** What a follow-up question could ask about: recipient and budget first, then occasion. */
export function missingFacts(understanding: GiftUnderstanding): MissingFact[] {
  const missing: MissingFact[] = [];
  if (!hasRecipient(understanding)) missing.push('recipient');
  if (!hasBudget(understanding)) missing.push('budget');
  if (understanding.occasions.length === 0) missing.push('occasion');
  return missing;
}
