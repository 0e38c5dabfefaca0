/**
 * The theme filter as it crosses a boundary (URL state, storage): kept apart from the filter rules so the page
 * script that applies them ships without the validation library.
 */
import { z } from 'zod';
import { BUDGET_INPUT } from '../generator/budget-range.ts';
import { defaultThemeFilter, THEME_DEFAULT_BUDGET, THEME_SORTS, type ThemeFilter } from './theme-filter.ts';

const list = z.array(z.string().trim().min(1).max(60)).max(30).catch([]);

/** Filter state read from a URL or storage; anything invalid falls back to the default. */
export const themeFilterSchema = z.object({
  q: z.string().max(100).catch(''),
  audiences: list,
  occasions: list,
  interests: list,
  budget: z
    .object({
      min: z.number().min(BUDGET_INPUT.min).max(BUDGET_INPUT.max),
      max: z.number().min(BUDGET_INPUT.min).max(BUDGET_INPUT.max),
    })
    .refine((budget) => budget.min <= budget.max)
    .catch({ ...THEME_DEFAULT_BUDGET }),
  merchants: list,
  sort: z.enum(THEME_SORTS).catch('relevant'),
});

/** Reads a filter from untrusted input (URL state, storage): invalid fields take their default values. */
export function parseThemeFilter(input: unknown): ThemeFilter {
  const parsed = themeFilterSchema.safeParse(input ?? {});
  return parsed.success ? parsed.data : defaultThemeFilter();
}
