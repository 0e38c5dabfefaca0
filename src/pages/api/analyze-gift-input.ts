import type { APIRoute } from 'astro';
import { analyzeBudgetText, analyzeRecipientText } from '../../features/generator/analyze.server.ts';
import { ANALYZE_ERRORS, ANALYZE_MAX_BODY_BYTES, analyzeRequestSchema } from '../../features/generator/analyze.ts';
import { handle, json, parseWith, readJsonBody } from '../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/analyze-gift-input {text, step} — AI Express text analysis. 200 {success: true, data}: step 1
 * {audiences, age, occasions}, step 2 {budgetMin, budgetMax, interests}. Text that cannot be understood:
 * 422 {success: false, error} with "Kunde inte identifiera mottagare" or "Kunde inte tolka inmatningen".
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = parseWith(
      analyzeRequestSchema,
      await readJsonBody(request, ANALYZE_MAX_BODY_BYTES),
      ANALYZE_ERRORS.invalid,
    );
    const outcome =
      body.step === 1
        ? await analyzeRecipientText(body.text, request.signal)
        : await analyzeBudgetText(body.text, request.signal);
    return json(outcome, { status: outcome.success ? 200 : 422 });
  });
