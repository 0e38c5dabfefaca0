/**
 * The four-step gift wizard (/presentgenerator): its option lists and its fixed Swedish texts.
 * Ids are stable ASCII values (used in URLs, requests and tests); labels are what visitors see.
 */
import { z } from 'zod';

/** One button in a wizard step. */
export interface WizardOption<Id extends string = string> {
  id: Id;
  label: string;
  emoji: string;
}

/** Step 1, "Till vem": who the present is for (multi-select). */
export const RECIPIENTS = [
  { id: 'mamma', label: 'Mamma', emoji: '👩' },
  { id: 'pappa', label: 'Pappa', emoji: '👨' },
  { id: 'partner', label: 'Partner', emoji: '❤️' },
  { id: 'barn-0-2', label: 'Barn 0–2 år', emoji: '👶' },
  { id: 'barn-3-5', label: 'Barn 3–5 år', emoji: '🧸' },
  { id: 'barn-6-9', label: 'Barn 6–9 år', emoji: '🎈' },
  { id: 'barn-10-12', label: 'Barn 10–12 år', emoji: '🛹' },
  { id: 'tonaring', label: 'Tonåring', emoji: '🎧' },
  { id: 'vuxen', label: 'Vuxen', emoji: '🧑' },
  { id: 'van', label: 'Vän', emoji: '🤝' },
  { id: 'kollega', label: 'Kollega', emoji: '💼' },
  { id: 'mor-farforalder', label: 'Mor-/Farförälder', emoji: '👵' },
  { id: 'foretag', label: 'Företag', emoji: '🏢' },
] as const satisfies readonly WizardOption[];

export type RecipientId = (typeof RECIPIENTS)[number]['id'];

/** Every occasion the wizard knows; which ones a visitor sees depends on the chosen recipients. */
export const OCCASIONS = [
  { id: 'fodelsedag', label: 'Födelsedag', emoji: '🎂' },
  { id: 'jul', label: 'Jul', emoji: '🎄' },
  { id: 'mors-dag', label: 'Mors dag', emoji: '💐' },
  { id: 'fars-dag', label: 'Fars dag', emoji: '👔' },
  { id: 'alla-hjartans-dag', label: 'Alla hjärtans dag', emoji: '💘' },
  { id: 'brollopsdag', label: 'Bröllopsdag', emoji: '💍' },
  { id: 'student', label: 'Student', emoji: '🎓' },
  { id: 'dop', label: 'Dop', emoji: '🕊️' },
  { id: 'inflytt', label: 'Inflytt', emoji: '🏡' },
  { id: 'namnsdag', label: 'Namnsdag', emoji: '📅' },
  { id: 'tack', label: 'Tack', emoji: '🙏' },
  { id: 'avsked', label: 'Avsked', emoji: '👋' },
  { id: 'julgava', label: 'Julgåva', emoji: '🎁' },
  { id: 'tackgava', label: 'Tackgåva', emoji: '🤝' },
  { id: 'eventgava', label: 'Eventgåva', emoji: '🎪' },
] as const satisfies readonly WizardOption[];

export type OccasionId = (typeof OCCASIONS)[number]['id'];

/** Step 2, "Tillfälle": the occasions offered for each recipient, most likely first. */
export const OCCASIONS_BY_RECIPIENT: Record<RecipientId, readonly OccasionId[]> = {
  mamma: ['mors-dag', 'fodelsedag', 'jul', 'namnsdag', 'tack', 'brollopsdag'],
  pappa: ['fars-dag', 'fodelsedag', 'jul', 'namnsdag', 'tack', 'brollopsdag'],
  partner: ['alla-hjartans-dag', 'fodelsedag', 'jul', 'brollopsdag', 'namnsdag', 'inflytt'],
  'barn-0-2': ['dop', 'fodelsedag', 'jul', 'namnsdag'],
  'barn-3-5': ['fodelsedag', 'jul', 'namnsdag', 'dop'],
  'barn-6-9': ['fodelsedag', 'jul', 'namnsdag', 'tack'],
  'barn-10-12': ['fodelsedag', 'jul', 'namnsdag', 'tack'],
  tonaring: ['fodelsedag', 'jul', 'student', 'namnsdag', 'tack'],
  vuxen: ['fodelsedag', 'jul', 'inflytt', 'namnsdag', 'tack', 'student', 'brollopsdag'],
  van: ['fodelsedag', 'jul', 'inflytt', 'tack', 'namnsdag', 'student', 'avsked'],
  kollega: ['avsked', 'fodelsedag', 'jul', 'tack', 'inflytt'],
  'mor-farforalder': ['fodelsedag', 'jul', 'mors-dag', 'fars-dag', 'namnsdag', 'tack'],
  foretag: ['julgava', 'tackgava', 'eventgava'],
};

/** Step 3, "Kategori": the kind of present (multi-select). 'corporate' is Företagsgåvor. */
export const CATEGORIES = [
  { id: 'spel-gaming', label: 'Spel & Gaming', emoji: '🎮' },
  { id: 'traning-halsa', label: 'Träning & Hälsa', emoji: '💪' },
  { id: 'hem-inredning', label: 'Hem & Inredning', emoji: '🏠' },
  { id: 'mode-accessoarer', label: 'Mode & Accessoarer', emoji: '👜' },
  { id: 'mat-dryck', label: 'Mat & Dryck', emoji: '🍫' },
  { id: 'tradgard-friluftsliv', label: 'Trädgård & Friluftsliv', emoji: '🌿' },
  { id: 'leksaker-barn', label: 'Leksaker & Barn', emoji: '🧸' },
  { id: 'upplevelser', label: 'Upplevelser', emoji: '🎟️' },
  { id: 'bocker-media', label: 'Böcker & Media', emoji: '📚' },
  { id: 'personliga-presenter', label: 'Personliga Presenter', emoji: '💝' },
  { id: 'corporate', label: 'Företagsgåvor', emoji: '🏢' },
] as const satisfies readonly WizardOption[];

export type CategoryId = (typeof CATEGORIES)[number]['id'];

/** One price range of step 4; `max` null means no upper bound. */
export interface BudgetOption {
  id: string;
  label: string;
  min: number;
  max: number | null;
}

/** Step 4, "Budget": price ranges in SEK (single-select), filtering on the product price. */
export const BUDGETS = [
  { id: '<200', label: 'Under 200 kr', min: 0, max: 200 },
  { id: '200-500', label: '200–500 kr', min: 200, max: 500 },
  { id: '500-1000', label: '500–1 000 kr', min: 500, max: 1000 },
  { id: '1000-2500', label: '1 000–2 500 kr', min: 1000, max: 2500 },
  { id: '2500-5000', label: '2 500–5 000 kr', min: 2500, max: 5000 },
  { id: '5000+', label: 'Över 5 000 kr', min: 5000, max: null },
] as const satisfies readonly BudgetOption[];

export type BudgetId = (typeof BUDGETS)[number]['id'];

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

/** The wizard's selection (visitor spec §3 "Wizard selection"). */
export interface WizardSelection {
  recipients: readonly RecipientId[];
  occasions: readonly OccasionId[];
  categories: readonly CategoryId[];
  budget: BudgetId | null;
  keyword?: string | undefined;
}
