/**
 * The model's prompt ("ID-first", docs/product/chat.md#offline-engine): what was understood, the retrieved candidates
 * (id, title, price, short description) and the rule to name products only by those ids; then the recent conversation.
 */
import type { AiMessage } from '../../lib/ai/types.ts';
import { productTypeLabel } from '../catalogue/concepts/product-types.ts';
import { formatPrice } from '../catalogue/price.ts';
import { splitTitle } from '../catalogue/title.ts';
import type { ChatTurn } from './chat-request.ts';
import {
  ASK_BUDGET_QUESTION,
  ASK_RECIPIENT_QUESTION,
  budgetPhrase,
  interestLabel,
  type ReplyFacts,
  shortDescription,
} from './compose.ts';
import { MAX_PRODUCTS_PER_REPLY } from './messages.ts';
import type { RankedProduct } from './rank.ts';

/** How many recent messages the model sees. */
export const PROMPT_HISTORY = 12;

export interface PromptInput {
  siteName: string;
  facts: ReplyFacts;
  /** Set when the reply must be one follow-up question. */
  ask: 'recipient' | 'budget' | null;
  candidates: readonly RankedProduct[];
  /** Already suggested earlier in the conversation (not to be repeated). */
  alreadySuggested: number;
  turns: readonly ChatTurn[];
}

function understood(facts: ReplyFacts): string {
  const lines = [
    `Mottagare: ${facts.recipient ?? 'okänd'}`,
    `Budget: ${budgetPhrase(facts) || 'ingen angiven'}`,
    `Intressen: ${facts.interests.join(', ') || 'inga angivna'}`,
    `Tillfälle: ${facts.occasion ?? 'okänt'}`,
  ];
  return lines.join('\n');
}

/** What the candidate truly matched, for the model to give as its reason ("passar: fiske"). */
function matchedFacts(item: RankedProduct): string {
  const matched = [
    item.reasons.interest ? interestLabel(item.reasons.interest) : null,
    item.reasons.type ? productTypeLabel(item.reasons.type).toLocaleLowerCase('sv-SE') : null,
    ...(item.reasons.qualities ?? []),
  ].filter((label): label is string => label !== null);
  return matched.length > 0 ? ` | passar: ${[...new Set(matched)].join(', ')}` : '';
}

function candidateLine(item: RankedProduct): string {
  const { product } = item;
  const price = product.priceSEK === null ? 'pris varierar' : formatPrice(product.priceSEK);
  const description = shortDescription(product.description).replace(/\s+/g, ' ');
  return `- id: ${product.id} | ${splitTitle(product.title).name} | ${price} | ${description}${matchedFacts(item)}`;
}

/** System message plus the recent conversation. */
export function buildChatPrompt(input: PromptInput): AiMessage[] {
  const rules = [
    `Du är ${input.siteName} AI, en varm och hjälpsam svensk presentrådgivare. Svara alltid på svenska, kort och personligt (högst 150 ord).`,
    `Föreslå högst ${MAX_PRODUCTS_PER_REPLY} presenter och ENDAST bland kandidaterna nedan. Hitta aldrig på produkter, priser eller id.`,
    'Skriv varje förslag på en egen rad: "🎁 Produktnamn – pris kr <id: ID>" och på raden under en mening om varför den passar (mottagare, intresse, pris).',
    'Id-taggen ska stå exakt som i kandidatlistan. Nämn inga produkter utan id-tagg. Använd ingen HTML och ingen markdown.',
    'Ge bara skäl som är sanna: ett intresse som skäl bara när det står under "passar" vid kandidaten. Skriv om mottagaren i tredje person med rätt pronomen, och upprepa ingen mening.',
  ];
  if (input.ask === 'recipient') {
    rules.push(
      `Mottagaren är okänd: föreslå inga produkter, ställ i stället exakt en fråga: "${ASK_RECIPIENT_QUESTION}"`,
    );
  } else if (input.ask === 'budget') {
    rules.push(`Budgeten är okänd: föreslå inga produkter, ställ i stället exakt en fråga: "${ASK_BUDGET_QUESTION}"`);
  } else if (input.candidates.length === 0) {
    rules.push(
      'Det finns inga kandidater: säg vänligt att du inte hittade något och föreslå att ändra budget eller intresse.',
    );
  }
  if (input.alreadySuggested > 0) rules.push('Upprepa inte produkter som redan föreslagits i samtalet.');
  const candidates = input.candidates.length > 0 ? input.candidates.map(candidateLine).join('\n') : '(inga)';
  const system = `${rules.join('\n')}\n\nDet här har besökaren berättat:\n${understood(input.facts)}\n\nKandidater:\n${candidates}`;
  return [
    { role: 'system', content: system },
    ...input.turns.slice(-PROMPT_HISTORY).map((turn) => ({ role: turn.role, content: turn.content })),
  ];
}
