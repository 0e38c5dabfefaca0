/**
 * The two analysis steps of the AI Express text generator (analyze-gift-input, docs/product/express.md#analysis): step
 * 1 reads the recipient, step 2 the budget and interests, both onto the generator's option lists.
 */
import { mergeUnderstanding } from './conversation.ts';
import type { AudienceOption, InterestOption, OccasionOption } from './options.ts';
import { type GiftUnderstanding, understandGiftText } from './understanding.ts';

/** The internal error messages (docs/product/express.md#analysis). */
export const ANALYSIS_ERRORS = {
  noRecipient: 'Kunde inte identifiera mottagare',
  unreadable: 'Kunde inte tolka inmatningen',
} as const;
export type AnalysisError = (typeof ANALYSIS_ERRORS)[keyof typeof ANALYSIS_ERRORS];

/** Defaults applied to a missing step-2 budget (docs/product/express.md#analysis). */
export const DEFAULT_BUDGET_MIN = 0;
export const DEFAULT_BUDGET_MAX = 999999;

export interface Step1Data {
  audiences: AudienceOption[];
  age: number | null;
  occasions: OccasionOption[];
}

export interface Step2Data {
  budgetMin: number | null;
  budgetMax: number | null;
  interests: InterestOption[];
}

export type AnalysisResult<T> = { ok: true; data: T } | { ok: false; error: AnalysisError };

function readable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * Step 1: audiences, age and occasions. Fails with "Kunde inte tolka inmatningen" for empty text and with
 * "Kunde inte identifiera mottagare" when no audience is found.
 */
export function analyzeStep1(
  text: string,
  understanding: GiftUnderstanding = understandGiftText(text),
): AnalysisResult<Step1Data> {
  if (!readable(text)) return { ok: false, error: ANALYSIS_ERRORS.unreadable };
  if (understanding.audiences.length === 0) return { ok: false, error: ANALYSIS_ERRORS.noRecipient };
  return {
    ok: true,
    data: { audiences: understanding.audiences, age: understanding.age, occasions: understanding.occasions },
  };
}

/**
 * Step 2: budget and interests. A missing bound stays null (the caller applies 0 and 999999,
 * docs/product/express.md#analysis); "budget spelar ingen roll" gives two nulls. Fails with "Kunde inte tolka
 * inmatningen" only for empty text.
 */
export function analyzeStep2(
  text: string,
  understanding: GiftUnderstanding = understandGiftText(text),
): AnalysisResult<Step2Data> {
  if (!readable(text)) return { ok: false, error: ANALYSIS_ERRORS.unreadable };
  return {
    ok: true,
    data: {
      budgetMin: understanding.budgetMin,
      budgetMax: understanding.budgetMax,
      interests: understanding.interests,
    },
  };
}

/** Runs step 1 or step 2, as the analyze-gift-input body `{ text, step }` asks. */
export function analyzeGiftInput(text: string, step: 1 | 2): AnalysisResult<Step1Data> | AnalysisResult<Step2Data> {
  return step === 1 ? analyzeStep1(text) : analyzeStep2(text);
}

/** The fields of an understanding that make up its wider reading. */
const WIDER_KEYS = [
  'productTypes',
  'excludedTypes',
  'materials',
  'excludedMaterials',
  'attributes',
  'alcoholFree',
  'flowers',
  'hasEverything',
  'roles',
  'devices',
  'keywords',
  'excluded',
  'catalogueInterests',
  'catalogueOccasions',
  'recipients',
  'occasions',
  'toWhom',
  'ageGroups',
  'themes',
  'budgetApproximate',
] as const satisfies readonly (keyof GiftUnderstanding)[];

/**
 * What the generator needs beyond the spec's step outputs, JSON-safe: the product types, materials, attributes,
 * roles and hard filters read from the text, with its keywords, exclusions, catalogue interests and age groups.
 */
export type WiderRequest = Pick<GiftUnderstanding, (typeof WIDER_KEYS)[number]>;

/** The wider reading of an understanding (see WiderRequest). */
export function widerRequest(understanding: GiftUnderstanding): WiderRequest {
  return Object.fromEntries(WIDER_KEYS.map((key) => [key, understanding[key]])) as WiderRequest;
}

/** Both steps of the text generator read once, with the full understanding of the two texts for the caller. */
export interface GiftTextAnalysis {
  step1: AnalysisResult<Step1Data>;
  step2: AnalysisResult<Step2Data>;
  /** Step 1's text, then step 2's merged in as a chat follow-up would be ("inte plast" after "3-åring"). */
  understanding: GiftUnderstanding;
}

/**
 * Reads the generator's two texts (step 1 about the recipient, step 2 about budget and interests). The step
 * outputs are exactly analyzeStep1's and analyzeStep2's; the understanding carries the wider reading (product
 * types, materials, hard filters …) that the spec's shapes have no room for.
 */
export function analyzeGiftTexts(recipientText: string, budgetText = ''): GiftTextAnalysis {
  const first = understandGiftText(recipientText);
  const second = understandGiftText(budgetText);
  return {
    step1: analyzeStep1(recipientText, first),
    step2: analyzeStep2(budgetText, second),
    understanding: budgetText.trim() === '' ? first : mergeUnderstanding(first, second),
  };
}
