import { z } from 'zod';
import { isProductId } from '../catalogue/product-id.ts';
import { PRICE_DROPS_MAX } from './price-drops.ts';
import type { SavedEntry } from './saved.ts';

function list(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).filter((part) => part !== '');
}

/** Save times a visitor may send: up to a day ahead of the server's clock (a visitor's clock may run a little fast). */
const AHEAD_MS = 86_400_000;

/**
 * A query of saved gifts, `?ids=a,b&since=t1,t2`: product ids and, for each, when it was saved (ms since epoch),
 * pairwise, at most `max` pairs; the entries in the order given, ids lowercased.
 */
export function savesQuerySchema(max: number) {
  return z
    .object({
      ids: z.union([z.string(), z.array(z.string())], { error: 'ids saknas' }).transform(list),
      since: z.union([z.string(), z.array(z.string())], { error: 'since saknas' }).transform(list),
    })
    .check((ctx) => {
      const { ids, since } = ctx.value;
      if (ids.length === 0 || ids.length > max) {
        ctx.issues.push({ code: 'custom', path: ['ids'], message: `1–${max} id`, input: ids });
      } else if (!ids.every(isProductId)) {
        ctx.issues.push({ code: 'custom', path: ['ids'], message: 'Ogiltigt id', input: ids });
      }
      if (since.length !== ids.length) {
        ctx.issues.push({ code: 'custom', path: ['since'], message: 'En tid per id', input: since });
      } else if (!since.every((time) => /^\d{1,15}$/.test(time) && Number(time) <= Date.now() + AHEAD_MS)) {
        ctx.issues.push({ code: 'custom', path: ['since'], message: 'Ogiltig tid', input: since });
      }
    })
    .transform(({ ids, since }): SavedEntry[] =>
      ids.map((id, index) => ({ productId: id.toLowerCase(), savedAt: Number(since[index]) })),
    );
}

/** Query of `GET /api/products/price-drops?ids=a,b&since=t1,t2`, at most PRICE_DROPS_MAX pairs. */
export const priceDropsQuerySchema = savesQuerySchema(PRICE_DROPS_MAX);
