import { z } from 'zod';
import { PRICE_DROPS_MAX } from './price-drops.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Save times: from the epoch to a day ahead of the server's clock (a visitor's clock may run a little fast). */
const EARLIEST = 0;

function list(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).filter((part) => part !== '');
}

/**
 * Query of `GET /api/products/price-drops?ids=a,b&since=t1,t2`: product ids and, for each, when it was saved (ms
 * since epoch), pairwise, at most PRICE_DROPS_MAX pairs.
 */
export const priceDropsQuerySchema = z
  .object({
    ids: z.union([z.string(), z.array(z.string())], { error: 'ids saknas' }).transform(list),
    since: z.union([z.string(), z.array(z.string())], { error: 'since saknas' }).transform(list),
  })
  .check((ctx) => {
    const { ids, since } = ctx.value;
    if (ids.length === 0 || ids.length > PRICE_DROPS_MAX) {
      ctx.issues.push({ code: 'custom', path: ['ids'], message: `1–${PRICE_DROPS_MAX} id`, input: ids });
    } else if (!ids.every((id) => UUID.test(id))) {
      ctx.issues.push({ code: 'custom', path: ['ids'], message: 'Ogiltigt id', input: ids });
    }
    if (since.length !== ids.length) {
      ctx.issues.push({ code: 'custom', path: ['since'], message: 'En tid per id', input: since });
    } else if (
      !since.every(
        (time) => /^\d{1,15}$/.test(time) && Number(time) >= EARLIEST && Number(time) <= Date.now() + 86_400_000,
      )
    ) {
      ctx.issues.push({ code: 'custom', path: ['since'], message: 'Ogiltig tid', input: since });
    }
  })
  .transform(({ ids, since }) =>
    ids.map((id, index) => ({ productId: id.toLowerCase(), savedAt: Number(since[index]) })),
  );
