/**
 * `POST /api/analyze-gift-input {text, step}` (docs/product/express.md#analysis): what AI Express sends for steps 1 and
 * 2 and what it gets back.
 */
import { z } from 'zod';
import { AUDIENCE_OPTIONS, INTEREST_OPTIONS, OCCASION_OPTIONS } from '../understanding/options.ts';
import { EXPRESS_ERRORS, type ExpressSummary } from './express.ts';

/** Largest JSON body the analysis endpoint reads. */
export const ANALYZE_MAX_BODY_BYTES = 8 * 1024;
/** Longest free text a step accepts. */
export const ANALYZE_TEXT_MAX_LENGTH = 1000;

/** Swedish messages of the analysis endpoint. */
export const ANALYZE_ERRORS = {
  invalid: 'Ogiltig förfrågan: skicka text och steg (1 eller 2)',
  tooLong: `Texten får vara högst ${ANALYZE_TEXT_MAX_LENGTH} tecken`,
  noRecipient: EXPRESS_ERRORS.noRecipient,
  unreadable: EXPRESS_ERRORS.unreadable,
} as const;

/** Body of the analysis request. The text is checked for emptiness by the analysis itself (its own message). */
export const analyzeRequestSchema = z
  .object({
    text: z.string().max(ANALYZE_TEXT_MAX_LENGTH, ANALYZE_ERRORS.tooLong),
    step: z.union([z.literal(1), z.literal(2)]),
  })
  .strict();
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/** Step 1's findings: who the present is for. */
export const step1DataSchema = z.object({
  audiences: z.array(z.enum(AUDIENCE_OPTIONS)).max(AUDIENCE_OPTIONS.length),
  /** Age in years, when the text gives one. */
  age: z.number().int().min(0).max(120).nullable(),
  occasions: z.array(z.enum(OCCASION_OPTIONS)).max(OCCASION_OPTIONS.length),
});
export type Step1Data = z.infer<typeof step1DataSchema>;

/** Step 2's findings: the budget (defaults 0 and 999999) and interests. */
export const step2DataSchema = z.object({
  budgetMin: z.number().min(0).max(10_000_000),
  budgetMax: z.number().min(0).max(10_000_000),
  interests: z.array(z.enum(INTEREST_OPTIONS)).max(INTEREST_OPTIONS.length),
});
export type Step2Data = z.infer<typeof step2DataSchema>;

/** The analysis answer. */
export type AnalyzeResponse<Step extends 1 | 2 = 1 | 2> = Step extends 1
  ? { success: true; data: Step1Data }
  : { success: true; data: Step2Data };

/** The analysis failure body: `{success: false, error}` with one of the spec's internal messages. */
export interface AnalyzeFailure {
  success: false;
  error: string;
}

/** The generator summary of step 3 from the two analyses (the age as text, e.g. "60"). */
export function toExpressSummary(step1: Step1Data, step2: Step2Data): ExpressSummary {
  return {
    audiences: [...step1.audiences],
    age: step1.age === null ? null : String(step1.age),
    occasions: [...step1.occasions],
    budgetMin: step2.budgetMin,
    budgetMax: step2.budgetMax,
    interests: [...step2.interests],
  };
}
