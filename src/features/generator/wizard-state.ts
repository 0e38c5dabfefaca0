/** The four-step wizard's state and its transitions, as a pure reducer the island and tests share. */
import {
  type BudgetId,
  budgetOption,
  type CategoryId,
  categoryOption,
  isBudgetId,
  isCategoryId,
  isOccasionId,
  isRecipientId,
  type OccasionId,
  occasionOption,
  type RecipientId,
  recipientOption,
  type WizardSelection,
} from './wizard-options.ts';

export type WizardStep = 1 | 2 | 3 | 4;

/** Everything the wizard remembers. */
export interface WizardState {
  step: WizardStep;
  recipients: RecipientId[];
  occasions: OccasionId[];
  categories: CategoryId[];
  budget: BudgetId | null;
  /** Raw keyword as typed; trimmed only when searching. */
  keyword: string;
}

/** What a visitor can do in the wizard. */
export type WizardAction =
  | { type: 'toggleRecipient'; id: RecipientId }
  | { type: 'toggleOccasion'; id: OccasionId }
  | { type: 'toggleCategory'; id: CategoryId }
  | { type: 'selectBudget'; id: BudgetId | null }
  | { type: 'setKeyword'; keyword: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'reset' };

/** The wizard before any choice: step 1, nothing selected. */
export const INITIAL_WIZARD_STATE: WizardState = Object.freeze({
  step: 1,
  recipients: [],
  occasions: [],
  categories: [],
  budget: null,
  keyword: '',
}) as WizardState;

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** True when the given step has its selection: 1 a recipient, 2 an occasion, 3 a category, 4 a budget. */
export function isStepComplete(state: WizardState, step: WizardStep): boolean {
  switch (step) {
    case 1:
      return state.recipients.length > 0;
    case 2:
      return state.occasions.length > 0;
    case 3:
      return state.categories.length > 0;
    case 4:
      return state.budget !== null;
  }
}

/**
 * True when a progress-bar step may be clicked: the active step always; any other step only when every step
 * before it is complete (step 2 needs a recipient, step 3 an occasion, step 4 a category).
 */
export function canJumpTo(state: WizardState, step: WizardStep): boolean {
  if (step === state.step) return true;
  for (let earlier = 1; earlier < step; earlier += 1) {
    if (!isStepComplete(state, earlier as WizardStep)) return false;
  }
  return true;
}

/** True when "Nästa steg" is enabled: on steps 1–3 once the step has a selection; never on step 4. */
export function canAdvance(state: WizardState): boolean {
  return state.step < 4 && isStepComplete(state, state.step);
}

/** True when "Visa presenter" may be used: every step has its selection, including the budget. */
export function canSearch(state: WizardState): boolean {
  return ([1, 2, 3, 4] as const).every((step) => isStepComplete(state, step));
}

/**
 * The wizard reducer. Changing recipients clears occasions, categories and budget; changing occasions clears
 * categories and budget; changing categories clears the budget. "Börja om" (reset) clears everything including the
 * keyword and returns to step 1. Moves that are not allowed, and unknown ids, leave the state unchanged.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'toggleRecipient':
      if (!isRecipientId(action.id)) return state;
      return {
        ...state,
        recipients: toggle(state.recipients, action.id),
        occasions: [],
        categories: [],
        budget: null,
      };
    case 'toggleOccasion':
      if (!isOccasionId(action.id)) return state;
      return { ...state, occasions: toggle(state.occasions, action.id), categories: [], budget: null };
    case 'toggleCategory':
      if (!isCategoryId(action.id)) return state;
      return { ...state, categories: toggle(state.categories, action.id), budget: null };
    case 'selectBudget':
      if (action.id !== null && !isBudgetId(action.id)) return state;
      return state.budget === action.id ? state : { ...state, budget: action.id };
    case 'setKeyword':
      return state.keyword === action.keyword ? state : { ...state, keyword: action.keyword };
    case 'next':
      return canAdvance(state) ? { ...state, step: (state.step + 1) as WizardStep } : state;
    case 'back':
      return state.step > 1 ? { ...state, step: (state.step - 1) as WizardStep } : state;
    case 'goTo':
      return action.step !== state.step && canJumpTo(state, action.step) ? { ...state, step: action.step } : state;
    case 'reset':
      return INITIAL_WIZARD_STATE;
  }
}

/** Progress-bar summary of a step's selection: the first label, plus " +N" when more are chosen; '' when none. */
export function stepSummary(selectedLabels: readonly string[]): string {
  const [first] = selectedLabels;
  if (first === undefined) return '';
  return selectedLabels.length > 1 ? `${first} +${selectedLabels.length - 1}` : first;
}

/** The progress-bar summaries of all four steps, from the option labels. */
export function wizardSummaries(state: WizardState): Record<WizardStep, string> {
  return {
    1: stepSummary(state.recipients.map((id) => recipientOption(id).label)),
    2: stepSummary(state.occasions.map((id) => occasionOption(id).label)),
    3: stepSummary(state.categories.map((id) => categoryOption(id).label)),
    4: state.budget === null ? '' : budgetOption(state.budget).label,
  };
}

/** A complete wizard search: like the selection, with a budget and an optional non-empty keyword. */
export interface WizardSearchRequest extends WizardSelection {
  budget: BudgetId;
}

/**
 * The request "Visa presenter" submits: the four selections and the keyword trimmed, left out when empty.
 * Null while the wizard cannot search yet (a step without selection).
 */
export function toSearchRequest(state: WizardState): WizardSearchRequest | null {
  if (!canSearch(state) || state.budget === null) return null;
  const request: WizardSearchRequest = {
    recipients: [...state.recipients],
    occasions: [...state.occasions],
    categories: [...state.categories],
    budget: state.budget,
  };
  const keyword = state.keyword.trim();
  if (keyword !== '') request.keyword = keyword;
  return request;
}
