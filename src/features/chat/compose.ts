/**
 * The offline engine's reply (docs/product/chat.md#offline-engine): a warm Swedish answer built from what was
 * understood and the chosen products — why each fits (recipient, interest, occasion, price) — with one `<id: …>` per
 * product, or one follow-up question when the recipient or the budget is missing. Pure; phrasing varies with `variant`.
 */

import { interestPhrase, occasionPhrase } from '../catalogue/concepts/index.ts';
import { stripHtml, truncate } from '../catalogue/description.ts';
import { formatPrice } from '../catalogue/price.ts';
import { splitTitle } from '../catalogue/title.ts';
import { likedForm } from '../understanding/lexicon.ts';
import { withinBudget } from './criteria.ts';
import type { RankedProduct } from './rank.ts';

export type TurnKind =
  | 'new'
  | 'more'
  | 'cheaper'
  | 'pricier'
  | 'changed-recipient'
  | 'changed-occasion'
  /** "Något helt annat": away from what was asked for so far. */
  | 'different'
  /** "Andra idéer?" after the named kind ran out: the kind around it, or the occasion's and recipient's ideas. */
  | 'wider'
  /** A follow-up that narrows what was asked ("inget smink", "gärna trä") after suggestions were shown. */
  | 'refined';

export interface ReplyFacts {
  /** How to name the recipient in a sentence ("din pappa", "en 7-åring", "Anna"), or null. */
  recipient: string | null;
  /** The recipient's pronoun (hen/han/hon/de), from the registry; hen when unknown. */
  pronoun?: 'hen' | 'han' | 'hon' | 'de';
  /** The visitor's interests and product words, as labels ("fiske", "matlagning"). */
  interests: string[];
  /** Catalogue interests named as the visitor put them ("musik/film" → "musik" for "hon gillar musik"). */
  interestNames?: Readonly<Record<string, string>>;
  /** Product words the visitor asked for without saying they are liked ("mobilskal till iphone 15"). */
  namedThings?: readonly string[];
  /** Catalogue occasion ("jul", "födelsedag"), or null. */
  occasion: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
}

/**
 * Fewer products fit what the visitor named than a reply shows: what was asked for, in the plural ("rosor",
 * "presenter för den som gillar fiske"), and the wider search to offer ("blommor och växter"), if any.
 */
export interface Shortfall {
  what: string;
  wider: string | null;
  /** The interest or word asked for when no type was named ("fiske"): "presenter till din pappa som gillar fiske". */
  liked?: string | null;
}

export type ReplyPlan =
  | { kind: 'ask'; missing: 'recipient' | 'budget'; facts: ReplyFacts }
  | {
      kind: 'suggest';
      turn: TurnKind;
      facts: ReplyFacts;
      picks: RankedProduct[];
      shortfall?: Shortfall | null;
      /** With turn 'wider': what ran out ("yogaprodukter"). */
      ranOut?: string;
      /** With turn 'wider': nothing was shown before, so nothing "more" ran out ("Jag hittar inga golfprylar"). */
      noneBefore?: boolean;
      /** With turn 'wider': nothing in the range asked for, so the picks cost a little less ("strax under"). */
      below?: boolean;
      /** The visitor's words no suggestion holds ("dinosaurier"): a first answer says the catalogue had nothing. */
      notFound?: string[];
    }
  | {
      kind: 'empty';
      turn: TurnKind;
      facts: ReplyFacts;
      exhausted: boolean;
      shortfall?: Shortfall | null;
      /** The visitor asked to be shown something after an answer that had nothing either. */
      again?: boolean;
    };

/** The follow-up questions; the conversation reader looks for these to avoid asking twice. */
export const ASK_RECIPIENT_QUESTION = 'Vem är presenten till – till exempel mamma, en kollega eller en 10-åring?';
export const ASK_BUDGET_QUESTION = 'Ungefär hur mycket vill du lägga på presenten?';

const NUMBER_WORDS = ['inga', 'ett', 'två', 'tre'];
/** The counts of a shortfall with a plural noun ("två rosor"). */
const COUNT_WORDS = ['inga', 'en', 'två', 'tre'];

function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(seed) % options.length] as T;
}

/**
 * Picks phrasings for one reply: deterministic from the seed, and never the same phrasing of a pool twice while an
 * unused one is left (no sentence repeated in a reply).
 */
export function createPhraser(seed: number): (pool: string, options: readonly string[], offset?: number) => string {
  const used = new Map<string, Set<number>>();
  return (pool, options, offset = 0) => {
    const taken = used.get(pool) ?? new Set<number>();
    used.set(pool, taken);
    const start = Math.abs(seed + offset) % options.length;
    for (let step = 0; step < options.length; step++) {
      const index = (start + step) % options.length;
      if (!taken.has(index)) {
        taken.add(index);
        return options[index] as string;
      }
    }
    return options[start] as string;
  };
}

type Phraser = ReturnType<typeof createPhraser>;

/** The object form of a pronoun ("för honom som gillar …"). */
function objectForm(pronoun: ReplyFacts['pronoun']): string {
  switch (pronoun) {
    case 'han':
      return 'honom';
    case 'hon':
      return 'henne';
    case 'de':
      return 'dem';
    default:
      return 'hen';
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1);
}

function kronor(value: number): string {
  return formatPrice(value);
}

/** "350–1 800 kr", "under 500 kr", "från 1 000 kr", or '' without a budget. */
export function budgetPhrase(facts: Pick<ReplyFacts, 'budgetMin' | 'budgetMax'>): string {
  const { budgetMin: min, budgetMax: max } = facts;
  if (min !== null && min > 0 && max !== null) return `${kronor(min).replace(/ kr$/, '')}–${kronor(max)}`;
  if (max !== null) return `under ${kronor(max)}`;
  if (min !== null && min > 0) return `från ${kronor(min)}`;
  return '';
}

export function interestLabel(value: string): string {
  return interestPhrase(value) ?? likedForm(value);
}

/** An interest as this reply names it: the visitor's own naming where the facts have one. */
function labelOf(value: string, facts: ReplyFacts): string {
  return facts.interestNames?.[value] ?? interestLabel(value);
}

function listInSwedish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;
}

/** The first sentence of a product description, plain text, at most 140 characters. */
export function shortDescription(description: string): string {
  const text = stripHtml(description).replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const first = text.split(/(?<=[.!?])\s/u)[0] ?? text;
  const sentence = truncate(first, 140);
  return /[.!?…]$/u.test(sentence) ? sentence : `${sentence}.`;
}

/** How a reason names each attribute a request can ask for (ATTRIBUTE_IDS); a material reads "i trä". */
export const QUALITY_PHRASES: Readonly<Record<string, string>> = {
  ekologisk: 'ekologisk',
  vegansk: 'vegansk',
  handgjord: 'handgjord',
  personlig: 'med en personlig prägel',
  svensk: 'med svensk prägel',
  hållbar: 'ett hållbart val',
  lyxig: 'med lite lyx',
  rolig: 'med glimten i ögat',
  praktisk: 'praktisk i vardagen',
  unik: 'lite utöver det vanliga',
  retro: 'i retrostil',
  minimalistisk: 'stilrent och avskalat',
  skandinavisk: 'i skandinavisk stil',
  glutenfri: 'glutenfri',
  laktosfri: 'laktosfri',
  sockerfri: 'sockerfri',
};

function qualityClause(qualities: readonly string[]): string {
  if (qualities.length === 0) return '';
  const parts = qualities.slice(0, 2).map((quality) => QUALITY_PHRASES[quality] ?? `i ${quality}`);
  return ` – ${listInSwedish(parts)}`;
}

function whyItFits(item: RankedProduct, facts: ReplyFacts, phrase: Phraser, index: number, budgetSaid = false): string {
  const { interest, recipient, occasion } = item.reasons;
  const type = item.reasons.type ?? null;
  const qualities = item.reasons.qualities ?? [];
  const who = facts.recipient;
  // "mobilskal till iphone 15" asks for a phone case; nobody said the recipient likes phone cases.
  const asked = interest !== null && (facts.namedThings ?? []).includes(interest);
  const label = interest && !asked ? labelOf(interest, facts) : null;
  const them = objectForm(facts.pronoun);
  const they = facts.pronoun ?? 'hen';
  let sentence: string;
  if (label && who) {
    sentence = phrase(
      'interest-who',
      [
        `Ett träffsäkert val för ${who} som gillar ${label}`,
        `Något för ${them} som gillar ${label}`,
        `Klockrent när ${they} gillar ${label}`,
        `Sitter fint hos ${who}, som gillar ${label}`,
      ],
      index,
    );
  } else if (label) {
    sentence = phrase(
      'interest',
      [
        `Perfekt för den som gillar ${label}`,
        `Ett säkert kort för den som gillar ${label}`,
        `Något för alla som gillar ${label}`,
      ],
      index,
    );
  } else if (type || asked) {
    sentence = phrase(
      'type',
      ['Precis det du frågade efter', 'Träffar rätt i det du bad om', 'Ett givet val utifrån det du söker'],
      index,
    );
  } else if (who && recipient) {
    sentence = phrase(
      'recipient',
      [`En present som passar ${who} fint`, `Något ${who} kommer att uppskatta`, `Ett fint val till ${who}`],
      index,
    );
  } else if (who) {
    sentence = phrase(
      'who',
      [`Ett fint förslag till ${who}`, 'En uppskattad present som passar de flesta', 'Ett tryggt val som gläder'],
      index,
    );
  } else {
    sentence = phrase(
      'any',
      ['En populär present som många uppskattar', 'Ett säkert kort som passar de flesta', 'En present som gläder'],
      index,
    );
  }
  sentence += qualityClause(qualities);
  const occasionText = occasion ? occasionPhrase(occasion) : null;
  if (occasion && occasionText && occasion === facts.occasion) {
    sentence += phrase('occasion', [` – och fin till ${occasionText}`, `, lagom till ${occasionText}`], index);
  }
  // Once the opening has named the budget every suggestion keeps to, no product repeats it.
  const budget = budgetSaid ? '' : budgetClause(item.product.priceSEK, facts, phrase);
  return `${sentence}${budget}.`;
}

/**
 * What the reply may say about a price and the visitor's budget, checked against the budget: within it →
 * "inom din budget", above it → says so, below the lowest amount → says so; nothing without a budget or a price.
 */
export function budgetClause(
  price: number | null,
  facts: Pick<ReplyFacts, 'budgetMin' | 'budgetMax'>,
  phrase?: Phraser,
): string {
  if (price === null || (facts.budgetMin === null && facts.budgetMax === null)) return '';
  if (withinBudget(price, facts)) {
    const within = [', och priset ligger inom din budget', ', och den ryms i din budget', ', dessutom inom din budget'];
    return phrase ? phrase('budget', within) : (within[0] as string);
  }
  if (facts.budgetMax !== null && price > facts.budgetMax) return ', men priset ligger över din budget';
  const under = [
    ', och priset ligger under din budget',
    ', och den kostar mindre än du tänkt dig',
    ', dessutom billigare än du räknat med',
  ];
  return phrase ? phrase('under-budget', under) : (under[0] as string);
}

function productBlock(
  item: RankedProduct,
  facts: ReplyFacts,
  phrase: Phraser,
  index: number,
  budgetSaid: boolean,
): string {
  const { name } = splitTitle(item.product.title);
  const price = item.product.priceSEK === null ? 'pris varierar' : kronor(item.product.priceSEK);
  const description = shortDescription(item.product.description);
  const why = whyItFits(item, facts, phrase, index, budgetSaid);
  return `🎁 ${name} – ${price} <id: ${item.product.id}>\n${description ? `${description} ` : ''}${why}`;
}

function allWithinBudget(picks: readonly RankedProduct[], facts: ReplyFacts): boolean {
  return picks.every((item) => withinBudget(item.product.priceSEK, facts));
}

function forWhom(facts: ReplyFacts): string {
  return facts.recipient ? ` till ${facts.recipient}` : '';
}

function opening(
  turn: TurnKind,
  facts: ReplyFacts,
  picks: readonly RankedProduct[],
  seed: number,
  ranOut?: string,
  notFound: readonly string[] = [],
  noneBefore = false,
  below = false,
): string {
  const count = picks.length;
  const n = NUMBER_WORDS[count] ?? String(count);
  // The budget is named in the opening only when every suggestion keeps to it.
  const budget = allWithinBudget(picks, facts) ? budgetPhrase(facts) : '';
  const within = budget ? ` ${budget.startsWith('under') || budget.startsWith('från') ? budget : `för ${budget}`}` : '';
  const liking = likingOf(facts, picks);
  const suggestions = 'förslag';
  const notFoundOpening = `Jag hittar inget med ${listInSwedish(notFound.slice(0, 2))} just nu, men här är ${ideas(count)}${forWhom(facts)}${within}:`;
  switch (turn) {
    case 'more':
      return pick(
        [`Här kommer ${n} nya ${suggestions} med samma kriterier:`, `Självklart! ${capitalise(n)} nya idéer${within}:`],
        seed,
      );
    case 'cheaper':
      return `Absolut, här är billigare alternativ${within}:`;
    case 'pricier':
      return `Då höjer vi ribban lite – här är ${n} ${suggestions}${within}:`;
    case 'changed-recipient':
      return `${capitalise(forWhom(facts).trim() || 'Någon annan')} i stället – då blir det så här:`;
    case 'wider':
      if (below) {
        return `Jag hittar inga ${ranOut ?? suggestions} i prisklassen ${budgetPhrase(facts)} just nu, men strax under finns ${ideas(count)}${forWhom(facts)}:`;
      }
      return `${noneBefore ? `Jag hittar inga ${ranOut ?? suggestions} just nu` : `Jag har inga fler ${ranOut ?? suggestions} att visa`}, men här är ${count === 1 ? 'en annan idé' : `${n} andra idéer`}${forWhom(facts)}${within}:`;
    case 'different':
      return `Då tänker vi om – här är ${ideas(count)}${forWhom(facts)}${within}:`;
    case 'refined':
      if (notFound.length > 0) return notFoundOpening;
      return pick(
        [
          `Uppfattat! Här är ${ideas(count)}${forWhom(facts)}${liking}${within}:`,
          `Då blir det så här – ${ideas(count)}${forWhom(facts)}${liking}${within}:`,
        ],
        seed,
      );
    case 'changed-occasion':
      return `Då anpassar vi efter ${facts.occasion ? (occasionPhrase(facts.occasion) ?? 'tillfället') : 'tillfället'}:`;
    default:
      if (notFound.length > 0) return notFoundOpening;
      return pick(
        [
          `Vad roligt att leta present${forWhom(facts)}! Här är ${n} ${suggestions}${within}:`,
          `Här är ${ideas(count)}${forWhom(facts)}${liking}${within}:`,
        ],
        seed,
      );
  }
}

/** "en idé", "två idéer": idé is common gender. */
function ideas(count: number): string {
  return `${COUNT_WORDS[count] ?? String(count)} ${count === 1 ? 'idé' : 'idéer'}`;
}

function closing(seed: number): string {
  return pick(
    [
      'Vill du ha fler förslag, eller ska jag ändra något – budget, stil eller intresse?',
      'Säg till om du vill se fler förslag eller ändra budgeten!',
      'Vill du att jag letar vidare, kanske i en annan prisklass?',
    ],
    seed,
  );
}

/**
 * "som gillar fiske" after a person ("till din pappa som gillar fiske"), "för den som gillar fiske" without one —
 * never after the suggestions themselves ("tre idéer som gillar champagne"), and only with what the suggestions
 * answer ("som gillar spel" when the gaming picks are shown for "fotboll och gaming").
 */
function likingOf(facts: ReplyFacts, picks: readonly RankedProduct[]): string {
  const asked = facts.namedThings ?? [];
  const answered = [
    ...new Set(
      picks.flatMap((item) =>
        item.reasons.interest && !asked.includes(item.reasons.interest) ? [labelOf(item.reasons.interest, facts)] : [],
      ),
    ),
  ];
  const said = facts.interests.filter((label) => answered.includes(label));
  const labels = said.length > 0 ? said : answered;
  if (labels.length === 0) return '';
  const liked = listInSwedish(labels.slice(0, 2));
  return facts.recipient ? ` som gillar ${liked}` : ` för den som gillar ${liked}`;
}

function acknowledgement(facts: ReplyFacts): string {
  const liking = facts.interests.length > 0 ? ` som gillar ${listInSwedish(facts.interests.slice(0, 2))}` : '';
  if (facts.recipient) return `En present till ${facts.recipient}${liking} – kul, det hjälper jag gärna till med!`;
  if (liking) return `Något för den${liking} – kul, det hjälper jag gärna till med!`;
  return 'Jag hjälper dig gärna att hitta rätt present! 😊';
}

/** " under 600 kr", " för 350–1 800 kr", " från 1 000 kr", or ''. */
function budgetTail(facts: ReplyFacts): string {
  const budget = budgetPhrase(facts);
  if (!budget) return '';
  return budget.startsWith('under') || budget.startsWith('från') ? ` ${budget}` : ` för ${budget}`;
}

function likingTail(shortfall: Shortfall, facts: ReplyFacts): string {
  if (!shortfall.liked) return '';
  return facts.recipient ? ` som gillar ${shortfall.liked}` : ` för den som gillar ${shortfall.liked}`;
}

/** The honest opening when fewer products fit than a reply shows; it asks the one question of the reply. */
export function shortfallOpening(count: number, shortfall: Shortfall, facts: ReplyFacts, inBudget = true): string {
  const question = shortfall.wider
    ? `vill du se andra ${shortfall.wider}?`
    : 'vill du att jag letar i en annan prisklass?';
  // Picks below a budget said roughly ("typ 7000": two sofas at 2 200 kr) are not "för 5 600–8 400 kr".
  const tail = `${forWhom(facts)}${likingTail(shortfall, facts)}${inBudget ? budgetTail(facts) : ''}`;
  if (count === 1) {
    if (shortfall.liked) return `Jag hittar bara ett förslag${tail} – ${question}`;
    return shortfall.what === 'presenter'
      ? `Jag hittar bara en present${tail} – ${question}`
      : `Jag hittar bara ett förslag bland ${shortfall.what}${tail} – ${question}`;
  }
  return `Jag hittar bara ${COUNT_WORDS[count] ?? String(count)} ${shortfall.what}${tail} – ${question}`;
}

/** The honest answer when nothing fits what was named: says so and offers the nearest wider search. */
export function noneFitText(shortfall: Shortfall, facts: ReplyFacts, exhausted: boolean, again = false): string {
  const budget = budgetTail(facts);
  const who = `${forWhom(facts)}${likingTail(shortfall, facts)}`;
  const wider = shortfall.wider && !again ? `andra ${shortfall.wider}` : null;
  if (again) {
    const change = budget ? 'Vill du att jag höjer budgeten, eller vill du' : 'Vill du';
    return `Tyvärr hittar jag inget annat nära det du bad om${forWhom(facts)}${budget} just nu.\n${change} prova ett annat intresse?`;
  }
  const first = exhausted
    ? `Jag har tyvärr inga fler ${shortfall.what}${who}${budget} att visa just nu.`
    : `Jag hittar tyvärr inga ${shortfall.what}${who}${budget} just nu.`;
  const question = budget
    ? wider
      ? `Vill du att jag höjer budgeten, eller letar bland ${wider}?`
      : 'Vill du att jag höjer budgeten?'
    : wider
      ? `Vill du att jag letar bland ${wider}?`
      : 'Vill du prova ett annat intresse?';
  return `${first}\n${question}`;
}

/** The whole reply as text (with `<id: …>` tags), ready to stream. */
export function composeReply(plan: ReplyPlan, variant = 0): string {
  if (plan.kind === 'ask') {
    const question = plan.missing === 'recipient' ? ASK_RECIPIENT_QUESTION : ASK_BUDGET_QUESTION;
    const hint = plan.missing === 'budget' ? '\nTill exempel under 300 kr, runt 500 kr eller upp till 1 000 kr.' : '';
    return `${acknowledgement(plan.facts)}\n${question}${hint}`;
  }
  if (plan.kind === 'empty') {
    if (plan.shortfall) return noneFitText(plan.shortfall, plan.facts, plan.exhausted, plan.again);
    const budget = budgetPhrase(plan.facts);
    if (plan.exhausted) {
      return `Jag har tyvärr inga fler förslag som passar${budget ? ` ${budget}` : ''} just nu.\nVill du prova en annan budget eller ett annat intresse?`;
    }
    return `Jag hittade tyvärr inga presenter${forWhom(plan.facts)}${budget ? ` ${budget}` : ''} som passar just nu.\nVill du prova en annan budget eller ett annat intresse?`;
  }
  const phrase = createPhraser(variant);
  // The opening names the budget when every suggestion keeps to it (see `opening` and `shortfallOpening`).
  const budgetSaid = budgetPhrase(plan.facts) !== '' && allWithinBudget(plan.picks, plan.facts);
  const blocks = plan.picks.map((item, index) => productBlock(item, plan.facts, phrase, index, budgetSaid));
  if (plan.shortfall && plan.picks.length < 3) {
    const floor = plan.facts.budgetMin ?? 0;
    const aboveFloor = plan.picks.every((item) => item.product.priceSEK === null || item.product.priceSEK >= floor);
    const opening = shortfallOpening(plan.picks.length, plan.shortfall, plan.facts, aboveFloor);
    return [opening, '', blocks.join('\n\n')].join('\n');
  }
  return [
    opening(plan.turn, plan.facts, plan.picks, variant, plan.ranOut, plan.notFound, plan.noneBefore, plan.below),
    '',
    blocks.join('\n\n'),
    '',
    closing(variant),
  ].join('\n');
}
