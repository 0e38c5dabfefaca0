/**
 * The gift-relevance benchmark's requests, judgments and figures (issue 20, "What it must show"). A request is what
 * a visitor writes in one of the modes (chat, a chat of 2–3 turns, the text generator, the wizard's keyword search,
 * the search box); its judgment says, per product kind (kinds.ts) and per product key, which suggestions are right
 * for exactly this request (2), plausible (1) or wrong (0), and which constraints are hard: a product over the
 * budget or against a hard filter is a violation and counts as 0.
 */
import { FRESH_PREFIX } from './fresh-requests.ts';
import { type GradedProduct, isKind, type Kind, productReading, variantKey } from './kinds.ts';

export const MODES = ['chat', 'chat-multi', 'generator', 'wizard', 'search'] as const;
export type Mode = (typeof MODES)[number];

export const CATALOGUES = ['demo', 'systembolaget', 'bygghemma'] as const;
export type CatalogueName = (typeof CATALOGUES)[number];

/** Hard filters a request states ("alkoholfritt", "inget ätbart", "inte choklad", "inte plast", "inte X"). */
export interface Forbid {
  alcohol?: boolean;
  edible?: boolean;
  chocolate?: boolean;
  plastic?: boolean;
  /** Kinds the visitor ruled out (a parent rules out its children). */
  kinds?: Kind[];
}

export interface Judgment {
  /** Kinds right for exactly this request. */
  good?: Kind[];
  /** Kinds that are plausible. Everything else is 0. */
  ok?: Kind[];
  /** Kinds that are wrong for this request even under a good kind (a child's toy for a 17-year-old). */
  bad?: Kind[];
  /** Merchant product keys (demo slug, Systembolaget key, bygghemma sku) graded 2 / 1 / 0 whatever their kind. */
  goodIds?: string[];
  okIds?: string[];
  badIds?: string[];
  /** "Något personligt": a good kind without a personal touch (name, engraving, photo) is only 1. */
  personal?: boolean;
  /** Hard budget in kronor: a price outside it (or no price) is a violation. */
  budget?: { min?: number; max?: number };
  /** Below this price a product is at most 1 ("ölpresent runt 150 kr" is not a 19 kr can). */
  softMin?: number;
  forbid?: Forbid;
}

/** What the visitor does in each mode. */
export interface WizardInput {
  recipients: string[];
  occasions: string[];
  categories: string[];
  budget: string | null;
  keyword?: string;
}

export interface RelevanceRequest {
  /** Stable id; the split (tuning / held out) is derived from it. */
  id: string;
  mode: Mode;
  catalogue: CatalogueName;
  /** chat / chat-multi: the visitor's messages in order (the assistant's replies come from the engine). */
  turns?: string[];
  /** generator: step 1 (who) and step 2 (budget and interests) as typed. */
  who?: string;
  what?: string;
  wizard?: WizardInput;
  /** search: the query. */
  query?: string;
  judge: Judgment;
}

export type Split = 'tuning' | 'held-out';

/** The catalogue kept out of tuning as a whole. */
export const HELD_OUT_CATALOGUE: CatalogueName = 'bygghemma';

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return value;
}

/** About a third of the requests (by id) and every request on the held-out catalogue are held out. */
export function splitOf(request: Pick<RelevanceRequest, 'id' | 'catalogue'>): Split {
  if (request.catalogue === HELD_OUT_CATALOGUE || request.id.startsWith(FRESH_PREFIX)) return 'held-out';
  return hash(request.id) % 3 === 0 ? 'held-out' : 'tuning';
}

/** The text a person would read as the request (for listings). */
export function requestText(request: RelevanceRequest): string {
  if (request.turns) return request.turns.join(' ⟶ ');
  if (request.mode === 'generator') return `${request.who ?? ''} | ${request.what ?? ''}`;
  if (request.wizard) {
    const w = request.wizard;
    return `[${[...w.recipients, ...w.occasions, ...w.categories, w.budget ?? ''].filter(Boolean).join(', ')}] "${w.keyword ?? ''}"`;
  }
  return request.query ?? '';
}

export interface ProductGrade {
  grade: 0 | 1 | 2;
  budgetViolation: boolean;
  /** Outside the visitor's budget but inside the one AI Express widened to by the spec's retry, with its tip. */
  widened?: boolean;
  filterViolation: boolean;
  kind: Kind;
}

const outside = (price: number | null, budget: { min?: number | null; max?: number | null }) =>
  price === null ||
  (budget.max !== undefined && budget.max !== null && price > budget.max) ||
  (budget.min !== undefined && budget.min !== null && price < budget.min);

/**
 * The grade of one product for a judgment: a budget or hard-filter violation is 0. A price outside the budget but
 * inside the budget the answer said it widened to (AI Express's retry, shown with its budget tip) is no violation
 * but at most a 1.
 */
export function gradeProduct(
  judge: Judgment,
  product: GradedProduct,
  widenedBudget: Answer['widenedBudget'] = null,
): ProductGrade {
  const { kind, attributes } = productReading(product);
  const { budget, forbid } = judge;
  const price = product.price;
  const beyond = budget !== undefined && outside(price, budget);
  const widened = beyond && widenedBudget !== null && widenedBudget !== undefined && !outside(price, widenedBudget);
  const budgetViolation = beyond && !widened;
  const filterViolation =
    forbid !== undefined &&
    ((forbid.alcohol === true && attributes.alcohol) ||
      (forbid.edible === true && attributes.edible) ||
      (forbid.chocolate === true && attributes.chocolate) ||
      (forbid.plastic === true && attributes.plastic) ||
      (forbid.kinds ?? []).some((ruled) => isKind(kind, ruled)));
  if (budgetViolation || filterViolation) return { grade: 0, budgetViolation, filterViolation, kind };
  let grade: 0 | 1 | 2 = 0;
  if (judge.badIds?.includes(product.pid)) grade = 0;
  else if (judge.goodIds?.includes(product.pid)) grade = 2;
  else if ((judge.bad ?? []).some((wrong) => isKind(kind, wrong))) grade = 0;
  else if (judge.okIds?.includes(product.pid)) grade = 1;
  else if ((judge.good ?? []).some((wanted) => isKind(kind, wanted))) grade = 2;
  else if ((judge.ok ?? []).some((wanted) => isKind(kind, wanted))) grade = 1;
  if (grade === 2 && judge.personal === true && !attributes.personal) grade = 1;
  if (grade === 2 && judge.softMin !== undefined && price !== null && price < judge.softMin) grade = 1;
  if (widened) return { grade: grade === 2 ? 1 : grade, budgetViolation, filterViolation, kind, widened };
  return { grade, budgetViolation, filterViolation, kind };
}

/** What one request got: the products shown in each answer, in order (chat: per turn; others: one answer). */
export interface Answer {
  /** Product ids shown per turn; the last is the answer graded. */
  turns: string[][];
  /** The engine asked a question instead of suggesting (answered once with "vet inte, visa förslag"). */
  asked: boolean;
  /** An error or a refusal (e.g. the text generator's "Kunde inte identifiera mottagare"). */
  problem: string | null;
  /** The budget AI Express said it widened to (its budget tip), if it did. */
  widenedBudget?: { min: number | null; max: number | null } | null;
}

export interface GradedAnswer {
  request: RelevanceRequest;
  split: Split;
  shown: { product: GradedProduct; grade: ProductGrade }[];
  /**
   * Products in the catalogue graded 2 for this request and not shown earlier in the conversation (an empty answer is
   * right when there are none: a conversation never shows a product twice).
   */
  fitting: number;
  firstIsTwo: boolean;
  anyZero: boolean;
  budgetViolations: number;
  /** Products shown under AI Express's widened budget (graded at most 1, no violation). */
  widened: number;
  filterViolations: number;
  /** Products of the graded answer already shown earlier in the conversation. */
  repeats: number;
  /** Pairs of variants of one product (same merchant, same title without colour/size words) in one answer. */
  variantPairs: number;
  problem: string | null;
  asked: boolean;
}

/**
 * Grades an answer. An empty answer is right when no product of the catalogue fits (graded 2) that the conversation
 * has not shown already; otherwise it is a miss: its first suggestion is not a 2 and it counts among the answers with a 0. Where no product fits, a first
 * suggestion graded 1 is the best the catalogue allows and counts as a right first suggestion (so showing nothing
 * is never better than showing a plausible alternative).
 */
export function gradeAnswer(
  request: RelevanceRequest,
  answer: Answer,
  products: ReadonlyMap<string, GradedProduct>,
  fitting: number,
): GradedAnswer {
  const lastIds = answer.turns.at(-1) ?? [];
  const shown = lastIds.flatMap((id) => {
    const product = products.get(id);
    return product ? [{ product, grade: gradeProduct(request.judge, product, answer.widenedBudget) }] : [];
  });
  const earlier = new Set(answer.turns.slice(0, -1).flat());
  const fittingLeft =
    fitting -
    [...earlier].filter((id) => {
      const product = products.get(id);
      return product !== undefined && gradeProduct(request.judge, product).grade === 2;
    }).length;
  const keys = new Map<string, number>();
  for (const { product } of shown) keys.set(variantKey(product), (keys.get(variantKey(product)) ?? 0) + 1);
  const variantPairs = [...keys.values()].reduce((sum, count) => sum + (count * (count - 1)) / 2, 0);
  const empty = shown.length === 0;
  return {
    request,
    split: splitOf(request),
    shown,
    fitting: fittingLeft,
    firstIsTwo: empty ? fittingLeft === 0 : (shown[0]?.grade.grade ?? 0) >= (fittingLeft === 0 ? 1 : 2),
    anyZero: empty ? fittingLeft > 0 : shown.some((item) => item.grade.grade === 0),
    budgetViolations: shown.filter((item) => item.grade.budgetViolation).length,
    widened: shown.filter((item) => item.grade.widened).length,
    filterViolations: shown.filter((item) => item.grade.filterViolation).length,
    repeats: lastIds.filter((id) => earlier.has(id)).length,
    variantPairs,
    problem: answer.problem,
    asked: answer.asked,
  };
}

export interface Figures {
  answers: number;
  suggestions: number;
  /** Mean grade of the suggestions shown (0–2). */
  meanGrade: number;
  /** Share of answers whose first suggestion is graded 2 (1 where the catalogue has no 2; empty when none fits). */
  firstIsTwo: number;
  /** Share of answers with at least one 0 (0–1). */
  anyZero: number;
  emptyAnswers: number;
  budgetViolations: number;
  /** Products shown under AI Express's widened budget (graded at most 1, no violation). */
  widened: number;
  filterViolations: number;
  repeats: number;
  variantPairs: number;
  /** Answers (of two or more products) whose products another request of the group got too, in any order. */
  identicalAnswers: number;
  /** Answers where the chat asked a question before suggesting. */
  questions: number;
}

/** How many answers share their set of products (two or more) with an answer to another request. */
function identicalAnswers(answers: readonly GradedAnswer[]): number {
  const keys = answers.map((answer) =>
    answer.shown.length < 2
      ? null
      : `${answer.request.catalogue}|${answer.shown
          .map((item) => item.product.id)
          .sort()
          .join(',')}`,
  );
  return keys.filter((key) => key !== null && keys.filter((other) => other === key).length > 1).length;
}

/** The figures over a group of graded answers. */
export function figuresOf(answers: readonly GradedAnswer[]): Figures {
  const grades = answers.flatMap((answer) => answer.shown.map((item) => item.grade.grade));
  const share = (count: number) => (answers.length === 0 ? 0 : count / answers.length);
  return {
    answers: answers.length,
    suggestions: grades.length,
    meanGrade: grades.length === 0 ? 0 : grades.reduce<number>((sum, grade) => sum + grade, 0) / grades.length,
    firstIsTwo: share(answers.filter((answer) => answer.firstIsTwo).length),
    anyZero: share(answers.filter((answer) => answer.anyZero).length),
    emptyAnswers: answers.filter((answer) => answer.shown.length === 0).length,
    budgetViolations: answers.reduce((sum, answer) => sum + answer.budgetViolations, 0),
    widened: answers.reduce((sum, answer) => sum + answer.widened, 0),
    filterViolations: answers.reduce((sum, answer) => sum + answer.filterViolations, 0),
    repeats: answers.reduce((sum, answer) => sum + answer.repeats, 0),
    variantPairs: answers.reduce((sum, answer) => sum + answer.variantPairs, 0),
    identicalAnswers: identicalAnswers(answers),
    questions: answers.filter((answer) => answer.asked).length,
  };
}

/** One line of figures for a table. */
export function figuresLine(figures: Figures): string {
  const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
  return [
    `${figures.answers} svar`,
    `medelbetyg ${figures.meanGrade.toFixed(2)}`,
    `första = 2: ${percent(figures.firstIsTwo)}`,
    `någon 0: ${percent(figures.anyZero)}`,
    `tomma ${figures.emptyAnswers}`,
    `budgetbrott ${figures.budgetViolations}`,
    `utökad budget ${figures.widened}`,
    `filterbrott ${figures.filterViolations}`,
    `upprepningar ${figures.repeats}`,
    `varianter sida vid sida ${figures.variantPairs}`,
    `identiska svar ${figures.identicalAnswers}`,
    `frågor först ${figures.questions}`,
  ].join(' · ');
}

/** True when an answer falls short: its first is not a 2, it holds a 0, or it repeats or shows variants. */
export function isFailing(answer: GradedAnswer): boolean {
  return !answer.firstIsTwo || answer.anyZero || answer.repeats > 0 || answer.variantPairs > 0;
}

/** "[chat · demo · tuning] id: request → title (2) · title (0, budget)" for reading. */
export function failureLine(answer: GradedAnswer): string {
  const shown =
    answer.shown
      .map(({ product, grade }) => {
        const notes = [
          String(grade.grade),
          grade.kind,
          ...(grade.budgetViolation ? ['budget'] : []),
          ...(grade.filterViolation ? ['filter'] : []),
        ];
        const price = product.price === null ? 'inget pris' : `${Math.round(product.price)} kr`;
        return `${product.title} [${price}] (${notes.join(', ')})`;
      })
      .join(' · ') ||
    `— inget förslag${answer.problem ? ` (${answer.problem})` : ''} (${answer.fitting} passande fanns)`;
  const extra = [
    ...(answer.repeats > 0 ? [`${answer.repeats} upprepade`] : []),
    ...(answer.variantPairs > 0 ? [`${answer.variantPairs} variantpar`] : []),
    ...(answer.asked ? ['frågade först'] : []),
  ];
  const { request } = answer;
  return `[${request.mode} · ${request.catalogue} · ${answer.split}] ${request.id}: ${requestText(request)} → ${shown}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}`;
}
