/**
 * The two-number budget inputs of the text generator and the theme pages (docs/product/browse-search.md#explore,
 * docs/product/landing-pages.md#theme-filter): 0 to 5000 kr in steps of 100, where a max of 5000 or more means "no
 * upper limit" and reads "5000+ kr".
 */

/** Bounds and step of the budget inputs, in SEK. */
export const BUDGET_INPUT = { min: 0, max: 5000, step: 100 } as const;

/** A budget range in SEK as the inputs hold it. */
export interface BudgetRange {
  min: number;
  max: number;
}

function parseAmount(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.replace(/\s+/g, '').replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** New minimum from the min input: clamped between 0 and the current maximum; an empty field means 0. */
export function clampBudgetMin(input: string | number, currentMax: number): number {
  const value = parseAmount(input) ?? BUDGET_INPUT.min;
  return clamp(value, BUDGET_INPUT.min, Math.min(currentMax, BUDGET_INPUT.max));
}

/** New maximum from the max input: clamped between the current minimum and 5000; an empty field means 5000. */
export function clampBudgetMax(input: string | number, currentMin: number): number {
  const value = parseAmount(input) ?? BUDGET_INPUT.max;
  return clamp(value, Math.max(currentMin, BUDGET_INPUT.min), BUDGET_INPUT.max);
}

/** The upper price limit a budget max stands for: null (no limit) at 5000 or more. */
export function budgetUpperLimit(max: number): number | null {
  return max >= BUDGET_INPUT.max ? null : max;
}

/** How a budget bound is displayed: "1800 kr", and "5000+ kr" for a max of 5000 or more. */
export function budgetBoundLabel(value: number, bound: 'min' | 'max' = 'max'): string {
  return bound === 'max' && value >= BUDGET_INPUT.max ? `${BUDGET_INPUT.max}+ kr` : `${value} kr`;
}
