/** The gift generator's typed client: the wizard's search, AI Express and the reading of its free text. */
import { postJson } from '../../lib/api-client.ts';
import type { AnalyzeResponse } from './analyze.ts';
import type { ExpressSummary } from './express.ts';
import type { ExpressResponse, GeneratorResponse } from './generator-request.ts';
import type { WizardSearchRequest } from './wizard-state.ts';

/** POST /api/generator — the wizard's search: up to 100 products and how far the fallback chain went. */
export function generateGifts(selection: WizardSearchRequest, signal?: AbortSignal): Promise<GeneratorResponse> {
  return postJson('/api/generator', selection, signal);
}

/**
 * POST /api/generator {summary, texts} — AI Express results, with the widened budget when the retry was needed;
 * the visitor's two texts travel along for what the summary cannot hold.
 */
export function generateExpressGifts(
  summary: ExpressSummary,
  texts: { step1: string; step2: string },
  signal?: AbortSignal,
): Promise<ExpressResponse> {
  return postJson('/api/generator', { summary, texts }, signal);
}

/**
 * POST /api/analyze-gift-input — reads AI Express free text. Throws an ApiError with the spec's internal message
 * ("Kunde inte identifiera mottagare", "Kunde inte tolka inmatningen") when the text cannot be understood.
 */
export function analyzeGiftInput<Step extends 1 | 2>(
  text: string,
  step: Step,
  signal?: AbortSignal,
): Promise<AnalyzeResponse<Step>> {
  return postJson('/api/analyze-gift-input', { text, step }, signal);
}
