/**
 * The chat pipeline behind POST /api/chat: understand the conversation, retrieve and rank candidates from the
 * catalogue (active, within budget, matching recipient, occasion and interests, not suggested before), then let
 * the AI engine compose — offline by default, the catalogue-locked model when a key is set.
 */
import { aiEngine } from '../../lib/ai/ai.server.ts';
import type { AiEngine } from '../../lib/ai/types.ts';
import type { Queryable, SqlParam } from '../../lib/db/db.server.ts';
import { SITE } from '../../lib/site.ts';
import { getProductsByIds, publicColumnsOf } from '../catalogue/catalogue.server.ts';
import { toTsQueryText } from '../catalogue/catalogue-query.ts';
import { ADULT_AUDIENCE_VALUES, CHILD_TO_WHOM_VALUES } from '../catalogue/concepts/index.ts';
import { type CatalogueRow, type Product, toProduct } from '../catalogue/product.ts';
import { isProductId } from '../catalogue/product-id.ts';
import type { ChatTurn } from './chat-request.ts';
import { composeReply, type ReplyPlan } from './compose.ts';
import { type ConversationReading, decideReply, readConversation, replyFacts } from './conversation.ts';
import { type ChatCriteria, criteriaFrom } from './criteria.ts';
import { MAX_PRODUCTS_PER_REPLY } from './messages.ts';
import { buildChatPrompt } from './prompt.ts';
import { pickVaried, type RankedProduct, rankCandidates } from './rank.ts';
import { encodeChunk, encodeDone } from './sse.ts';

/** Candidates read from the catalogue per query, and how many the model is shown. */
const RETRIEVE_LIMIT = 60;
const MODEL_CANDIDATES = 12;
const CHILD_ONLY = CHILD_TO_WHOM_VALUES;
const ADULT_AUDIENCES = ADULT_AUDIENCE_VALUES;

/**
 * Active products inside the budget, not among `excludeIds`, without excluded words and for the right age. With
 * `matchOnly`, only products matching the recipient, interests, occasion or product words, best matches first;
 * without, the newest such products (an index walk that stops early: the ranker scores them afterwards).
 */
export async function retrieveCandidates(
  db: Queryable,
  criteria: ChatCriteria,
  matchOnly: boolean,
  limit = RETRIEVE_LIMIT,
): Promise<Product[]> {
  const params: SqlParam[] = [];
  const bind = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['p.is_active'];
  if (criteria.budgetMin !== null) where.push(`p.price_value >= ${bind(criteria.budgetMin)}`);
  if (criteria.budgetMax !== null) where.push(`p.price_value <= ${bind(criteria.budgetMax)}`);
  if (criteria.budgetMin !== null || criteria.budgetMax !== null) where.push('p.price_value IS NOT NULL');
  const excludeIds = criteria.excludeIds.filter(isProductId);
  if (excludeIds.length > 0) where.push(`NOT (p.id = ANY(${bind(excludeIds)}::uuid[]))`);
  const excluded = toTsQueryText(criteria.excluded, '|');
  if (excluded) where.push(`NOT (p.search_vector @@ to_tsquery('pp_swedish', ${bind(excluded)}))`);
  if (criteria.child === false) {
    where.push(
      `NOT (coalesce(p.audience, '') = ANY(${bind(CHILD_ONLY)}::text[])
        OR (cardinality(p.to_whom) > 0 AND p.to_whom <@ ${bind(CHILD_ONLY)}::text[]))`,
    );
  } else if (criteria.child === true) {
    where.push(
      `(NOT (coalesce(p.audience, '') = ANY(${bind(ADULT_AUDIENCES)}::text[])) OR p.to_whom && ${bind(CHILD_ONLY)}::text[])`,
    );
  }
  const columns = publicColumnsOf('p');
  let order = 'p.updated_at DESC, p.id';
  if (matchOnly) {
    const keywords = toTsQueryText(criteria.keywords, '|');
    const keywordQuery = keywords ? `to_tsquery('pp_swedish', ${bind(keywords)})` : null;
    const toWhom = bind(criteria.toWhom);
    const interests = bind(criteria.interests);
    const occasions = bind(criteria.occasions);
    const audiences = bind(criteria.audiences);
    const ageGroups = bind(criteria.ageGroups);
    const matches = [
      `p.to_whom && ${toWhom}::text[]`,
      `p.interests && ${interests}::text[]`,
      `p.occasions && ${occasions}::text[]`,
      ...(keywordQuery ? [`p.search_vector @@ ${keywordQuery}`] : []),
    ];
    // Every arm is served by a GIN index (facets, full text), so the OR stays an index bitmap scan.
    where.push(`(${matches.join(' OR ')})`);
    const score = [
      keywordQuery
        ? `(CASE WHEN p.search_vector @@ ${keywordQuery} THEN 6 + 10 * ts_rank_cd(p.search_vector, ${keywordQuery}, 1) ELSE 0 END)`
        : '0',
      `(CASE WHEN p.interests && ${interests}::text[] THEN 5 ELSE 0 END)`,
      `(CASE WHEN p.to_whom && ${toWhom}::text[] THEN 4 ELSE 0 END)`,
      `(CASE WHEN p.occasions && ${occasions}::text[] THEN 3 ELSE 0 END)`,
      `(CASE WHEN coalesce(p.audience, '') = ANY(${audiences}::text[]) THEN 2 ELSE 0 END)`,
      `(CASE WHEN p.age_groups && ${ageGroups}::text[] THEN 2 ELSE 0 END)`,
    ].join(' + ');
    order = `${score} DESC, p.rank_boost DESC, p.trend_score DESC, p.id`;
  }
  const rows = await db.query<CatalogueRow>(
    `SELECT ${columns} FROM products p
     WHERE ${where.join(' AND ')}
     ORDER BY ${order}
     LIMIT ${bind(limit)}`,
    params,
  );
  return rows.map(toProduct);
}

export interface ChatPlan {
  reading: ConversationReading;
  criteria: ChatCriteria;
  /** What the offline engine writes. */
  reply: ReplyPlan;
  /** Ranked candidates the model may choose from (empty when a question is asked). */
  candidates: RankedProduct[];
  /** Varies the phrasing between turns. */
  variant: number;
}

function variantOf(turns: readonly ChatTurn[]): number {
  let hash = 0;
  for (const turn of turns) for (const char of turn.content) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash + turns.length;
}

/** Reads the conversation and decides the reply and its candidates. */
export async function planChatReply(db: Queryable, turns: readonly ChatTurn[]): Promise<ChatPlan> {
  const earlierIds = [...new Set(turns.filter((t) => t.role === 'assistant').flatMap((t) => idsIn(t.content)))];
  const earlier = new Map((await getProductsByIds(db, earlierIds)).map((product) => [product.id, product.priceSEK]));
  const reading = readConversation(turns, (id) => earlier.get(id) ?? null);
  const criteria = criteriaFrom(reading.understanding, reading.suggestedIds);
  const facts = replyFacts(reading);
  const variant = variantOf(turns);
  const decision = decideReply(reading);
  if (decision.action === 'ask') {
    return { reading, criteria, reply: { kind: 'ask', missing: decision.missing, facts }, candidates: [], variant };
  }
  let ranked = rankCandidates(await retrieveCandidates(db, criteria, true), criteria);
  if (pickVaried(ranked, MAX_PRODUCTS_PER_REPLY).length < MAX_PRODUCTS_PER_REPLY) {
    const more = rankCandidates(await retrieveCandidates(db, criteria, false, 30), criteria);
    const seen = new Set(ranked.map((item) => item.product.id));
    ranked = [...ranked, ...more.filter((item) => !seen.has(item.product.id))];
  }
  const picks = pickVaried(ranked, MAX_PRODUCTS_PER_REPLY);
  const reply: ReplyPlan =
    picks.length > 0
      ? { kind: 'suggest', turn: decision.turn, facts, picks }
      : { kind: 'empty', turn: decision.turn, facts, exhausted: reading.suggestedIds.length > 0 };
  const candidates = [...picks, ...ranked.filter((item) => !picks.includes(item))].slice(0, MODEL_CANDIDATES);
  return { reading, criteria, reply, candidates, variant };
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
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done && first.value) controller.enqueue(encoder.encode(encodeChunk(first.value)));
    },
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) {
          controller.enqueue(encoder.encode(encodeDone()));
          controller.close();
          return;
        }
        if (next.value) controller.enqueue(encoder.encode(encodeChunk(next.value)));
      } catch (error) {
        console.error('[chatt] svaret avbröts', error instanceof Error ? error.name : 'okänt fel');
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
