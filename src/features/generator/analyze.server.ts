/**
 * AI Express text analysis (`POST /api/analyze-gift-input`): the offline Swedish understanding always; with a
 * model configured, the model's structured answer (checked by zod) with the offline reading as fallback.
 */
import { z } from 'zod';
import { aiEngine } from '../../lib/ai/ai.server.ts';
import type { AiMessage } from '../../lib/ai/types.ts';
import { analyzeStep1, analyzeStep2 } from '../understanding/analyze.ts';
import { AUDIENCE_OPTIONS, INTEREST_OPTIONS, OCCASION_OPTIONS } from '../understanding/options.ts';
import { ANALYZE_ERRORS, type Step1Data, type Step2Data, step1DataSchema } from './analyze.ts';
import { applyStep2Defaults } from './express.ts';

/** The analysis outcome: the step's data, or one of the spec's internal messages. */
export type AnalyzeOutcome<T> = { success: true; data: T } | { success: false; error: string };

const step2ModelSchema = z.object({
  budgetMin: z.number().min(0).max(10_000_000).nullable(),
  budgetMax: z.number().min(0).max(10_000_000).nullable(),
  interests: z.array(z.enum(INTEREST_OPTIONS)).max(INTEREST_OPTIONS.length),
});

const list = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

const STEP1_PROMPT = `Du tolkar en svensk beskrivning av vem en present ska ges till.
Svara ENDAST med ett JSON-objekt: {"audiences": [...], "age": tal eller null, "occasions": [...]}.
- audiences: de värden ur listan som passar mottagaren: ${list(AUDIENCE_OPTIONS)}. Tom lista om ingen mottagare nämns.
- age: mottagarens ålder i år om den framgår, annars null.
- occasions: tillfällen ur listan som nämns: ${list(OCCASION_OPTIONS)}.
Använd bara värden ur listorna.`;

const STEP2_PROMPT = `Du tolkar en svensk beskrivning av budget och intressen för en present.
Svara ENDAST med ett JSON-objekt: {"budgetMin": tal eller null, "budgetMax": tal eller null, "interests": [...]}.
- budgetMin och budgetMax i kronor; null för en gräns som inte nämns ("max 500" ger min null och max 500).
- interests: värden ur listan som passar: ${list(INTEREST_OPTIONS)}. Ta inte med sådant texten säger nej till.
Använd bara värden ur listorna.`;

function messages(prompt: string, text: string): AiMessage[] {
  return [
    { role: 'system', content: prompt },
    { role: 'user', content: text },
  ];
}

function readable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * Step 1: audiences, age and occasions. "Kunde inte tolka inmatningen" for text without letters or digits,
 * "Kunde inte identifiera mottagare" when no audience is found.
 */
export async function analyzeRecipientText(text: string, signal?: AbortSignal): Promise<AnalyzeOutcome<Step1Data>> {
  if (!readable(text)) return { success: false, error: ANALYZE_ERRORS.unreadable };
  const offline = analyzeStep1(text);
  const data = await aiEngine().analyze({
    messages: messages(STEP1_PROMPT, text),
    schema: step1DataSchema,
    offline: () =>
      offline.ok
        ? step1DataSchema.parse({
            ...offline.data,
            age: offline.data.age === null ? null : Math.round(offline.data.age),
          })
        : { audiences: [], age: null, occasions: [] },
    ...(signal ? { signal } : {}),
  });
  if (data.audiences.length === 0) return { success: false, error: ANALYZE_ERRORS.noRecipient };
  return {
    success: true,
    data: { ...data, audiences: [...new Set(data.audiences)], occasions: [...new Set(data.occasions)] },
  };
}

/**
 * Step 2: budget and interests, a missing budgetMin read as 0 and a missing budgetMax as 999999
 * (docs/product/express.md#analysis). "Kunde inte tolka inmatningen" for text without letters or digits.
 */
export async function analyzeBudgetText(text: string, signal?: AbortSignal): Promise<AnalyzeOutcome<Step2Data>> {
  if (!readable(text)) return { success: false, error: ANALYZE_ERRORS.unreadable };
  const offline = analyzeStep2(text);
  const data = await aiEngine().analyze({
    messages: messages(STEP2_PROMPT, text),
    schema: step2ModelSchema,
    offline: () => (offline.ok ? offline.data : { budgetMin: null, budgetMax: null, interests: [] }),
    ...(signal ? { signal } : {}),
  });
  const filled = applyStep2Defaults(data);
  const [budgetMin, budgetMax] =
    filled.budgetMin <= filled.budgetMax ? [filled.budgetMin, filled.budgetMax] : [filled.budgetMax, filled.budgetMin];
  return { success: true, data: { budgetMin, budgetMax, interests: [...new Set(data.interests)] } };
}
