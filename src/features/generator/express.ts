/**
 * Rules of the AI Express generator (/presentgenerator/express), the three-step text-driven variant:
 * 1 recipient as free text, 2 budget and interests as free text, 3 summary and generate.
 */
import {
  catalogueInterestsOf,
  catalogueOccasionsOf,
  INTEREST_CONCEPTS,
  inOrder,
  OCCASION_CONCEPTS,
  RECIPIENT_CONCEPTS,
} from '../catalogue/concepts/index.ts';
import type { CatalogueFilter } from './mappings.ts';
import type { RecipientId } from './wizard-options.ts';

/** Products fetched for the express results. */
export const EXPRESS_FETCH_LIMIT = 100;
/** Products shown before "more". */
export const EXPRESS_INITIAL_SHOWN = 10;
/** Fewer results than this trigger one retry with a wider budget. */
export const EXPRESS_MIN_RESULTS = 10;
/** The retry widens the budget by this share in each direction. */
export const EXPRESS_BUDGET_WIDENING = 0.2;
/** Step-2 values used when the text names no budget. */
export const STEP2_DEFAULTS = { budgetMin: 0, budgetMax: 999999 } as const;

/** Steps of the express generator. */
export type ExpressStep = 1 | 2 | 3;

/** Widens a budget by 20 %: min × 0.8 rounded down, max × 1.2 rounded up. */
export function widenBudget(min: number, max: number): { min: number; max: number } {
  return {
    min: Math.floor(min * (1 - EXPRESS_BUDGET_WIDENING)),
    max: Math.ceil(max * (1 + EXPRESS_BUDGET_WIDENING)),
  };
}

/** True when a result count is small enough (under 10) to retry once with a widened budget. */
export function shouldRetryWithWiderBudget(count: number): boolean {
  return count < EXPRESS_MIN_RESULTS;
}

/** The tip shown when the results come from the widened budget. */
export function budgetTipText(min: number, max: number): string {
  return `Vi hittade få presenter inom din budget, så vi visar även förslag mellan ${min} och ${max} kr.`;
}

/** Error texts of the express generator (docs/product/express.md#analysis). */
export const EXPRESS_ERRORS = {
  toastTitle: 'Kunde inte tolka din beskrivning',
  noRecipient: 'Kunde inte identifiera mottagare',
  unreadable: 'Kunde inte tolka inmatningen',
  hints: {
    1: 'Försök att vara lite mer specifik, till exempel "Min pappa som fyller 60 och älskar att fiska" eller "En kollega som ska gå i pension".',
    2: 'Försök att vara lite mer specifik, till exempel "Runt 500 kr, hon gillar matlagning och inredning" eller "Max 300 kr, gärna något för spelkvällar".',
  },
} as const;

/** The toast shown when the text of a step could not be understood. */
export function analysisErrorToast(step: 1 | 2): { title: string; description: string; variant: 'destructive' } {
  return { title: EXPRESS_ERRORS.toastTitle, description: EXPRESS_ERRORS.hints[step], variant: 'destructive' };
}

/** The internal error for step 1, or null when it may proceed: text required, and at least one audience found. */
export function step1Problem(text: string, audiences: readonly string[]): string | null {
  if (text.trim() === '') return EXPRESS_ERRORS.unreadable;
  return audiences.length === 0 ? EXPRESS_ERRORS.noRecipient : null;
}

/** What the text analysis found in step 2 (any field may be missing). */
export interface Step2Analysis {
  budgetMin?: number | null | undefined;
  budgetMax?: number | null | undefined;
  interests?: readonly string[] | null | undefined;
}

/** Step 2 with the defaults filled in: budgetMin 0, budgetMax 999999, no interests. */
export function applyStep2Defaults(data: Step2Analysis): { budgetMin: number; budgetMax: number; interests: string[] } {
  return {
    budgetMin: data.budgetMin ?? STEP2_DEFAULTS.budgetMin,
    budgetMax: data.budgetMax ?? STEP2_DEFAULTS.budgetMax,
    interests: [...(data.interests ?? [])],
  };
}

/** The generator summary (docs/product/express.md#steps) that step 3 shows and generates from. */
export interface ExpressSummary {
  audiences: string[];
  /** Age in words or years as understood from the text, e.g. "60" or "3-5"; null when not given. */
  age: string | null;
  occasions: string[];
  budgetMin: number;
  budgetMax: number;
  interests: string[];
}

/** A labelled option of the express generator. */
export interface ExpressOption {
  value: string;
  label: string;
}

/** The text variant's recipient list, with the wizard recipient each stands for. */
export const EXPRESS_RECIPIENTS: readonly { label: string; recipient: RecipientId }[] = inOrder(
  RECIPIENT_CONCEPTS,
  'wizardOrder',
).map((concept) => ({ label: concept.expressLabel ?? concept.label, recipient: concept.wizardId as RecipientId }));

/** Audience options of the summary (audience-column values). */
export const EXPRESS_AUDIENCE_OPTIONS: readonly ExpressOption[] = inOrder(RECIPIENT_CONCEPTS, 'generatorOrder').map(
  (concept) => ({ value: concept.id, label: concept.label }),
);

const GENERATOR_OCCASIONS = inOrder(OCCASION_CONCEPTS, 'generatorOrder');
const GENERATOR_INTERESTS = inOrder(INTEREST_CONCEPTS, 'generatorOrder');

/** Occasion options of the summary. */
export const EXPRESS_OCCASION_OPTIONS: readonly ExpressOption[] = GENERATOR_OCCASIONS.map((concept) => ({
  value: concept.generatorId ?? concept.id,
  label: concept.generatorLabel ?? concept.label,
}));

/** Interest options of the summary. */
export const EXPRESS_INTEREST_OPTIONS: readonly ExpressOption[] = GENERATOR_INTERESTS.map((concept) => ({
  value: concept.generatorId ?? concept.id,
  label: concept.generatorLabel ?? concept.label,
}));

/** Summary occasions in catalogue words; [] where the catalogue has none (Alla hjärtans dag). */
const OCCASION_TO_CATALOGUE: ReadonlyMap<string, readonly string[]> = new Map(
  GENERATOR_OCCASIONS.map((concept) => [concept.generatorId ?? concept.id, catalogueOccasionsOf(concept.id)]),
);

/** Summary interests → catalogue interest words (tech → teknik, spel → gaming, hälsa → träning …). */
const INTEREST_TO_CATALOGUE: ReadonlyMap<string, readonly string[]> = new Map(
  GENERATOR_INTERESTS.map((concept) => [concept.generatorId ?? concept.id, catalogueInterestsOf(concept.id)]),
);

/**
 * The catalogue filter for an express summary: its audiences as they are, occasions and interests in catalogue
 * words (an occasion without a catalogue counterpart leaves occasions open), the budget with 999999 or more read
 * as no upper bound.
 */
export function expressSummaryToCatalogueFilter(summary: ExpressSummary): CatalogueFilter {
  const occasions: string[] = [];
  let occasionsOpen = false;
  for (const occasion of summary.occasions) {
    const mapped = OCCASION_TO_CATALOGUE.get(occasion) ?? [occasion];
    if (mapped.length === 0) occasionsOpen = true;
    occasions.push(...mapped);
  }
  const interests = summary.interests.flatMap((interest) => [interest, ...(INTEREST_TO_CATALOGUE.get(interest) ?? [])]);
  return {
    audiences: [...new Set(summary.audiences)],
    toWhom: [],
    occasions: occasionsOpen ? [] : [...new Set(occasions)],
    interests: [...new Set(interests)],
    ageGroups: [],
    budget: {
      min: Math.max(0, summary.budgetMin),
      max: summary.budgetMax >= STEP2_DEFAULTS.budgetMax ? null : summary.budgetMax,
    },
    keyword: null,
  };
}
