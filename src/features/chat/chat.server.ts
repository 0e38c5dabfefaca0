/**
 * The chat pipeline behind POST /api/chat: understand the conversation, retrieve and rank candidates from the
 * catalogue (active, within budget, matching recipient, occasion and interests, not suggested before), then let
 * the AI engine compose — offline by default, the catalogue-locked model when a key is set.
 */
import { aiEngine } from '../../lib/ai/ai.server.ts';
import type { AiEngine } from '../../lib/ai/types.ts';
import type { Queryable } from '../../lib/db/db.server.ts';
import { SITE } from '../../lib/site.ts';
import { productType, typeAncestors, UNKNOWN_TYPE } from '../catalogue/concepts/product-types.ts';
import type { Product } from '../catalogue/product.ts';
import { isProductId } from '../catalogue/product-id.ts';
import { retrieveGiftCandidates } from '../matching/gift-candidates.server.ts';
import { widerCriteria, withSeed } from '../matching/gift-criteria.ts';
import {
  offTopic,
  ownWordsOf,
  type Requirement,
  requirementOf,
  withinIdeas,
  withoutWeakMatches,
  withWishes,
  wordsNotFound,
} from '../matching/gift-ranking.ts';
import { asksForMoreOfTheSame } from '../understanding/index.ts';
import type { ChatTurn } from './chat-request.ts';
import { composeReply, interestLabel, type ReplyFacts, type ReplyPlan, type Shortfall } from './compose.ts';
import { type ConversationReading, decideReply, readConversation, replyFacts } from './conversation.ts';
import { type ChatCriteria, criteriaFrom } from './criteria.ts';
import { MAX_PRODUCTS_PER_REPLY } from './messages.ts';
import { buildChatPrompt } from './prompt.ts';
import { pickVaried, type RankedProduct, rankCandidates } from './rank.ts';
import { reasonClaims } from './reason-claims.ts';
import { encodeChunk, encodeDone } from './sse.ts';

/** Candidates read from the catalogue per query, and how many the model is shown. */
const RETRIEVE_LIMIT = 60;
const MODEL_CANDIDATES = 12;

/**
 * Active products that keep the hard rules (budget, not among `excludeIds`, excluded words and types, age). With
 * `matchOnly`, only products matching the named types, interests, words, recipient or occasion, best matches first;
 * without, the newest such products. See matching/gift-candidates.server.ts.
 */
export function retrieveCandidates(
  db: Queryable,
  criteria: ChatCriteria,
  matchOnly: boolean,
  limit = RETRIEVE_LIMIT,
): Promise<Product[]> {
  return retrieveGiftCandidates(db, criteria, { matchOnly, limit });
}

export interface ChatPlan {
  reading: ConversationReading;
  /** What every suggestion had to match, or null when the visitor named no type, interest or product word. */
  requirement: Requirement | null;
  criteria: ChatCriteria;
  /** What the offline engine writes. */
  reply: ReplyPlan;
  /** Ranked candidates the model may choose from (empty when a question is asked). */
  candidates: RankedProduct[];
  /** Varies the phrasing between turns. */
  variant: number;
}

/** How far under the floor of a range "strax under" reaches: a fifth, as the generator's retry widens a budget. */
const BELOW_RANGE_SHARE = 0.8;

function variantOf(turns: readonly ChatTurn[]): number {
  let hash = 0;
  for (const turn of turns) for (const char of turn.content) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash + turns.length;
}

interface EarlierProduct {
  id: string;
  price: number | null;
  family_id: string | null;
}

/** Prices and families of the products suggested earlier in the conversation (one query). */
async function earlierProducts(db: Queryable, ids: readonly string[]): Promise<EarlierProduct[]> {
  if (ids.length === 0) return [];
  return db.query<EarlierProduct>(
    `SELECT id::text AS id, price_value::float8 AS price, family_id FROM products WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

const sameWord = (a: string, b: string) => a.toLocaleLowerCase('sv-SE') === b.toLocaleLowerCase('sv-SE');

/**
 * The picks of a second search when the first found nothing (the kind around the named one, the range's "strax
 * under"): what matches the requirement without padding, or with nothing named the occasion's and recipient's ideas.
 */
async function picksFor(db: Queryable, criteria: ChatCriteria): Promise<RankedProduct[]> {
  const ranked = rankCandidates(await retrieveCandidates(db, criteria, true), criteria);
  const kept = requirementOf(criteria)
    ? withoutWeakMatches(ranked, ownWordsOf(criteria))
    : withinIdeas(ranked, criteria);
  return pickVaried(kept, MAX_PRODUCTS_PER_REPLY);
}

/** Reads the conversation and decides the reply and its candidates. */
export async function planChatReply(db: Queryable, turns: readonly ChatTurn[]): Promise<ChatPlan> {
  const earlierIds = [...new Set(turns.filter((t) => t.role === 'assistant').flatMap((t) => idsIn(t.content)))];
  const earlierRows = await earlierProducts(db, earlierIds);
  const earlier = new Map(earlierRows.map((row) => [row.id, row.price === null ? null : Number(row.price)]));
  const reading = readConversation(turns, (id) => earlier.get(id) ?? null);
  const families = earlierRows.flatMap((row) => (row.family_id ? [row.family_id] : []));
  const criteria = criteriaFrom(reading.understanding, reading.suggestedIds, families);
  const facts = replyFacts(reading);
  const variant = variantOf(turns);
  const decision = decideReply(reading);
  const requirement = requirementOf(criteria);
  if (decision.action === 'ask') {
    return {
      reading,
      requirement,
      criteria,
      reply: { kind: 'ask', missing: decision.missing, facts },
      candidates: [],
      variant,
    };
  }
  let ranked = rankCandidates(await retrieveCandidates(db, criteria, true), criteria);
  // Without anything named, the newest products for the recipient may fill up; with a named type, interest or word,
  // never: fewer fitting products are shown and said so.
  if (!requirement && pickVaried(ranked, MAX_PRODUCTS_PER_REPLY).length < MAX_PRODUCTS_PER_REPLY) {
    const more = rankCandidates(await retrieveCandidates(db, criteria, false, 30), criteria);
    const seen = new Set(ranked.map((item) => item.product.id));
    // Filling up never brings a niche product the request does not ask for (a cat toy for colleagues).
    ranked = [...ranked, ...more.filter((item) => !seen.has(item.product.id) && !offTopic(item.product, criteria))];
  }
  // Beside products that are what was named, one that only brushes it is padding: fewer are shown and said so.
  // Without anything named, the same holds for the occasion's and recipient's gift ideas.
  const unnamed = ranked.length;
  if (requirement) ranked = withoutWeakMatches(ranked, ownWordsOf(criteria));
  else ranked = withinIdeas(ranked, criteria);
  ranked = withWishes(ranked, criteria);
  let picks = pickVaried(ranked, MAX_PRODUCTS_PER_REPLY);
  const wider = reading.intents.includes('more') || reading.intents.includes('show');
  let ranOut: string | null = null;
  // The last reply had nothing to show either: a second empty answer says so in other words.
  const lastReply = turns.findLast((turn) => turn.role === 'assistant');
  const toldNothing = lastReply !== undefined && idsIn(lastReply.content).length === 0 && wider;
  // Nothing was shown in the conversation yet: what ran out is "not found", not "no more".
  const toldNothingYet = reading.suggestedIds.length === 0;
  // "Fler förslag" after the named kind ran out: the kind around it, never the recipient's other ideas ("andra idéer"
  // goes on to those).
  const lastAsked = turns.findLast((turn) => turn.role === 'user')?.content ?? '';
  const moreOfTheSame = asksForMoreOfTheSame(lastAsked);
  // Nothing of what was named in the range asked for ("300–400 kr"): what costs a little less (down to a fifth under
  // the floor, as the generator's retry widens) is shown as such ("strax under") before any wider search.
  let below = false;
  if (picks.length === 0 && requirement && criteria.budgetMin !== null && criteria.budgetMax !== null) {
    picks = await picksFor(
      db,
      withSeed({ ...criteria, budgetMin: Math.floor(criteria.budgetMin * BELOW_RANGE_SHARE) }),
    );
    below = picks.length > 0;
  }
  if (picks.length === 0 && requirement && wider) {
    // "Har du andra idéer?" when the named kind has run out: the kind around it, or else the occasion's and the
    // recipient's ideas; the reply says what ran out.
    // In order: the kind around the named one, the named interest without the kind ("yoga" → training), the ideas.
    // "Visa några förslag" goes to the nearest kind only; "andra idéer" on to the interest and the general ideas.
    const steps = [
      widerCriteria(criteria),
      ...(reading.intents.includes('more') && !moreOfTheSame
        ? [
            criteria.interests.length > 0 ? withSeed({ ...criteria, productTypes: [], keywords: [] }) : null,
            withSeed({ ...criteria, productTypes: [], interests: [], keywords: [] }),
          ]
        : []),
    ];
    for (const around of steps) {
      if (!around || picks.length > 0) continue;
      picks = await picksFor(db, around);
    }
    // The kind around the named one is no longer "what was asked for": the reasons say why else each fits.
    // Nor does an interest the visitor did not name ("som gillar träning" for golf): only their own words are said.
    picks = picks.map((item) => {
      const interest = item.reasons.interest;
      const said = interest !== null && reading.understanding.keywords.some((word) => sameWord(word, interest));
      return { ...item, reasons: { ...item.reasons, type: null, interest: said ? interest : null } };
    });
    if (picks.length > 0) ranOut = ranOutPhrase(shortfallOf(requirement, facts), criteria.productTypes);
  }
  // "i stället" only follows earlier suggestions; a first answer is a new one.
  // A later message that is no follow-up of its own kind narrows the request ("inget smink", "gärna trä").
  // Nor is "inte för dyrt" in a first message a "cheaper" follow-up.
  const firstAnswer = reading.suggestedIds.length === 0;
  const turn =
    firstAnswer && (decision.turn.startsWith('changed') || ['cheaper', 'pricier', 'more'].includes(decision.turn))
      ? 'new'
      : reading.suggestedIds.length > 0 && decision.turn === 'new'
        ? 'refined'
        : decision.turn;
  const fewerIdeas = !requirement && ranked.length < unnamed;
  const shortfall = requirement
    ? offerOnlyWhatIsSearched(shortfallOf(requirement, facts, picks), criteria)
    : fewerIdeas
      ? { what: 'presenter', liked: null, wider: null }
      : null;
  // The visitor's words that nothing shown holds are said to be missing, never to be what the picks answer.
  const notFound = picks.length > 0 ? wordsNotFound(picks, criteria) : [];
  const told = { ...facts, interests: facts.interests.filter((word) => !notFound.includes(word)) };
  const missing = notFound.length > 0 ? { notFound } : {};
  if (below && requirement) ranOut = ranOutPhrase(shortfallOf(requirement, facts, picks), criteria.productTypes);
  const reply: ReplyPlan =
    ranOut !== null
      ? {
          kind: 'suggest',
          turn: 'wider',
          facts: told,
          picks,
          shortfall: null,
          ranOut,
          noneBefore: toldNothingYet,
          ...(below ? { below } : {}),
        }
      : picks.length > 0
        ? { kind: 'suggest', turn, facts: told, picks, shortfall, ...missing }
        : { kind: 'empty', turn, facts, exhausted: reading.suggestedIds.length > 0, shortfall, again: toldNothing };
  const candidates = [...picks, ...ranked.filter((item) => !picks.includes(item))].slice(0, MODEL_CANDIDATES);
  return { reading, requirement, criteria, reply, candidates, variant };
}

/**
 * The wider search a short answer offers is the one "visa några förslag" runs (widerCriteria): none when there is
 * none (a department as broad as all sport is not searched for "fotboll"), and the kinds a type names around it
 * ("yoga" → massage, sleep, bath and spa, tea) are offered as such, not as the type's parent.
 */
function offerOnlyWhatIsSearched(shortfall: Shortfall, criteria: ChatCriteria): Shortfall {
  if (!shortfall.wider) return shortfall;
  if (widerCriteria(criteria) === null) return { ...shortfall, wider: null };
  const around = criteria.productTypes.some((id) => (productType(id).around ?? []).length > 0);
  return around ? { ...shortfall, wider: 'närliggande presenter' } : shortfall;
}

/**
 * How the reply names what was asked for, and the wider search it offers, when too few products fit: the named
 * type's plural ("rosor", offering its parent) when one type was named and every pick is of it; otherwise the
 * visitor's words ("presenter till din pappa som gillar golf och whisky").
 */
export function shortfallOf(
  requirement: Requirement,
  facts: ReplyFacts,
  picks: readonly RankedProduct[] = [],
): Shortfall {
  const named = [
    ...new Set(requirement.types.map((id) => typeAncestors(id).find((a) => requirement.types.includes(a)) ?? id)),
  ];
  const [only] = named;
  if (named.length === 1 && only && picks.every((item) => item.reasons.type)) {
    const type = productType(only);
    const parent = type.parent ? productType(type.parent) : null;
    // Picks all of one kind below the named one are named as that kind: "två grilltillbehör", not "två grillar".
    const kinds = [...new Set(picks.map((item) => item.product.productType))];
    const [below] = kinds;
    const what = kinds.length === 1 && below && below !== only ? productType(below).plural : type.plural;
    return { what, wider: parent && parent.id !== UNKNOWN_TYPE ? parent.plural : null };
  }
  const words = facts.interests.slice(0, 2);
  // A thing the visitor asked for by its word ("vi vill ge blommor") is what was not found, not something liked.
  const asked = requirement.words.find((word) => (facts.namedThings ?? []).includes(word));
  if (words.length === 0 && asked) return { what: asked, liked: null, wider: null };
  const interest = requirement.interests[0];
  const liked =
    words.length > 0 ? words.join(' och ') : (requirement.words[0] ?? (interest ? interestLabel(interest) : null));
  return { what: 'presenter', liked, wider: null };
}

/**
 * What ran out, for "Jag har inga fler … att visa": the kind ("rosor"), the presents for what the visitor likes, or
 * the first kind named ("byggleksaker" for "gillar att bygga").
 */
function ranOutPhrase(shortfall: Shortfall, named: readonly string[]): string {
  if (shortfall.what !== 'presenter') return shortfall.what;
  if (shortfall.liked) return `presenter för ${shortfall.liked}`;
  const [first] = named;
  return first ? productType(first).plural : shortfall.what;
}

function idsIn(text: string): string[] {
  return [...text.matchAll(/<id:\s*([a-z0-9-]+)\s*>/g)].map((match) => match[1] ?? '').filter(isProductId);
}

/** The reply's text pieces, from the configured engine (offline or catalogue-locked model). */
export async function* chatReply(
  db: Queryable,
  turns: readonly ChatTurn[],
  options: { engine?: AiEngine; signal?: AbortSignal } = {},
): AsyncGenerator<string> {
  const plan = await planChatReply(db, turns);
  const engine = options.engine ?? aiEngine();
  yield* engine.streamChat({
    messages:
      engine.kind === 'offline'
        ? []
        : buildChatPrompt({
            siteName: SITE.name,
            facts: plan.reply.facts,
            ask: plan.reply.kind === 'ask' ? plan.reply.missing : null,
            candidates: plan.candidates,
            alreadySuggested: plan.reading.suggestedIds.length,
            turns,
          }),
    allowedIds: plan.candidates.map((item) => item.product.id),
    maxIds: MAX_PRODUCTS_PER_REPLY,
    reasons: reasonClaims(plan.candidates, plan.reply.facts),
    offline: () => composeReply(plan.reply, plan.variant),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * The reply as a `text/event-stream` body of OpenAI-style chunks ending with `data: [DONE]`. The plan is made
 * before the response starts, so a database failure becomes an error response instead of a broken stream.
 */
export async function chatEventStream(
  db: Queryable,
  turns: readonly ChatTurn[],
  options: { engine?: AiEngine; signal?: AbortSignal } = {},
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const pieces = chatReply(db, turns, options);
  const first = await pieces.next();
  // Set when the visitor leaves: a piece still on its way then has nowhere to go, and that is no failure.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done && first.value) controller.enqueue(encoder.encode(encodeChunk(first.value)));
    },
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (cancelled) return;
        if (next.done) {
          controller.enqueue(encoder.encode(encodeDone()));
          controller.close();
          return;
        }
        if (next.value) controller.enqueue(encoder.encode(encodeChunk(next.value)));
      } catch (error) {
        if (cancelled) return;
        console.error('[chatt] svaret avbröts', error instanceof Error ? error.name : 'okänt fel');
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await pieces.return(undefined);
    },
  });
}
