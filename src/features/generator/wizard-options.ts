/**
 * The four-step gift wizard (/presentgenerator): its option lists and its fixed Swedish texts.
 * Ids are stable ASCII values (used in URLs, requests and tests); labels are what visitors see.
 */
import { z } from 'zod';
import {
  CATEGORY_CONCEPTS,
  type CategoryConceptId,
  inOrder,
  OCCASION_CONCEPTS,
  type OccasionConceptId,
  occasionConcept,
  RECIPIENT_CONCEPTS,
  WIZARD_BUDGET_CONCEPTS,
  type WizardBudgetId,
  type WizardOccasionId,
  type WizardRecipientId,
} from '../catalogue/concepts/index.ts';

/** One button in a wizard step. */
export interface WizardOption<Id extends string = string> {
  id: Id;
  label: string;
  emoji: string;
}

const WIZARD_RECIPIENT_CONCEPTS = inOrder(RECIPIENT_CONCEPTS, 'wizardOrder');
const WIZARD_OCCASION_CONCEPTS = inOrder(OCCASION_CONCEPTS, 'wizardOrder');

/** Step 1, "Till vem": who the present is for (multi-select). */
export const RECIPIENTS: readonly WizardOption<WizardRecipientId>[] = WIZARD_RECIPIENT_CONCEPTS.map((concept) => ({
  id: concept.wizardId as WizardRecipientId,
  label: concept.wizardLabel ?? concept.label,
  emoji: concept.emoji ?? '',
}));

export type RecipientId = WizardRecipientId;

/** Every occasion the wizard knows; which ones a visitor sees depends on the chosen recipients. */
export const OCCASIONS: readonly WizardOption<WizardOccasionId>[] = WIZARD_OCCASION_CONCEPTS.map((concept) => ({
  id: concept.wizardId as WizardOccasionId,
  label: concept.wizardLabel ?? concept.label,
  emoji: concept.emoji ?? '',
}));

export type OccasionId = WizardOccasionId;

/** The wizard id of an occasion concept. */
function wizardOccasionId(id: OccasionConceptId): OccasionId {
  return occasionConcept(id).wizardId as OccasionId;
}

/** Step 2, "Tillfälle": the occasions offered for each recipient, most likely first. */
export const OCCASIONS_BY_RECIPIENT = Object.fromEntries(
  WIZARD_RECIPIENT_CONCEPTS.map((concept) => [concept.wizardId, (concept.wizardOccasions ?? []).map(wizardOccasionId)]),
) as Record<RecipientId, readonly OccasionId[]>;

/** Step 3, "Kategori": the kind of present (multi-select). 'corporate' is Företagsgåvor. */
export const CATEGORIES: readonly WizardOption<CategoryConceptId>[] = CATEGORY_CONCEPTS.map(({ id, label, emoji }) => ({
  id,
  label,
  emoji,
}));

export type CategoryId = CategoryConceptId;

/** One price range of step 4; `max` null means no upper bound. */
export interface BudgetOption {
  id: string;
  label: string;
  min: number;
  max: number | null;
}

/** Step 4, "Budget": price ranges in SEK (single-select), filtering on the product price. */
export const BUDGETS: readonly (BudgetOption & { id: WizardBudgetId })[] = WIZARD_BUDGET_CONCEPTS;

export type BudgetId = WizardBudgetId;

/** The wizard's steps, numbered 1 to 4, with the names shown in the progress bar. */
export const WIZARD_STEPS = [
  { step: 1, name: 'Till vem', prompt: 'Vem ska få presenten?' },
  { step: 2, name: 'Tillfälle', prompt: 'Vad är tillfället?' },
  { step: 3, name: 'Kategori', prompt: 'Vilken typ av present letar du efter?' },
  { step: 4, name: 'Budget', prompt: 'Vad är din prisram?' },
] as const;

/** Fixed texts of the wizard page. */
export const WIZARD_TEXT = {
  defaultTitle: 'Hitta presenter & gåvor',
  categoryPrompt: 'Vilken typ av present letar du efter?',
  budgetPrompt: 'Vad är din prisram?',
  keywordLabel: 'Lägg till eget sökord (valfritt)',
  keywordPlaceholder: 't.ex. kaffe, yoga eller lego',
  keywordHint: 'Ett sökord hjälper oss att prioritera specifika produkter, till exempel ett märke eller en hobby.',
  back: 'Bakåt',
  next: 'Nästa steg',
  reset: 'Börja om',
  search: 'Visa presenter',
  loading: 'Laddar presenter...',
  emptyBeforeSearch: 'Välj dina preferenser ovan för att hitta presenter.',
  emptyAfterSearch: 'Inga produkter hittades. Prova att justera dina filter ovan.',
} as const;

/** Longest keyword the wizard accepts. */
export const KEYWORD_MAX_LENGTH = 100;

/** Results heading: "Visar 12 presenter" ("Visar 1 present" for a single one). */
export function resultsCountText(count: number): string {
  return count === 1 ? 'Visar 1 present' : `Visar ${count} presenter`;
}

function byId<O extends WizardOption>(options: readonly O[]): ReadonlyMap<string, O> {
  return new Map(options.map((option) => [option.id, option]));
}

const RECIPIENT_BY_ID = byId<WizardOption<RecipientId>>(RECIPIENTS);
const OCCASION_BY_ID = byId<WizardOption<OccasionId>>(OCCASIONS);
const CATEGORY_BY_ID = byId<WizardOption<CategoryId>>(CATEGORIES);
const BUDGET_BY_ID: ReadonlyMap<string, BudgetOption & { id: BudgetId }> = new Map(
  BUDGETS.map((budget) => [budget.id, budget]),
);

/** True when the value is a recipient id of step 1. */
export function isRecipientId(value: string): value is RecipientId {
  return RECIPIENT_BY_ID.has(value);
}

/** True when the value is an occasion id of step 2. */
export function isOccasionId(value: string): value is OccasionId {
  return OCCASION_BY_ID.has(value);
}

/** True when the value is a category id of step 3. */
export function isCategoryId(value: string): value is CategoryId {
  return CATEGORY_BY_ID.has(value);
}

/** True when the value is a budget id of step 4. */
export function isBudgetId(value: string): value is BudgetId {
  return BUDGET_BY_ID.has(value);
}

/** The recipient option with this id. */
export function recipientOption(id: RecipientId): WizardOption<RecipientId> {
  return RECIPIENT_BY_ID.get(id)!;
}

/** The occasion option with this id. */
export function occasionOption(id: OccasionId): WizardOption<OccasionId> {
  return OCCASION_BY_ID.get(id)!;
}

/** The category option with this id. */
export function categoryOption(id: CategoryId): WizardOption<CategoryId> {
  return CATEGORY_BY_ID.get(id)!;
}

/** The budget range with this id. */
export function budgetOption(id: BudgetId): BudgetOption & { id: BudgetId } {
  return BUDGET_BY_ID.get(id)!;
}

/**
 * Step 2's options for the chosen recipients: the union of each recipient's occasions, in the order the
 * recipients were chosen (each occasion once). No recipient gives no occasions.
 */
export function occasionsForRecipients(recipients: readonly RecipientId[]): WizardOption<OccasionId>[] {
  const ids = new Set<OccasionId>();
  for (const recipient of recipients) {
    for (const occasion of OCCASIONS_BY_RECIPIENT[recipient]) ids.add(occasion);
  }
  return [...ids].map(occasionOption);
}

/** What the wizard submits: the visitor's choices in all four steps and an optional keyword. */
export const wizardSelectionSchema = z.object({
  recipients: z.array(z.enum(RECIPIENTS.map((option) => option.id) as [RecipientId, ...RecipientId[]])).max(20),
  occasions: z.array(z.enum(OCCASIONS.map((option) => option.id) as [OccasionId, ...OccasionId[]])).max(20),
  categories: z.array(z.enum(CATEGORIES.map((option) => option.id) as [CategoryId, ...CategoryId[]])).max(20),
  budget: z.enum(BUDGETS.map((option) => option.id) as [BudgetId, ...BudgetId[]]).nullable(),
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
});

/** The wizard's selection (docs/product/generator.md#steps). */
export interface WizardSelection {
  recipients: readonly RecipientId[];
  occasions: readonly OccasionId[];
  categories: readonly CategoryId[];
  budget: BudgetId | null;
  keyword?: string | undefined;
}
