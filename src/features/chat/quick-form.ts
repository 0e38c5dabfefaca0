/** The chat's quick form (docs/product/chat.md#quick-form): budget rules and the message it sends. */

export const QUICK_FORM_BUDGET = { min: 50, max: 5000, step: 50, defaultMin: 350, defaultMax: 1800 } as const;

export interface QuickFormValues {
  recipient: string;
  budgetMin: number;
  budgetMax: number;
  interests: string;
}

/** Fields after a submit: recipient empty, budget 350–1800, interests empty. */
export function emptyQuickForm(): QuickFormValues {
  return {
    recipient: '',
    budgetMin: QUICK_FORM_BUDGET.defaultMin,
    budgetMax: QUICK_FORM_BUDGET.defaultMax,
    interests: '',
  };
}

/** A typed budget value: empty counts as 50; snapped to the 50 kr step and kept within 50–5000. */
export function readBudgetInput(raw: string): number {
  const value = raw.trim() === '' ? QUICK_FORM_BUDGET.min : Number(raw.replace(/\s/g, ''));
  if (!Number.isFinite(value)) return QUICK_FORM_BUDGET.min;
  const snapped = Math.round(value / QUICK_FORM_BUDGET.step) * QUICK_FORM_BUDGET.step;
  return Math.min(QUICK_FORM_BUDGET.max, Math.max(QUICK_FORM_BUDGET.min, snapped));
}

/** A new minimum: within the bounds and never above the current maximum. */
export function setBudgetMin(values: QuickFormValues, raw: string): QuickFormValues {
  return { ...values, budgetMin: Math.min(readBudgetInput(raw), values.budgetMax) };
}

/** A new maximum: within the bounds and never below the current minimum. */
export function setBudgetMax(values: QuickFormValues, raw: string): QuickFormValues {
  return { ...values, budgetMax: Math.max(readBudgetInput(raw), values.budgetMin) };
}

/** A budget amount for display: "1 800", and "5 000+" for a maximum at the top of the range. */
export function formatBudgetAmount(value: number, bound: 'min' | 'max'): string {
  if (bound === 'max' && value >= QUICK_FORM_BUDGET.max) return '5 000+';
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * The message the form sends: "Present till: {recipient}", "Budget: {min} - {max} kr", "Intressen: {interests}"
 * when given, one per line. Without a recipient only the budget line would remain, so nothing is sent (null).
 */
export function quickFormMessage(values: QuickFormValues): string | null {
  const recipient = values.recipient.trim();
  const interests = values.interests.trim();
  const lines: string[] = [];
  if (recipient) lines.push(`Present till: ${recipient}`);
  lines.push(`Budget: ${values.budgetMin} - ${values.budgetMax} kr`);
  if (interests) lines.push(`Intressen: ${interests}`);
  const onlyBudget = lines.length === 1;
  return onlyBudget ? null : lines.join('\n');
}

/** Submit is enabled when a recipient is written and nothing is loading. */
export function canSubmitQuickForm(values: QuickFormValues, loading: boolean): boolean {
  return !loading && values.recipient.trim() !== '';
}

export interface QuickFormVisibility {
  /** "Hoppa över" was chosen (remembered in localStorage). */
  dismissed: boolean;
  /** The form was submitted in this session. */
  submittedThisSession: boolean;
  /** A normal message was sent since the chat was opened. */
  closedByMessage: boolean;
  /** Messages in the conversation, the greeting included. */
  messageCount: number;
}

/** The form shows at the start of a conversation until it is skipped, submitted or a message is typed. */
export function showsQuickForm(state: QuickFormVisibility): boolean {
  return !state.dismissed && !state.submittedThisSession && !state.closedByMessage && state.messageCount <= 1;
}
