/**
 * The explore filter as it crosses a boundary (API body, stored state): kept apart from the filter rules
 * (product-filter.ts) so the explore island ships without the validation library.
 */
import { z } from 'zod';
import {
  BUDGET_RANGE,
  FILTER_SORTS,
  MAX_FILTER_LIST_ITEMS,
  MAX_FILTER_QUERY_LENGTH,
  MAX_FILTER_VALUE_LENGTH,
  normalizeBudget,
  type ProductFilter,
} from './product-filter.ts';

const valueList = z
  .array(z.string().max(MAX_FILTER_VALUE_LENGTH))
  .max(MAX_FILTER_LIST_ITEMS)
  .default([])
  .transform((values) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))]);

/** A budget range as sent by a client; made valid by normalizeBudget. */
export const budgetRangeSchema = z
  .object({ min: z.number().nullish(), max: z.number().nullish() })
  .transform(normalizeBudget);

/** The filter as it crosses a boundary; lists are trimmed and deduplicated, the budget made valid. */
export const productFilterSchema = z.object({
  q: z
    .string()
    .max(MAX_FILTER_QUERY_LENGTH)
    .default('')
    .transform((q) => q.trim()),
  audiences: valueList,
  occasions: valueList,
  interests: valueList,
  merchants: valueList,
  budget: budgetRangeSchema.default({ min: BUDGET_RANGE.min, max: BUDGET_RANGE.max }),
  sort: z.enum(FILTER_SORTS).default('relevant'),
}) satisfies z.ZodType<ProductFilter, unknown>;
