import type { APIRoute } from 'astro';
import { expressWiderOfTexts, generateExpress } from '../../features/generator/express.server.ts';
import { generateForWizard } from '../../features/generator/generator.server.ts';
import {
  expressRequestSchema,
  expressTextsSchema,
  GENERATOR_ERRORS,
  GENERATOR_MAX_BODY_BYTES,
  generatorRequestSchema,
} from '../../features/generator/generator-request.ts';
import { getDb } from '../../lib/db/db.server.ts';
import { handle, json, parseWith, readJsonBody } from '../../lib/http.ts';

export const prerender = false;

/**
 * POST /api/generator — the gift generator. Body: the wizard selection {recipients, occasions, categories, budget,
 * keyword?} → {products, fallback}; or {summary, texts?} from AI Express → {products, fallback, widenedBudget}; `texts` ({step1, step2}, the visitor's
 * two texts) adds their wider reading to the summary.
 */
export const POST: APIRoute = ({ request }) =>
  handle(async () => {
    const body = await readJsonBody(request, GENERATOR_MAX_BODY_BYTES);
    const db = await getDb();
    if (typeof body === 'object' && body !== null && 'summary' in body) {
      const { summary, texts } = parseWith(expressRequestSchema, body, GENERATOR_ERRORS.invalidSummary);
      const wider =
        texts === undefined
          ? null
          : expressWiderOfTexts(parseWith(expressTextsSchema, texts, GENERATOR_ERRORS.invalidTexts));
      return json(await generateExpress(db, summary, wider));
    }
    const selection = parseWith(generatorRequestSchema, body, GENERATOR_ERRORS.invalid);
    return json(await generateForWizard(db, selection));
  });
