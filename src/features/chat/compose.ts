/**
 * The offline engine's reply (DESIGN.md "Offline engines"): a warm Swedish answer built from what was understood
 * and the chosen products — why each fits (recipient, interest, occasion, price) — with one `<id: …>` per product,
 * or one follow-up question when the recipient or the budget is missing. Pure; phrasing varies with `variant`.
 */

import { interestPhrase, occasionPhrase } from '../catalogue/concepts/index.ts';
import { stripHtml, truncate } from '../catalogue/description.ts';
import { formatPrice } from '../catalogue/price.ts';
import { splitTitle } from '../catalogue/title.ts';
import { withinBudget } from './criteria.ts';
import type { RankedProduct } from './rank.ts';

export type TurnKind = 'new' | 'more' | 'cheaper' | 'pricier' | 'changed-recipient' | 'changed-occasion';

export interface ReplyFacts {
  /** How to name the recipient in a sentence ("din pappa", "en 7-åring", "Anna"), or null. */
  recipient: string | null;
  /** The visitor's interests and product words, as labels ("fiske", "matlagning"). */
  interests: string[];
  /** Catalogue occasion ("jul", "födelsedag"), or null. */
  occasion: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
}

export type ReplyPlan =
  | { kind: 'ask'; missing: 'recipient' | 'budget'; facts: ReplyFacts }
  | { kind: 'suggest'; turn: TurnKind; facts: ReplyFacts; picks: RankedProduct[] }
  | { kind: 'empty'; turn: TurnKind; facts: ReplyFacts; exhausted: boolean };

/** The follow-up questions; the conversation reader looks for these to avoid asking twice. */
export const ASK_RECIPIENT_QUESTION = 'Vem är presenten till – till exempel mamma, en kollega eller en 10-åring?';
export const ASK_BUDGET_QUESTION = 'Ungefär hur mycket vill du lägga på presenten?';

const NUMBER_WORDS = ['inga', 'ett', 'två', 'tre'];

function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(seed) % options.length] as T;
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
  return interestPhrase(value) ?? value;
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

function whyItFits(item: RankedProduct, facts: ReplyFacts, seed: number): string {
  const { interest, recipient, occasion } = item.reasons;
  const who = facts.recipient;
  const label = interest ? interestLabel(interest) : null;
  let sentence: string;
  if (label && who) {
    sentence = pick(
      [`Ett träffsäkert val för ${who} som gillar ${label}`, `Perfekt för ${who} med sitt intresse för ${label}`],
      seed,
    );
  } else if (label) {
    sentence = pick([`Perfekt för den som gillar ${label}`, `Klockrent för ett ${label}-intresse`], seed);
  } else if (who && recipient) {
    sentence = pick([`En present som passar ${who} fint`, `Något ${who} kommer att uppskatta`], seed);
  } else if (who) {
    sentence = pick([`Ett fint förslag till ${who}`, `En uppskattad present som passar de flesta`], seed);
  } else {
    sentence = pick(['En populär present som många uppskattar', 'Ett säkert kort som passar de flesta'], seed);
  }
  const phrase = occasion ? occasionPhrase(occasion) : null;
  if (occasion && phrase && occasion === facts.occasion) {
    sentence += ` – och fin till ${phrase}`;
  }
  return `${sentence}${budgetClause(item.product.priceSEK, facts)}.`;
}

/**
 * What the reply may say about a price and the visitor's budget, checked against the budget: within it →
 * "inom din budget", above it → says so, below the lowest amount → says so; nothing without a budget or a price.
 */
export function budgetClause(price: number | null, facts: Pick<ReplyFacts, 'budgetMin' | 'budgetMax'>): string {
  if (price === null || (facts.budgetMin === null && facts.budgetMax === null)) return '';
  if (withinBudget(price, facts)) return ', och priset ligger inom din budget';
  if (facts.budgetMax !== null && price > facts.budgetMax) return ', men priset ligger över din budget';
  return ', och priset ligger under din budget';
}

function productBlock(item: RankedProduct, facts: ReplyFacts, seed: number): string {
  const { name } = splitTitle(item.product.title);
  const price = item.product.priceSEK === null ? 'pris varierar' : kronor(item.product.priceSEK);
  const description = shortDescription(item.product.description);
  const why = whyItFits(item, facts, seed);
  return `🎁 ${name} – ${price} <id: ${item.product.id}>\n${description ? `${description} ` : ''}${why}`;
}

function forWhom(facts: ReplyFacts): string {
  return facts.recipient ? ` till ${facts.recipient}` : '';
}

function opening(turn: TurnKind, facts: ReplyFacts, picks: readonly RankedProduct[], seed: number): string {
  const count = picks.length;
  const n = NUMBER_WORDS[count] ?? String(count);
  // The budget is named in the opening only when every suggestion keeps to it.
  const allWithin = picks.every((item) => withinBudget(item.product.priceSEK, facts));
  const budget = allWithin ? budgetPhrase(facts) : '';
  const within = budget ? ` ${budget.startsWith('under') || budget.startsWith('från') ? budget : `för ${budget}`}` : '';
  const liking = facts.interests.length > 0 ? ` som gillar ${listInSwedish(facts.interests.slice(0, 2))}` : '';
  const suggestions = count === 1 ? 'förslag' : 'förslag';
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
    case 'changed-occasion':
      return `Då anpassar vi efter ${facts.occasion ? (occasionPhrase(facts.occasion) ?? 'tillfället') : 'tillfället'}:`;
    default:
      return pick(
        [
          `Vad roligt att leta present${forWhom(facts)}! Här är ${n} ${suggestions}${within}:`,
          `Här är ${n} idéer${forWhom(facts)}${liking}${within}:`,
        ],
        seed,
      );
  }
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

function acknowledgement(facts: ReplyFacts): string {
  const liking = facts.interests.length > 0 ? ` som gillar ${listInSwedish(facts.interests.slice(0, 2))}` : '';
  if (facts.recipient) return `En present till ${facts.recipient}${liking} – kul, det hjälper jag gärna till med!`;
  if (liking) return `Något för den${liking} – kul, det hjälper jag gärna till med!`;
  return 'Jag hjälper dig gärna att hitta rätt present! 😊';
}

/** The whole reply as text (with `<id: …>` tags), ready to stream. */
export function composeReply(plan: ReplyPlan, variant = 0): string {
  if (plan.kind === 'ask') {
    const question = plan.missing === 'recipient' ? ASK_RECIPIENT_QUESTION : ASK_BUDGET_QUESTION;
    const hint = plan.missing === 'budget' ? '\nTill exempel under 300 kr, runt 500 kr eller upp till 1 000 kr.' : '';
    return `${acknowledgement(plan.facts)}\n${question}${hint}`;
  }
  if (plan.kind === 'empty') {
    const budget = budgetPhrase(plan.facts);
    if (plan.exhausted) {
      return `Jag har tyvärr inga fler förslag som passar${budget ? ` ${budget}` : ''} just nu.\nVill du prova en annan budget eller ett annat intresse?`;
    }
    return `Jag hittade tyvärr inga presenter${forWhom(plan.facts)}${budget ? ` ${budget}` : ''} som passar just nu.\nVill du prova en annan budget eller ett annat intresse?`;
  }
  const blocks = plan.picks.map((item, index) => productBlock(item, plan.facts, variant + index));
  return [opening(plan.turn, plan.facts, plan.picks, variant), '', blocks.join('\n\n'), '', closing(variant)].join(
    '\n',
  );
}
