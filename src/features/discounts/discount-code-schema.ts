/**
 * Discount codes as they cross a boundary (database rows, data files); kept apart from the rules so the page
 * script ships without the validation library.
 */
import { z } from 'zod';
import type { DiscountCode } from './discount-code.ts';

/** One discount code. `validUntil` is the last day it works (an ISO date, inclusive). */
export const discountCodeSchema: z.ZodType<DiscountCode> = z.object({
  id: z.string().min(1),
  merchant: z.string().min(1),
  code: z.string().min(1),
  discount: z.string().min(1),
  description: z.string(),
  validUntil: z.iso.date(),
  category: z.string(),
  shopUrl: z.url({ protocol: /^https?$/ }),
});

/** A list of discount codes (the data file the page reads). */
export const discountCodeListSchema = z.array(discountCodeSchema);
