/**
 * Reading a whole chat with the understanding module, turn by turn ("billigare", "något annat", "till en kollega
 * istället" refine what came before), and deciding what the next reply does: suggest products or ask one
 * follow-up question.
 */

import { foldDiacritics } from '../../lib/swedish-text.ts';
import { recipientWords } from '../catalogue/concepts/index.ts';
import type { InterestId } from '../catalogue/concepts/interests.ts';
import { typesNamedBy } from '../catalogue/concepts/type-reading.ts';
import { INTEREST_WORDS } from '../catalogue/concepts/words.ts';
import { isAlcoholWord } from '../matching/gift-criteria.ts';
import {
  continueUnderstanding,
  emptyUnderstanding,
  type FollowUpIntent,
  type GiftUnderstanding,
  hasBudget,
  hasRecipient,
  interestsOfKeyword,
  likedForm,
  type Recipient,
  saidAsLiked,
  understandGiftText,
} from '../understanding/index.ts';
import type { ChatTurn } from './chat-request.ts';
import {
  ASK_BUDGET_QUESTION,
  ASK_RECIPIENT_QUESTION,
  interestLabel,
  type ReplyFacts,
  type TurnKind,
} from './compose.ts';
import { extractProductIds } from './messages.ts';

export interface ConversationReading {
  understanding: GiftUnderstanding;
  /** What the last message asks for. */
  intents: FollowUpIntent[];
  /** The quick form's "Present till: …" when the understanding found no relation in it ("Anna"). */
  recipientName: string | null;
  /** Every product id named in the assistant's replies, oldest first. */
  suggestedIds: string[];
  /** The reply before the last message asked this question. */
  askedRecipient: boolean;
  askedBudget: boolean;
  /** The visitor's own messages, lower-cased and folded, for saying only what they said. */
  said?: string;
}

const QUICK_FORM_RECIPIENT = /^\s*present till:\s*(.+)$/im;

/**
 * Text from the visitor that may be repeated in a reply: letters, digits, spaces and hyphens, at most four words
 * and 40 characters; anything that looks like markup or code gives ''.
 */
export function safeLabel(text: string): string {
  if (/[<>{}\\=&;]|script|javascript:/iu.test(text) || text.trim().split(/\s+/).length > 4) return '';
  return text
    .replace(/[^\p{L}\p{N} '-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
    .trim();
}

/**
 * Reads the conversation. `priceOf` gives the price of a suggested product (for "billigare"/"dyrare" without an
 * amount, which move the budget from the prices just shown).
 */
export function readConversation(
  turns: readonly ChatTurn[],
  priceOf: (id: string) => number | null = () => null,
): ConversationReading {
  let understanding = emptyUnderstanding();
  let intents: FollowUpIntent[] = [];
  let recipientName: string | null = null;
  let shownPrices: number[] = [];
  const suggestedIds: string[] = [];
  const visitorTexts: string[] = [];
  let askedRecipient = false;
  let askedBudget = false;
  for (const turn of turns) {
    if (turn.role === 'assistant') {
      const ids = extractProductIds(turn.content);
      suggestedIds.push(...ids.filter((id) => !suggestedIds.includes(id)));
      if (ids.length > 0) shownPrices = ids.map(priceOf).filter((price): price is number => price !== null);
      askedRecipient = turn.content.includes(ASK_RECIPIENT_QUESTION);
      askedBudget = turn.content.includes(ASK_BUDGET_QUESTION);
      continue;
    }
    visitorTexts.push(turn.content);
    const result = continueUnderstanding(understanding, turn.content, { shownPrices });
    const named = QUICK_FORM_RECIPIENT.exec(turn.content)?.[1];
    if (hasRecipient(understandGiftText(turn.content))) recipientName = null;
    if (named && !hasRecipient(understandGiftText(named))) recipientName = safeLabel(named) || null;
    else if (result.intents.includes('restart')) recipientName = null;
    understanding = result.understanding;
    intents = result.intents;
  }
  const said = foldDiacritics(visitorTexts.join(' ').toLocaleLowerCase('sv-SE'));
  return { understanding, intents, recipientName, suggestedIds, askedRecipient, askedBudget, said };
}

/**
 * An interest's label as the visitor put it: of a label that joins two things ("musik och film"), only the ones the
 * visitor's words name ("hon gillar musik" → "musik"); the whole label when their words name neither.
 */
export function saidInterestLabel(value: string, said: string | undefined): string {
  const label = interestLabel(value);
  if (said === undefined || !label.includes(' och ')) return label;
  const parts = label.split(' och ');
  const named = parts.filter((part) => said.includes(foldDiacritics(part).slice(0, 4)));
  if (named.length > 0) return named.join(' och ');
  // The interest's own words name its first part ("jazz", "konsert" are music): the registry lists film apart.
  const words = new Set(said.split(/[^\p{L}]+/u));
  return interestWordsOf(value).some((word) => words.has(word)) ? (parts[0] ?? label) : label;
}

/** An interest's own words from the registry, folded. */
function interestWordsOf(value: string): string[] {
  const groups = INTEREST_WORDS[value as InterestId]?.words ?? [];
  return groups.flatMap((group) => (typeof group === 'string' ? group : group.forms).split(/\s+/).map(foldDiacritics));
}

export type ReplyDecision = { action: 'ask'; missing: 'recipient' | 'budget' } | { action: 'suggest'; turn: TurnKind };

/**
 * Ask one follow-up question when the recipient (first) or the budget is missing, unless that was just asked or
 * the visitor asks for more; otherwise suggest products.
 */
export function decideReply(reading: ConversationReading): ReplyDecision {
  const { understanding, intents } = reading;
  const wantsMore = intents.includes('more') || intents.includes('different') || intents.includes('show');
  const recipientKnown = hasRecipient(understanding) || reading.recipientName !== null;
  if (!wantsMore && !recipientKnown && !reading.askedRecipient) return { action: 'ask', missing: 'recipient' };
  if (!wantsMore && !hasBudget(understanding) && !reading.askedBudget && recipientKnown) {
    return { action: 'ask', missing: 'budget' };
  }
  return { action: 'suggest', turn: turnKind(intents) };
}

function turnKind(intents: readonly FollowUpIntent[]): TurnKind {
  if (intents.includes('change-recipient')) return 'changed-recipient';
  if (intents.includes('cheaper')) return 'cheaper';
  if (intents.includes('pricier')) return 'pricier';
  if (intents.includes('change-occasion')) return 'changed-occasion';
  if (intents.includes('more')) return 'more';
  if (intents.includes('different')) return 'different';
  return 'new';
}

/** The recipient as it reads in a sentence: "din pappa", "ditt barnbarn", "dina föräldrar", "en 7-åring". */
export function recipientPhrase(recipient: Recipient | undefined, age: number | null): string | null {
  if (!recipient) return age !== null && age < 20 ? `en ${age}-åring` : null;
  const child = age !== null && age < 20;
  const words = recipientWords(recipient);
  if (child && words.indefinite) return `en ${age}-åring`;
  return words.ref;
}

/** Whether the visitor wrote the word itself (not a verb or another word it was read from). */
function writtenAsIs(word: string, said: string): boolean {
  const folded = foldDiacritics(word.toLocaleLowerCase('sv-SE')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${folded}([^\\p{L}]|$)`, 'u').test(said);
}

/** What the reply may say about the request. */
export function replyFacts(reading: ConversationReading): ReplyFacts {
  const { understanding } = reading;
  const wide = understanding as typeof understanding & { alcoholFree?: boolean };
  const excluded = new Set(understanding.excluded.map((word) => word.toLocaleLowerCase('sv-SE')));
  // A word the visitor ruled out ("inget alkohol", "alkoholfritt") is never said to be liked.
  const liked = (word: string) =>
    !excluded.has(word.toLocaleLowerCase('sv-SE')) &&
    !(wide.alcoholFree && isAlcoholWord(word.toLocaleLowerCase('sv-SE')));
  // An interest one of the visitor's words stands for is said by that word: "gillar ridning" is no "häst och träning".
  const ownWord = (value: string) => understanding.keywords.some((word) => interestsOfKeyword(word).has(value));
  // A product word written as such without a verb of liking is no liking: "mobilskal till iphone 15" (a hobby said
  // as a verb, "läser deckare", "grillar", still is).
  const namedThings = understanding.keywords.filter(
    (word) =>
      typesNamedBy([word]).length > 0 &&
      writtenAsIs(word, reading.said ?? '') &&
      !saidAsLiked(reading.said ?? '', word),
  );
  const interests = [
    ...understanding.keywords
      .filter((word) => liked(word) && !namedThings.includes(word))
      .map((word) => safeLabel(likedForm(word))),
    ...understanding.catalogueInterests
      .filter((value) => !ownWord(value))
      .map((value) => saidInterestLabel(value, reading.said)),
  ].filter((label, index, all) => label.length > 1 && all.indexOf(label) === index);
  const unlimited = understanding.budgetUnlimited;
  const recipient = understanding.recipients[0];
  const interestNames = Object.fromEntries(
    understanding.catalogueInterests.map((value) => [value, saidInterestLabel(value, reading.said)]),
  );
  return {
    interestNames,
    namedThings,
    recipient: recipientPhrase(recipient, understanding.age) ?? reading.recipientName,
    pronoun: recipient ? recipientWords(recipient).pronoun : 'hen',
    interests: interests.slice(0, 3),
    occasion: understanding.catalogueOccasions[0] ?? null,
    budgetMin: unlimited ? null : understanding.budgetMin,
    budgetMax: unlimited ? null : understanding.budgetMax,
  };
}
