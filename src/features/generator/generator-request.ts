/**
 * What `POST /api/generator` accepts and answers: the four-step wizard's selection, or the AI Express summary;
 * the answer carries the products and how far the fallback chain had to go.
 */
import { z } from 'zod';
import type { Product } from '../catalogue/product.ts';
import { STEP2_DEFAULTS } from './express.ts';
import type { FallbackLevel } from './fallback.ts';
import { wizardSelectionSchema } from './wizard-options.ts';

/** Largest JSON body the generator endpoints read. */
export const GENERATOR_MAX_BODY_BYTES = 8 * 1024;

/** Products the generator read returns (docs/product/generator.md#results: the wizard's page limit). */
export const GENERATOR_LIMIT = 100;
/** Products the keyword search fetches before ranking. */
export const KEYWORD_FETCH_LIMIT = 500;

/** Longest visitor text (each step) that may travel with an AI Express generation; as the analysis accepts. */
export const EXPRESS_TEXT_MAX_LENGTH = 1000;

/** Swedish messages of the generator endpoint. */
export const GENERATOR_ERRORS = {
  invalid: 'Ogiltigt urval för presentgeneratorn',
  invalidSummary: 'Ogiltig sammanfattning för AI Express',
  invalidTexts: `Ogiltiga texter för AI Express: skicka step1 och step2 som text, högst ${EXPRESS_TEXT_MAX_LENGTH} tecken var`,
} as const;

/** The wizard selection as the endpoint accepts it (unknown keys refused). */
export const generatorRequestSchema = wizardSelectionSchema.strict();
export type GeneratorRequest = z.infer<typeof generatorRequestSchema>;

const shortList = z.array(z.string().trim().min(1).max(40)).max(20);
const amount = z.number().int().min(0).max(10_000_000);

/** The AI Express summary (docs/product/express.md#steps, step 3), as step 3 sends it. */
export const expressSummarySchema = z
  .object({
    audiences: shortList,
    age: z.string().trim().max(40).nullable(),
    occasions: shortList,
    budgetMin: amount.default(STEP2_DEFAULTS.budgetMin),
    budgetMax: amount.default(STEP2_DEFAULTS.budgetMax),
    interests: shortList,
  })
  .strict()
  .refine((summary) => summary.budgetMin <= summary.budgetMax, {
    message: 'budgetMin får inte vara större än budgetMax',
    path: ['budgetMin'],
  });

/**
 * The visitor's two texts of steps 1 and 2, sent beside the summary so the generator reads what the summary's
 * shape cannot hold (named product types, things not wanted, materials, alcohol-free…).
 */
export const expressTextsSchema = z
  .object({
    step1: z.string().max(EXPRESS_TEXT_MAX_LENGTH),
    step2: z.string().max(EXPRESS_TEXT_MAX_LENGTH),
  })
  .strict();
export type ExpressTexts = z.infer<typeof expressTextsSchema>;

/** Body of an AI Express generation: `{summary, texts?}` (`texts` is checked on its own, for its own message). */
export const expressRequestSchema = z.object({ summary: expressSummarySchema, texts: z.unknown().optional() }).strict();

/** The generator's answer. */
export interface GeneratorResponse {
  products: Product[];
  fallback: FallbackLevel;
}

/** The AI Express answer: like the generator's, plus the widened budget when the retry was needed. */
export interface ExpressResponse extends GeneratorResponse {
  /** The budget the results come from when the first read found under 10 products; null otherwise. */
  widenedBudget: { min: number; max: number } | null;
}
