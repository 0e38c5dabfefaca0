import { z } from 'zod';
import { isProductId } from '../catalogue/product-id.ts';
import { SAVED_MAX, type SavedEntry } from './saved.ts';

function list(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).filter((part) => part !== '');
}

/**
 * Query of `GET /api/products/saved-list?ids=a,b&since=t1,t2`: the visitor's saved ids, newest first, and for each
 * when it was saved (ms since epoch, 0 when unknown), pairwise, at most SAVED_MAX pairs.
 */
export const savedListQuerySchema = z
  .object({
    ids: z.union([z.string(), z.array(z.string())], { error: 'ids saknas' }).transform(list),
    since: z.union([z.string(), z.array(z.string())], { error: 'since saknas' }).transform(list),
  })
  .check((ctx) => {
    const { ids, since } = ctx.value;
    if (ids.length === 0 || ids.length > SAVED_MAX) {
      ctx.issues.push({ code: 'custom', path: ['ids'], message: `1–${SAVED_MAX} id`, input: ids });
    } else if (!ids.every(isProductId)) {
      ctx.issues.push({ code: 'custom', path: ['ids'], message: 'Ogiltigt id', input: ids });
    }
    if (since.length !== ids.length) {
      ctx.issues.push({ code: 'custom', path: ['since'], message: 'En tid per id', input: since });
    } else if (!since.every((time) => /^\d{1,15}$/.test(time) && Number(time) <= Date.now() + 86_400_000)) {
      ctx.issues.push({ code: 'custom', path: ['since'], message: 'Ogiltig tid', input: since });
    }
  })
  .transform(({ ids, since }): SavedEntry[] => {
    const seen = new Set<string>();
    return ids.flatMap((id, index) => {
      const productId = id.toLowerCase();
      if (seen.has(productId)) return [];
      seen.add(productId);
      return [{ productId, savedAt: Number(since[index]) }];
    });
  });
