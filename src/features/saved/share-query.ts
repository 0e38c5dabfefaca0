import { z } from 'zod';
import { cleanProductIds } from './share.ts';

/** Query of `GET /api/products/by-ids?ids=a,b,c` (up to 200 ids). */
export const productIdsQuerySchema = z.object({
  ids: z.union([z.string(), z.array(z.string())], { error: 'ids saknas' }).transform((value) =>
    cleanProductIds(
      (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')),
      200,
    ),
  ),
});
